// A page of a few hundred bytes, for answers anyone can ask for in bulk (a refused form post): no
// React render, no navigation or footer, none of the site's stylesheet; a few rules inline,
// admitted by their hash like every page's. The text is escaped here, as React would.
import type { RenderedPage } from './document.tsx';
import { cspHash } from './page-style.ts';

export interface SmallPage {
  /** <html lang>: a BCP 47 tag. */
  readonly lang: string;
  /** The document's <title>. */
  readonly title: string;
  /** A short line above the heading (the status code). */
  readonly code: string;
  readonly heading: string;
  readonly lead: string;
  readonly link: { readonly href: string; readonly label: string };
}

// The same font stacks per language as the site's pages (uno.config.ts).
const css = 'body{font:1.125rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;max-width:36rem;margin:0 auto;padding:3rem 1.25rem}'
  + 'html[lang=zh-Hant-TW] body{font-family:system-ui,-apple-system,"PingFang TC","Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",sans-serif}'
  + 'html[lang=zh-Hans-CN] body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC","Noto Sans SC","Microsoft YaHei",sans-serif}'
  + 'h1{font-size:1.75rem;line-height:1.3;margin:.25rem 0 1rem}p{margin:0 0 1.5rem}.code{color:#475569;font-weight:600;margin:0}'
  + 'a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1e40af;color:#fff;font-weight:600;text-decoration:none}';
let styleHash: Promise<string> | null = null;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderSmallPage(page: SmallPage): Promise<RenderedPage> {
  styleHash ??= cspHash(css);
  const html = `<!DOCTYPE html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
    + `<title>${escapeHtml(page.title)}</title><style>${css}</style></head><body><main>`
    + `<p class="code">${escapeHtml(page.code)}</p><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.lead)}</p>`
    + `<a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></main></body></html>`;
  return { html, styleHash: await styleHash };
}
