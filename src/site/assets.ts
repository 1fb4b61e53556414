// URLs of the hashed static files made by scripts/build/index.ts.
import { assetUrls } from '../generated/assets.ts';

/** The served URL of a file by its source name ('logo.svg', 'site.css'). */
export function assetUrl(name: string): string {
  const url = assetUrls[name];
  if (!url) throw new Error(`unknown asset: ${name}`);
  return url;
}
