// `npm run screenshots`: every page of the site (the sitemap's list, all three languages) at 375 px
// and 1440 px, full length, into .screenshots/ (git-ignored), so a reviewer can look at the whole
// site in a minute; plus the three Home screenshots the README shows (docs/home-*.png, first
// screen only). Chinese text needs Debian's fonts-noto-cjk: without it Chromium draws empty boxes,
// so the script says so and stops rather than write misleading pictures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.ts';
import { startLocalServer } from './local-server.ts';

const root = join(import.meta.dirname, '..');
const outDir = join(root, '.screenshots');
const widths = [375, 1440] as const;
const heights: Record<(typeof widths)[number], number> = { 375: 812, 1440: 900 };

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

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const server = await startLocalServer({ CONTENT_STATUS: 'verified' });
const browser = await launchBrowser();
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: heights[width] }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const name = path === '/' ? 'zh-TW-home' : path.slice(1).replace(/\//g, '_').replace(/^(?!cn|en)/, 'zh-TW_');
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
    }
    for (const [name, path] of [['zh-TW', '/'], ['zh-CN', '/cn'], ['en', '/en']] as const) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(root, 'docs', `home-${name}-${width}.png`) });
    }
    await context.close();
    console.log(`${paths.length} pages at ${width} px`);
  }
  console.log(`wrote ${paths.length * widths.length} screenshots to ${outDir} (and docs/home-*.png)`);
} finally {
  await browser.close();
  await server.stop();
}
