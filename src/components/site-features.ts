// What a legal text says about a feature the site may not run (the newsletter, the live chat): a
// heading marked {#newsletter} or {#live-chat} in the Markdown, with everything under it up to the
// next heading of its level or above, is shown only where the site's configuration runs it, so
// the Privacy Policy never describes a service a reader cannot find.
import type { Block, Body } from '../content/body.ts';
import type { SiteConfig } from '../site/config.ts';

/** The heading ids that name a feature, and whether a configuration runs it. */
export const featureSections: Readonly<Record<string, (config: SiteConfig) => boolean>> = {
  newsletter: (config) => config.newsletter !== null,
  'live-chat': (config) => config.chat !== null,
};

const level = (block: Block) => (block.kind === 'h2' ? 2 : block.kind === 'h3' ? 3 : undefined);

/** The body without the sections of features `config` does not run. */
export function forFeatures(body: Body, config: SiteConfig): Body {
  const out: Block[] = [];
  let skippingBelow: number | undefined;
  for (const block of body) {
    const depth = level(block);
    if (skippingBelow !== undefined && (depth === undefined || depth > skippingBelow)) continue;
    skippingBelow = undefined;
    const id = 'id' in block ? block.id : undefined;
    const runs = id === undefined ? undefined : featureSections[id];
    if (depth !== undefined && runs && !runs(config)) {
      skippingBelow = depth;
      continue;
    }
    out.push(block);
  }
  return out;
}
