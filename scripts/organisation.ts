// The organisation's data files (content/organisation/*.yaml) → src/generated/organisation.ts,
// the typed module src/content/ reads (team.ts, partners.ts, cases.ts, about.ts, site.ts). Run by
// `npm run build` and `npm run i18n`; a file that breaks the schema (scripts/organisation-schema.ts)
// stops both with every problem listed by file, line and field.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileOrganisation, organisationModule, OrganisationDataError } from './organisation-schema.ts';

const root = join(import.meta.dirname, '..');

/** The YAML files of a data folder, by file name. */
export function readOrganisationSources(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** Compiles content/organisation/ into src/generated/organisation.ts (rewritten only on change).
 *  On a schema problem it prints them all and exits 1. */
export function writeOrganisation(dir = join(root, 'content/organisation'), out = join(root, 'src/generated/organisation.ts')): void {
  let text: string;
  try {
    const assetExists = (name: string) => existsSync(join(root, 'assets', name));
    text = organisationModule(compileOrganisation(readOrganisationSources(dir), { assetExists }));
  } catch (error) {
    if (!(error instanceof OrganisationDataError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  mkdirSync(dirname(out), { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
}

if (import.meta.main) writeOrganisation();
