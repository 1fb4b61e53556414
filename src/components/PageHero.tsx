// The opening of every screen: title, lead and optional actions, in the look of its page type
// (hero-looks.ts). On wide screens its right half holds the look's drawing, or a panel that cannot
// wait (Home's first steps for the visitor's place), which on phones stays right under the lead.
import type { ReactNode } from 'react';
import { heroLooks, type HeroLook } from './hero-looks.ts';
import { HeroArt } from './HeroArt.tsx';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** Left out where the reader has read it already (a form sent back with errors). */
  lead?: string;
  children?: ReactNode;
  /** Between the lead and the actions: what cannot wait; the right half on wide screens. */
  urgent?: ReactNode;
  /** Under the actions, e.g. our promises next to a free-assessment button. */
  after?: ReactNode;
  /** Which page type this opens; the plain brand band when absent. */
  look?: HeroLook;
  /** The eyebrow only from 640 px up, where the title says it already on a phone (Home). */
  eyebrowFromSm?: boolean;
  /** The body's narrower measure (a legal text, a list), so the opening starts at its left edge. */
  measure?: 'max-w-3xl' | 'max-w-4xl';
}

// The right half spans the left column's rows; the last row takes what the right half adds, so the
// title, the actions and what follows them stay together.
const side = 'lg:col-start-2 lg:row-start-1 lg:row-span-4 lg:self-center';

export function PageHero({ eyebrow, title, lead, urgent, children, after, look = 'brand', eyebrowFromSm = false, measure }: PageHeroProps) {
  const L = heroLooks[look];
  const head = (
    <div className="lg:col-start-1">
      {eyebrow ? <p data-eyebrow="" className={`mb-3 text-sm font-semibold uppercase tracking-wide ${L.eyebrow} ${eyebrowFromSm ? 'max-sm:hidden' : ''}`}>{eyebrow}</p> : null}
      <h1 className={`max-w-3xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl ${L.title}`}>{title}</h1>
      {lead ? <p data-hero-lead="" className={`mt-4 max-w-2xl text-[17px] sm:mt-5 sm:text-xl ${L.lead}`}>{lead}</p> : null}
    </div>
  );
  const actions = children ? <div data-hero-actions="" className="mt-6 flex flex-wrap gap-3 sm:mt-8 lg:col-start-1">{children}</div> : null;
  const below = after ? <div className="lg:col-start-1">{after}</div> : null;
  const columns = 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-12';
  return (
    <div data-hero={look} className={L.band}>
      {urgent ? (
        // What cannot wait stays right under the lead on phones: the left column's rows around it.
        <div className={`page-container ${L.padding} ${columns} lg:grid-rows-[auto_auto_auto_1fr]`}>
          {head}
          <div className={side}>{urgent}</div>
          {actions}
          {below}
        </div>
      ) : (
        <div className={`page-container ${measure ?? ''} ${L.padding} ${L.art ? `${columns} lg:items-center` : ''}`}>
          <div>{head}{actions}{below}</div>
          {L.art ? <HeroArt art={L.art} /> : null}
        </div>
      )}
    </div>
  );
}
