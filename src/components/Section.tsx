// A page section with its heading: the unit every screen is built from.
import type { ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  title: string;
  lead?: string;
  /** Tinted background, to separate neighbouring sections. */
  tinted?: boolean;
  /** Extra content beside the heading (a badge, a link). */
  aside?: ReactNode;
  /** Organisation data (use OrgSection, which adds the sample marker). */
  org?: boolean;
  /** Less room around it: one of several short sections on a page a phone should finish (Home). */
  compact?: boolean;
  /** The lead only from 640 px up: on phones what follows says it (Home's list of scam guides). */
  leadFromSm?: boolean;
  children: ReactNode;
}

export function Section({ id, title, lead, tinted = false, aside, org = false, compact = false, leadFromSm = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const space = compact ? 'py-6 sm:py-16' : 'py-14 sm:py-20';
  return (
    <section id={id} aria-labelledby={headingId} data-org={org ? '' : undefined} className={tinted ? `bg-slate-50 ${space}` : space}>
      <div className="page-container">
        <div className={`${compact ? 'mb-5 sm:mb-8' : 'mb-8'} max-w-3xl`}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
          {lead ? <p className={`mt-3 text-base text-slate-600 sm:text-lg ${leadFromSm ? 'hidden sm:block' : ''}`}>{lead}</p> : null}
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
