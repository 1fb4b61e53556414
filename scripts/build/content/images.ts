// The pictures beside an article's or news item's Markdown (content/articles/<folder>/photo.jpg),
// resized by sharp into AVIF and WebP at a few widths, each written under /assets/content-images/
// with a content hash in its name (so assets/_headers caches it for a year, like every asset).
// Encoding AVIF is the slow part of a build, so each variant is kept in node_modules/.cache,
// keyed by the source's bytes and the settings: a build re-encodes only new or changed pictures.
// A picture is refused, with its path and what to do, when it is larger than a phone's photo
// (maxPictureBytes) or has more pixels than maxPicturePixels, read from its header before any
// decoding: a small file can hold a huge image that takes long and much memory to encode
// (docs/performance.md, "Pictures too large to make"). Every
// picture that cannot be made is listed, and the build stops once all have been tried.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariants } from './image-blocks.ts';
import { isImageFile } from './compile.ts';

/** Widths made of each picture (never wider than the picture): a phone, a phone at 2x or a tablet,
 *  and the article column at 2x. */
export const imageWidths = [480, 800, 1200] as const;

/** The largest picture file taken: a phone's photo is 2–8 MB. */
export const maxPictureBytes = 20 * 1024 * 1024;
/** The most pixels a picture may have (a 48 MP phone photo is refused; 40 MP is 7,700 × 5,200):
 *  decoding one costs 4 bytes a pixel, and an interlaced PNG must be decoded whole. */
export const maxPicturePixels = 40_000_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const encoders = {
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 4 }),
  webp: (img: Sharp) => img.webp({ quality: 75 }),
} as const;
const settings = JSON.stringify({ imageWidths, avif: [50, 4], webp: [75], v: 1 });

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

export interface ContentImages {
  /** 'articles/<folder>/photo.jpg' -> its URLs and proportions (scripts/build/content/image-blocks.ts). */
  readonly images: ReadonlyMap<string, ImageVariants>;
  /** Each variant's URL (/assets/content-images/…) -> its bytes, for dist/static. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** A picture that could not be made: 'content/…/photo.png: what is wrong: what to do'. */
  readonly errors: readonly string[];
  /** Those pictures, as keys of `images` ('articles/<folder>/photo.png'). */
  readonly refused: ReadonlySet<string>;
  /** Pictures in a folder that no body names: not made, not published ('content/…/photo.png'). */
  readonly unused: readonly string[];
}

/** Why a picture is refused before decoding, or null: its size and pixels, from its header. */
async function refusal(source: Buffer): Promise<string | null> {
  if (source.length > maxPictureBytes) {
    return `${mb(source.length)}; a picture may be at most ${mb(maxPictureBytes)}: save it as a JPEG, or smaller, and add it again`;
  }
  const { width = 0, height = 0 } = await sharp(source).metadata();
  if (width * height > maxPicturePixels) {
    return `${width} × ${height} pixels, more than the ${maxPicturePixels / 1e6} megapixels a picture may have: resize it (the site shows it at most ${imageWidths.at(-1)} px wide) and add it again`;
  }
  return null;
}

