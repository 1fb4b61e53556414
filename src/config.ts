// The worker's settings, read from wrangler [vars]. Unknown or missing values fall back to the
// safe side: content counts as sample (noindex), errors are shown as in production.
export interface Env {
  SITE_URL?: string;
  CONTENT_STATUS?: string;
  ENVIRONMENT?: string;
  CHAT_PROVIDER?: string;
  CHAT_ID?: string;
  GTAG_ID?: string;
  GTAG_CONVERSION?: string;
  RENDER_CACHE?: string;
}

export interface SiteConfig {
  /** Origin for absolute URLs (canonical, sitemap, Open Graph), without a trailing slash. */
  readonly siteUrl: string;
  readonly contentStatus: 'sample' | 'verified';
  readonly environment: 'development' | 'production';
  /** Keep rendered pages in memory per isolate ('off' only to measure what it saves). */
  readonly renderCache: boolean;
}

const defaultSiteUrl = 'https://www.example.org';

function parseOrigin(value: string | undefined): string {
  try {
    return value ? new URL(value).origin : defaultSiteUrl;
  } catch {
    return defaultSiteUrl;
  }
}

export function readConfig(env: Env): SiteConfig {
  return {
    siteUrl: parseOrigin(env.SITE_URL),
    contentStatus: env.CONTENT_STATUS === 'verified' ? 'verified' : 'sample',
    environment: env.ENVIRONMENT === 'development' ? 'development' : 'production',
    renderCache: env.RENDER_CACHE !== 'off',
  };
}
