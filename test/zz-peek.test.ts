import { it } from 'vitest';
import { page, textOf } from './helpers.ts';
it('peek', async () => {
  for (const [u, c, k] of [['/cn/scams/impersonation', 'HK', ''], ['/en/scams/impersonation', 'GB', ''], ['/scams/impersonation', 'TW', '']]) {
    const { doc } = await page(u, { cf: { country: c } as IncomingRequestCfProperties, headers: { Cookie: k } });
    console.log(u, doc.querySelectorAll('#do-now ol li').map(textOf).find((s) => s.includes('1799')));
  }
  for (const u of ['/en?place=DE', '/en?place=FR', '/cn?place=CN', '/en?place=CN']) {
    const { doc } = await page(u);
    console.log(u, textOf(doc.querySelector('[data-first-call]')));
  }
});
