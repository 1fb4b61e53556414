// One page of each type on a desktop (1440 px), the languages in turn: it loads cleanly, passes axe
// and is styled by its own rules (every-page.ts). Every page at every width from 320 to 1920 px is
// loaded by words.test.ts: no sideways scroll, console error, failed request or CSP violation.
import { checkEveryPage } from './every-page.ts';
import { desktop, onePerTypeUrls, useBrowser } from './support.ts';

checkEveryPage('desktop', desktop, useBrowser(), { pages: onePerTypeUrls, axe: onePerTypeUrls, dark: [], ownRules: onePerTypeUrls, whole: onePerTypeUrls });
