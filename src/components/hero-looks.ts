// The opening of each page type: its band, its type colours and its drawing (assets/illustrations/,
// see LICENSE.md there). Home and the brand pages keep the dark brand band; the pages a victim
// reads in a hurry (Report, the guides) get calm light bands with a red or amber accent, so no two
// page types open the same way.
export type HeroArtName = 'office' | 'team' | 'documents' | 'articles' | 'phone-report' | 'phone-warning' | 'map';

export type HeroLook = 'brand' | 'home' | 'about' | 'team' | 'cases' | 'blog' | 'news' | 'careers' | 'report' | 'guide' | 'partners' | 'plain';

interface Look {
  band: string;
  padding: string;
  eyebrow: string;
  title: string;
  lead: string;
  art?: HeroArtName;
}

const dark = { eyebrow: 'text-blue-100', title: 'text-white', lead: 'text-blue-50' };
// The brand band in the dark scheme: a deep blue fading to the footer's near-black, with a hairline
// on top, never brighter than the page around it at night (the light scheme's blues, turned into
// their dark tokens, were the brightest thing on the screen).
const brandBand = 'bg-gradient-to-br from-brand-800 to-brand-900 text-white dark:from-brand-100 dark:to-brand-900 dark:border-t dark:border-brand-200';
const light = { eyebrow: 'text-brand-700', title: 'text-slate-900', lead: 'text-slate-700' };

export const heroLooks: Readonly<Record<HeroLook, Look>> = {
  brand: { band: brandBand, padding: 'py-10 sm:py-16', ...dark },
  home: { band: brandBand, padding: 'py-6 sm:py-14', ...dark },
  about: { band: 'border-b border-slate-200 bg-slate-50', padding: 'py-10 sm:py-14', ...light, art: 'office' },
  team: { band: 'border-b border-slate-200 bg-white', padding: 'py-10 sm:py-14', ...light, art: 'team' },
  cases: { band: 'border-b border-slate-200 bg-brand-50', padding: 'py-10 sm:py-14', ...light, art: 'documents' },
  blog: { band: 'border-b border-slate-200 bg-sky-50', padding: 'py-10 sm:py-14', ...light, eyebrow: 'text-sky-800', art: 'articles' },
  // News opens as a bulletin (a plain band under a brand rule); Careers warm, its right half the
  // warning every job seeker needs first (how to tell our offers from a recruitment scam).
  news: { band: 'border-b-4 border-brand-700 bg-slate-50', padding: 'py-8 sm:py-12', ...light },
  careers: { band: 'border-b border-slate-200 bg-emerald-50', padding: 'py-10 sm:py-14', ...light, eyebrow: 'text-emerald-800' },
  report: { band: 'border-b-4 border-red-700 bg-red-50', padding: 'py-8 sm:py-12', ...light, eyebrow: 'text-red-800', title: 'text-red-900', art: 'phone-report' },
  guide: { band: 'border-b-4 border-amber-500 bg-amber-50', padding: 'py-8 sm:py-12', ...light, eyebrow: 'text-amber-900', art: 'phone-warning' },
  partners: { band: brandBand, padding: 'py-10 sm:py-14', ...dark, art: 'map' },
  plain: { band: 'border-b border-slate-200 bg-white', padding: 'py-8 sm:py-12', ...light },
};
