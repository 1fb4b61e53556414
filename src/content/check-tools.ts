// Official tools to check a number, an account, a message or a shop before paying, and the
// registers to check an investment firm's license: public-safety data taken only from
// ../shared/FACTS.md (block 2), written in content/text/check-tools.yaml; this module gives the
// compiled data its types. Nothing here is sample data; anything FACTS marks unconfirmed is left out.
import * as text from '../generated/text.ts';
import type { CheckTool, LicenceRegister } from './types.ts';

/** The date the channel and tool lists (report.yaml, check-tools.yaml) were last checked against
 *  ../shared/FACTS.md. Update it whenever they are re-checked. */
export const factsCheckedOn: string = text.factsCheckedOn;
export const checkTools: readonly CheckTool[] = text.checkTools;
export const licenceRegisters: readonly LicenceRegister[] = text.licenceRegisters;
