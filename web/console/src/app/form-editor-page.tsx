import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BlockType, INTERFACE_STRINGS, editableFormFieldProperties } from '@mercato/spec';
import { CaptchaAlignment, CaptchaTheme } from '@mercato/forms/domain/form-definition';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { FIELD_TYPES, definitionOf, draftOf, emptyFormDraft, isChoiceField, newDraftField, type DraftField, type FormDraft } from '../model/form-draft';
import { useApi } from './api-context';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from './form-fields';
import { SaveButton } from './host-site-page';
import { QueryState } from './query-state';
import { ServedElsewhere } from './served-elsewhere';
import { useCurrentSite } from './site-context';

const KINDS = [
  { value: String(BlockType.FORM), label: 'Form' },
  { value: String(BlockType.NEWSLETTER), label: 'Newsletter' },
];
const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: type }));
const SHOWN_PATHS = ['name', 'blockType', 'mailingListId', 'submissionMessage', 'submissionHtml', 'successRedirect', 'disclaimer', 'captchaTheme', 'captchaAlignment', 'notificationEmail', 'pageIds'];
/** Field properties with an input in FieldEditor, so their errors sit next to it. */
const FIELD_PATHS = ['id', 'title', 'type', 'options', 'description', 'placeholder', 'maxLength', 'currencySymbol', 'key', 'value'];
const THEMES = Object.values(CaptchaTheme).map((theme) => ({ value: theme, label: theme }));
const ALIGNMENTS = Object.values(CaptchaAlignment).map((alignment) => ({ value: alignment, label: alignment }));

/** The form builder for a new form (`forms/new`) or a saved one (`forms/{formId}/edit`). */
export function FormEditorPage() {
  const api = useApi();
  const { formId } = useParams();
  const { site, servedHere } = useCurrentSite();
  const saved = useQuery({ ...consoleQueries.form(api, site.websiteId, formId ?? ''), enabled: servedHere && formId !== undefined });
  if (!servedHere) return <ServedElsewhere what="Forms are managed" />;
  if (formId === undefined) return <FormEditor initial={emptyFormDraft()} />;
  return <QueryState query={saved}>{(detail) => <FormEditor formId={detail.formId} initial={draftOf(detail.definition)} />}</QueryState>;
}

/**
 * Spec §3 "Form" as the owner builds it: name and kind (a newsletter fills one of the site's
 * lists), the fields of every type with the editable properties of their type, the message or HTML
 * after a submission or a page to send the visitor to, captcha and notification address, and the
 * store pages that hold the form's block. A save sends the whole form.
 */
