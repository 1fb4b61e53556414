// The picture step of the build (scripts/content-images.ts), run with sharp as `npm run build`
// runs it, on a fixture folder: a picture becomes AVIF and WebP at each width up to its own, with
// its proportions, under hash names; a second run reads the cache; the compiled entry renders as
// <picture>. (The workerd half, test/content-images.test.ts, checks the messages and the pages.)
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { compileContent } from '../../scripts/content-compile.ts';
import { contentImages, imageWidths } from '../../scripts/content-images.ts';
import { Markup } from '../../src/components/Markup.tsx';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'content-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a picture beside an article', () => {
  it('becomes AVIF and WebP at every width up to its own, cached, and a <picture> on the page', async () => {
    const fixture = join(root, 'test/fixtures/content/articles/new-article');
    const folder = join(dir, 'content/articles/new-article');
    mkdirSync(folder, { recursive: true });
    for (const name of readdirSync(fixture)) writeFileSync(join(folder, name), readFileSync(join(fixture, name)));
    // A 1000 x 500 picture: the 1200 width is not made (never enlarged), 1000 is its largest.
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    writeFileSync(join(folder, 'photo.png'), png);
    const cache = join(dir, 'cache');

    const first = await contentImages(join(dir, 'content'), cache);
    const variants = first.images.get('articles/new-article/photo.png')!;
    expect(variants).toMatchObject({ width: 1000, height: 500 });
    const widths = [...new Set(imageWidths.map((w) => Math.min(w, 1000)))];
    for (const format of ['avif', 'webp'] as const) {
      const entries = variants[format].split(', ');
      expect(entries.map((e) => Number(e.split(' ')[1]!.slice(0, -1)))).toEqual(widths);
      for (const entry of entries) {
        const url = entry.split(' ')[0]!;
        expect(url).toMatch(new RegExp(`^/assets/content-images/articles-new-article-photo-\\d+\\.[0-9a-f]{12}\\.${format}$`));
        const meta = await sharp(first.files.get(url)!).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(Number(entry.split(' ')[1]!.slice(0, -1)));
      }
    }
    expect(first.files.size).toBe(widths.length * 2);
    expect(readdirSync(cache)).toHaveLength(widths.length * 2);
    // Again: the same bytes, from the cache.
    const second = await contentImages(join(dir, 'content'), cache);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);

    const files = new Map([
      ...readdirSync(fixture).map((name) => [`articles/new-article/${name}`, readFileSync(join(fixture, name), 'utf8')] as const),
    ]);
    files.set('articles/new-article/en.md', `${files.get('articles/new-article/en.md')!}\n![A blue test picture](photo.png)\n`);
    const body = compileContent(files, 'content', first.images).articles[0]!.content.en;
    const html = renderToStaticMarkup(createElement(Markup, { body, locale: 'en' }));
    // (HTML attribute names are case-insensitive: React writes srcSet.)
    expect(html.toLowerCase()).toContain(`<source type="image/avif" srcset="${variants.avif}"`);
    expect(html.toLowerCase()).toContain(`<source type="image/webp" srcset="${variants.webp}"`);
    expect(html).toMatch(/<img src="\/assets\/content-images\/[^"]+\.webp" alt="A blue test picture" width="1000" height="500" loading="lazy" decoding="async"/);
  });
});
