// The request form, one for every kind of request (kinds.ts). It is a plain POST that works without JavaScript; the HTML
// constraints and the data-msg-* messages come from the same limits and strings as the server's
// validation (src/features/contact/schema.ts), so the browser module (src/client/form.ts) can show
// the same messages inline. Server-side errors arrive as one message per field. The kind is chosen by
// link (/contact?kind=press), so each kind's fields are rendered here, with or without JavaScript.
import { NotServedNote } from '../../components/NotServedNote.tsx';
import type { ReactNode } from 'react';
import type { PageContext } from '../../site/context.ts';
import { contactFields, countryChoices, limits, phonePattern, type ContactErrors, type ContactField, type ContactValues } from './schema.ts';
import { languageNames, locales } from '../../site/locale.ts';
import { honeypotInput } from '../forms/honeypot.ts';
import { bracketed, countInProse, formatNumber, wordSpace } from '../../site/format.ts';
import { reportChannels } from '../../content/report.ts';
import { telHref } from '../../components/links.ts';
import { defaultKind, kindQuery, kinds, requestKind, requestKinds, type RequestKind } from './kinds.ts';

const input = 'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700';

interface FieldProps {
  name: ContactField;
  label: string;
  hint?: string;
  required: boolean;
  error?: string | undefined;
  ctx: PageContext;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ name, label, hint, required, error, ctx, children }: FieldProps) {
  const ids = [hint ? `${name}-hint` : '', `${name}-error`].filter(Boolean).join(' ');
  return (
    <div data-field-wrap={name}>
      <label htmlFor={`f-${name}`} className="block font-medium text-slate-900">
        {label}{wordSpace(ctx.locale)}<span className="text-sm font-normal text-slate-600">{bracketed(required ? ctx.LL.contact.required() : ctx.LL.contact.optional(), ctx.locale)}</span>
      </label>
      {hint ? <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {children(ids)}
      <p id={`${name}-error`} data-error-for={name} className="mt-1 text-sm font-medium text-red-800 empty:hidden">{error ?? ''}</p>
    </div>
  );
}

/** The server's answer to a form with errors (no JavaScript): the summary, then each field's
 *  message as a link to that field, as GOV.UK's error summary does. The browser module replaces
 *  it with its own one-line summary when it checks the form before sending. */
function ErrorSummary({ message, errors }: { message: string; errors: ContactErrors }) {
  const listed = contactFields.filter((f) => errors[f]);
  return (
    <>
      <p>{message}</p>
      {listed.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {listed.map((f) => <li key={f}><a href={f === 'kind' ? '#kind-legend' : `#f-${f}`} className="underline underline-offset-4">{errors[f]}</a></li>)}
        </ul>
      ) : null}
    </>
  );
}

export interface ContactFormProps {
  ctx: PageContext;
  values?: Partial<ContactValues>;
  errors?: ContactErrors;
  /** A message for the whole form (honeypot, Turnstile). */
  formError?: string | null;
}

/** The kind switch: one link per kind, the chosen one marked. Links, so it works without
 *  JavaScript; the browser module swaps the form in place and keeps what was typed. */
