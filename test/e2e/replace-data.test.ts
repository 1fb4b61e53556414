// Replacing the organisation's data never means editing a test: a copy of the project gets the
// small fixture data set (test/fixtures/organisation/: 3 members, 2 departments, 1 advisor, other
// years, 5 cases on one page, 2 testimonials, confirmed and unconfirmed partners, real-looking
// contact details) and CONTENT_STATUS = "verified", runs `npm run i18n` and the build as an
// operator would, then the workerd tests that read the organisation's data, unchanged. And a data
// file that breaks the schema stops the build with its file, line and field.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { runCommand } from './run.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { compileOrganisation, OrganisationDataError } from '../../scripts/build/organisation/schema.ts';
import { readOrganisationSources } from '../../scripts/build/organisation/index.ts';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');
const fixture = join(root, 'test/fixtures/organisation');

/** The workerd tests that read the organisation's data or the content mode. */
const invariantTests = [
  'test/content.test.ts', 'test/cases.test.ts', 'test/claims.test.ts', 'test/pages.test.ts',
  'test/home.test.ts', 'test/i18n.test.ts', 'test/official-names.test.ts', 'test/routes.test.ts',
  'test/footer.test.ts', 'test/seo.test.ts', 'test/news.test.ts', 'test/report.test.ts', 'test/journeys.test.ts',
  'test/fees-figures.test.ts', 'test/security-txt.test.ts',
];

