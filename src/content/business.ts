// What the Association can do for a company (/business), written in content/text/business.yaml.
import * as text from '../generated/text.ts';
import type { LocalizedBody } from './body.ts';
import type { Localized } from './types.ts';

export const businessHelp: LocalizedBody = text.businessHelp;
/** What companies call what the page answers: searched like its title (never shown), so "my
 *  company was scammed" or "公司被騙" finds the page. */
export const businessAlsoCalled: Localized = text.businessAlsoCalled;
