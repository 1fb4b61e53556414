// A team member's picture: their photograph when the content gives one (team.yaml `image`), else a
// drawn placeholder (the Association's shield on a card): no stand-in face, no initial in a circle.
// Its colours are the design tokens (fill-* surfaces, stroke-* lines), so it has a dark scheme too.
import { assetUrl } from '../site/assets.ts';

export function MemberPhoto({ image }: { image?: string }) {
  if (image) {
    return <img src={assetUrl(image)} alt="" width="72" height="72" loading="lazy" decoding="async" data-member-photo="" className="h-18 w-18 shrink-0 rounded-xl object-cover" />;
  }
  return (
    <svg viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" data-photo-placeholder="" className="h-18 w-18 shrink-0">
      <rect width="72" height="72" rx="12" className="fill-brand-50" />
      <path d="M0 52h72v8a12 12 0 0 1-12 12H12A12 12 0 0 1 0 60z" className="fill-brand-100" />
      <path d="M36 16 22 21.5v10c0 9 6.2 15.4 14 17.8 7.8-2.4 14-8.8 14-17.8v-10z" fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-brand-700" />
      <path d="m30 32 4.5 4.5L43 28" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand-700" />
    </svg>
  );
}
