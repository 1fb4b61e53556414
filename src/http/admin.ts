// /admin on the public site: a page that says where the web editor is. The editor itself lives on
// an origin of its own (CMS_ORIGIN, e.g. https://cms.example.org: src/http/editor-origin.ts), so
// that no script a public page runs (the chat, the analytics tag, once configured) shares its
// storage and the GitHub token kept there. Never indexed, outside the sitemap.
import type { Hono } from 'hono';
import { readEditorConfig } from '../site/editor.ts';
import type { AppEnv } from './app-env.ts';
import { plainPage, plainPagePolicy } from './editor-pages.ts';

const title = { 'zh-TW': '網頁編輯器', en: 'Web editor' };

export function addAdmin(app: Hono<AppEnv>): void {
  app.get('/admin', (c) => {
    const { origin } = readEditorConfig(c.env ?? {});
    const href = origin ? `${origin}/admin` : null;
    c.set('policy', plainPagePolicy(false));
    const body = href
      ? plainPage({
        title,
        paragraphs: [{
          'zh-TW': '本站的網頁編輯器有自己的網址：{link}。請在那裡登入；網址列應顯示這個網址。',
          en: 'This site\'s web editor has an address of its own: {link}. Sign in there; the address bar should show this address.',
        }],
        link: { href, text: href },
      })
      : plainPage({
        title,
        paragraphs: [{ 'zh-TW': '本站尚未設定網頁編輯器。', en: 'The web editor is not set up on this site.' }],
      });
    return c.html(body, 200, { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });
}
