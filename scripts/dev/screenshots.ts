// `npm run screenshots`: the first screen of every page type (docs/design.md, "Page types") at
// 375 and 1440 px, in three languages, light and dark, as WebP into docs/screens/ (committed: the
// README shows Home from there). SCREENSHOTS_ONLY=home,team limits the run to those types (the
// test runs one); SCREENSHOTS_FULL=1 also writes every page of the sitemap full length into
// .screenshots/ (git-ignored), for a reviewer to scroll the whole site. Chinese text needs Debian's
// fonts-noto-cjk: without it Chromium draws empty boxes, so the script says so and stops rather
// than write misleading pictures. A type whose page is not there yet (404) is skipped, and said.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../shared/browser.ts';
import { startLocalServer } from '../shared/local-server.ts';
import type { CDPSession } from 'playwright-core';

const root = join(import.meta.dirname, '../..');
// SCREENSHOTS_DIR: another folder (the test writes to a temporary one).
const screensDir = process.env.SCREENSHOTS_DIR ?? join(root, 'docs/screens');
const fullDir = join(root, '.screenshots');
// The wide screen drawn at half scale (720 × 450 px): its layout is what the picture is for, and
// it keeps the committed folder a few megabytes.
const sizes = [{ width: 375, height: 812, scale: 1 }, { width: 1440, height: 900, scale: 0.5 }] as const;
const schemes = ['light', 'dark'] as const;
const languages = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;

function hasCjkFonts(): boolean {
  try {
    return /Noto (Sans|Serif) CJK/.test(execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

if (!hasCjkFonts()) {
  console.error('No Chinese fonts found (fc-list :lang=zh shows no Noto CJK). Install them first:\n' +
    '  sudo apt-get install fonts-noto-cjk\nThe Chinese pages would otherwise be drawn with empty boxes.');
  process.exit(1);
}

const server = await startLocalServer({ CONTENT_STATUS: 'verified' });
const browser = await launchBrowser();
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const firstUnder = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length) ?? prefix;
  // One page of each type, by its path without a language prefix.
  const types: Record<string, string> = {
    home: '/', about: '/about', team: '/team', partners: '/partners', cases: '/cases', blog: '/blog',
    article: firstUnder('/blog/'), news: '/news', 'news-item': firstUnder('/news/'), report: '/report',
    scams: '/scams', guide: firstUnder('/scams/'), 'how-we-work': '/how-we-work', contact: '/contact',
    privacy: '/privacy', terms: '/terms', search: '/search?q=%E8%A9%90%E9%A8%99', 'not-found': '/no-such-page',
    careers: '/careers', business: '/business', verify: '/verify',
  };
  const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
  const chosen = Object.entries(types).filter(([name]) => !only || only.includes(name));
  if (only && chosen.length !== only.length) throw new Error(`unknown page type in SCREENSHOTS_ONLY=${only.join(',')}; known: ${Object.keys(types).join(', ')}`);
  mkdirSync(screensDir, { recursive: true });
  const skipped: string[] = [];
  let written = 0;
  for (const [name, path] of chosen) {
    // A page type that has not landed yet answers 404 (the 404 type itself excepted).
    if (name !== 'not-found' && (await fetch(server.url + path)).status === 404) { skipped.push(name); continue; }
    for (const size of sizes) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale, colorScheme });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        for (const [language, prefix] of languages) {
          await page.goto(server.url + (path === '/' && prefix ? prefix : prefix + path), { waitUntil: 'load' });
          // The first screen, as WebP (Chromium encodes it; no image tool needed), small enough to commit.
          const { data } = await capture(cdp);
          writeFileSync(join(screensDir, `${name}-${language}-${size.width}-${colorScheme}.webp`), Buffer.from(data, 'base64'));
          written++;
        }
        await context.close();
      }
    }
  }
  const bytes = readdirSync(screensDir).reduce((sum, f) => sum + statSync(join(screensDir, f)).size, 0);
  console.log(`wrote ${written} screenshots to ${screensDir} (the folder now holds ${Math.round(bytes / 1024)} KB)` +
    (skipped.length ? `; skipped (not on this branch yet): ${skipped.join(', ')}` : ''));

  if (process.env.SCREENSHOTS_FULL) {
    rmSync(fullDir, { recursive: true, force: true });
    mkdirSync(fullDir, { recursive: true });
    for (const size of sizes) {
      const page = await (await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 })).newPage();
      for (const path of paths) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        const name = path === '/' ? 'zh-TW-home' : path.slice(1).replace(/\//g, '_').replace(/^(?!cn|en)/, 'zh-TW_');
        await page.screenshot({ path: join(fullDir, `${name}-${size.width}.png`), fullPage: true });
      }
    }
    console.log(`wrote ${paths.length * sizes.length} full-length screenshots to .screenshots/`);
  }
} finally {
  await browser.close();
  await server.stop();
}

/** The first screen as WebP. Chromium sometimes answers "Unable to capture screenshot" while a
 *  frame is being drawn: asked again a moment later, it captures. */
async function capture(cdp: CDPSession): Promise<{ data: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await cdp.send('Page.captureScreenshot', { format: 'webp', quality: 45 });
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
