// The few plain pages around the web editor, outside Decap CMS: the public site's /admin (where
// the editor lives), the editor origin's "sign-in is not set up" page, and the sign-in window's
// answer. One small stylesheet (made by the build, admitted by its hash) and, for the sign-in
// window only, one script from this origin. Text in Traditional Chinese and English: the
// Association's editors read either.
import { editorAssets, editorStyle, editorStyleHash } from '../generated/admin.ts';
import { escapeXml } from './xml.ts';

/** The policy of these pages: nothing but their stylesheet and, where named, a script of this origin. */
export const plainPagePolicy = (script: boolean) => [
  "default-src 'none'",
  ...(script ? ["script-src 'self'"] : []),
  `style-src ${editorStyleHash}`,
  // data: for the empty icon (no request for /favicon.ico).
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface Paragraph {
  readonly 'zh-TW': string;
  readonly en: string;
}

/** A JSON value for a page's script to read: `<` escaped, so no value can end the element. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** An editor page: never indexed; `head` is trusted markup (the title is escaped here). */
export function editorDocument(lang: string, title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${escapeXml(title)}</title>
${head}
</head>
<body>${body}</body>
</html>
`;
}

/** A paragraph's text, escaped, with `{link}` replaced by a link to `href`. */
function paragraph(text: string, link?: { href: string; text: string }): string {
  const escaped = escapeXml(text);
  return link ? escaped.replace('{link}', `<a href="${escapeXml(link.href)}">${escapeXml(link.text)}</a>`) : escaped;
}

/**
 * A plain page: a heading and paragraphs in both languages, a list (the settings an operator must
 * still make), and optionally the sign-in window's script and its data.
 */
export function plainPage(options: {
  title: Paragraph;
  paragraphs: readonly Paragraph[];
  list?: readonly string[];
  link?: { href: string; text: string };
  signin?: Record<string, string>;
}): string {
  const { title, paragraphs, list, link, signin } = options;
  const section = (lang: 'zh-TW' | 'en') => `<section lang="${lang}">
<h1>${escapeXml(title[lang])}</h1>
${paragraphs.map((p) => `<p>${paragraph(p[lang], link)}</p>`).join('\n')}
${lang === 'en' && list?.length ? `<ul>${list.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>` : ''}
</section>`;
  const data = signin ? `${jsonScript('signin', signin)}\n<script src="${editorAssets.signin}"></script>` : '';
  return editorDocument('zh-Hant-TW', `${title['zh-TW']} · ${title.en}`, `<style>${editorStyle}</style>${data}`, `
<main>
${section('zh-TW')}
${section('en')}
</main>
`);
}
