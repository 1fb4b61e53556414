// What a request sees: the entries public at the worker's clock now, and drafts only in the local
// preview. The preview is ENVIRONMENT = "development" (wrangler.toml's default [vars]: `npm start`,
// wrangler dev, the tests); `--env production` sets "production", and anything else counts as it.
import { publishedAt } from '../content/visible.ts';
import type { Published } from '../content/published.ts';
import type { SiteConfig } from '../site/config.ts';

export const isPreview = (config: SiteConfig) => config.environment === 'development';

export const publishedNow = (config: SiteConfig): Published => publishedAt(Date.now(), isPreview(config));
