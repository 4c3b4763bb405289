import { DISPLAY_DEFAULTS, FORM_MESSAGES, FormFieldType } from '@mercato/spec';
import { type FormEvent, useId, useState } from 'react';
import { Lightbox } from '../components/lightbox';
import { cartFailureDetail } from './cart-failures';
import {
  type AdditionalField, type AdditionalFieldsForm, type AdditionalFieldValue, checkAdditionalFields, initialValues,
} from './additional-fields';

export interface AdditionalFieldsDialogProps {
  title: string;
  form: AdditionalFieldsForm;
  /** The entry's answers when editing. */
  answers?: Readonly<Record<string, unknown>>;
  submitLabel: string;
  /** Resolves when the answers are in the cart; a rejection's title and message are shown in the form. */
  onSubmit(answers: Record<string, AdditionalFieldValue>): Promise<void>;
  failureTitle: string;
  onClose(): void;
}

/** Spec §2 point 4: a product's additional-fields form in the modal lightbox. */
export function AdditionalFieldsDialog({ title, form, answers, submitLabel, onSubmit, failureTitle, onClose }: AdditionalFieldsDialogProps) {
  const [values, setValues] = useState(() => initialValues(form, answers));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAdditionalFields(form, values);
    if (!check.ok) {
      setFieldErrors(check.fieldErrors);
      setProblem(check.message);
      return;
    }
    setFieldErrors({});
    setProblem(undefined);
    setSaving(true);
    onSubmit(check.answers).then(
      () => setSaving(false),
      (error: unknown) => {
        setSaving(false);
        setProblem(`${failureTitle}. ${cartFailureDetail(error)}`);
      },
    );
  };

  return (
    <Lightbox title={title} onClose={onClose} testId="additional-fields">
      <form className="additional-fields-form" onSubmit={submit} noValidate data-testid="additional-fields-form">
        {problem && (
          <p role="alert" className="form-problem" data-testid="additional-fields-problem">
            {problem}
          </p>
        )}
        <fieldset disabled={saving}>
          {form.fields.map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={values[field.id] ?? ''}
              error={fieldErrors[field.id]}
              onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
            />
          ))}
          <button type="submit" className="button-primary" data-testid="additional-fields-submit">
            {saving ? FORM_MESSAGES.saving : submitLabel}
          </button>
        </fieldset>
      </form>
    </Lightbox>
  );
}

interface FieldInputProps {
  field: AdditionalField;
  value: AdditionalFieldValue;
  error: string | undefined;
  onChange(value: AdditionalFieldValue): void;
}

function FieldInput({ field, value, error, onChange }: FieldInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const text = Array.isArray(value) ? value.join(', ') : value;
  const label = (
    <>
      {field.title}
      {field.required && <span className="required-marker" aria-hidden="true"> *</span>}
    </>
  );
  const errorText = error && (
    <span id={errorId} className="field-error" data-testid={`field-error-${field.id}`}>
      {error}
    </span>
  );

  if (field.type === FormFieldType.CHECKBOX) {
    const checked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="field" {...described}>
        <legend>{label}</legend>
        {errorText}
        {(field.options ?? []).map((option) => (
          <label key={option} className="checkbox-option">
            <input
              type="checkbox"
              value={option}
              checked={checked.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...checked, option] : checked.filter((one) => one !== option))}
            />{' '}
            {option}
          </label>
        ))}
      </fieldset>
    );
  }

  const common = { id, name: field.id, required: field.required, value: text, ...described, 'data-testid': `field-${field.id}` };
  return (
    <div className="field">
      {errorText}
      <label htmlFor={id}>{label}</label>
      {field.description && <span className="field-description">{field.description}</span>}
      {field.type === FormFieldType.TEXTAREA ? (
        <textarea {...common} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} />
      ) : field.type === FormFieldType.SELECT || field.type === FormFieldType.RADIO ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{DISPLAY_DEFAULTS.selectValue}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.type === FormFieldType.EMAIL ? 'email' : 'text'} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
