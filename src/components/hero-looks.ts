// The opening of each page type: its band, its type colours and its drawing (assets/illustrations/,
// see LICENSE.md there). Home and the brand pages keep the dark brand band; the pages a victim
// reads in a hurry (Report, the guides) get calm light bands with a red or amber accent, so no two
// page types open the same way.
export type HeroArtName = 'office' | 'team' | 'documents' | 'articles' | 'phone-report' | 'phone-warning' | 'map';

export type HeroLook = 'brand' | 'home' | 'about' | 'team' | 'cases' | 'blog' | 'report' | 'guide' | 'partners' | 'plain';

interface Look {
  band: string;
  padding: string;
  eyebrow: string;
  title: string;
  lead: string;
  art?: HeroArtName;
}

const dark = { eyebrow: 'text-blue-100', title: 'text-white', lead: 'text-blue-50' };
const light = { eyebrow: 'text-brand-700', title: 'text-slate-900', lead: 'text-slate-700' };

export const heroLooks: Readonly<Record<HeroLook, Look>> = {
  brand: { band: 'bg-gradient-to-br from-brand-800 to-brand-900 text-white', padding: 'py-10 sm:py-16', ...dark },
  home: { band: 'bg-gradient-to-br from-brand-800 to-brand-900 text-white', padding: 'py-8 sm:py-14', ...dark },
  about: { band: 'border-b border-slate-200 bg-slate-50', padding: 'py-10 sm:py-14', ...light, art: 'office' },
  team: { band: 'border-b border-slate-200 bg-white', padding: 'py-10 sm:py-14', ...light, art: 'team' },
  cases: { band: 'border-b border-slate-200 bg-brand-50', padding: 'py-10 sm:py-14', ...light, art: 'documents' },
  blog: { band: 'border-b border-slate-200 bg-sky-50', padding: 'py-10 sm:py-14', ...light, eyebrow: 'text-sky-800', art: 'articles' },
  report: { band: 'border-b-4 border-red-700 bg-red-50', padding: 'py-8 sm:py-12', ...light, eyebrow: 'text-red-800', title: 'text-red-900', art: 'phone-report' },
  guide: { band: 'border-b-4 border-amber-500 bg-amber-50', padding: 'py-8 sm:py-12', ...light, eyebrow: 'text-amber-900', art: 'phone-warning' },
  partners: { band: 'bg-gradient-to-br from-brand-800 to-brand-900 text-white', padding: 'py-10 sm:py-14', ...dark, art: 'map' },
  plain: { band: 'border-b border-slate-200 bg-white', padding: 'py-8 sm:py-12', ...light },
};
