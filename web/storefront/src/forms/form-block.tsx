import { BlockType, CaptchaAction, ClankerSchemaName, FORM_MESSAGES, FormFieldType, isCaptchaCompact } from '@mercato/spec';
import { hiddenFieldValue } from '@mercato/forms/domain/fields/field-values';
import type { FieldErrors } from '@mercato/forms/domain/fields/field-validation';
import type { FieldValue } from '@mercato/forms/domain/fields/form-field';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStorefrontEvents } from '../analytics/react';
import { socialPixel, trackNewsletterLead } from '../analytics/social-pixel';
import type { FormBlockData } from '../api/types';
import { CaptchaWidget } from './captcha-widget';
import { FormFieldView, initialValue } from './form-fields';
import { browserFormsCalls, runSubmitFlow, type FormsCalls, type PageOfSubmission } from './submit-flow';

/** Spec §4 form states: normal (editing), saving (locked, "Saving…"), then done or back to editing. */
type BlockState = { readonly status: 'editing' } | { readonly status: 'saving' } | { readonly status: 'done' };

/**
 * A form block or a newsletter block (spec §2 point 7): inline field errors, a banner above and
 * one below, the submission text or HTML (scripts run) or the success redirect, the disclaimer
 * and the captcha badge, shown only while a field of the form has focus (spec §2 point 12).
 */
export function FormBlock({
  form,
  onPage,
  calls = browserFormsCalls,
}: {
  readonly form: FormBlockData;
  /** The content page holding the block, named in the submission (none on the form's own page). */
  readonly onPage?: Pick<PageOfSubmission, 'pageId' | 'contentSource'>;
  readonly calls?: FormsCalls;
}) {
  const [values, setValues] = useState<Record<string, FieldValue>>(() => Object.fromEntries(form.fields.map((field) => [field.id, initialValue(field)])));
  const [state, setState] = useState<BlockState>({ status: 'editing' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [captchaResets, setCaptchaResets] = useState(0);
  const [focused, setFocused] = useState(false);
  const [compact, setCompact] = useState(false);
  const events = useStorefrontEvents();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const captchaUsed = form.captcha.enabled;

  // Compact under 320 px (spec §2 point 12), re-measured whenever the form's width changes (a phone
  // turned, a window narrowed), not only when the block first renders.
  useEffect(() => {
    const node = formRef.current;
    if (!node) return;
    const measure = () => setCompact(isCaptchaCompact(node.offsetWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'saving') return;
    setState({ status: 'saving' });
    const query = new URLSearchParams(window.location.search);
    const submitted = Object.fromEntries(form.fields.map((field) => [field.id, field.type === FormFieldType.HIDDEN ? hiddenFieldValue(field, query) : (values[field.id] ?? initialValue(field))]));
    const outcome = await runSubmitFlow(calls, {
      formId: form.formId,
      fields: form.fields,
      values: submitted,
      captchaKey: captchaUsed ? captchaKey : undefined,
      page: { pageTitle: document.title, pagePath: window.location.pathname, ...onPage },
    });
    if (outcome.kind === 'saved') {
      if (form.blockType === BlockType.NEWSLETTER) {
        trackNewsletterLead(socialPixel, form.formId);
        events.clientEvent(ClankerSchemaName.NEWSLETTER_SUBSCRIBE, form.formId);
      }
      if (form.successRedirect) {
        window.location.assign(form.successRedirect);
        return;
      }
      setState({ status: 'done' });
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setMessage(outcome.message);
    if (captchaUsed) {
      setCaptchaKey(null);
      setCaptchaResets((count) => count + 1);
    }
    setState({ status: 'editing' });
  }

  const onPayload = useCallback((payload: string | null) => setCaptchaKey(payload), []);
  const failed = message !== '' || Object.keys(fieldErrors).length > 0;
  const newsletter = form.blockType === BlockType.NEWSLETTER;

  if (state.status === 'done') return <SubmissionDone form={form} doneRef={doneRef} />;
  return (
    <form
      ref={formRef}
      className={`form-block${newsletter ? ' newsletter-block' : ''}`}
      data-testid={newsletter ? 'newsletter-block' : 'form-block'}
      data-state={state.status}
      noValidate
      onSubmit={submit}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // A field the saving state disables loses focus without the visitor leaving the form (React
        // drops such blurs during its commit; Preact, the browser's runtime, passes them on).
        if ((event.target as Element).matches(':disabled')) return;
        setFocused(formRef.current?.contains(event.relatedTarget as Node | null) ?? false);
      }}
    >
      {failed && (
        <p className="form-banner" role="alert" data-testid="form-banner-above">
          {FORM_MESSAGES.problemAbove}
        </p>
      )}
      <fieldset className="form-fields" disabled={state.status === 'saving'}>
        {form.fields.map((field) => (
          <FormFieldView key={field.id} field={field} value={values[field.id] ?? initialValue(field)} error={fieldErrors[field.id]} onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))} />
        ))}
        {captchaUsed && (
          <div className={`captcha-badge captcha-${form.captcha.alignment} captcha-${form.captcha.theme}${compact ? ' captcha-compact' : ''}`} data-testid="captcha-badge" data-visible={focused} data-rendered="true" data-captcha={captchaKey ? 'passed' : 'pending'}>
            <CaptchaWidget
              widget={form.captchaWidget}
              theme={form.captcha.theme}
              action={newsletter ? CaptchaAction.NEWSLETTER_BLOCK : CaptchaAction.FORM_BLOCK}
              active={focused}
              compact={compact}
              onPayload={onPayload}
              resetCount={captchaResets}
            />
          </div>
        )}
        {message && (
          <p className="form-error" role="alert" data-testid="form-error">
            {message}
          </p>
        )}
        <button type="submit" className="form-submit" data-testid="form-submit">
          {state.status === 'saving' ? FORM_MESSAGES.saving : newsletter ? 'Sign Up' : 'Submit'}
        </button>
        {form.disclaimer && <p className="form-disclaimer">{form.disclaimer}</p>}
      </fieldset>
      {failed && (
        <p className="form-banner" role="alert" data-testid="form-banner-below">
          {FORM_MESSAGES.problemBelow}
        </p>
      )}
    </form>
  );
}

/** Spec §4 success: the submission text, or its HTML with the scripts run, scrolled into view. */
function SubmissionDone({ form, doneRef }: { readonly form: FormBlockData; readonly doneRef: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const container = doneRef.current;
    if (!container) return;
    // Scripts inserted as HTML never run: each is replaced by a fresh element, which does.
    for (const inert of Array.from(container.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const attribute of Array.from(inert.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.text = inert.text;
      inert.replaceWith(script);
    }
    container.scrollIntoView({ block: 'center' });
  }, [doneRef]);
  return form.submissionHtml ? (
    <div ref={doneRef} className="form-submitted" data-testid="form-submitted" dangerouslySetInnerHTML={{ __html: form.submissionHtml }} />
  ) : (
    <div ref={doneRef} className="form-submitted" data-testid="form-submitted">
      <p>{form.submissionMessage}</p>
    </div>
  );
}
