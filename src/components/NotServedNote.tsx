// Above our request form, for a reader in a place the Association does not serve: we do not work
// there, their place's official channels come first (one tap to their card on /report), and the
// assessment is for cases in the places we serve. Nothing for a reader we serve or cannot place.
import type { PageContext } from '../site/context.ts';
import { placeCardHref } from './links.ts';
import { unservedPlace } from './served.ts';

export function NotServedNote({ ctx, className = '' }: { ctx: PageContext; className?: string }) {
  const place = unservedPlace(ctx);
  if (!place) return null;
  const { LL } = ctx;
  return (
    <p data-not-served={place} className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 ${className}`}>
      {LL.served.notHere({ place: LL.placeInSentence[place]() })}{' '}
      <a href={placeCardHref(ctx, place)} data-place-card-link="" className="font-semibold text-brand-700 underline underline-offset-4">
        {LL.firstMinute.yourCard({ place: LL.countries[place]() })}
      </a>
    </p>
  );
}
