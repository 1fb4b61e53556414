// Check Who We Are is the page the rest of the site sends a reader to before paying: on the page
// itself, its text points to what is on it ("the account above"), never to itself by name.
import { describe, expect, it } from 'vitest';
import { page, textOf } from './helpers.ts';

describe('Check Who We Are', () => {
  it.each(['/verify', '/cn/verify', '/en/verify'])('%s does not send the reader to itself', async (path) => {
    const { doc } = await page(path);
    const main = doc.querySelector('main')!;
    const name = textOf(main.querySelector('h1')).trim();
    expect(name.length).toBeGreaterThan(3);
    main.querySelector('h1')!.remove();
    expect(textOf(main)).not.toContain(name);
  });
});
