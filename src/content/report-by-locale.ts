// Which official channels the Home block shows when the visitor's country is unknown or outside
// the 11 service countries: Taiwan for Traditional Chinese readers, a short list for the others.
import type { ServiceCountry } from './types.ts';

export const fallbackCountries: Readonly<Record<'zh-TW' | 'zh-CN' | 'en', readonly ServiceCountry[]>> = {
  'zh-TW': ['TW'],
  'zh-CN': ['HK', 'SG', 'MY', 'TW'],
  en: ['GB', 'US', 'CA', 'AU'],
};
