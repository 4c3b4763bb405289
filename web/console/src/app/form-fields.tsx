import type { ChangeEvent, ReactNode } from 'react';

/** DOM id of a field for a dotted server path (`variants.0.sku` -> `field-variants-0-sku`). */
export const fieldId = (path: string) => `field-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

interface FieldProps {
  /** The server's path for this field: its error message is looked up under it. */
  readonly path: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/** A labelled input with its error right under it, tied to it for screen readers. */
export function TextField({ path, label, error, hint, value, onChange, type = 'text', required, inputMode, autoComplete }: FieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'password';
  readonly required?: boolean;
  readonly inputMode?: 'decimal' | 'numeric';
  readonly autoComplete?: string;
}) {
  const id = fieldId(path);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={path}
        type={type}
        value={value}
        required={required}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({ path, label, error, checked, onChange, disabled }: FieldProps & { readonly checked: boolean; readonly onChange: (checked: boolean) => void; readonly disabled?: boolean }) {
  const id = fieldId(path);
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <input id={id} name={path} type="checkbox" checked={checked} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({ path, label, error, hint, value, onChange, options }: FieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = fieldId(path);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={path} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled multi-line input (options one a line, HTML) with its error under it. */
export function TextAreaField({ path, label, error, hint, value, onChange }: FieldProps & { readonly value: string; readonly onChange: (value: string) => void }) {
  const id = fieldId(path);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={path} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} onChange={(event) => onChange(event.target.value)} />
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const describedBy = (id: string, hint: ReactNode, error: string | undefined): string | undefined => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/** The form-level message (above the fields); announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}

/** A short confirmation after a save, announced politely. */
export function Saved({ message }: { message: string | undefined }) {
  return (
    <p className="form-saved" role="status">
      {message ?? ''}
    </p>
  );
}
