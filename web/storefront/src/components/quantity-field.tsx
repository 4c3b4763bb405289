import { DISPLAY_DEFAULTS, QUANTITY } from '@mercato/spec';
import { type InputHTMLAttributes, useId } from 'react';

type PassedAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'min' | 'max' | 'step' | 'value' | 'onChange'>;

export interface QuantityFieldProps extends PassedAttributes {
  /** As typed: checked when used, so "1.5" can be answered with the spec's message. */
  value: string;
  onChange(value: string): void;
  testId: string;
}

/** Spec §5 "Quantity input": a labelled number input, min 1, max 9999, step 1. */
export function QuantityField({ value, onChange, testId, ...passed }: QuantityFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{DISPLAY_DEFAULTS.quantityLabel}</label>
      <input
        {...passed}
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY.min}
        max={QUANTITY.max}
        step={QUANTITY.step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </>
  );
}
