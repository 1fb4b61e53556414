// Turns a view into the HTML document: the shell around it, React's server render, the one pass
// over the rendered markup (src/render/html-passes.ts), and the page's inline stylesheet (the
// rules its markup uses) with the hash the CSP admits it by.
// The only module that knows react-dom/server.
import { renderToReadableStream } from 'react-dom/server';
import { Layout } from '../components/Layout.tsx';
import type { NavItem } from '../components/nav.ts';
import type { PageContext, View } from '../site/context.ts';
import { finishMarkup } from './html-passes.ts';
import { cspHash, styleFor } from './page-style.ts';
import { speculationRules } from '../site/speculation.ts';

export interface Shell {
  readonly nav: readonly NavItem[];
  readonly footerLinks: readonly NavItem[];
}

export interface RenderedPage {
  readonly html: string;
  /** The CSP source expression of the document's inline stylesheet, for style-src. */
  readonly styleHash: string;
  /** The same of its speculation rules (Layout), for script-src. */
  readonly speculationHash?: string;
}

/**
 * Renders the whole document. It waits for `allReady` so that an error anywhere in the tree
 * rejects here (and becomes the 500 page) instead of cutting off a 200 half-way through; the
 * pages have no suspense boundaries, so nothing is lost by waiting. The stylesheet is chosen from
 * the finished markup, so it goes into the empty <style> the layout leaves for it.
 */
export async function renderDocument(ctx: PageContext, view: View, shell: Shell): Promise<RenderedPage> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <Layout ctx={ctx} view={view} nav={shell.nav} footerLinks={shell.footerLinks} />,
    { onError: (error) => { failure ??= error; } },
  );
  await stream.allReady;
  if (failure !== null) throw failure;
  const markup = finishMarkup(await new Response(stream).text());
  const css = styleFor(markup.names);
  return { html: markup.fill(css), styleHash: await cspHash(css), speculationHash: await cspHash(speculationRules(ctx.locale, ctx.path)) };
}
