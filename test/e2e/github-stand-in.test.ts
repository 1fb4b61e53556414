// `npm run github-stand-in` stops on Ctrl-C (SIGINT) while a browser still holds a connection open
// to it (browsers keep connections alive): it used to wait until the browser closed.
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/shared/local-server.ts';

const root = join(import.meta.dirname, '../..');

describe('the GitHub stand-in', () => {
  it('exits on SIGINT with connections a browser keeps still open (kept alive, opened ahead)', async () => {
    const port = await freePort();
    const child = spawn(join(root, 'node_modules/.bin/node'), ['scripts/dev/github-stand-in.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => { output += d; });
    child.stderr!.on('data', (d) => { output += d; });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('GitHub stand-in: http://');
    // A connection as a browser holds it: kept alive after its answer.
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => get({ host: '127.0.0.1', port, path: '/', agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); }).on('error', reject));
    expect(status).toBeGreaterThan(0);
    expect(Object.values(agent.freeSockets).flat().length).toBe(1);
    // And one opened ahead of a request that never came (browsers open spare connections).
    const spare = connect(port, '127.0.0.1');
    await new Promise((resolve) => spare.on('connect', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    agent.destroy();
    spare.destroy();
  }, 120_000);
});
