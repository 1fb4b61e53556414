// An entry's image blocks, given the variants the build made of each image file
// (scripts/build/content/images.ts). Pure, so the content tests run it anywhere: the variants come in as
// a map keyed by the file's path under content/ ('articles/<folder>/photo.jpg').
import type { Block, ImageBlock } from '../../../src/content/body.ts';
import { fail, type MarkdownFile } from '../read/markdown.ts';

/** What the build made of one image file: its URLs and proportions (src/generated/content-images.ts
 *  writes the same type out, as src/ never imports scripts/). */
export type ImageVariants = Omit<ImageBlock, 'kind' | 'alt'>;

/** The body of `md` with each image block filled in; a file that is not in `folder` stops the build. */
export function withImages(md: MarkdownFile, folder: string, images: ReadonlyMap<string, ImageVariants>): Block[] {
  return md.blocks.map((block, i) => {
    if (block.kind !== 'img') return block;
    const variants = images.get(`${folder}/${block.src}`);
    if (!variants) fail(md.file, md.blockLines[i] ?? 1, `image "${block.src}": there is no such file in ${folder}/ (put the picture beside the .md files, and write its name exactly)`);
    return { kind: 'img', alt: block.alt, ...variants };
  });
}
