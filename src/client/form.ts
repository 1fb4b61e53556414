// Inline validation for the request form (only on pages that have one): the same rules as the
// server, read from the form's HTML constraints, with the localized messages the server put in
// data-msg-* attributes. It only adds messages: the POST and the server's checks are unchanged.
// On /contact, choosing another kind swaps the form in place and keeps what was typed; choosing
// Mainland China as the country shows the note that the Association does not serve it.
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function messageFor(field: Field): string {
  const v = field.validity;
  const d = field.dataset;
  if (v.valueMissing) return d.msgMissing ?? field.validationMessage;
  if (v.typeMismatch) return d.msgType ?? field.validationMessage;
  if (v.patternMismatch) return d.msgPattern ?? field.validationMessage;
  if (v.tooShort) return d.msgShort ?? field.validationMessage;
  if (!v.valid) return field.validationMessage;
  return '';
}

function show(form: HTMLFormElement, name: string, message: string): void {
  const field = form.elements.namedItem(name) as Field | null;
  const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!field || !slot) return;
  slot.textContent = message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Every field's message (empty when valid), including the email-or-phone rule. */
function check(form: HTMLFormElement): Map<string, string> {
  const messages = new Map<string, string>();
  for (const el of Array.from(form.elements)) {
    const field = el as Field;
    if (!field.name || field.name === 'leave_blank' || !('validity' in field)) continue; // the honeypot
    messages.set(field.name, messageFor(field));
  }
  const email = form.elements.namedItem('email') as HTMLInputElement | null;
  const phone = form.elements.namedItem('phone') as HTMLInputElement | null;
  if (email && phone && !messages.get('email') && !messages.get('phone') && !email.value.trim() && !phone.value.trim()) {
    messages.set('email', form.dataset.msgContact ?? '');
  }
  return messages;
}

export function initForms(): void {
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form[data-contact-form]'))) validateInline(form);
  // Mainland China chosen as the country: the note that the Association does not serve it, and 110.
  // Listened for on the document, so a form swapped in place keeps it.
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.name !== 'country') return;
    const note = select.form?.querySelector<HTMLElement>('[data-mainland-note]');
    if (note) note.hidden = select.value !== 'CN';
  });
  // The kind links reload the page with that kind's fields; on /contact itself the form is
  // swapped in place instead, keeping what was typed (a Back goes to the kind before).
  if (/\/contact$/.test(location.pathname)) {
    document.addEventListener('click', (event) => void switchKind(event));
    addEventListener('popstate', () => location.reload());
  }
}

/** What the visitor has typed, by field name: everything but the kind, the honeypot and the Turnstile token. */
function typed(form: HTMLFormElement): Map<string, string | boolean> {
  const values = new Map<string, string | boolean>();
  for (const el of Array.from(form.elements) as Field[]) {
    if (!el.name || ['kind', 'leave_blank', 'cf-turnstile-response'].includes(el.name)) continue;
    values.set(el.name, el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value);
  }
  return values;
}

async function switchKind(event: MouseEvent): Promise<void> {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('form[data-contact-form] a[data-kind-link]');
  const form = link?.closest<HTMLFormElement>('form[data-contact-form]');
  // Turnstile's widget cannot be moved to a new form: a plain navigation then.
  if (!link || !form || form.querySelector('.cf-turnstile') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const kept = typed(form);
  let fresh: HTMLFormElement;
  try {
    const res = await fetch(link.href, { headers: { Accept: 'text/html' } });
    if (!res.ok) throw new Error(String(res.status));
    // Without its stylesheet: the page's CSP admits only this page's own, and every kind's page
    // has the same markup classes (ContactPage.tsx), so this page's stylesheet serves the new form.
    const html = (await res.text()).replace(/<style[^>]*>[^<]*<\/style>/g, '');
    const next = new DOMParser().parseFromString(html, 'text/html');
    const nextForm = next.querySelector<HTMLFormElement>('form[data-contact-form]');
    if (!nextForm) throw new Error('no form');
    fresh = document.importNode(nextForm, true);
    form.replaceWith(fresh);
    // The heading, the lead and what shows only for help after a scam follow the kind.
    for (const selector of ['main h1', 'main h1 + p']) {
      const [here, there] = [document.querySelector(selector), next.querySelector(selector)];
      if (here && there) here.textContent = there.textContent;
    }
    const helpOnly = next.querySelector('[data-help-only]')?.hasAttribute('hidden') ?? true;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-help-only]'))) el.hidden = helpOnly;
    document.title = next.title;
    history.pushState(null, '', link.href);
  } catch {
    location.assign(link.href);
    return;
  }
  for (const [name, value] of kept) {
    const field = fresh.elements.namedItem(name) as Field | null;
    if (!field) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
    else if (typeof value === 'string') field.value = value;
  }
  validateInline(fresh);
  fresh.querySelector<HTMLElement>('a[data-kind-link][aria-current]')?.focus();
}

function validateInline(form: HTMLFormElement): void {
  form.noValidate = true; // our messages, in the page's language, instead of the browser's
  const touched = new Set<string>();
  form.addEventListener('submit', (event) => {
    const messages = check(form);
    for (const [name, message] of messages) show(form, name, message);
    const first = [...messages].find(([, m]) => m);
    const summary = form.querySelector<HTMLElement>('#form-errors');
    if (!first) return;
    event.preventDefault();
    for (const [name] of messages) touched.add(name);
    if (summary) summary.textContent = summary.dataset.msg ?? '';
    (form.elements.namedItem(first[0]) as Field | null)?.focus();
  });
  // Once a field was shown an error, re-check it as the visitor corrects it.
  const recheck = (event: Event) => {
    const name = (event.target as Field).name;
    if (!touched.has(name) && event.type === 'input') return;
    touched.add(name);
    const messages = check(form);
    show(form, name, messages.get(name) ?? '');
    if (name === 'email' || name === 'phone') show(form, 'email', messages.get('email') ?? '');
    const summary = form.querySelector<HTMLElement>('#form-errors');
    if (summary && ![...messages.values()].some(Boolean)) summary.textContent = '';
  };
  form.addEventListener('change', recheck);
  form.addEventListener('input', recheck);
}
