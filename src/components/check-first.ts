// A guide's "check first" line: `{checkFirst}` in its text becomes the line to call where the
// reader is (FACTS block 2 (c): 165, 18222, 1799; block 4: 96110). A reader whose place has no such
// line is not sent to another place's (165 means nothing in the UK): the step is left out, and the
// guide's "hang up and call back on a number you found yourself" stands. Only a reader whose place
// is unknown gets every line, each with its place (96110 for Simplified Chinese readers).
import type { PageContext } from '../site/context.ts';
import { checkFirst, checkFirstToken, checkTools, licenceRegisters, ownCheck } from '../content/check-tools.ts';
import { firstSteps, stepInPlace } from '../content/report.ts';
import type { Localized, Place, ScamType } from '../content/types.ts';
import { likelyPlace } from './country-order.ts';
import { replaceWords } from './replace-words.ts';

/** The lines for this reader ("165 in Taiwan", or for an unknown place "165 in Taiwan, 18222 in
 *  Hong Kong or 1799 in Singapore"); null when the reader's place has none. */
export function checkFirstList(ctx: PageContext): string | null {
  const own = likelyPlace(ctx);
  const lines = own
    ? checkFirst.filter((line) => line.country === own)
    : checkFirst.filter((line) => line.country !== 'CN' || ctx.locale === 'zh-CN');
  if (lines.length === 0) return null;
  const shown = lines.map((line) => ctx.LL.firstMinute.checkFirstOne({ place: ctx.LL.placeInSentence[line.country](), number: line.number }));
  if (ctx.locale !== 'en') return shown.join('，');
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown.join('');
}

/** A guide's text in the page's language, its `{checkFirst}` filled in for this reader; null for a
 *  text that asks to check with a line the reader's place does not have (leave it out). */
export function guideText(ctx: PageContext, value: Localized): string | null {
  const text = ctx.t(value);
  if (!text.includes(checkFirstToken)) return text;
  const list = checkFirstList(ctx);
  return list === null ? null : text.replace(checkFirstToken, list);
}

/** A guide's steps for this reader, the ones that do not apply to their place left out. A reader in
 *  Taiwan gets the 165 step (165 contacts the bank: FACTS block 3) in place of the guide's bank step
 *  (`{bankStep}`), in the order of the 165 box above the steps, and the guide's report step (`{reportStep}`) in Taiwan's words
 *  (165, the 報案三聯單). A reader in
 *  Mainland China calls 110 first (the police, not the bank, start the emergency stop: FACTS
 *  block 4): the five first steps' Mainland step leads, in place of the guide's own report step,
 *  after only the guide's hang-up step (one cannot dial 110 with the caller still on the line), and
 *  the guide's bank step says to tell the bank after the police (no "reverse": the police stop it).
 *  A step that points to the tools or registers below (`{toolsStep}`) becomes the place's own check
 *  (Mainland China: the 国家反诈中心 app, 96110), or is left out where the list holds nothing for it. */
export function guideSteps(ctx: PageContext, guide: { id: ScamType; doNow: readonly Localized[]; reportStep?: number; hangUpStep?: number; bankStep?: number; toolsStep?: number }): { key: string; text: string }[] {
  const place = likelyPlace(ctx);
  const mainland = place === 'CN';
  // The bank step in the reader's place's words: 165 in Taiwan; after the police in Mainland China.
  const ownBank = firstSteps.map((step) => stepInPlace(step, place)).find((words) => words !== undefined);
  // The report step is the one with Mainland words; in Taiwan its phrases name 165 and the 報案三聯單.
  const taiwanWords = place === 'TW' ? firstSteps.find((step) => step.mainland)?.taiwanWords : undefined;
  const own = guide.doNow.flatMap((step, i) => {
    if (ownBank && i === guide.bankStep) return [{ key: step.en, text: ctx.t(ownBank.detail) }];
    if (place && i === guide.toolsStep) {
      const tools = toolsStepFor(ctx, place, guide.id, step);
      if (tools) return tools;
    }
    if (taiwanWords && i === guide.reportStep) {
      const text = taiwanWords.reduce((said, { from, to }) => replaceWords(said, ctx.t(from), ctx.t(to)), ctx.t(step));
      return [{ key: step.en, text }];
    }
    const text = mainland && i === guide.reportStep ? null : guideText(ctx, step);
    return text === null ? [] : [{ key: step.en, text }];
  });
  if (!mainland) return own;
  const police = firstSteps.flatMap((step) => (step.mainland ? [{ key: step.mainland.en, text: ctx.t(step.mainland) }] : []));
  const before = guide.hangUpStep === 0 ? own.slice(0, 1) : [];
  return [...before, ...police, ...own.slice(before.length)];
}

/** A step that points to the tools below, for a reader in a known place: the place's own check
 *  where it has one, nothing where the tools hold nothing for the place; undefined to keep the
 *  step as written. */
function toolsStepFor(ctx: PageContext, place: Place, guide: ScamType, step: Localized): { key: string; text: string }[] | undefined {
  const check = ownCheck[place];
  if (check) return [{ key: step.en, text: ctx.t(check) }];
  return hasTools(place, guide) ? undefined : [];
}

/** A guide's "next time" advice for this reader: its tools step (`{toolsStep}` in that list) as
 *  the place's own check, or left out, as in guideSteps. */
export function preventionSteps(ctx: PageContext, guide: { id: ScamType; prevent: readonly Localized[]; preventToolsStep?: number }): { key: string; text: string }[] {
  const place = likelyPlace(ctx);
  return guide.prevent.flatMap((step, i) => {
    if (place && i === guide.preventToolsStep) {
      const tools = toolsStepFor(ctx, place, guide.id, step);
      if (tools) return tools;
    }
    const text = guideText(ctx, step);
    return text === null ? [] : [{ key: step.en, text }];
  });
}

/** Whether what a guide's `{toolsStep}` points to holds something for this place: a licence
 *  register for the investment guide (the one that lists them), a check tool for the others. */
function hasTools(place: Place, guide: ScamType): boolean {
  return guide === 'investment'
    ? licenceRegisters.some((register) => register.country === place)
    : checkTools.some((tool) => tool.country === place && tool.scams.includes(guide));
}
