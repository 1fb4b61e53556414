// Someone to talk to (FACTS block 3): the support lines of a place, and a calm section with the
// visitor's lines first and every other place's one tap away (a <details>, no JavaScript). On
// /report each place's card already lists its lines, and a scam guide is read on a phone in a
// hurry: there the others are links to those cards, so no line is listed (and read out) twice
// and a guide does not run through twelve places' lines.
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { supportLines } from '../content/report-help.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { countryOrder, likelyPlace } from './country-order.ts';
import { placeCardHref } from './links.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { NumberList } from './OfficialLinks.tsx';

/** One place's lines: name, who it is for, when, and the numbers as tap targets. */
export function PlaceSupportLines({ ctx, place }: { ctx: PageContext; place: Place }) {
  const { t } = ctx;
  const lines = supportLines.filter((l) => l.country === place);
  return (
    <ul data-support-lines={place} className="space-y-4">
      {lines.map((line) => (
        <li key={line.name.en} data-support-line="" className="space-y-1">
          <p className="font-semibold text-slate-900">{t(line.name)}</p>
          <p className="text-slate-700">{ctx.LL.firstMinute.supportAbout({ who: t(line.audience), when: t(line.when) })}</p>
          <NumberList ctx={ctx} numbers={line.phones} label={t(line.name)} />
        </li>
      ))}
    </ul>
  );
}

/** Several places' lines, each under its place's name. */
function SupportLinesByPlace({ ctx, places, className }: { ctx: PageContext; places: readonly Place[]; className: string }) {
  return (
    <div className={`${className} space-y-6`}>
      {places.map((cc) => (
        <div key={cc}>
          <h3 className="mb-2 flex items-center gap-2 text-lg font-semibold"><PlaceMark /> {ctx.LL.countries[cc]()}</h3>
          <PlaceSupportLines ctx={ctx} place={cc} />
        </div>
      ))}
    </div>
  );
}

export function TalkToSomeone({ ctx, othersOnCards = false }: { ctx: PageContext; othersOnCards?: boolean }) {
  const { LL } = ctx;
  const F = LL.firstMinute;
  const place = likelyPlace(ctx);
  const hasOwn = place !== null && supportLines.some((l) => l.country === place);
  const others = countryOrder(ctx).filter((cc) => cc !== place && supportLines.some((l) => l.country === cc));
  return (
    <section id="talk" aria-labelledby="talk-title" className="bg-sky-50 py-14 sm:py-20">
      {/* The same left edge as every other section; the line length kept inside it. */}
      <div className="page-container"><div className="max-w-3xl">
        <h2 id="talk-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{F.talkTitle()}</h2>
        <p className="mt-3 text-lg text-slate-700">{F.talkLead()}</p>
        {place && hasOwn ? (
          <div className="mt-6">
            <h3 className="mb-3 flex items-center gap-2 text-xl font-semibold"><PlaceMark /> {LL.countries[place]()}</h3>
            <PlaceSupportLines ctx={ctx} place={place} />
          </div>
        ) : null}
        {othersOnCards ? (
          <nav data-support-others="" aria-label={F.talkOther()} className="mt-8">
            <p className="font-semibold text-slate-900">{F.talkOther()}</p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {others.map((cc) => (
                <li key={cc}>
                  <a href={placeCardHref(ctx, cc)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4">
                    <PlaceMark /> {LL.countries[cc]()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <details data-support-others="" open={place === null} className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">{F.talkOther()}</summary>
            <SupportLinesByPlace ctx={ctx} places={others} className="mt-4" />
          </details>
        )}
      </div></div>
    </section>
  );
}


/** Places whose lines a reader with no place of their own is shown first (the locale's usual ones). */
const maxPlacesShown = 4;

/**
 * For a search that reads as distress (src/search/concepts.ts): the support lines of the reader's
 * place, above any result, with every other place's one tap away (/report#talk). A reader with no
 * place (or one with no confirmed line) gets the lines of the places this language's readers
 * usually live in.
 */
export function SupportNow({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const S = LL.search;
  const place = likelyPlace(ctx);
  const hasOwn = place !== null && supportLines.some((l) => l.country === place);
  const usual = [...new Set<Place>([...fallbackCountries[ctx.locale], ...countryOrder(ctx)])];
  const shown = hasOwn ? [place] : usual.filter((cc) => supportLines.some((l) => l.country === cc)).slice(0, maxPlacesShown);
  return (
    <section data-search-crisis="" aria-labelledby="search-crisis-title" className="mt-8 rounded-xl border-2 border-brand-200 bg-sky-50 p-5 sm:p-6">
      <h2 id="search-crisis-title" className="text-xl font-bold text-slate-900">{S.crisisTitle()}</h2>
      <p className="mt-2 text-lg text-slate-800">{S.crisisLead()}</p>
      <SupportLinesByPlace ctx={ctx} places={shown} className="mt-5" />
      <p className="mt-5">
        <a href={ctx.href('/report#talk')} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">{LL.firstMinute.talkOther()}</a>
      </p>
    </section>
  );
}
