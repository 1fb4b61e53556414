// The picture step of the build (scripts/build/content/images.ts), run with sharp as `npm run build`
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
import { compileContent } from '../../scripts/build/content/compile.ts';
import { contentImages, imageWidths, maxPictureBytes, maxPicturePixels, namedPictures } from '../../scripts/build/content/images.ts';
import { crc32, deflateSync } from 'node:zlib';
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

/** A PNG's header and the start of its pixels: what sharp reads before it decodes anything. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 1], 8); // 8-bit RGBA, interlaced
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe('a picture the build will not make (issue 50, F13)', () => {
  // A 1 MB interlaced PNG of 16,000 x 16,000 once took 23 s and 1.4 GB; a picture sharp could not
  // read stopped the build with a bare stack trace. Each is now named, with what to do, from its
  // header alone, and the others are made.
  it('is listed with its path and what to do, and the others are made', async () => {
    const folder = join(dir, 'refused/content/articles/article-1');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'bomb.png'), pngHeader(16_000, 16_000));
    writeFileSync(join(folder, 'broken.png'), 'not a picture');
    writeFileSync(join(folder, 'huge.jpg'), Buffer.alloc(maxPictureBytes + 1024 * 1024));
    writeFileSync(join(folder, 'fine.png'), await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1d4ed8' } }).png().toBuffer());
    const made = await contentImages(join(dir, 'refused/content'), join(dir, 'refused/cache'));
    expect(made.errors).toEqual([
      `content/articles/article-1/bomb.png: 16000 × 16000 pixels, more than the ${maxPicturePixels / 1e6} megapixels a picture may have: resize it (the site shows it at most 1200 px wide) and add it again`,
      expect.stringMatching(/^content\/articles\/article-1\/broken\.png: not a picture the build can read \(.+\): save it again as a JPEG, PNG or WebP and add it again$/),
      'content/articles/article-1/huge.jpg: 21.0 MB; a picture may be at most 20.0 MB: save it as a JPEG, or smaller, and add it again',
    ]);
    expect([...made.refused].sort()).toEqual(['articles/article-1/bomb.png', 'articles/article-1/broken.png', 'articles/article-1/huge.jpg']);
    expect([...made.images.keys()]).toEqual(['articles/article-1/fine.png']);
  });
});

describe('a picture no body names (issue 50, F14)', () => {
  // Every picture in an entry's folder was published, named or not ("Phone Message.PNG" left
  // beside an article became six public files).
  it('is made into nothing and published nowhere, and the build says so', async () => {
    const folder = join(dir, 'unused/content/articles/article-2');
    mkdirSync(folder, { recursive: true });
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
    for (const name of ['shown.png', 'linked-only.png', 'left-over.png']) writeFileSync(join(folder, name), png);
    const files = new Map([
      ['articles/article-2/zh-TW.md', '---\ntitle: x\n---\n\n![一張圖](shown.png)\n'],
      ['articles/article-2/en.md', '---\ntitle: x\n---\n\n![A picture]( <shown.png> "a title")\n\nSee [this](linked-only.png).\n'],
      ['articles/article-2/zh-CN.md', '---\ntitle: x\n---\n\n![一张图](left-over.png)\n'],
    ]);
    const named = namedPictures(files);
    expect([...named].sort()).toEqual(['articles/article-2/linked-only.png', 'articles/article-2/shown.png']);
    const made = await contentImages(join(dir, 'unused/content'), join(dir, 'unused/cache'), named);
    expect([...made.images.keys()].sort()).toEqual(['articles/article-2/linked-only.png', 'articles/article-2/shown.png']);
    expect(made.unused).toEqual(['content/articles/article-2/left-over.png']);
    expect([...made.files.keys()].filter((url) => url.includes('left-over'))).toEqual([]);
  });
});
