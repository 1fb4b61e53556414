// Official tools to check a number, an account, a message or a shop before paying, and the
// registers to check an investment firm's license: public-safety data taken only from
// docs/facts.md (block 2), written in content/text/check-tools.yaml; this module gives the
// compiled data its types. Nothing here is sample data; anything FACTS marks unconfirmed is left out.
import * as text from '../generated/text.ts';
import type { CheckTool, LicenceRegister, Localized, Place } from './types.ts';

/** The date the channel and tool lists (report.yaml, check-tools.yaml) were last checked against
 *  docs/facts.md. Update it whenever they are re-checked. */
export const factsCheckedOn: string = text.factsCheckedOn;
export const checkTools: readonly CheckTool[] = text.checkTools;
export const licenceRegisters: readonly LicenceRegister[] = text.licenceRegisters;
/** The lines to call to check a caller first, in the order FACTS gives them; a guide's text says
 *  where they go with `{checkFirst}` (components/check-first.ts). */
export const checkFirst: readonly { readonly country: Place; readonly number: string }[] = text.checkFirst;
export const checkFirstToken = '{checkFirst}';
/** A place's own check, for a guide's step that points to the tools or registers below
 *  (`{toolsStep}`), where that place has none of them (Mainland China: the app and 96110). */
export const ownCheck: Readonly<Partial<Record<Place, Localized>>> = text.ownCheck;
