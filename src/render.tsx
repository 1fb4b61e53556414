// Turns a view into an HTML response: the document shell around it, React's streamed server
// render, and the response headers. The only module that knows react-dom/server.
import { renderToReadableStream } from 'react-dom/server';
import { Layout } from './components/Layout.tsx';
import type { NavItem } from './components/nav.ts';
import type { PageContext, View } from './context.ts';

export interface Shell {
  readonly nav: readonly NavItem[];
  readonly footerLinks: readonly NavItem[];
}

/**
 * Renders the whole document. It waits for `allReady` before answering so that an error
 * anywhere in the tree rejects here (and becomes the 500 page) instead of cutting off a 200
 * half-way through; the pages have no suspense boundaries, so nothing is lost by waiting.
 */
export async function renderDocument(ctx: PageContext, view: View, shell: Shell): Promise<ReadableStream> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <Layout ctx={ctx} view={view} nav={shell.nav} footerLinks={shell.footerLinks} />,
    { onError: (error) => { failure ??= error; } },
  );
  await stream.allReady;
  if (failure !== null) throw failure;
  return stream;
}
