// A page type's drawing in the right half of its opening, on wide screens only: phones keep their
// first screen for the words, and a lazy image that is not displayed is never fetched, so the
// drawing costs a phone nothing.
import { assetUrl } from '../site/assets.ts';
import type { HeroArtName } from './hero-looks.ts';

export function HeroArt({ art, className = '' }: { art: HeroArtName; className?: string }) {
  return (
    <img
      src={assetUrl(`illustrations/${art}.svg`)}
      alt="" width="416" height="312" loading="lazy" decoding="async" data-hero-art={art}
      className={`hidden h-auto w-full lg:block ${className}`}
    />
  );
}
