// The site's own pages that have "also called" names (the names people type for what the page
// answers), in one list: search indexes them as the page's names, and the checks that let those
// names keep other wording (language tests) and that each finds its page read the same list.
import { businessAlsoCalled } from './business.ts';
import { howWeWorkAlsoCalled } from './how-we-work.ts';
import { reportAlsoCalled } from './report.ts';
import type { Localized } from './types.ts';
import { verifyAlsoCalled } from './verify.ts';

/** Unprefixed path -> its names, one list per language ('、' or ', ' between names). */
export const pageAlsoCalled: Readonly<Record<'/report' | '/how-we-work' | '/business' | '/verify', Localized>> = {
  '/report': reportAlsoCalled,
  '/how-we-work': howWeWorkAlsoCalled,
  '/business': businessAlsoCalled,
  '/verify': verifyAlsoCalled,
};
