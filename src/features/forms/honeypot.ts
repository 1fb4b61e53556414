// The honeypot: a text field people never see (off-screen, out of the tab order, hidden from
// screen readers) that form-filling bots fill in. Its name is one no browser's autofill knows
// (an earlier "website" was filled by some autofills and password managers), with
// autocomplete="off" and the password managers' own opt-outs. A person whose browser filled it
// anyway is told what happened and that sending again works: the form comes back with it empty.
export const honeypotField = 'leave_blank';

/** Scripts written against the earlier form still post "website"; no page of ours has it now. */
const retiredField = 'website';

/** The attributes every honeypot input carries, besides its id. */
export const honeypotInput = {
  name: honeypotField,
  type: 'text',
  tabIndex: -1,
  autoComplete: 'off',
  defaultValue: '',
  'data-lpignore': 'true',
  'data-1p-ignore': '',
  'data-bwignore': '',
} as const;

export function honeypotFilled(form: FormData): boolean {
  return [honeypotField, retiredField].some((name) => {
    const value = form.get(name);
    return value !== null && value !== '';
  });
}