function KindSwitch({ ctx, kind }: { ctx: PageContext; kind: RequestKind }) {
  const C = ctx.LL.contact;
  return (
    <div role="group" aria-labelledby="kind-legend" data-field-wrap="kind">
      <p id="kind-legend" className="font-medium text-slate-900">{C.kindLegend()}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {requestKinds.map((k) => (
          <li key={k}>
            <a
              href={`${ctx.href('/contact')}${kindQuery(k)}`}
              data-kind-link={k}
              aria-current={k === kind ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 no-underline ${k === kind ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {kinds[k].text(C).choice}{k === kind ? <span className="sr-only">{bracketed(C.kindCurrent(), ctx.locale)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ContactForm({ ctx, values = {}, errors = {}, formError = null }: ContactFormProps) {
  const { LL } = ctx;
  const C = LL.contact;
  const E = C.errors;
  const kind = requestKind(values.kind) ?? defaultKind;
  const needs = kinds[kind];
  const text = needs.text(C);
  const organizationLabel = text.organization ?? '';
  const messageLabel = text.message;
  const messageHint = text.hint({ min: limits.message.min, max: formatNumber(limits.message.max, ctx.locale) });
  const invalid = (f: ContactField) => (errors[f] ? true : undefined);
  const country = values.country ?? chosenCountry(ctx);
  const hasErrors = formError !== null || Object.keys(errors).length > 0;
  return (
    <form method="post" action={ctx.href('/contact')} data-contact-form="" data-kind={kind} data-msg-contact={E.contactMissing()} className="space-y-6" aria-labelledby="form-title">
      <h2 id="form-title" className="text-2xl font-bold text-slate-900">{C.formTitle()}</h2>
      {/* A case from a place we do not serve: their official channels first, said before the form. */}
      {kind === 'person' || kind === 'business' ? <NotServedNote ctx={ctx} /> : null}
      <div id="form-errors" role="alert" tabIndex={-1} data-msg={C.errorSummary()} className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900 empty:hidden">
        {hasErrors ? <ErrorSummary message={formError ?? C.errorSummary()} errors={errors} /> : null}
      </div>
      <KindSwitch ctx={ctx} kind={kind} />
      <input type="hidden" name="kind" value={kind} />
      <Field ctx={ctx} name="name" label={C.name()} required error={errors.name}>
        {(d) => (
          <input id="f-name" name="name" type="text" autoComplete="name" required maxLength={limits.name} defaultValue={values.name ?? ''}
            aria-describedby={d} aria-invalid={invalid('name')} data-msg-missing={E.nameRequired()} className={input} />
        )}
      </Field>
      {needs.organization === 'none' ? null : (
        <Field ctx={ctx} name="organization" label={organizationLabel} required={needs.organization === 'required'} error={errors.organization}>
          {(d) => (
            <input id="f-organization" name="organization" type="text" autoComplete="organization" required={needs.organization === 'required'}
              maxLength={limits.organization} defaultValue={values.organization ?? ''} aria-describedby={d} aria-invalid={invalid('organization')}
              data-msg-missing={E.organizationRequired()} className={input} />
          )}
        </Field>
      )}
      <fieldset className="space-y-4">
        <legend className="font-medium text-slate-900">{C.contactHint()}</legend>
        <Field ctx={ctx} name="email" label={C.email()} required={false} error={errors.email}>
          {(d) => (
            <input id="f-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={limits.email} defaultValue={values.email ?? ''}
              aria-describedby={d} aria-invalid={invalid('email')} data-msg-type={E.emailInvalid()} className={input} />
          )}
        </Field>
        <Field ctx={ctx} name="phone" label={C.phone()} required={false} error={errors.phone}>
          {(d) => (
            <input id="f-phone" name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} pattern={phonePattern} defaultValue={values.phone ?? ''}
              aria-describedby={d} aria-invalid={invalid('phone')} data-msg-pattern={E.phoneInvalid()} className={input} />
          )}
        </Field>
      </fieldset>
      <Field ctx={ctx} name="country" label={C.country()} required={needs.country === 'required'} error={errors.country}>
        {(d) => (
          <>
            <select id="f-country" name="country" required={needs.country === 'required'} defaultValue={country} aria-describedby={d} aria-invalid={invalid('country')}
              data-msg-missing={E.countryRequired()} className={input}>
              <option value="">{C.countryChoose()}</option>
              {countryOptions(ctx).map((cc) => <option key={cc} value={cc}>{cc === 'other' ? C.countryOther() : LL.countries[cc]()}</option>)}
            </select>
            {/* Mainland China is not a service country (as the footer says): a reader who picks it is
                told so beside the form, with the number that helps there; the browser module shows
                it when the choice changes to Mainland China. */}
            <div aria-live="polite">
              <p data-mainland-note="" hidden={country !== 'CN'} className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
                {LL.footer.notMainland()}{wordSpace(ctx.locale)}
                <a href={telHref(mainlandPolice)} className="font-semibold underline underline-offset-4">{mainlandPolice}</a>
              </p>
            </div>
          </>
        )}
      </Field>
      <Field ctx={ctx} name="language" label={C.language()} required error={errors.language}>
        {(d) => (
          // No `required`: a language is always selected (there is no empty choice), and HTML
          // allows `required` only on a select whose first option is an empty placeholder.
          <select id="f-language" name="language" defaultValue={values.language || ctx.locale} aria-describedby={d} aria-invalid={invalid('language')}
            className={input}>
            {locales.map((l) => <option key={l} value={l}>{languageNames[l]}</option>)}
          </select>
        )}
      </Field>
      {needs.role === 'none' ? null : (
        <Field ctx={ctx} name="role" label={C.role()} required={false} error={errors.role}>
          {(d) => (
            <input id="f-role" name="role" type="text" maxLength={limits.role} defaultValue={values.role ?? ''}
              aria-describedby={d} aria-invalid={invalid('role')} className={input} />
          )}
        </Field>
      )}
      <Field ctx={ctx} name="message" label={messageLabel} hint={messageHint} required error={errors.message}>
        {(d) => (
          <textarea id="f-message" name="message" rows={6} required minLength={limits.message.min} maxLength={limits.message.max} defaultValue={values.message ?? ''}
            aria-describedby={d} aria-invalid={invalid('message')} data-msg-missing={E.messageTooShort({ min: limits.message.min })}
            data-msg-short={E.messageTooShort({ min: limits.message.min })} className={input} />
        )}
      </Field>
      <div data-field-wrap="consent">
        <div className="flex items-start gap-3">
          <input id="f-consent" name="consent" type="checkbox" value="yes" required defaultChecked={values.consent === 'yes'}
            aria-describedby="consent-error" aria-invalid={invalid('consent')} data-msg-missing={E.consentRequired()} className="mt-1 h-5 w-5 shrink-0" />
          <label htmlFor="f-consent" className="text-slate-900">
            {C.consentBefore()}<a href={ctx.href('/privacy')} className="text-brand-700 underline underline-offset-4">{C.consentLink()}</a>{C.consentAfter()}
          </label>
        </div>
        <p id="consent-error" data-error-for="consent" className="mt-1 text-sm font-medium text-red-800 empty:hidden">{errors.consent ?? ''}</p>
      </div>
      {/* Honeypot (forms/honeypot.ts): off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="f-leave-blank">{C.honeypot()}</label>
        <input id="f-leave-blank" {...honeypotInput} />
      </div>
      {ctx.config.turnstileSiteKey ? (
        <>
          <div className="cf-turnstile" data-sitekey={ctx.config.turnstileSiteKey} data-language={ctx.locale} />
          <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
        </>
      ) : null}
      {/* Before sending, not only after (en review #11): when an answer can be expected. */}
      <p data-reply-note="" className="text-sm text-slate-700">{C.replyNote({ days: countInProse(ctx.config.replyWithinDays, ctx.locale) })}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto">{C.submit()}</button>
    </form>
  );
}

const mainlandPolice = reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number;

/** The choices in the order this reader looks for theirs: Mainland China first for Simplified
 *  Chinese readers (most of them are there), else the service countries, Mainland China, other. */
function countryOptions(ctx: PageContext): readonly (typeof countryChoices)[number][] {
  return ctx.locale === 'zh-CN' ? ['CN', ...countryChoices.filter((cc) => cc !== 'CN')] : countryChoices;
}

/** The place the visitor chose for the site (site/place.ts), preselected; a guess from the
 *  edge is not: what they send should be what they said. */
function chosenCountry(ctx: PageContext): string {
  return ctx.placeChosen && ctx.place ? ctx.place : '';
}
