// Icons drawn four times or more on a page are drawn once and shown again by <use> (src/icon-reuse.ts).
import { describe, expect, it } from 'vitest';
import { reuseRepeatedIcons, reuseThreshold } from '../src/render/icon-reuse.ts';
import { get } from './helpers.ts';

const icon = (cls: string, drawing: string) => `<svg viewBox="0 0 24 24" class="icon ${cls}" aria-hidden="true">${drawing}</svg>`;
const phone = '<path d="M1 1h2"></path>';
const globe = '<circle cx="12" cy="12" r="10"></circle>';

describe('repeated icons', () => {
  it('are drawn once, in a <g> with an id, and shown again by <use>, each copy keeping its own classes', () => {
    const html = [icon('A', phone), icon('B', globe), icon('C', phone), icon('A', phone), icon('D', phone)].join('');
    expect(reuseRepeatedIcons(html)).toBe([
      icon('A', `<g id="icon-0">${phone}</g>`), icon('B', globe), icon('C', '<use href="#icon-0"/>'), icon('A', '<use href="#icon-0"/>'), icon('D', '<use href="#icon-0"/>'),
    ].join(''));
  });

  it(`are left as they are under ${reuseThreshold} copies`, () => {
    const html = Array.from({ length: reuseThreshold - 1 }, () => icon('A', phone)).join('');
    expect(reuseRepeatedIcons(html)).toBe(html);
  });

  it('on the report pages: every <use> names a drawing on the page, and no id is given twice', async () => {
    for (const url of ['/report', '/cn/report', '/en/report']) {
      const html = await (await get(url)).text();
      const uses = [...html.matchAll(/<use href="#([^"]+)"\/>/g)].map((m) => m[1]!);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(uses.length).toBeGreaterThan(20);
      for (const id of new Set(uses)) expect(ids.filter((i) => i === id), id).toHaveLength(1);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
