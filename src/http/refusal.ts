// A refusal as a small page of its own (src/render/small-page.ts): a refused form post, too many
// searches. Anyone can ask for these in bulk, so they cost a few hundred bytes, no React render,
// and are never stored by any cache; the text is in the page's language, with the link to go on.
import type { Context } from 'hono';
import { renderSmallPage } from '../render/small-page.ts';
import type { PageContext } from '../site/context.ts';
import { joinTitle, languageTags } from '../site/locale.ts';
import type { AppEnv } from './app-env.ts';
import type { PageResponder } from './page-response.ts';

export interface Refusal {
  readonly status: 400 | 403 | 413 | 415 | 429 | 503;
  readonly title: string;
  readonly lead: string;
  readonly back: { readonly href: string; readonly label: string };
  /** Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>;
}

export async function sendRefusal(c: Context<AppEnv>, ctx: PageContext, pages: PageResponder, refusal: Refusal): Promise<Response> {
  const { status, title, lead, back, headers } = refusal;
  const page = await renderSmallPage({
    lang: languageTags[ctx.locale], title: joinTitle(ctx.locale, title, ctx.LL.site.name()), code: String(status), heading: title, lead, link: back,
  });
  c.set('firstPartyOnly', true);
  return pages.send(c, page, status, new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers }));
}
