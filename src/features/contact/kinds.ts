// The kinds of request the one form takes, and what each asks for. The form renders only its
// kind's fields (server-side, so a link such as /contact?kind=partnership works without
// JavaScript), the schema requires what the kind requires, and the kind is stored, put in the
// notification's subject and filtered on by `npm run requests -- --kind`.
export const requestKinds = ['person', 'business', 'partnership', 'proposal', 'job', 'press'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The kind of a form with none (a page sent before kinds existed): help for a person. */
export const defaultKind: RequestKind = 'person';

/** A kind named in a link or a form, or null when it names none. */
export function requestKind(value: string | null | undefined): RequestKind | null {
  return (requestKinds as readonly string[]).includes(value ?? '') ? (value as RequestKind) : null;
}

/** Help after a scam: the thank-you page gives the report-first steps and the country's channel. */
export const isHelpKind = (kind: RequestKind) => kind === 'person' || kind === 'business';

type Need = 'required' | 'optional' | 'none';

/** Which fields a kind shows beyond the common ones (name, email or phone, language, message). */
export const kindFields: Readonly<Record<RequestKind, { organization: Need; role: Need; country: Exclude<Need, 'none'> }>> = {
  person: { organization: 'none', role: 'none', country: 'required' },
  business: { organization: 'required', role: 'none', country: 'required' },
  partnership: { organization: 'required', role: 'none', country: 'optional' },
  proposal: { organization: 'optional', role: 'none', country: 'optional' },
  job: { organization: 'none', role: 'optional', country: 'optional' },
  press: { organization: 'required', role: 'none', country: 'optional' },
};

/** The kind's name in the operator's notification subject and listing (in English, as the rest of both). */
export const kindSubjects: Readonly<Record<RequestKind, string>> = {
  person: 'Assessment request',
  business: 'Business assessment request',
  partnership: 'Partnership inquiry',
  proposal: 'Proposal',
  job: 'Job application or recommendation',
  press: 'Press inquiry',
};

/** The form's address for a kind: /contact for help for a person, /contact?kind=… otherwise. */
export const kindQuery = (kind: RequestKind) => (kind === defaultKind ? '' : `?kind=${kind}`);
