// A place chosen in a page's URL (`?place=XX`, `?place=other`) is kept in the functional `place`
// cookie (site/place.ts), so the next page speaks to the same place without carrying it in links.
import type { Context } from 'hono';
import { placeCookieHeader, requestPlace } from '../site/place.ts';
import type { AppEnv } from './app-env.ts';

export function keepPlaceChoice(c: Context<AppEnv>): void {
  const url = new URL(c.req.url);
  const { newChoice } = requestPlace(url, null, null);
  if (newChoice === undefined) return;
  c.header('Set-Cookie', placeCookieHeader(newChoice, url.protocol === 'https:'), { append: true });
}
