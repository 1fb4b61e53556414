// Views shared by the screens and the forms: one whose title and description are its interface
// strings, a missing page (an unknown article, news item or scam type, a bad link token), and the
// site's 404 (any unknown path). Here, below pages and features, so both can return them.
import type { ReactElement } from 'react';
import { MissingPage } from './MissingPage.tsx';
import type { PageContext, View } from '../site/context.ts';
import { labelled } from '../site/format.ts';

export function screenView(strings: { title(): string; description(): string }, body: ReactElement): View {
  return { status: 200, title: strings.title(), description: strings.description(), body };
}

/** A page about the Association itself (About, Team, Partners, Cases, Check Who We Are): while its
 *  content is sample, its description, which search results and link previews repeat without the
 *  page around it, starts with the sample mark too. */
export function claimsView(ctx: PageContext, strings: { title(): string; description(): string }, body: ReactElement): View {
  const view = screenView(strings, body);
  if (ctx.config.contentStatus !== 'sample') return view;
  return { ...view, description: `${labelled(ctx.LL.sample.badge(), ctx.locale)}${view.description}` };
}

/** A 404: the missing-page screen with one way onward; the path is logged by the client module. */
export function missingView(ctx: PageContext, page: {
  title: string;
  lead: string;
  /** Meta description; the lead when absent. */
  description?: string;
  action: { href: string; label: string };
  code?: string;
}): View {
  return {
    status: 404,
    title: page.title,
    description: page.description ?? page.lead,
    missingPath: ctx.url.pathname,
    body: <MissingPage ctx={ctx} code={page.code} title={page.title} lead={page.lead} action={page.action} />,
  };
}

/** The 404 screen for any unknown path, in the language of the path's prefix. */
export function notFoundView(ctx: PageContext): View {
  const { LL } = ctx;
  return missingView(ctx, {
    code: '404', title: LL.notFound.title(), lead: LL.notFound.lead(), description: LL.notFound.description(),
    action: { href: ctx.href('/'), label: LL.notFound.home() },
  });
}
