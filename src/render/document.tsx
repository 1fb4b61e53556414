// Turns a view into the HTML document: the shell around it, React's server render (with short
// class names and repeated icons drawn once), and the page's inline stylesheet (the rules its
// markup uses) with the hash the CSP admits it by.
// The only module that knows react-dom/server.
import { renderToReadableStream } from 'react-dom/server';
import { Layout } from '../components/Layout.tsx';
import { styleSlot } from '../components/Inline.tsx';
import type { NavItem } from '../components/nav.ts';
import type { PageContext, View } from '../site/context.ts';
import { cspHash, markupNames, shortenClasses, styleFor } from './page-style.ts';
import { reuseRepeatedIcons } from './icon-reuse.ts';

export interface Shell {
  readonly nav: readonly NavItem[];
  readonly footerLinks: readonly NavItem[];
}

export interface RenderedPage {
  readonly html: string;
  /** The CSP source expression of the document's inline stylesheet, for style-src. */
  readonly styleHash: string;
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
  const markup = reuseRepeatedIcons(shortenClasses(await new Response(stream).text()));
  const at = markup.indexOf(styleSlot);
  if (at === -1) throw new Error('the layout has no style slot');
  const css = styleFor(markupNames(markup));
  const html = `${markup.slice(0, at)}<style>${css}</style>${markup.slice(at + styleSlot.length)}`;
  return { html, styleHash: await cspHash(css) };
}
