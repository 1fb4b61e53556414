// A team member's picture: their photograph when the content gives one (team.yaml `image`), else a
// drawn placeholder (the outline every reader knows as "no photo" on a card): no stand-in face, no
// initial in a circle, and not the Association's shield (it read as our logo).
// Its colours are the design tokens (fill-* surfaces, stroke-* lines), so it has a dark scheme too.
import { assetUrl } from '../site/assets.ts';

export function MemberPhoto({ image }: { image?: string }) {
  if (image) {
    return <img src={assetUrl(image)} alt="" width="72" height="72" loading="lazy" decoding="async" data-member-photo="" className="h-18 w-18 shrink-0 rounded-xl object-cover" />;
  }
  return (
    <svg viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" data-photo-placeholder="" className="h-18 w-18 shrink-0">
      <rect width="72" height="72" rx="12" className="fill-brand-50" />
      <circle cx="36" cy="28" r="10" fill="none" strokeWidth="2.5" className="stroke-slate-500" />
      <path d="M16 60c1.5-10.5 9.8-17 20-17s18.5 6.5 20 17" fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-slate-500" />
    </svg>
  );
}
