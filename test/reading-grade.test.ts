// Every English page reads under grade 9 (Flesch-Kincaid, scripts/build/content/checks/reading-grade.ts),
// the Terms and the Privacy Policy aside: a frightened reader on a phone should not need a
// college education to know what to do. Prints the grade of every page, hardest first.
import { afterAll, describe, expect, it } from 'vitest';
import { gradeExempt, maxGrade, readingGrade, type Reading } from '../scripts/build/content/checks/reading-grade.ts';
import { localizePath } from '../src/site/locale.ts';
import { allPaths } from '../src/site/routes.ts';
import { page, textOf } from './helpers.ts';

const measured: [string, Reading][] = [];

describe('the reading grade', () => {
  it('is low for plain sentences and high for a long, dense one', () => {
    expect(readingGrade(['Call your bank now. Tell them it was a scam. Ask them to stop the payment today.']).grade).toBeLessThan(4);
    const dense = 'Notwithstanding the aforementioned considerations, the Association’s investigative methodology necessitates comprehensive documentation of transactional irregularities, jurisdictional complications and institutional communications before substantive intervention.';
    expect(readingGrade([dense]).grade).toBeGreaterThan(maxGrade);
    // Labels and buttons are not prose.
    expect(readingGrade(['Financial transaction analysis, investment fraud investigation and case coordination in Italy']).words).toBe(0);
    expect(readingGrade(['Free case assessment', 'Where to report']).words).toBe(0);
  });
});

describe.each(allPaths().map((p) => [p, localizePath(p, 'en')] as const))('%s in English', (path, url) => {
  it(`reads ${gradeExempt.includes(path) ? '(a legal text: measured only)' : `under grade ${maxGrade}`}`, async () => {
    const { doc } = await page(url);
    const main = doc.querySelector('main')!;
    for (const el of main.querySelectorAll('script, style, [data-also-called], h1, h2, h3, h4, h5, h6')) el.remove();
    const blocks = main.querySelectorAll('p, li, dd, td, figcaption, blockquote').filter((el) => !el.querySelector('p, li, dl, dd, div')).map(textOf);
    const reading = readingGrade(blocks);
    measured.push([url, reading]);
    if (!gradeExempt.includes(path) && reading.words > 0) expect(reading.grade, url).toBeLessThan(maxGrade);
  });
});

afterAll(() => {
  const rows = measured.sort(([, a], [, b]) => b.grade - a.grade).map(([url, r]) => `${r.grade.toFixed(1).padStart(5)}  ${String(r.words).padStart(5)} words  ${url}`);
  console.log(`Flesch-Kincaid grade of every English page (prose blocks of 10 words or more):\n${rows.join('\n')}`);
});
