// "What a typical case looks like" (content/text/outcomes.yaml): told beside the figures on /cases
// and Home, so no figure reads as the result a reader should expect.
import { outcomes as data } from '../generated/text.ts';
import type { Localized } from './types.ts';

export const outcomes: {
  readonly title: Localized;
  readonly typical: Localized;
  /** Beside figures that count only recoveries: what they leave out. */
  readonly notCounted: Localized;
  readonly nothingRecovered: Localized;
  /** Home's version: the typical case and that some recover nothing, in two sentences. */
  readonly short: Localized;
  readonly dependsTitle: Localized;
  readonly depends: readonly Localized[];
} = data;