function FormEditor({ formId, initial }: { formId?: string; initial: FormDraft }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { site, basePath } = useCurrentSite();
  const [draft, setDraft] = useState(initial);
  const [typeToAdd, setTypeToAdd] = useState<DraftField['type']>('text');
  const lists = useQuery(consoleQueries.mailingLists(api, site.websiteId));
  const stores = useQuery(consoleQueries.stores(api, site.websiteId));
  const save = useMutation({
    mutationFn: () => (formId ? api.saveForm(formId, definitionOf(draft)) : api.createForm(definitionOf(draft))),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['forms', site.websiteId] });
      queryClient.setQueryData(consoleQueries.form(api, site.websiteId, answer.formId).queryKey, answer);
      await navigate(`${basePath}/forms/${encodeURIComponent(answer.formId)}`);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const change = (changes: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const changeField = (index: number, changes: Partial<DraftField>) => change({ fields: draft.fields.map((field, at) => (at === index ? { ...field, ...changes } : field)) });
  const newsletter = draft.blockType === BlockType.NEWSLETTER;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <>
      <p>
        <Link to={`${basePath}/forms`}>All forms</Link>
      </p>
      <h1>{formId ? `Edit ${initial.name}` : 'New form'}</h1>
      <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form" data-testid="form-builder">
        <FormError message={formErrorOf(save.error, [...SHOWN_PATHS, ...draft.fields.flatMap((_field, index) => FIELD_PATHS.map((key) => `fields.${index}.${key}`))])} />
        <TextField path="name" label="Form name" value={draft.name} onChange={(name) => change({ name })} error={errors.name} required />
        <SelectField path="blockType" label="Kind" value={String(draft.blockType)} onChange={(kind) => change({ blockType: Number(kind) === BlockType.NEWSLETTER ? BlockType.NEWSLETTER : BlockType.FORM })} options={KINDS} error={errors.blockType} />
        {newsletter && (
          <SelectField
            path="mailingListId"
            label="Mailing list"
            value={draft.mailingListId}
            onChange={(mailingListId) => change({ mailingListId })}
            options={[{ value: '', label: 'Choose a list' }, ...(lists.data ?? []).map((list) => ({ value: list.mailingListId, label: list.name }))]}
            error={errors.mailingListId}
            hint={lists.data?.length === 0 ? <Link to={`${basePath}/forms#mailing-lists`}>{INTERFACE_STRINGS.noMailingLists}</Link> : undefined}
          />
        )}
        <fieldset className="plain" data-testid="builder-fields">
          <legend>Fields</legend>
          <FormError message={errors.fields} />
          {draft.fields.map((field, index) => (
            <FieldEditor key={index} index={index} field={field} errors={errors} onChange={(changes) => changeField(index, changes)} onRemove={() => change({ fields: draft.fields.filter((_field, at) => at !== index) })} />
          ))}
          <SelectField path="newFieldType" label="New field type" value={typeToAdd} onChange={(type) => setTypeToAdd(FIELD_TYPES.find((known) => known === type) ?? 'text')} options={TYPE_OPTIONS} />
          <button type="button" onClick={() => change({ fields: [...draft.fields, newDraftField(typeToAdd, draft.fields)] })}>
            Add field
          </button>
        </fieldset>
        <TextField path="submissionMessage" label="Message after a submission" value={draft.submissionMessage} onChange={(submissionMessage) => change({ submissionMessage })} error={errors.submissionMessage} />
        <TextAreaField path="submissionHtml" label="HTML after a submission (instead of the message; scripts run)" value={draft.submissionHtml} onChange={(submissionHtml) => change({ submissionHtml })} error={errors.submissionHtml} />
        <TextField path="successRedirect" label="Send the visitor to (a page URL, optional)" value={draft.successRedirect} onChange={(successRedirect) => change({ successRedirect })} error={errors.successRedirect} />
        <TextField path="disclaimer" label="Disclaimer" value={draft.disclaimer} onChange={(disclaimer) => change({ disclaimer })} error={errors.disclaimer} />
        <CheckboxField path="captchaEnabled" label="Ask for a captcha" checked={draft.captchaEnabled} onChange={(captchaEnabled) => change({ captchaEnabled })} error={errors.captchaEnabled} />
        {draft.captchaEnabled && (
          <>
            <SelectField path="captchaTheme" label="Captcha theme" value={draft.captchaTheme} onChange={(captchaTheme) => change({ captchaTheme })} options={THEMES} error={errors.captchaTheme} />
            <SelectField path="captchaAlignment" label="Captcha alignment" value={draft.captchaAlignment} onChange={(captchaAlignment) => change({ captchaAlignment })} options={ALIGNMENTS} error={errors.captchaAlignment} />
          </>
        )}
        <TextField path="notificationEmail" label="Email each submission to" type="email" value={draft.notificationEmail} onChange={(notificationEmail) => change({ notificationEmail })} error={errors.notificationEmail} />
        <fieldset className="plain" data-testid="builder-pages">
          <legend>Show on pages</legend>
          <FormError message={errors.pageIds} />
          {(stores.data ?? []).map((store) => (
            <CheckboxField
              key={store.id}
              path={`pageIds.${store.id}`}
              label={store.title}
              checked={draft.pageIds.includes(store.id)}
              onChange={(checked) => change({ pageIds: checked ? [...draft.pageIds, store.id] : draft.pageIds.filter((pageId) => pageId !== store.id) })}
            />
          ))}
        </fieldset>
        <SaveButton label="Save form" pending={save.isPending} done={undefined} />
      </form>
    </>
  );
}

/** A field's title and the properties spec §3 lets the owner edit for its type (the template schema's list). */
function FieldEditor({ index, field, errors, onChange, onRemove }: { index: number; field: DraftField; errors: Readonly<Record<string, string>>; onChange: (changes: Partial<DraftField>) => void; onRemove: () => void }) {
  const path = `fields.${index}`;
  const editable = new Set(editableFormFieldProperties(field.type, true));
  const text = (property: 'description' | 'placeholder' | 'currencySymbol' | 'key' | 'value', label: string) =>
    editable.has(property) ? <TextField path={`${path}.${property}`} label={label} value={field[property]} onChange={(typed) => onChange({ [property]: typed })} error={errors[`${path}.${property}`]} /> : null;
  const check = (property: 'required' | 'showCountryCode' | 'underline', label: string) =>
    editable.has(property) ? <CheckboxField path={`${path}.${property}`} label={label} checked={field[property]} onChange={(checked) => onChange({ [property]: checked })} /> : null;
  return (
    <fieldset className="builder-field" data-testid="builder-field" data-field-id={field.id}>
      <legend>{`${field.type} field ${field.id}`}</legend>
      <TextField path={`${path}.title`} label="Title" value={field.title} onChange={(title) => onChange({ title })} error={errors[`${path}.title`] ?? errors[`${path}.id`]} />
      {text('description', 'Description')}
      {text('placeholder', 'Placeholder')}
      {check('required', 'Required')}
      {editable.has('maxLength') && (
        <TextField
          path={`${path}.maxLength`}
          label="Character limit (blank for none)"
          inputMode="numeric"
          value={field.maxLength > 0 ? String(field.maxLength) : ''}
          onChange={(typed) => onChange({ maxLength: Number(typed.replace(/\D/g, '').slice(0, 9)) })}
          error={errors[`${path}.maxLength`]}
        />
      )}
      {text('currencySymbol', 'Currency symbol')}
      {check('showCountryCode', 'Show the country code')}
      {check('underline', 'Underline')}
      {text('key', 'Query-string parameter (key)')}
      {text('value', 'Value when the page has no such parameter')}
      {isChoiceField(field) && (
        <TextAreaField path={`${path}.options`} label="Options, one a line" value={field.optionLines} onChange={(optionLines) => onChange({ optionLines })} error={errors[`${path}.options`]} />
      )}
      <button type="button" onClick={onRemove}>
        Remove field
      </button>
    </fieldset>
  );
}
