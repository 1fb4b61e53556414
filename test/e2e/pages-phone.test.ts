// Every page in every language on a phone (375 px), where most readers are: each passes axe in
// both schemes (its <main>; one page of each type in each language whole, and with its own rules:
// every-page.ts).
import { checkEveryPage } from './every-page.ts';
import { allPageUrls, pageTypeUrls, phone, useBrowser } from './support.ts';

checkEveryPage('phone', phone, useBrowser(), { pages: allPageUrls, axe: allPageUrls, dark: allPageUrls, ownRules: pageTypeUrls, whole: pageTypeUrls });
