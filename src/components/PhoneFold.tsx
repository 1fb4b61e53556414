// A block one tap away on phones and shown as it is from 640 px up: a <details> whose summary shows
// only under 640 px. From 640 px a rule in uno.config.ts opens its content (::details-content);
// a browser without that pseudo-element keeps the disclosure, summary and all, at every width, so
// nothing is ever out of reach. Home folds its figures and its services this way, so a phone
// finishes the page while "How a case usually goes" and the fees stay in view.
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export function PhoneFold({ summary, className = '', children }: { summary: string; className?: string; children: ReactNode }) {
  return (
    <details data-phone-fold="" className={`group ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
        {summary}
        <Icon name="chevron-right" className="h-4 w-4 shrink-0 rotate-90 group-open:-rotate-90" />
      </summary>
      {children}
    </details>
  );
}
