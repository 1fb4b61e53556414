// Seven common scam types: how each looks, its warning signs and what to do now, compiled by the
// build from content/scams/<type>/*.md (scripts/build/content/index.ts). Public-safety text taken only from
// docs/facts.md. The recovery-scam warning is added by the page.
import { scamGuides } from '../generated/content.ts';
import type { ScamGuide } from './types.ts';

export { scamGuides };

/** The guide for a URL segment (/scams/{id}), or undefined for an unknown one. */
export function findScamGuide(id: string): ScamGuide | undefined {
  return scamGuides.find((g) => g.id === id);
}
