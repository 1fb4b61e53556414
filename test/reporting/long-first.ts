// Orders the browser half's files so the longest start first: two lanes then end together instead
// of one lane finishing an every-page file alone. Vitest's own order needs the times of a previous
// run, which a fresh clone (CI) does not have; without them it starts the largest files, not the
// slowest. Files not named here keep vitest's order, after these.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Slowest first, as `npm test`'s list of slowest files shows them. */
const longFirst = [
  'pages', 'replace-data', 'no-javascript', 'operator-scripts', 'cms',
  'first-minute', 'html-validity', 'first-window', 'first-paint', 'layout-faults', 'consultation',
].map((name) => `/test/e2e/${name}.test.ts`);

export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = longFirst.findIndex((suffix) => spec.moduleId.endsWith(suffix));
      return i === -1 ? longFirst.length : i;
    };
    return sorted.map((spec, i) => ({ spec, i })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i).map(({ spec }) => spec);
  }
}
