// `npm run screenshots`: Home in the three languages at 375 px and 1440 px, into docs/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.ts';
import { startLocalServer } from './local-server.ts';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'docs');
mkdirSync(outDir, { recursive: true });

const server = await startLocalServer({ CONTENT_STATUS: 'verified' });
const browser = await launchBrowser();
try {
  for (const [name, path] of [['zh-TW', '/'], ['zh-CN', '/cn'], ['en', '/en']] as const) {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: 1 });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const file = join(outDir, `home-${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: width === 375 ? false : false });
      console.log(`wrote ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