/** One picture's variants and their bytes, or why it is refused. */
async function makePicture(source: Buffer, name: string, cacheDir: string): Promise<{ variants: ImageVariants; files: Map<string, Buffer> } | string> {
  const refused = await refusal(source);
  if (refused) return refused;
  // limitInputPixels again at every decode: the header was read once above.
  const read = () => sharp(source, { limitInputPixels: maxPicturePixels });
  // The picture as it is shown: a phone photo's orientation tag applied (rotate() below too).
  const meta = await read().metadata();
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  if (!width || !height) return 'the build reads no width or height in it: save it again as a JPEG, PNG or WebP and add it again';
  const widths = [...new Set(imageWidths.map((w) => Math.min(w, width)))];
  const stem = name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const key = hash(Buffer.concat([source, Buffer.from(settings)]));
  const files = new Map<string, Buffer>();
  const srcset: Record<keyof typeof encoders, string[]> = { avif: [], webp: [] };
  for (const w of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const cached = join(cacheDir, `${key}-${w}.${format}`);
      let data: Buffer;
      if (existsSync(cached)) data = readFileSync(cached);
      else {
        data = await encoders[format](read().rotate().resize({ width: w, withoutEnlargement: true })).toBuffer();
        writeFileSync(cached, data);
      }
      const url = `/assets/content-images/${stem}-${w}.${hash(data)}.${format}`;
      files.set(url, data);
      srcset[format].push(`${url} ${w}w`);
    }
  }
  const largest = widths.at(-1)!;
  const middle = widths[Math.min(1, widths.length - 1)]!;
  return {
    variants: {
      src: srcset.webp[widths.indexOf(middle)]!.split(' ')[0]!,
      width: largest,
      height: Math.round((height * largest) / width),
      avif: srcset.avif.join(', '),
      webp: srcset.webp.join(', '),
    },
    files,
  };
}

/** A link's destination in Markdown: `](photo.png)`, `](<photo.png> "title")`. */
const destination = /\]\(\s*<?([^()\s<>]+)/g;

/**
 * The pictures the articles' and news items' Markdown names ('articles/<folder>/photo.png'), read
 * from zh-TW.md and en.md (zh-CN.md is derived and names the same). Every link destination that is
 * a picture's file name counts, so it is never less than what the bodies show: a picture named
 * only in a link is made too (the build refuses such a link anyway).
 */
export function namedPictures(files: ReadonlyMap<string, string>): Set<string> {
  const named = new Set<string>();
  for (const [path, text] of files) {
    const [kind, folder, name] = path.split('/');
    if ((kind !== 'articles' && kind !== 'news') || (name !== 'zh-TW.md' && name !== 'en.md')) continue;
    for (const [, target] of text.matchAll(destination)) if (isImageFile(target!)) named.add(`${kind}/${folder}/${target}`);
  }
  return named;
}

/** Every picture in an article or news folder under `contentDir` that `wanted` names, resized
 *  (from the cache when it can); each one that cannot be made is in `errors`, and the others are
 *  made all the same. A picture no body names is made into nothing and published nowhere: it is in
 *  `unused`, for a warning. */
export async function contentImages(contentDir: string, cacheDir: string, wanted: ReadonlySet<string> | null = null): Promise<ContentImages> {
  const images = new Map<string, ImageVariants>();
  const files = new Map<string, Buffer>();
  const errors: string[] = [];
  const refused = new Set<string>();
  const unused: string[] = [];
  mkdirSync(cacheDir, { recursive: true });
  for (const kind of ['articles', 'news']) {
    const kindDir = join(contentDir, kind);
    if (!existsSync(kindDir)) continue;
    for (const folder of readdirSync(kindDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
      for (const name of readdirSync(join(kindDir, folder)).filter(isImageFile).sort()) {
        const key = `${kind}/${folder}/${name}`;
        if (wanted && !wanted.has(key)) {
          unused.push(`content/${key}`);
          continue;
        }
        let made: Awaited<ReturnType<typeof makePicture>>;
        try {
          made = await makePicture(readFileSync(join(kindDir, folder, name)), `${kind}-${folder}-${name.replace(/\.[^.]+$/, '')}`, cacheDir);
        } catch (error) {
          made = `not a picture the build can read (${error instanceof Error ? error.message : String(error)}): save it again as a JPEG, PNG or WebP and add it again`;
        }
        if (typeof made === 'string') {
          errors.push(`content/${key}: ${made}`);
          refused.add(key);
          continue;
        }
        images.set(key, made.variants);
        for (const [url, data] of made.files) files.set(url, data);
      }
    }
  }
  return { images, files, errors, refused, unused };
}
