// An article's read time, computed from its text so an editor never counts: English at 220 words
// a minute, Traditional Chinese at 450 characters a minute, the two averaged and rounded.
import { bodyText, type Body } from '../../../../src/content/body.ts';

export const wordsPerMinute = 220;
export const charactersPerMinute = 450;

const plain = (body: Body) => bodyText(body).replace(/^(#{2,3}|-) /gm, '');

export interface ReadTime {
  readonly minutes: number;
  readonly words: number;
  readonly characters: number;
}

export function readTime(en: Body, zhTW: Body): ReadTime {
  const words = plain(en).split(/\s+/).filter(Boolean).length;
  const characters = plain(zhTW).replace(/\s/g, '').length;
  const minutes = Math.max(1, Math.round((words / wordsPerMinute + characters / charactersPerMinute) / 2));
  return { minutes, words, characters };
}

/** A written readTime is kept when it is within a fifth (at least a minute) of the computed one;
 *  otherwise the message gives the figure to write. */
export function readTimeProblem(written: number | undefined, computed: ReadTime): string | undefined {
  if (written === undefined || Math.abs(written - computed.minutes) <= Math.max(1, computed.minutes * 0.2)) return undefined;
  return `readTime: ${written} minutes, but the text reads in about ${computed.minutes} (English ${computed.words} words at ${wordsPerMinute} a minute, Chinese ${computed.characters} characters at ${charactersPerMinute} a minute): write readTime: ${computed.minutes}, or delete the line and the build fills it in`;
}
