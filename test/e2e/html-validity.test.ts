// The W3C Nu Html Checker (vnu-jar, pinned in package.json; it runs on Java: .ci/run installs
// default-jre-headless where `java` is missing) on every page of the site in every language, plus
// the answers that are not in the sitemap: a 404, search results (one that reads as distress among them), the request form sent back with
// errors and the thank-you page. One vnu run checks them all (it takes seconds to start), together
// with a deliberately broken document that must be reported, so the check is seen to work.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { locales, localizePath } from '../../src/site/locale.ts';
import { allPageUrls, baseUrl, mapLimit, ownNetwork, senderCookie } from './support.ts';

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
interface Document {
  name: string;
  html: string;
}

const broken: Document = {
  name: 'deliberately broken document',
  html: '<!doctype html><html lang="en"><head><title>t</title></head><body><p id="a">x</p><p id="a"><img src="x.png"></p><span><dl><dt>a</dt><dd>b</dd></dl></span></body></html>',
};

async function get(path: string, expected: number, cookie?: string): Promise<Document> {
  const res = await fetch(baseUrl() + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(expected);
  return { name: `GET ${path}${cookie ? ' (the sending browser)' : ''}`, html: await res.text() };
}

/** The request form as a browser without JavaScript gets it back: status 400, one message per field. */
async function badRequestForm(locale: (typeof locales)[number]): Promise<Document> {
  const path = localizePath('/contact', locale);
  const res = await fetch(baseUrl() + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded', ...ownNetwork() },
    body: new URLSearchParams({ name: '', email: 'x@', message: 'short' }).toString(),
  });
  expect(res.status, `POST ${path}`).toBe(400);
  return { name: `POST ${path} (with errors)`, html: await res.text() };
}

async function collect(): Promise<Document[]> {
  const docs: Document[] = [];
  // Four requests at a time: the site answers one while it renders another.
  docs.push(...await mapLimit(allPageUrls, 4, (url) => get(url, 200)));
  for (const locale of locales) {
    docs.push(await get(localizePath('/no-such-page', locale), 404));
    docs.push(await get(`${localizePath('/search', locale)}?q=${encodeURIComponent(locale === 'en' ? 'bank' : '銀行')}`, 200));
    docs.push(await get(`${localizePath('/search', locale)}?q=zzqxnothing`, 200));
    // A search that reads as distress: the support lines above the results.
    docs.push(await get(`${localizePath('/search', locale)}?q=${encodeURIComponent(locale === 'en' ? 'I want to die' : '想死')}`, 200));
    docs.push(await badRequestForm(locale));
    // The thank-you page as the browser that sent the request sees it, and as anyone else does.
    const sender = await senderCookie('7KQ2M-XD94R');
    docs.push(await get(localizePath('/contact/thanks/7KQ2M-XD94R', locale), 200, sender));
    docs.push(await get(`${localizePath('/contact/thanks/7KQ2M-XD94R', locale)}?country=GB`, 200, sender));
    docs.push(await get(localizePath('/contact/thanks/7KQ2M-XD94R', locale), 200));
  }
  return docs;
}

/** Every error vnu reports, by document name. */
function check(docs: Document[]): Map<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = docs.map((doc, i) => {
      const file = join(dir, `${String(i).padStart(4, '0')}.html`);
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
      const name = docs[index]?.name ?? m.url ?? '?';
      errors.set(name, [...(errors.get(name) ?? []), `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`]);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let errors: Map<string, string[]>;
let checked = 0;

beforeAll(async () => {
  const docs = await collect();
  checked = docs.length;
  errors = check([broken, ...docs]);
}, 240_000);

afterAll(() => { errors?.clear(); });

it('reports the errors of a deliberately broken document', () => {
  const found = errors.get(broken.name) ?? [];
  expect(found.join('\n')).toMatch(/Duplicate ID/);
  expect(found.join('\n')).toMatch(/must have an .alt. attribute/);
  expect(found.join('\n')).toMatch(/Element .dl. not allowed as child of element .span./);
});

it('finds no error on any page, in any language, in any state', () => {
  expect(checked).toBeGreaterThan(allPageUrls.length);
  const pages = [...errors].filter(([name]) => name !== broken.name);
  const report = pages.map(([name, list]) => `${name}\n  ${list.join('\n  ')}`).join('\n');
  if (report) console.error(report);
  expect(report, `${pages.length} documents with errors`).toBe('');
});
