// Launches Debian's Chromium through playwright-core (test tools cannot download their own
// browser here). CHROME_PATH overrides the path; a missing browser says how to get one.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}. Install Debian's package (sudo apt-get install chromium) ` +
      'or point CHROME_PATH at a Chrome or Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
}
