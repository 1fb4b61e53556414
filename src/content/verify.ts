// What /verify ("Check Who We Are") is also called, written in content/text/verify.yaml; the
// page's own text is the interface strings and the organisation's identity (identity.ts).
import * as text from '../generated/text.ts';
import type { Localized } from './types.ts';

/** Searched like the page's title, never shown: "are you legit" or "查證" finds the page. */
export const verifyAlsoCalled: Localized = text.verifyAlsoCalled;
