// The app's entry to typesafe-i18n. Every locale's dictionary is completed against the base
// locale once, at module load: a key that a locale lacks (or leaves empty) shows the key itself,
// so a missing string is seen and named, instead of typesafe-i18n's empty string.
import { i18nObject } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';
import { loadedLocales } from './i18n-util';
import type { Locales, TranslationFunctions, Translations } from './i18n-types';
import base from './zh-TW/index';

export type { Locales, TranslationFunctions };

type Dictionary = { readonly [key: string]: string | Dictionary };

/** `partial` with every string key of `reference` present: missing or empty ones become the key path. */
export function withKeyFallback(reference: Dictionary, partial: Dictionary | undefined, path = ''): Dictionary {
  const out: Record<string, string | Dictionary> = {};
  for (const [key, ref] of Object.entries(reference)) {
    const keyPath = path ? `${path}.${key}` : key;
    const value = partial?.[key];
    if (typeof ref === 'string') {
      out[key] = typeof value === 'string' && value !== '' ? value : keyPath;
    } else {
      out[key] = withKeyFallback(ref, typeof value === 'object' ? value : undefined, keyPath);
    }
  }
  return out;
}

loadAllLocales();
for (const locale of Object.keys(loadedLocales) as Locales[]) {
  loadedLocales[locale] = withKeyFallback(base, loadedLocales[locale] as Dictionary) as Translations;
}

const cache = new Map<Locales, TranslationFunctions>();

/** The translation functions of a locale (LL.nav.home() and so on), made once per isolate. */
export function translations(locale: Locales): TranslationFunctions {
  let LL = cache.get(locale);
  if (!LL) {
    LL = i18nObject(locale);
    cache.set(locale, LL);
  }
  return LL;
}
