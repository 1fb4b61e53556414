// The numbers the site lists as official (FACTS: report channels, support lines, the lines that
// reach a bank, the channels for a kind of loss, the check-first lines), as a phone dials them.
// One definition for the build, which refuses a body whose tap-to-call link dials any other number
// or another number than its text shows (scripts/build/content/checks/calls.ts), and for the tests that
// read the pages. Pure: the build passes the texts it has just compiled, the site its own.

/** A number as a phone dials it: '+' and digits ('+44 300 123 2040' -> '+443001232040'). */
export const dialled = (number: string) => number.replace(/[^+\d]/g, '');

interface WithPhones {
  readonly phones: readonly { readonly number: string }[];
  /** A place's emergency numbers, where the source lists them apart (report channels). */
  readonly emergency?: readonly string[];
}

/** Where the site's texts list numbers (content/text/report.yaml, report-help.yaml, check-tools.yaml). */
export interface NumberSources {
  readonly reportChannels: readonly WithPhones[];
  readonly supportLines: readonly WithPhones[];
  readonly bankSteps: Readonly<Record<string, WithPhones | undefined>>;
  readonly lossChannels: Readonly<Record<string, Readonly<Record<string, WithPhones | undefined>> | undefined>>;
  readonly checkFirst: readonly { readonly number: string }[];
}

/** Every official number, as dialled. */
export function officialNumbers(sources: NumberSources): Set<string> {
  const lossLines = Object.values(sources.lossChannels).flatMap((byType) => Object.values(byType ?? {}));
  return new Set([...sources.reportChannels, ...sources.supportLines, ...Object.values(sources.bankSteps), ...lossLines]
    .flatMap((c) => [...c?.phones.map((p) => p.number) ?? [], ...c?.emergency ?? []].map(dialled))
    .concat(sources.checkFirst.map((c) => dialled(c.number))));
}
