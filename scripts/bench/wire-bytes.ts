// What one response weighs as it crosses the network to a browser: the status line, the headers
// and the body as sent (gzip, as the local server answers Chrome's Accept-Encoding). TCP's first
// window is 10 segments of 1,460 bytes: what a page needs to paint must arrive within it, or a
// phone on a slow network waits a whole extra round trip (~150 ms in Lighthouse's simulated mobile
// network). The rest of a long page may follow. Used by `npm run bench` and by
// test/e2e/first-window.test.ts.
import { Agent, get as httpGet } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';

export const firstWindow = 14_600;

export interface WireResponse {
  /** Status line, headers and gzip body with its chunked framing, in bytes. */
  readonly bytes: number;
  /** The HTML a browser holds once the first window has arrived: all of it when the response
   *  fits, else what the gzip bytes within the window inflate to (a deflate stream decodes as it
   *  goes, so that is what a browser can parse and paint before the second round trip). */
  readonly firstWindowHtml: string;
  readonly html: string;
}

/** A response of `headBytes` of status line, headers and framing and this body (gzip or not), as a
 *  browser holds it after the first window and after the whole. */
export function splitAtFirstWindow(headBytes: number, body: Buffer, gzip: boolean): WireResponse {
  const inflate = (b: Buffer) => (gzip ? gunzipSync(b, { finishFlush: constants.Z_SYNC_FLUSH }) : b).toString('utf8');
  const html = inflate(body);
  const room = Math.max(0, firstWindow - headBytes);
  return { bytes: headBytes + body.length, html, firstWindowHtml: body.length <= room ? html : inflate(body.subarray(0, room)) };
}

export function wireResponse(url: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    // Counted off the socket, as Chrome counts a document (what Lighthouse charges): the status
    // line, the headers and the body with its chunked framing (the worker streams its pages, and
    // the chunk sizes cost 18 bytes on a page here, enough to push a page at 14,588 bytes of
    // headers and gzip over the window). A socket of its own, so every byte on it is this response.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let onSocket = 0;
    const req = httpGet(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        agent.destroy();
        const body = Buffer.concat(chunks);
        resolve(splitAtFirstWindow(onSocket - body.length, body, res.headers['content-encoding'] === 'gzip'));
      });
      res.on('error', reject);
    });
    req.on('socket', (socket) => socket.on('data', (data: Buffer) => { onSocket += data.length; }));
    req.on('error', reject);
  });
}

export async function wireBytes(url: string): Promise<number> {
  return (await wireResponse(url)).bytes;
}
