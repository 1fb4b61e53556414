// /.well-known/security.txt: reads the `security` block of content/organisation/contact.yaml and
// writes src/generated/security-txt.ts, the fields the worker serves (with the site's Canonical
// address, src/http/text-files.ts). Run by `npm run build` after the organisation's data; an
// `expires` in the past or more than a year ahead stops it, named by file, line and field
// (./security-txt.ts decides; this reads and writes).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildIsVerified } from '../content/checks/mode.ts';
import { securityFile, securityTxt, securityTxtModule } from './security-txt.ts';

const root = join(import.meta.dirname, '../../..');

/** Writes src/generated/security-txt.ts (only on change), or adds the problems to `problems`
 *  (the build prints them with the content's) or, without that list, prints them and exits 1. */
export function writeSecurityTxt(problems?: string[], today = new Date(), out = join(root, 'src/generated/security-txt.ts')): void {
  const verified = buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env);
  const result = securityTxt(readFileSync(join(root, securityFile), 'utf8'), today, { verified });
  for (const warning of result.warnings ?? []) console.warn(warning);
  if (result.problems.length) {
    if (problems) {
      problems.push(...result.problems);
      return;
    }
    console.error(result.problems.join('\n'));
    process.exit(1);
  }
  if (result.fields === undefined) return;
  const text = securityTxtModule(result.fields);
  mkdirSync(dirname(out), { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
}

if (import.meta.main) writeSecurityTxt();
