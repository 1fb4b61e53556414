// The web editor (/admin): its page is never indexed and has a policy of its own, which no public
// page shares; its config.yml is made from the build's schemas, so a field, a choice or a limit
// added there is in the editor too, and the editor never asks for the Simplified Chinese.
import { parse as parseYaml } from 'yaml';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../scripts/cms-config.ts';
import { fieldOf, fieldsOf } from '../scripts/cms-fields.ts';
import { articleSchema, newsSchema } from '../scripts/content-schema.ts';
import { schemas as organisationSchemas } from '../scripts/organisation-schema.ts';
import { vocabularyFile, vocabularySchema, wordLists } from '../scripts/vocabulary-schema.ts';
import { get } from './helpers.ts';

const directives = (res: Response) => new Map((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...rest]) => [k!, rest]));

describe('/admin', () => {
  it('serves the editor, not indexed, with a policy that only it has', async () => {
    const res = await get('/admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<link href="\/assets\/cms-config\.[0-9a-f]+\.yml" type="text\/yaml" rel="cms-config-url">/);
    expect(html).toMatch(/<script src="\/assets\/admin\.[0-9a-f]+\.js"><\/script>\s*<script src="\/assets\/decap-cms-[\d.]+\/decap-cms\.js"><\/script>/);
    const policy = directives(res);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get('connect-src')).toContain('https://api.github.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');

    // A public page answered right after keeps the site's strict policy.
    for (const path of ['/', '/en/blog', '/cn/report']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|unsafe-inline|api\.github\.com/);
    }
  });

  it('has one address, and is in neither the sitemap nor the search index', async () => {
    const slash = await get('/admin/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toMatch(/\/admin$/);
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/admin');
    expect((await get('/admin', { method: 'POST' })).status).toBe(405);
  });
});

describe('the editor\'s fields, read off the schemas', () => {
  it('turns each kind of schema into the matching field', () => {
    const fields = fieldsOf({
      draft: v.optional(v.boolean()),
      kind: v.picklist(['alert', 'event']),
      note: v.pipe(v.string(), v.maxLength(80, 'at most 80 characters')),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'two capitals')),
      when: v.pipe(v.string(), v.isoDate()),
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
      places: v.optional(v.array(v.picklist(['TW', 'HK']))),
      names: v.pipe(v.array(v.string()), v.minLength(1)),
      at: v.union([v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:MM'))]),
    });
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.draft).toMatchObject({ widget: 'boolean', required: false });
    expect(byName.kind).toMatchObject({ widget: 'select', options: ['alert', 'event'] });
    expect(byName.kind!.required).toBeUndefined();
    expect(byName.note).toMatchObject({ widget: 'string', pattern: ['^[\\s\\S]{0,80}$', 'at most 80 characters'], hint: 'at most 80 characters' });
    expect(byName.code).toMatchObject({ pattern: ['^[A-Z]{2}$', 'two capitals'] });
    expect(new RegExp((byName.code!.pattern as string[])[0]!).test('TW')).toBe(true);
    expect(byName.when).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName.count).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9 });
    expect(byName.places).toMatchObject({ widget: 'select', multiple: true, options: ['TW', 'HK'], required: false });
    expect(byName.names).toMatchObject({ widget: 'list', min: 1 });
    const at = new RegExp((byName.at!.pattern as string[])[0]!);
    expect(['2026-03-01', '2026-03-01T09:30'].map((x) => at.test(x))).toEqual([true, true]);
    expect(at.test('March 1')).toBe(false);
    expect(fieldOf('place', v.strictObject({ 'zh-TW': v.string(), en: v.string() }))).toMatchObject({ widget: 'object', fields: [{ name: 'zh-TW' }, { name: 'en' }] });
  });

  it('offers every field of every schema, zh-TW and en side by side, never zh-CN', () => {
    type Field = { name: string; i18n?: boolean; fields?: Field[] };
    type Collection = { name: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] };
    const config = parseYaml(cmsConfig({ repo: 'owner/site', branch: 'main' }, organisationSchemas)) as {
      i18n: { locales: string[]; default_locale: string }; local_backend?: unknown; backend: { name: string; repo: string }; collections: Collection[];
    };
    expect(config.i18n).toMatchObject({ locales: ['zh-TW', 'en'], default_locale: 'zh-TW' });
    expect(config.local_backend).toBeUndefined();
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site' });
    const collection = (name: string) => config.collections.find((c) => c.name === name)!;
    for (const [name, kind] of [['articles', articleSchema], ['news', newsSchema]] as const) {
      const fields = collection(name).fields!;
      expect(fields.filter((f) => f.i18n).map((f) => f.name).sort()).toEqual([...Object.keys(kind.text), 'body'].sort());
      expect(fields.filter((f) => !f.i18n).map((f) => f.name).sort()).toEqual(Object.keys(kind.neutral).sort());
    }
    const files = collection('organisation').files!;
    expect(files.map((f) => f.file)).toEqual(Object.keys(organisationSchemas).map((f) => `content/organisation/${f}`));
    for (const file of files) {
      const schema = organisationSchemas[file.file.replace('content/organisation/', '') as keyof typeof organisationSchemas] as unknown as { entries: object };
      expect(file.fields.map((f) => f.name)).toEqual(Object.keys(schema.entries));
    }
    // The readers' vocabulary for search: its concepts, each word list one comma-separated line.
    const [vocabulary] = collection('search').files!;
    expect(vocabulary!.file).toBe(vocabularyFile);
    const concepts = vocabulary!.fields[0]!;
    expect(concepts.fields!.map((f) => f.name)).toEqual(Object.keys((vocabularySchema.entries.concepts as unknown as { item: { entries: object } }).item.entries));
    const lists = concepts.fields!.find((f) => f.name === 'words')!.fields! as (Field & { widget: string; field?: unknown })[];
    expect(lists.map((f) => [f.name, f.widget, f.field])).toEqual(wordLists.map((name) => [name, 'list', undefined]));
    expect(JSON.stringify(config)).not.toContain('zh-CN');
    const local = parseYaml(cmsConfig({ repo: 'owner/site', branch: 'main', localBackend: 'http://localhost:8081' }, organisationSchemas)) as { local_backend: { url: string } };
    expect(local.local_backend.url).toBe('http://localhost:8081/api/v1');
  });

  it('keeps pictures beside the entry, named as the build takes them, never without alt text', () => {
    type Body = { name: string; widget: string; pattern?: [string, string] };
    const config = parseYaml(cmsConfig({ repo: 'owner/site', branch: 'main' }, organisationSchemas)) as {
      slug: { encoding: string }; collections: { name: string; media_folder?: string; public_folder?: string; fields?: Body[] }[];
    };
    expect(config.slug.encoding).toBe('ascii');
    for (const c of config.collections.filter((c) => c.fields)) {
      const body = c.fields!.find((f) => f.name === 'body')!;
      const pictures = c.name === 'articles' || c.name === 'news';
      expect([c.name, body.widget, c.media_folder, c.public_folder]).toEqual(pictures ? [c.name, 'body', '', ''] : [c.name, 'markdown', undefined, undefined]);
      if (!pictures) continue;
      const alt = new RegExp(body.pattern![0]);
      expect(['Text.\n\n![A phone](photo.png)\n', 'Text only.', ''].map((x) => alt.test(x))).toEqual([true, true, true]);
      expect(['![](photo.png)', 'Text.\n\n![ ](photo.png)'].map((x) => alt.test(x))).toEqual([false, false]);
    }
  });
});
