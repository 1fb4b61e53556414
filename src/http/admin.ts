// The web editor's page (/admin: Decap CMS, docs/editing.md), made by the build
// (scripts/cms-admin.ts). It has a policy of its own, set here and nowhere else: Decap CMS
// compiles its config's validators at run time ('unsafe-eval') and styles itself with inserted
// <style> elements ('unsafe-inline'), and talks to GitHub (or locally to decap-server). No public
// page's policy changes. Never indexed, never cached, outside the sitemap.
import type { Hono } from 'hono';
import { adminConnectSources, adminPage } from '../generated/admin.ts';
import type { AppEnv } from './app-env.ts';

export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  `connect-src 'self' blob: ${adminConnectSources.join(' ')}`,
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function addAdmin(app: Hono<AppEnv>): void {
  app.get('/admin', (c) => {
    c.set('policy', adminPolicy);
    return c.html(adminPage, 200, { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });
}
