// Analytics (gtag) and the conversion event: nothing is loaded or sent before consent.
import { loadScript } from './load-script.ts';
import type { ClientSettings } from './settings.ts';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window { dataLayer?: unknown[]; gtag?: Gtag }
}

let loaded = false;

export function startAnalytics(gtag: NonNullable<ClientSettings['gtag']>): void {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  // gtag's documented queue: calls wait in dataLayer until the script has loaded.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtag.id);
  loadScript(gtag.src).catch(() => { /* analytics is optional: the site works without it */ });
}

/** The conversion event of a consultation click, only when analytics runs (consent given). */
export function trackConversion(gtag: ClientSettings['gtag']): void {
  if (loaded && gtag?.conversion && window.gtag) window.gtag('event', 'conversion', { send_to: gtag.conversion });
}
