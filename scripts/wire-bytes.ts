// What one response weighs as it crosses the network to a browser: the status line, the headers
// and the body as sent (gzip, as the local server answers Chrome's Accept-Encoding). TCP's first
// window is 10 segments of 1,460 bytes: a page over it waits a whole extra round trip before it
// can paint (~150 ms in Lighthouse's simulated mobile network). Used by `npm run bench` and by
// test/e2e/first-window.test.ts.
import { get as httpGet } from 'node:http';

export const firstWindow = 14_600;

export function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` + res.rawHeaders.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join('') + '\r\n';
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => resolve(Buffer.byteLength(head) + body));
      res.on('error', reject);
    }).on('error', reject);
  });
}
