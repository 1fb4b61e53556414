// A preview of each draft (docs/operating.md): the name a branch's preview gets, the same for the
// deploy command (scripts/ops/preview.ts) and the editor's link (src/client/admin-preview.ts); what
// the previews' settings must hold before one is made; the address the editor is given.
import { describe, expect, it } from 'vitest';
import { previewName } from '../src/client/admin-paths.ts';
import { previewProblems, type BindingConfig, type PreviewsConfig } from '../scripts/ops/preflight-checks.ts';
import { previewUrlOf, readEditorConfig } from '../src/site/editor.ts';
import { decapSettings, editorLinks } from '../src/http/editor-origin.ts';

describe('a branch\'s preview name', () => {
  it('is the branch in lower-case letters, digits and single hyphens', () => {
    expect(previewName('cms/news/2026-11-30-event/index')).toBe('cms-news-2026-11-30-event-index');
    expect(previewName('cms/articles/article-9/index')).toBe('cms-articles-article-9-index');
    expect(previewName('Feature/New_Guide')).toBe('feature-new-guide');
  });

  it('keeps an address within one DNS label: at most 40 characters, two long branches never sharing one', () => {
    const a = previewName('cms/news/2026-11-30-association-the-longest-news-item-ever/index');
    const b = previewName('cms/news/2026-11-30-association-the-longest-news-item-else/index');
    for (const name of [a, b]) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(a.length).toBeLessThanOrEqual(40);
    expect(a).not.toBe(b);
    // With the worker's name the host's first label stays under 63 characters.
    expect(`${a}-antifraud-site`.length).toBeLessThan(63);
  });
});

describe('the previews\' settings', () => {
  const production: BindingConfig = {
    vars: { SITE_URL: 'https://www.example.org', CONTENT_STATUS: 'sample', ENVIRONMENT: 'production', REPLY_WITHIN_DAYS: '5', CMS_ORIGIN: 'https://cms.example.org' },
    d1_databases: [{ binding: 'DB', database_id: '4f6c1c2e-8a1b-4c3d-9e5f-0a1b2c3d4e5f', migrations_dir: 'migrations' }],
    ratelimits: [{ name: 'FORM_LIMIT', simple: { limit: 10, period: 60 } }],
  };
  const previews: PreviewsConfig = {
    vars: { SITE_URL: 'https://www.example.org', CONTENT_STATUS: 'sample', ENVIRONMENT: 'preview', REPLY_WITHIN_DAYS: '5', CMS_ORIGIN: '' },
    define: { 'process.env.NODE_ENV': '"production"' },
    d1_databases: [{ binding: 'DB', database_id: '9a8b7c6d-8a1b-4c3d-9e5f-0a1b2c3d4e5f', migrations_dir: 'migrations' }],
    send_email: [{ name: 'NOTIFY', destination_address: 'help@example.org' }],
    ratelimits: [{ name: 'FORM_LIMIT', namespace_id: '1711', simple: { limit: 10, period: 60 } }],
  };

  it('pass when a preview is production but for its environment, its database and its editor', () => {
    expect(previewProblems(production, previews)).toEqual([]);
  });

  it.each([
    ['no previews block', undefined, /no \[env\.production\.previews\]/],
    ['the production environment', { ...previews, vars: { ...previews.vars, ENVIRONMENT: 'production' } }, /ENVIRONMENT is "production": it must be "preview"/],
    ['a web editor', { ...previews, vars: { ...previews.vars, CMS_ORIGIN: 'https://cms.example.org' } }, /a preview has no web editor/],
    ['a var that drifted from production', { ...previews, vars: { ...previews.vars, CONTENT_STATUS: 'verified' } }, /CONTENT_STATUS is "verified", production's is "sample"/],
    ['production\'s database', { ...previews, d1_databases: production.d1_databases }, /the previews' D1 database is production's/],
    ['the placeholder database', { ...previews, d1_databases: [{ binding: 'DB', database_id: '00000000-0000-0000-0000-000000000000' }] }, /the placeholder: run `wrangler d1 create antifraud-site-preview`/],
    ['React\'s development build', { ...previews, define: {} }, /development build/],
    ['no notification binding', { ...previews, send_email: [] }, /no send_email binding "NOTIFY"/],
    ['a rate limit missing', { ...previews, ratelimits: [] }, /no \[\[env\.production\.previews\.ratelimits\]\] "FORM_LIMIT"/],
  ] as const)('stop a preview with %s', (_name, config, message) => {
    expect(previewProblems(production, config as PreviewsConfig | undefined)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});

describe('the editor\'s link to a draft\'s preview', () => {
  it('is CMS_PREVIEW_URL when it is an https address with {name} in its host', () => {
    expect(previewUrlOf('https://{name}-antifraud-site.example.workers.dev')).toBe('https://{name}-antifraud-site.example.workers.dev');
    expect(previewUrlOf('https://{name}-antifraud-site.example.workers.dev/')).toBe('https://{name}-antifraud-site.example.workers.dev');
    for (const wrong of ['', 'http://{name}.example.workers.dev', 'https://antifraud-site.example.workers.dev', 'https://x.example.workers.dev/{name}', 'https://{name}.{name}.dev']) {
      expect(previewUrlOf(wrong), wrong).toBeNull();
    }
  });

  it('is on the live editor\'s page only: `npm run cms` writes the files at once, with no drafts', () => {
    const live = readEditorConfig({ CMS_ORIGIN: 'https://cms.example.org', CMS_GITHUB_REPO: 'o/r', CMS_GITHUB_CLIENT_ID: 'id', CMS_GITHUB_CLIENT_SECRET: 's', CMS_PREVIEW_URL: 'https://{name}-antifraud-site.example.workers.dev' });
    expect(editorLinks(live)).toEqual({ preview_url: 'https://{name}-antifraud-site.example.workers.dev' });
    expect(decapSettings(live, 'https://www.example.org')).not.toHaveProperty('publish_mode');
    const local = readEditorConfig({ CMS_ORIGIN: 'http://cms.localhost:8787', CMS_LOCAL_BACKEND: 'http://localhost:8081', CMS_PREVIEW_URL: 'https://{name}-antifraud-site.example.workers.dev' });
    expect(editorLinks(local)).toEqual({ preview_url: '' });
    expect(decapSettings(local, 'http://localhost:8787')).toMatchObject({ publish_mode: 'simple' });
  });
});
