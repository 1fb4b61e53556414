// Every page in every language, as the local server sends it to Chrome, fits in TCP's first
// window (scripts/wire-bytes.ts): the bytes that decide whether a phone on a slow network can
// paint after one round trip or must wait for a second. Measured with verified content, as
// `npm run bench` measures (the sample markers and notice add ~100–200 bytes until the operator
// verifies the content), on every page of the sitemap and the second page of /cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/local-server.ts';
import { firstWindow, wireBytes } from '../../scripts/wire-bytes.ts';

let server: LocalServer;
beforeAll(async () => { server = await startLocalServer({ CONTENT_STATUS: 'verified', ENVIRONMENT: 'production' }, 60_000, '.wrangler/first-window-state'); });
afterAll(async () => { await server?.stop(); });

describe('the first round trip', () => {
  it(`carries every page whole: at most ${firstWindow} bytes with the headers`, async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    paths.push('/cases?page=2', '/en/cases?page=2');
    expect(paths.length).toBeGreaterThan(90);
    const over: string[] = [];
    for (const path of paths) {
      const bytes = await wireBytes(server.url + path);
      if (bytes > firstWindow) over.push(`${path}: ${bytes} B`);
    }
    expect(over).toEqual([]);
  });
});
