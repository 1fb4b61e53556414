// A call-to-action band: a question, a short reassurance, and up to two actions. In the dark scheme
// a deep blue between hairlines, not the bright brand blue, which glared at night.
import type { ReactNode } from 'react';

interface CtaBandProps {
  id?: string;
  title: string;
  lead: string;
  /** The actions (links styled as buttons). */
  children: ReactNode;
  /** Shown under the actions, e.g. our promises next to a free-assessment button. */
  after?: ReactNode;
  /** The lead only from 640 px up, where the page has said it already (/cases: what a typical case looks like). */
  leadFromSm?: boolean;
}

export function CtaBand({ id, title, lead, children, after, leadFromSm = false }: CtaBandProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-brand-800 text-white dark:border-y dark:border-brand-200 dark:bg-brand-100">
      <div className="page-container py-8 text-center sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className={`mx-auto mt-3 max-w-2xl text-blue-50 sm:text-lg ${leadFromSm ? 'hidden sm:block' : ''}`}>{lead}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3 sm:mt-8">{children}</div>
        {after}
      </div>
    </section>
  );
}
