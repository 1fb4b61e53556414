// The organisation's data files (content/organisation/*.yaml) → src/generated/organisation.ts,
// the typed module src/content/ reads (team.ts, partners.ts, cases.ts, about.ts, site.ts), and the
// Simplified Chinese of their texts beside them for review (x.zh-CN.yaml, rewritten when stale,
// never read back). Run by `npm run build`; a file that breaks the schema
// (scripts/build/organisation/schema.ts) stops it with every problem listed by file, line and field.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { isReviewPath, reviewFile, reviewPath } from '../content/text.ts';
import { OverrideError, Overrides } from '../zh-cn/overrides.ts';
import { compileOrganisation, organisationModule, OrganisationDataError } from './schema.ts';
import { buildIsVerified } from '../content/checks/mode.ts';

const root = join(import.meta.dirname, '../../..');

/** The YAML files of a data folder, by file name. */
export function readOrganisationSources(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && !isReviewPath(name))
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** Compiles content/organisation/ into src/generated/organisation.ts (rewritten only on change).
 *  On a schema problem it adds every one to `problems` (the build prints them with the content's)
 *  or, without that list, prints them all and exits 1. */
export function writeOrganisation(problems?: string[], dir = join(root, 'content/organisation'), out = join(root, 'src/generated/organisation.ts')): void {
  let text: string;
  const reviews = new Map<string, [string, string][]>();
  try {
    const assetExists = (name: string) => existsSync(join(root, 'assets', name));
    const overridesFile = join(root, 'content/zh-CN-overrides.yaml');
    const overrides = new Overrides(existsSync(overridesFile) ? readFileSync(overridesFile, 'utf8') : undefined);
    const verified = buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env);
    text = organisationModule(compileOrganisation(readOrganisationSources(dir), { assetExists, overrides, reviews, verified }));
  } catch (error) {
    if (!(error instanceof OrganisationDataError) && !(error instanceof OverrideError)) throw error;
    if (problems) {
      problems.push(...(error instanceof OrganisationDataError ? error.problems : [error.message]));
      return;
    }
    console.error(error.message);
    process.exit(1);
  }
  mkdirSync(dirname(out), { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
  for (const [file, lines] of reviews) {
    const path = join(dir, reviewPath(basename(file)));
    const review = reviewFile(file, lines);
    if (existsSync(path) && readFileSync(path, 'utf8') === review) continue;
    writeFileSync(path, review);
    console.warn(`review file updated: ${relative(root, path)} (commit it with its source)`);
  }
}

if (import.meta.main) writeOrganisation();
