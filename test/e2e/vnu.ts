// The W3C Nu Html Checker (vnu-jar, pinned in package.json; it runs on Java: .ci/run installs
// default-jre-headless where `java` is missing), over many documents in one run (it takes seconds
// to start), together with a deliberately broken document that must be reported, so the check is
// seen to work. Used by the every-page visit (test/e2e/pages.test.ts: the pages as the browser got
// them) and test/e2e/html-validity.test.ts (the answers not in the sitemap).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** A page, by what a visitor would have asked for, and the HTML the site answered. */
export interface HtmlDocument {
  readonly name: string;
  readonly html: string;
}

const broken: HtmlDocument = {
  name: 'deliberately broken document',
  html: '<!doctype html><html lang="en"><head><title>t</title></head><body><p id="a">x</p><p id="a"><img src="x.png"></p><span><dl><dt>a</dt><dd>b</dd></dl></span></body></html>',
};

export interface VnuResult {
  /** Every error vnu reports, by document name (none for a valid document). */
  readonly errors: ReadonlyMap<string, readonly string[]>;
  /** What it reported of the deliberately broken document: it must be there, or nothing was checked. */
  readonly brokenReported: readonly string[];
}

/** Checks `docs` (and the broken document) in one vnu run. */
export function checkHtml(docs: readonly HtmlDocument[]): VnuResult {
  const all = [broken, ...docs];
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = all.map((doc, i) => {
      const file = join(dir, `${String(i).padStart(5, '0')}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const run = spawnSync('java', ['-Xss1m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw new Error(`vnu needs Java (sudo apt-get install default-jre-headless): ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = new Map<string, string[]>();
    for (const m of messages) {
      if (m.type !== 'error' && m.type !== 'non-document-error' && m.subType !== 'fatal') continue;
      // vnu's CSS parser predates the selectors :is() and :has() (and the prefixed forms
      // lightningcss writes for older browsers); the stylesheet itself is parsed by lightningcss.
      if (m.message.startsWith('CSS: Parse Error') && /:has\(|as\(>|:is\(|-any\b/.test(m.extract ?? '')) continue;
      const index = files.findIndex((f) => m.url?.endsWith(f.slice(dir.length)));
      const name = all[index]?.name ?? m.url ?? '?';
      errors.set(name, [...(errors.get(name) ?? []), `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`]);
    }
    const brokenReported = errors.get(broken.name) ?? [];
    errors.delete(broken.name);
    return { errors, brokenReported };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The errors as one report (empty when there are none), for an assertion's message. */
export const htmlReport = (errors: ReadonlyMap<string, readonly string[]>): string =>
  [...errors].map(([name, list]) => `${name}\n  ${list.join('\n  ')}`).join('\n');