/** Runs a command with the project's Node first on PATH; never throws. */
function run(cwd: string, args: string[], timeoutMs: number) {
  return runCommand(node, args, {
    cwd, timeoutMs,
    env: { PWD: cwd, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
  });
}

// The copy: everything the build and tests read, node_modules linked, nothing generated.
const copy = mkdtempSync(join(tmpdir(), 'replace-data-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const skipped = new Set(['node_modules', '.git', 'dist', '.wrangler', '.scratch', '.screenshots', 'src/generated', 'content/organisation']);
cpSync(root, copy, { recursive: true, filter: (src) => !skipped.has(relative(root, src)) });
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
const data = join(copy, 'content/organisation');

/** The fixture's contact.yaml with security.txt's `expires` moved `days` from today (the build
 *  refuses one in the past or over a year ahead: scripts/build/security-txt/). */
function expiringIn(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const text = readFileSync(join(fixture, 'contact.yaml'), 'utf8');
  const moved = text.replace(/expires: "\d{4}-\d{2}-\d{2}"/, `expires: "${day}"`);
  expect(moved).not.toBe(text);
  return moved;
}

describe('a data file that breaks the schema', () => {
  it('stops the build, naming the file, line and field', async () => {
    cpSync(fixture, data, { recursive: true });
    const team = readFileSync(join(data, 'team.yaml'), 'utf8');
    // The second member loses the English name; the first gets a misspelt field.
    const broken = team.replace('      en: Tom Becker\n    title', '    title').replace('    experience: 14', '    experiance: 14');
    expect(broken).not.toBe(team);
    writeFileSync(join(data, 'team.yaml'), broken);
    // And security.txt expired yesterday: listed with the rest (a warning while the copy is sample).
    writeFileSync(join(data, 'contact.yaml'), expiringIn(-1));
    const { code, output } = await run(copy, ['scripts/build/index.ts'], 60_000);
    expect(code).toBe(1);
    expect(output).toMatch(/content\/organisation\/team\.yaml:\d+: members\[1\]\.name\.en: is missing/);
    expect(output).toMatch(/content\/organisation\/team\.yaml:\d+: members\[0\]\.experiance: is not a field/);
    expect(output).toMatch(/content\/organisation\/contact\.yaml:\d+: security\.expires: \d{4}-\d{2}-\d{2} is past, so security\.txt has expired/);
    expect(output).not.toContain('    at '); // a message for an editor, not a stack trace
    writeFileSync(join(data, 'team.yaml'), team);
    writeFileSync(join(data, 'contact.yaml'), expiringIn(180));
  });

  it.each([
    ['a missing file', (f: Record<string, string>) => { delete f['figures.yaml']; }, /figures\.yaml: missing/],
    ['a file the site does not read', (f: Record<string, string>) => { f['teams.yaml'] = f['team.yaml']!; }, /teams\.yaml: not one of the data files/],
    ['broken YAML', (f: Record<string, string>) => { f['about.yaml'] = f['about.yaml']!.replace('  - year: 2011', '  - year: 2011\n   title: x'); }, /about\.yaml:\d+: /],
    ['a three-digit year', (f: Record<string, string>) => { f['about.yaml'] = f['about.yaml']!.replace('year: 2003', 'year: 203'); }, /about\.yaml:\d+: timeline\[0\]\.year: must be a four-digit year/],
    ['years out of order', (f: Record<string, string>) => { f['about.yaml'] = f['about.yaml']!.replace('year: 2019', 'year: 2005'); }, /about\.yaml:\d+: timeline\[2\]\.year: must come after 2011/],
    ['an id used twice', (f: Record<string, string>) => { f['team.yaml'] = f['team.yaml']!.replace('id: tom-becker', 'id: mei-ling-hsu'); }, /team\.yaml:\d+: members\[1\]\.id: "mei-ling-hsu" is used twice/],
    ['more recovered than lost', (f: Record<string, string>) => { f['cases.yaml'] = f['cases.yaml']!.replace('recovered: 4500', 'recovered: 9500'); }, /cases\.yaml:\d+: cases\[3\]\.recovered: must not be more than amount/],
    ['an unknown official body', (f: Record<string, string>) => { f['cases.yaml'] = f['cases.yaml']!.replace('{officialNames.myNsrc}通報', '{officialNames.nobody}通報'); }, /cases\.yaml:\d+: cases\[1\]\.description: names an official body/],
    ['an image that is not there', (f: Record<string, string>) => { f['team.yaml'] = f['team.yaml']!.replace('    title: associate\n    country: DE', '    title: associate\n    image: people/nobody.jpg\n    country: DE'); }, /team\.yaml:\d+: members\[1\]\.image: assets\/people\/nobody\.jpg does not exist/],
    ['an empty text', (f: Record<string, string>) => { f['figures.yaml'] = f['figures.yaml']!.replace('en: Reporting help', "en: ''"); }, /figures\.yaml:\d+: practiceAreas\[0\]\.title\.en: must not be empty/],
    ['figures that disagree (both lines)', (f: Record<string, string>) => { f['figures.yaml'] = f['figures.yaml']!.replace('amount: 3250000', 'amount: 1000'); },
      /figures\.yaml:\d+: practiceAreas: US dollars recovered 2018–2024 is 1,481,000, less than the 4,650,000 US dollars recovered 2020–2024 .*\(and content\/organisation\/cases\.yaml:\d+: types\)/],
    // Figures that cannot all be true together: fewer people assessed than cases closed, and cases
    // listed on /cases that lost more than all the closed cases did.
    ['fewer assessments than closed cases (both lines)', (f: Record<string, string>) => { f['cases.yaml'] = f['cases.yaml']!.replace('assessed: 410', 'assessed: 40'); },
      /cases\.yaml:\d+: summary\.assessed: people who asked for a case assessment 2020–2024 is 40, less than the 60 cases closed 2020–2024 .*\(and content\/organisation\/cases\.yaml:\d+: summary\.casesClosed\)/],
    ['listed cases that lost more than all closed cases (both lines)', (f: Record<string, string>) => { f['cases.yaml'] = f['cases.yaml']!.replace('amount: 130000', 'amount: 30000000'); },
      /cases\.yaml:\d+: summary\.lost: US dollars lost in all closed cases 2020–2024 is 21,000,000, less than the 30,155,000 US dollars lost in the closed cases listed 2020–2024 .*\(and content\/organisation\/cases\.yaml:\d+: cases\)/],
    ['an average that is not its table\'s', (f: Record<string, string>) => { f['cases.yaml'] = f['cases.yaml']!.replace('averageRecoveryRate: 52', 'averageRecoveryRate: 64'); }, /cases\.yaml:\d+: summary\.averageRecoveryRate: is 64%, but the types' amounts give 52%/],
    ['staff counted twice, differently', (f: Record<string, string>) => { f['identity.yaml'] = f['identity.yaml']!.replace('staff: 12', 'staff: 40'); }, /paid staff over the same years \(2024\)/],
    ['a fee account not in the legal name', (f: Record<string, string>) => { f['identity.yaml'] = f['identity.yaml']!.replace('    en: Test Anti-Fraud Association\n  accountNumber', '    en: T. Chen\n  accountNumber'); }, /identity\.yaml:\d+: paymentAccount\.accountName\.en: must be the legal name/],
  ])('names %s', (_name, spoil, message) => {
    const files = readOrganisationSources(fixture);
    spoil(files);
    let error: unknown;
    try { compileOrganisation(files, { assetExists: () => false }); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(OrganisationDataError);
    expect((error as OrganisationDataError).problems.join('\n')).toMatch(message);
  });
});

describe('a fee without an amount', () => {
  it('is refused in verified mode, by file and line, and shown as not set while sample', () => {
    const files = readOrganisationSources(fixture);
    files['fees.yaml'] = files['fees.yaml']!.replace('    from: 100\n    to: 600\n', '');
    expect(() => compileOrganisation(files, { assetExists: () => true })).not.toThrow();
    let error: unknown;
    try { compileOrganisation(files, { assetExists: () => true, verified: true }); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(OrganisationDataError);
    expect((error as OrganisationDataError).problems).toEqual([expect.stringMatching(/^content\/organisation\/fees\.yaml:\d+: fees\[0\]\.name: "Casework fee" has no amount/)]);
  });
});

describe('replacing the organisation data', () => {
  it('passes the invariant tests in verified mode with no test edited', async () => {
    cpSync(fixture, data, { recursive: true });
    writeFileSync(join(data, 'contact.yaml'), expiringIn(180));
    const config = readFileSync(join(copy, 'wrangler.toml'), 'utf8');
    // The local [vars] (the first CONTENT_STATUS): what the workerd tests run the worker with.
    writeFileSync(join(copy, 'wrangler.toml'), config.replace('CONTENT_STATUS = "sample"', 'CONTENT_STATUS = "verified"'));
    // Only the data and the mode differ from the project: every test file is the project's own.
    for (const file of invariantTests) expect(readFileSync(join(copy, file), 'utf8')).toBe(readFileSync(join(root, file), 'utf8'));

    const i18n = await run(copy, ['scripts/build/i18n/index.ts'], 120_000);
    expect(i18n.code, i18n.output).toBe(0);
    const build = await run(copy, ['scripts/build/index.ts'], 60_000);
    expect(build.code, build.output).toBe(0);
    const tests = await run(copy, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...invariantTests], 240_000);
    expect(tests.code, tests.output.slice(-4000)).toBe(0);
    // The run really was the fixture's: three member cards' worth of data, not sixteen.
    expect(readFileSync(join(copy, 'src/generated/organisation.ts'), 'utf8')).toContain('"tom-becker"');
    // Every file ran and passed (vitest colours its summary: read it without the escapes).
    const summary = stripVTControlCharacters(tests.output).match(/Test Files\s+(\d+) passed \((\d+)\)/);
    expect(summary?.slice(1).map(Number)).toEqual([invariantTests.length, invariantTests.length]);
  }, 420_000);
});
