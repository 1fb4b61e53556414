// What a request sees: the entries public at the worker's clock now, and drafts only in a preview.
// The local preview is ENVIRONMENT = "development" (wrangler.toml's default [vars]: `npm start`,
// wrangler dev, the tests): drafts too. A draft's preview on the platform is "preview"
// ([env.production.previews.vars]): drafts and scheduled entries too, so an editor sees a post
// before its time. `--env production` sets "production", and anything else counts as it.
import { publishedAt } from '../content/visible.ts';
import type { Published } from '../content/published.ts';
import type { SiteConfig } from '../site/config.ts';

export const isPreview = (config: SiteConfig) => config.environment === 'development' || config.preview;

export const publishedNow = (config: SiteConfig): Published => publishedAt(config.preview ? Number.POSITIVE_INFINITY : Date.now(), isPreview(config));
