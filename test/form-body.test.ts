// A form body that stops arriving (the visitor's connection drops mid-upload: workerd's read
// throws "Network connection lost.") is the client's doing: a 400 page that says what happened
// and what to do, no 500, and no error-level log line or stack.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, db, freshIp, html } from './forms.ts';
import { origin, textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };

function hangingUp(start: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new Error('Network connection lost.'));
    },
  });
}

describe('an upload that breaks off', () => {
  it.each([
    ['/en/contact', 'name=Chen&message=Someone%20asked', {}, 'Your form did not arrive in full'],
    ['/contact', 'name=%E7%8E%8B', {}, '表單沒有完整送達'],
    ['/cn/newsletter', 'email=reader%40exa', provider, '表单没有完整送达'],
  ])('%s answers 400 with a page saying what to do, and logs no error', async (path, start, extra, title) => {
    const lines: { level: string; line: string }[] = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { lines.push({ level, line: args.map(String).join(' ') }); });
    }
    const before = await db.prepare('SELECT (SELECT COUNT(*) FROM requests) + (SELECT COUNT(*) FROM subscribers) AS n').first();
    const res = await call(path, {
      method: 'POST', body: hangingUp(start), duplex: 'half',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshIp() },
    } as RequestInit, extra);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf((await html(res)).querySelector('h1'))).toBe(title);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.map((l) => l.line).join('\n')).not.toMatch(/render_error|stack|at readForm/);
    expect(await db.prepare('SELECT (SELECT COUNT(*) FROM requests) + (SELECT COUNT(*) FROM subscribers) AS n').first()).toEqual(before);
  });
});
