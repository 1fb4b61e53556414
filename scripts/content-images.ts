// The pictures beside an article's or news item's Markdown (content/articles/<folder>/photo.jpg),
// resized by sharp into AVIF and WebP at a few widths, each written under /assets/content-images/
// with a content hash in its name (so assets/_headers caches it for a year, like every asset).
// Encoding AVIF is the slow part of a build, so each variant is kept in node_modules/.cache,
// keyed by the source's bytes and the settings: a build re-encodes only new or changed pictures.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariants } from './content-image-blocks.ts';
import { isImageFile } from './content-compile.ts';

/** Widths made of each picture (never wider than the picture): a phone, a phone at 2x or a tablet,
 *  and the article column at 2x. */
export const imageWidths = [480, 800, 1200] as const;


const encoders = {
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 4 }),
  webp: (img: Sharp) => img.webp({ quality: 75 }),
} as const;
const settings = JSON.stringify({ imageWidths, avif: [50, 4], webp: [75], v: 1 });

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

export interface ContentImages {
  /** 'articles/<folder>/photo.jpg' -> its URLs and proportions (scripts/content-image-blocks.ts). */
  readonly images: ReadonlyMap<string, ImageVariants>;
  /** Each variant's URL (/assets/content-images/…) -> its bytes, for dist/static. */
  readonly files: ReadonlyMap<string, Buffer>;
}

/** Every picture in an article or news folder under `contentDir`, resized (from the cache when it can). */
export async function contentImages(contentDir: string, cacheDir: string): Promise<ContentImages> {
  const images = new Map<string, ImageVariants>();
  const files = new Map<string, Buffer>();
  mkdirSync(cacheDir, { recursive: true });
  for (const kind of ['articles', 'news']) {
    const kindDir = join(contentDir, kind);
    if (!existsSync(kindDir)) continue;
    for (const folder of readdirSync(kindDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
      for (const name of readdirSync(join(kindDir, folder)).filter(isImageFile).sort()) {
        const source = readFileSync(join(kindDir, folder, name));
        // The picture as it is shown: a phone photo's orientation tag applied (rotate() below too).
        const meta = await sharp(source).metadata();
        const { width = 0, height = 0 } = meta.autoOrient ?? meta;
        if (!width || !height) throw new Error(`content/${kind}/${folder}/${name}: not a picture sharp can read`);
        const widths = [...new Set(imageWidths.map((w) => Math.min(w, width)))];
        const stem = `${kind}-${folder}-${name.replace(/\.[^.]+$/, '')}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
        const key = hash(Buffer.concat([source, Buffer.from(settings)]));
        const srcset: Record<keyof typeof encoders, string[]> = { avif: [], webp: [] };
        for (const w of widths) {
          for (const format of ['avif', 'webp'] as const) {
            const cached = join(cacheDir, `${key}-${w}.${format}`);
            let data: Buffer;
            if (existsSync(cached)) data = readFileSync(cached);
            else {
              data = await encoders[format](sharp(source).rotate().resize({ width: w, withoutEnlargement: true })).toBuffer();
              writeFileSync(cached, data);
            }
            const url = `/assets/content-images/${stem}-${w}.${hash(data)}.${format}`;
            files.set(url, data);
            srcset[format].push(`${url} ${w}w`);
          }
        }
        const largest = widths.at(-1)!;
        const middle = widths[Math.min(1, widths.length - 1)]!;
        images.set(`${kind}/${folder}/${name}`, {
          src: srcset.webp[widths.indexOf(middle)]!.split(' ')[0]!,
          width: largest,
          height: Math.round((height * largest) / width),
          avif: srcset.avif.join(', '),
          webp: srcset.webp.join(', '),
        });
      }
    }
  }
  return { images, files };
}
