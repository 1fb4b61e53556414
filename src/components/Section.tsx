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
  children: ReactNode;
}

export function Section({ id, title, lead, tinted = false, aside, org = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} data-org={org ? '' : undefined} className={tinted ? 'bg-slate-50 py-14 sm:py-20' : 'py-14 sm:py-20'}>
      <div className="page-container">
        <div className="mb-8 max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
          {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
