// What each page inlines, observed as the worker answers. What a page says has no byte cap (its
// first screen must arrive in TCP's first window: test/e2e/first-window.test.ts); its favicon is
// a data: URL; its one inline <style> and its one inline
// <script> (the client loader) are exactly the bytes whose sha256 the CSP admits, so no page is
// ever shown unstyled, or left without its client module, by its own policy. (That the rules a
// page inlines style it as the whole sheet would: test/e2e/every-page.ts.)
// (Static files do not reach the worker here: the JavaScript budget and the requests before the
// first paint are checked against the served site, in test/e2e/every-page.ts.)
import { describe, expect, it } from 'vitest';
import { get, pageUrls } from './helpers.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe('every page', () => {
  it.each(pageUrls)('$url: favicon inline, inline style and script admitted by their hashes', async ({ url }) => {
    const res = await get(url);
    const html = await res.text();
    // The favicon is inline: a linked one was fetched before the first paint, on every page.
    expect([...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1]!.slice(0, 19))).toEqual(['data:image/svg+xml,']);
    expect(html.match(/src="data:/g)).toBeNull();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styleSrc = /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(styleSrc.split(/\s+/)).toContain(`'sha256-${await sha256(styles[0]!)}'`);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]+src=/);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc.split(/\s+/)).toContain(`'sha256-${await sha256(scripts[0]!)}'`);
  });
});
