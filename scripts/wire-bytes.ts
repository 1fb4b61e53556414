// What one response weighs as it crosses the network to a browser: the status line, the headers
// and the body as sent (gzip, as the local server answers Chrome's Accept-Encoding). TCP's first
// window is 10 segments of 1,460 bytes: what a page needs to paint must arrive within it, or a
// phone on a slow network waits a whole extra round trip (~150 ms in Lighthouse's simulated mobile
// network). The rest of a long page may follow. Used by `npm run bench` and by
// test/e2e/first-window.test.ts.
import { get as httpGet } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';

export const firstWindow = 14_600;

export interface WireResponse {
  /** Status line, headers and gzip body, in bytes. */
  readonly bytes: number;
  /** The HTML a browser holds once the first window has arrived: all of it when the response
   *  fits, else what the gzip bytes within the window inflate to (a deflate stream decodes as it
   *  goes, so that is what a browser can parse and paint before the second round trip). */
  readonly firstWindowHtml: string;
  readonly html: string;
}

/** A response of `headBytes` of status line and headers and this body (gzip or not), as a
 *  browser holds it after the first window and after the whole. */
export function splitAtFirstWindow(headBytes: number, body: Buffer, gzip: boolean): WireResponse {
  const inflate = (b: Buffer) => (gzip ? gunzipSync(b, { finishFlush: constants.Z_SYNC_FLUSH }) : b).toString('utf8');
  const html = inflate(body);
  const room = Math.max(0, firstWindow - headBytes);
  return { bytes: headBytes + body.length, html, firstWindowHtml: body.length <= room ? html : inflate(body.subarray(0, room)) };
}

export function wireResponse(url: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` + res.rawHeaders.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join('') + '\r\n';
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(splitAtFirstWindow(Buffer.byteLength(head), Buffer.concat(chunks), res.headers['content-encoding'] === 'gzip')));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function wireBytes(url: string): Promise<number> {
  return (await wireResponse(url)).bytes;
}
