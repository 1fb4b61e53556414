// The kinds of request the one form takes: one table, one row per kind, with everything a kind
// decides. The form renders only its kind's fields (server-side, so a link such as
// /contact?kind=partnership works without JavaScript), the schema requires what the kind requires,
// and the kind is stored, put in the notification's subject and filtered on by
// `npm run requests -- --kind`. A kind added to `requestKinds` without its row, or a row whose
// interface string is missing in src/i18n/, fails the typecheck (docs/recipes.md, "A request kind").
import type { TranslationFunctions } from '../../i18n/translate.ts';

export const requestKinds = ['person', 'business', 'partnership', 'proposal', 'job', 'press'] as const;
export type RequestKind = (typeof requestKinds)[number];

type Need = 'required' | 'optional' | 'none';
type ContactStrings = TranslationFunctions['contact'];

/** What a kind of request decides. */
export interface KindSpec {
  /** The fields it shows beyond the common ones (name, email or phone, language, message). */
  readonly organization: Need;
  readonly role: Need;
  readonly country: Exclude<Need, 'none'>;
  /** Help after a scam: the thank-you page gives the report-first steps and the country's channel. */
  readonly help: boolean;
  /** Its name in the operator's notification subject and listing (in English, as the rest of both). */
  readonly subject: string;
  /** Its interface strings (contact.* in src/i18n/<locale>/index.ts): the link that chooses it, the
   *  form page's heading and lead, the organisation field's label (null without that field), and the
   *  message field's label and hint. */
  readonly text: (C: ContactStrings) => {
    readonly choice: string;
    readonly title: string;
    readonly lead: string;
    readonly organization: string | null;
    readonly message: string;
    readonly hint: ContactStrings['messageHint'];
  };
}

/** The strings every kind but help for a person has under its own name (contact.kinds, heroes, messages). */
const ownText = (C: ContactStrings, kind: Exclude<RequestKind, 'person'>) =>
  ({ choice: C.kinds[kind](), title: C.heroes[kind].title(), lead: C.heroes[kind].lead(), message: C.messages[kind]() });

export const kinds: Readonly<Record<RequestKind, KindSpec>> = {
  person: {
    organization: 'none', role: 'none', country: 'required', help: true, subject: 'Assessment request',
    text: (C) => ({ choice: C.kinds.person(), title: C.title(), lead: C.lead(), organization: null, message: C.message(), hint: C.messageHint }),
  },
  business: {
    organization: 'required', role: 'none', country: 'required', help: true, subject: 'Business assessment request',
    text: (C) => ({ ...ownText(C, 'business'), organization: C.organization.business(), hint: C.messageHint }),
  },
  partnership: {
    organization: 'required', role: 'none', country: 'optional', help: false, subject: 'Partnership inquiry',
    text: (C) => ({ ...ownText(C, 'partnership'), organization: C.organization.partnership(), hint: C.otherHint }),
  },
  proposal: {
    organization: 'optional', role: 'none', country: 'optional', help: false, subject: 'Proposal',
    text: (C) => ({ ...ownText(C, 'proposal'), organization: C.organization.proposal(), hint: C.otherHint }),
  },
  job: {
    organization: 'none', role: 'optional', country: 'optional', help: false, subject: 'Job application or recommendation',
    text: (C) => ({ ...ownText(C, 'job'), organization: null, hint: C.otherHint }),
  },
  press: {
    organization: 'required', role: 'none', country: 'optional', help: false, subject: 'Press inquiry',
    text: (C) => ({ ...ownText(C, 'press'), organization: C.organization.press(), hint: C.otherHint }),
  },
};

/** The kind of a form with none (a page sent before kinds existed): help for a person. */
export const defaultKind: RequestKind = 'person';

/** A kind named in a link or a form, or null when it names none. */
export function requestKind(value: string | null | undefined): RequestKind | null {
  return requestKinds.find((k) => k === value) ?? null;
}

/** Help after a scam: the thank-you page gives the report-first steps and the country's channel. */
export const isHelpKind = (kind: RequestKind) => kinds[kind].help;

/** The form's address for a kind: /contact for help for a person, /contact?kind=… otherwise. */
export const kindQuery = (kind: RequestKind) => (kind === defaultKind ? '' : `?kind=${kind}`);
