import { FormFieldType, LIKERT_LABELS, characterCounterText } from '@mercato/spec';
import type { FieldValue, FormFieldDefinition } from '@mercato/forms/domain/fields/form-field';
import { LIKERT_VALUES } from '@mercato/forms/domain/fields/field-values';

/** The inputs of each multi-part field, in the order of its value list (spec §3). */
const PARTS: Partial<Record<FormFieldType, readonly string[]>> = {
  [FormFieldType.NAME]: ['First Name', 'Last Name'],
  [FormFieldType.ADDRESS]: ['Address 1', 'Address 2', 'City', 'State', 'Zip Code', 'Country'],
  [FormFieldType.DATE]: ['Month', 'Day', 'Year'],
  [FormFieldType.TIME]: ['Hour', 'Minute', 'Second', 'AM/PM'],
};

const phoneParts = (field: FormFieldDefinition) => (field.showCountryCode ? ['Country', 'Area code', 'Prefix', 'Line'] : ['Area code', 'Prefix', 'Line']);

/** A field's value before the visitor types: one blank per input, nothing checked. */
export function initialValue(field: FormFieldDefinition): FieldValue {
  if (field.type === FormFieldType.PHONE) return phoneParts(field).map(() => '');
  const parts = PARTS[field.type];
  if (parts) return parts.map(() => '');
  if (field.type === FormFieldType.CHECKBOX) return [];
  if (field.type === FormFieldType.LIKERT) return {};
  return '';
}

const INPUT_TYPES: Partial<Record<FormFieldType, string>> = {
  [FormFieldType.EMAIL]: 'email',
  [FormFieldType.NUMBER]: 'number',
  [FormFieldType.WEBSITE]: 'url',
  [FormFieldType.PASSWORD]: 'password',
};

interface FieldProps {
  readonly field: FormFieldDefinition;
  readonly value: FieldValue;
  readonly error: string | undefined;
  readonly onChange: (value: FieldValue) => void;
}

/** One field: its error above the title (spec §5), the title with a required marker, then its inputs. */
export function FormFieldView({ field, value, error, onChange }: FieldProps) {
  if (field.type === FormFieldType.HIDDEN) return null;
  if (field.type === FormFieldType.SECTION) {
    return (
      <div className={`form-section${field.underline ? ' form-section-underline' : ''}`}>
        <h3>{field.title}</h3>
        {field.description && <p className="field-description">{field.description}</p>}
      </div>
    );
  }
  const id = `field-${field.id}`;
  // A div, not a fieldset: a legend is always drawn first, and the error goes above the title.
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={`form-field${error ? ' form-field-error' : ''}`} data-testid={`form-field-${field.id}`} aria-invalid={error ? true : undefined}>
      {error && (
        <p className="field-error" role="alert" data-testid={`field-error-${field.id}`}>
          {error}
        </p>
      )}
      <div className="field-title" id={`${id}-title`}>
        {field.title}
        {field.required && field.type !== FormFieldType.LIKERT && (
          <span className="required-marker" aria-label="required">
            *
          </span>
        )}
      </div>
      {field.description && <p className="field-description">{field.description}</p>}
      <FieldInputs field={field} id={id} value={value} onChange={onChange} />
    </div>
  );
}

function FieldInputs({ field, id, value, onChange }: Omit<FieldProps, 'error'> & { readonly id: string }) {
  const list = Array.isArray(value) ? (value as readonly string[]) : [];
  const text = typeof value === 'string' ? value : '';
  const setPart = (index: number, part: string) => onChange(list.map((current, at) => (at === index ? part : current)));
  // A single control is named by the field's title (the title is a div: it also names the group).
  const control = { id, name: field.id, 'aria-labelledby': `${id}-title` };
  switch (field.type) {
    case FormFieldType.TEXTAREA:
      return (
        <>
          <textarea {...control} placeholder={field.placeholder} value={text} onChange={(event) => onChange(event.target.value)} />
          {field.maxLength > 0 && (
            <p className={`character-counter${text.length > field.maxLength ? ' character-counter-over' : ''}`} data-testid={`counter-${field.id}`}>
              {characterCounterText(text.length, field.maxLength)}
            </p>
          )}
        </>
      );
    case FormFieldType.PHONE:
    case FormFieldType.NAME:
    case FormFieldType.ADDRESS:
    case FormFieldType.DATE:
    case FormFieldType.TIME: {
      const labels = field.type === FormFieldType.PHONE ? phoneParts(field) : (PARTS[field.type] ?? []);
      return (
        <div className="field-parts">
          {labels.map((label, index) => (
            <label key={label} className="field-part">
              <span>{label}</span>
              <input name={`${field.id}-${index}`} value={list[index] ?? ''} onChange={(event) => setPart(index, event.target.value)} />
            </label>
          ))}
        </div>
      );
    }
    case FormFieldType.CHECKBOX:
      return <ChoiceOptions field={field} kind="checkbox" isChecked={(option) => list.includes(option)} onPick={(option, checked) => onChange(checked ? [...list, option] : list.filter((picked) => picked !== option))} />;
    case FormFieldType.RADIO:
      return <ChoiceOptions field={field} kind="radio" isChecked={(option) => text === option} onPick={(option) => onChange(option)} />;
    case FormFieldType.SELECT:
      return (
        <select {...control} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select Value</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case FormFieldType.LIKERT:
      return <LikertInputs field={field} answers={value as Readonly<Record<string, string>>} onChange={onChange} />;
    case FormFieldType.CURRENCY:
      return (
        <span className="field-currency">
          {field.currencySymbol}
          <input {...control} inputMode="decimal" value={text} onChange={(event) => onChange(event.target.value)} />
        </span>
      );
    default:
      return <input {...control} type={INPUT_TYPES[field.type] ?? 'text'} placeholder={field.placeholder} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
}

/** The options of a checkbox or radio field, one labelled input each. */
function ChoiceOptions({ field, kind, isChecked, onPick }: { readonly field: FormFieldDefinition; readonly kind: 'checkbox' | 'radio'; readonly isChecked: (option: string) => boolean; readonly onPick: (option: string, checked: boolean) => void }) {
  return (
    <div className="field-options">
      {field.options.map((option) => (
        <label key={option}>
          <input type={kind} name={field.id} value={option} checked={isChecked(option)} onChange={(event) => onPick(option, event.target.checked)} />
          {option}
        </label>
      ))}
    </div>
  );
}

/** Spec §3: each question answered on the scale -2 (Strongly Disagree) to 2 (Strongly Agree). */
function LikertInputs({ field, answers, onChange }: { readonly field: FormFieldDefinition; readonly answers: Readonly<Record<string, string>>; readonly onChange: (value: FieldValue) => void }) {
  return (
    <table className="likert">
      <tbody>
        {field.options.map((question) => (
          <tr key={question}>
            <th scope="row">{question}</th>
            {LIKERT_VALUES.map((answer) => (
              <td key={answer}>
                <label>
                  <input type="radio" name={`${field.id}-${question}`} value={answer} checked={answers[question] === answer} onChange={() => onChange({ ...answers, [question]: answer })} />
                  {LIKERT_LABELS[Number(answer) as keyof typeof LIKERT_LABELS]}
                </label>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
