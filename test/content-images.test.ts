// Pictures in articles and news: `![alt](photo.jpg)` beside the Markdown becomes a <picture> with
// AVIF and WebP at several widths, its width and height, lazy and async; a missing alt, a missing
// file or a picture where none may go stops the build with the file and line. The variants come in
// as the build's map (scripts/build/content/images.ts makes it with sharp; test/e2e/content-images.test.ts
// runs that part); every picture the site ships is served as an immutable asset.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { compileContent, ContentError } from '../scripts/build/content/compile.ts';
import type { ImageVariants } from '../scripts/build/content/image-blocks.ts';
import { Markup } from '../src/components/Markup.tsx';
import type { ImageBlock } from '../src/content/body.ts';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import { bodyOf } from './entry-bodies.ts';
import { get } from './helpers.ts';

const glob = import.meta.glob(['./fixtures/content/**/*.md', './fixtures/content/*.yaml'], { query: '?raw', import: 'default', eager: true });
const fixture = new Map(Object.entries(glob).map(([path, text]) => [path.slice('./fixtures/content/'.length), text as string]));
const withLine = (path: string, line: string) => new Map([...fixture, [path, `${fixture.get(path)!}\n${line}\n`]]);

const variants: ImageVariants = {
  src: '/assets/content-images/photo-800.aaaa.webp', width: 1200, height: 675,
  avif: '/assets/content-images/photo-480.b.avif 480w, /assets/content-images/photo-800.c.avif 800w, /assets/content-images/photo-1200.d.avif 1200w',
  webp: '/assets/content-images/photo-480.e.webp 480w, /assets/content-images/photo-800.aaaa.webp 800w, /assets/content-images/photo-1200.f.webp 1200w',
};
const images = new Map([['articles/new-article/photo.jpg', variants]]);

function problem(files: Map<string, string>, map = images): string {
  try {
    compileContent(files, 'content', map);
    return '';
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
}

describe('a picture in an article', () => {
  const files = withLine('articles/new-article/en.md', '![A phone showing a fake bank message](photo.jpg)');
  const body = compileContent(files, 'content', images).articles[0]!.content.en;

  it('compiles to an image block with the build\'s variants and the alt text', () => {
    expect(body.at(-1)).toEqual({ kind: 'img', alt: 'A phone showing a fake bank message', ...variants });
  });

  it('renders as <picture>: AVIF then WebP with every width, the size, lazy and async', () => {
    const doc = parse(renderToStaticMarkup(createElement(Markup, { body, locale: 'en' })));
    const picture = doc.querySelector('picture')!;
    const sources = picture.querySelectorAll('source');
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(variants.avif);
    expect(sources[1]!.getAttribute('srcset')).toBe(variants.webp);
    for (const s of sources) expect(s.getAttribute('sizes')).toMatch(/\d/);
    const img = picture.querySelector('img')!;
    expect(img.attributes).toMatchObject({ src: variants.src, alt: 'A phone showing a fake bank message', width: '1200', height: '675', loading: 'lazy', decoding: 'async' });
  });

  it('stops the build without alt text, naming the file and line', () => {
    const message = problem(withLine('articles/new-article/en.md', '![](photo.jpg)'));
    expect(message).toMatch(/^content\/articles\/new-article\/en\.md:\d+: image "photo\.jpg": alt text is required/);
    const line = Number(/:(\d+):/.exec(message)![1]);
    expect(`${fixture.get('articles/new-article/en.md')!}\n![](photo.jpg)\n`.split('\n')[line - 1]).toBe('![](photo.jpg)');
  });

  it('stops the build for a file that is not in the folder, a picture inside a sentence, or one in a scam guide', () => {
    expect(problem(withLine('articles/new-article/zh-TW.md', '![照片](missing.jpg)'))).toMatch(/^content\/articles\/new-article\/zh-TW\.md:\d+: image "missing\.jpg": there is no such file in articles\/new-article\//);
    expect(problem(withLine('articles/new-article/en.md', 'See ![a phone](photo.jpg) here.'))).toMatch(/en\.md:\d+: an image goes in a paragraph of its own/);
    expect(problem(withLine('scams/investment/en.md', '![a phone](photo.jpg)'))).toMatch(/^content\/scams\/investment\/en\.md:\d+: /);
  });
});

describe('the pictures the site ships', () => {
  /** Every picture in an English body, with the page it is on (bodies read one at a time). */
  async function pictures(): Promise<{ path: string; image: ImageBlock }[]> {
    const found: { path: string; image: ImageBlock }[] = [];
    for (const [path, entry] of [...articles.map((a) => [`/en/blog/${a.id}`, a] as const), ...newsItems.map((n) => [`/en/news/${n.slug}`, n] as const)]) {
      for (const image of (await bodyOf(entry, 'en')).filter((b): b is ImageBlock => b.kind === 'img')) found.push({ path, image });
    }
    return found;
  }

  it('are on their pages as <picture>, every variant served for a year under its hash', async () => {
    for (const { path, image } of await pictures()) {
      const doc = parse(await (await get(path)).text());
      expect(doc.querySelector(`main picture img[src="${image.src}"]`), path).not.toBeNull();
      for (const entry of [...image.avif.split(', '), ...image.webp.split(', ')]) {
        const url = entry.split(' ')[0]!;
        // SELF reaches the worker alone; the binding is the platform's asset server.
        const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://site.test${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
        expect(res.headers.get('cache-control'), url).toContain('immutable');
        await res.arrayBuffer();
      }
    }
  });
});
