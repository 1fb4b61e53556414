// The hero band at the top of every screen: title, lead and optional actions.
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** Between the lead and the actions: what cannot wait (Home's number to call). */
  urgent?: ReactNode;
  /** Under the actions, e.g. our promises next to a free-assessment button. */
  after?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, urgent, children, after }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="page-container py-14 sm:py-20">
        {eyebrow ? <p data-eyebrow="" className="mb-3 text-sm font-semibold uppercase tracking-wide text-blue-100">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-50 sm:text-xl">{lead}</p>
        {urgent}
        {children ? <div data-hero-actions="" className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        {after}
      </div>
    </div>
  );
}
