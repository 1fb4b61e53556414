// Search and sharing metadata of a page: canonical URL, hreflang alternates (+ x-default),
// Open Graph with the locale's image (X reads og: where no twitter: tag says otherwise, so only
// the card type and the image's alt text, which no og: tag gives X, are twitter: tags), and
// JSON-LD: BreadcrumbList below Home, whatever the page adds (e.g. an Article, which names the
// Organization as publisher in brief), and the whole Organization with its contact details on Home and About (search engines want it once, not on every page;
// every byte of the head shares the first round trip with the page).
import { assetUrl } from '../site/assets.ts';
import type { PageContext, View } from '../site/context.ts';
import { contact } from '../content/site.ts';
import { defaultLocale, joinTitle, languageTags, locales, localizePath, ogLocales, type Locale } from '../site/locale.ts';
import { translations } from '../i18n/translate.ts';

/** JSON for a <script type="application/ld+json"> block: '<' escaped so text can never end it. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The Organization's JSON-LD @id: the node on Home and About, and every reference to it. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * The Organization as an Article or news item names it (publisher, author): who it is and where,
 * without the contact details the full node on Home and About carries. One entity in every
 * language: a consumer that merges nodes on the @id finds one name (the Traditional Chinese, the
 * binding language), one url (the site's home) and the other languages' names as alternateName.
 */
export function publisherData(ctx: PageContext) {
  const { siteUrl } = ctx.config;
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: translations(defaultLocale).site.name(),
    alternateName: locales.filter((l) => l !== defaultLocale).map((l) => translations(l).site.name()),
    url: siteUrl + localizePath('/', defaultLocale),
    logo: siteUrl + assetUrl('logo.svg'),
  };
}

function organizationData(ctx: PageContext) {
  return {
    '@context': 'https://schema.org',
    ...publisherData(ctx),
    email: contact.email,
    telephone: contact.phone,
    // One address, as the name: in the binding language.
    address: { '@type': 'PostalAddress', streetAddress: contact.address[defaultLocale], addressLocality: contact.addressLocality, addressCountry: contact.addressCountry },
  };
}

export function HeadMeta({ ctx, view }: { ctx: PageContext; view: View }) {
  const { siteUrl } = ctx.config;
  const absolute = (path: string) => siteUrl + path;
  // The page's own query (/cases?page=2) is part of its URL in every language; any other is not.
  const url = (locale: Locale) => absolute(localizePath(ctx.path, locale) + (view.query ?? ''));
  const canonical = url(ctx.locale);
  const image = absolute(assetUrl(`og-${ctx.locale}.jpg`));
  const siteName = ctx.LL.site.name();
  // What the share image shows (scripts/dev/og-images.ts: the name and Home's headline). X reads
  // og:title, og:description and og:image, but has no fallback for the image's alt text.
  const imageAlt = joinTitle(ctx.locale, siteName, ctx.LL.home.heroTitle());
  const trail = ctx.path === '/' ? [] : (view.breadcrumb ?? [{ name: view.title, path: ctx.path }]);
  const breadcrumbs = trail.length === 0 ? null : {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: ctx.LL.nav.home(), path: '/' }, ...trail].map((item, i) => ({
      '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(localizePath(item.path, ctx.locale)),
    })),
  };
  return (
    <>
      <link rel="canonical" href={canonical} />
      {locales.map((l) => <link key={l} rel="alternate" hrefLang={languageTags[l]} href={url(l)} />)}
      <link rel="alternate" hrefLang="x-default" href={url('zh-TW')} />
      <meta property="og:type" content={view.ogType ?? 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={view.title} />
      <meta property="og:description" content={view.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[ctx.locale]} />
      {locales.filter((l) => l !== ctx.locale).map((l) => <meta key={l} property="og:locale:alternate" content={ogLocales[l]} />)}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
      {ctx.path === '/' || ctx.path === '/about' ? <script type="application/ld+json">{jsonLd(organizationData(ctx))}</script> : null}
      {breadcrumbs ? <script type="application/ld+json">{jsonLd(breadcrumbs)}</script> : null}
      {view.structuredData ? <script type="application/ld+json">{jsonLd(view.structuredData)}</script> : null}
    </>
  );
}
