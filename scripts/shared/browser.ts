// Launches Debian's Chromium through playwright-core (test tools cannot download their own
// browser here). CHROME_PATH overrides the path; a missing browser says how to get one.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

function checkChromePath() {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}. Install Debian's package (sudo apt-get install chromium) ` +
      'or point CHROME_PATH at a Chrome or Chromium binary.',
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  checkChromePath();
  return chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
}

/** One Chromium that several processes drive (the browser tests' files): connect with
 *  `chromium.connect(server.wsEndpoint())`. Loopback only. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  checkChromePath();
  return chromium.launchServer({ executablePath: chromePath, headless: true, args: chromeArgs, host: '127.0.0.1' });
}

/** A connection to a browser from launchBrowserServer; close() disconnects and closes its contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
