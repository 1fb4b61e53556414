// The third-party origins each configured service needs, by CSP directive. Nothing here is
// admitted unless its service is configured (config.ts): with none, the CSP is 'self' only.
import type { SiteConfig } from '../site/config.ts';

export type Directive = 'scriptSrc' | 'styleSrc' | 'connectSrc' | 'imgSrc' | 'fontSrc' | 'frameSrc' | 'mediaSrc';
type Sources = Partial<Record<Directive, readonly string[]>>;

// From the providers' own CSP guidance; check it again when changing provider.
const tawk: Sources = {
  scriptSrc: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  styleSrc: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
  connectSrc: ['https://*.tawk.to', 'wss://*.tawk.to'],
  imgSrc: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
  fontSrc: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  frameSrc: ['https://*.tawk.to'],
  mediaSrc: ['https://*.tawk.to'],
};
const crisp: Sources = {
  scriptSrc: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  styleSrc: ['https://client.crisp.chat'],
  connectSrc: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
  imgSrc: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  fontSrc: ['https://client.crisp.chat'],
  frameSrc: ['https://game.crisp.chat'],
  mediaSrc: ['https://client.crisp.chat'],
};
const gtag: Sources = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

// Cloudflare's documented CSP for Turnstile: its script and the challenge frame.
const turnstile: Sources = {
  scriptSrc: ['https://challenges.cloudflare.com'],
  frameSrc: ['https://challenges.cloudflare.com'],
  connectSrc: ['https://challenges.cloudflare.com'],
};

const memo = new WeakMap<SiteConfig, Sources>();

export function thirdPartySources(config: SiteConfig): Sources {
  let sources = memo.get(config);
  if (sources) return sources;
  const merged: Record<string, Set<string>> = {};
  const add = (s: Sources) => {
    for (const [directive, list] of Object.entries(s)) for (const v of list) (merged[directive] ??= new Set()).add(v);
  };
  if (config.chat) {
    add(config.chat.provider === 'tawk' ? tawk : crisp);
    const origin = new URL(config.chat.scriptUrl).origin; // an overridden script URL (fixture, proxy)
    add({ scriptSrc: [origin], connectSrc: [origin], imgSrc: [origin], frameSrc: [origin] });
  }
  if (config.analytics) {
    add(gtag);
    const origin = new URL(config.analytics.scriptUrl).origin;
    add({ scriptSrc: [origin], connectSrc: [origin], imgSrc: [origin] });
  }
  if (config.turnstileSiteKey) add(turnstile);
  sources = Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, [...v]]));
  memo.set(config, sources);
  return sources;
}
