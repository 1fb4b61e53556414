import type { ReactNode } from 'react';

/** Steps to take in order, each with its number in a disc: a guide's "do now" and the business page's. */
export function NumberedSteps({ steps }: { steps: readonly { key: string; text: ReactNode }[] }) {
  return (
    <ol className="max-w-3xl space-y-3 text-lg">
      {steps.map((step, i) => (
        <li key={step.key} className="flex gap-3">
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{i + 1}</span>
          <span className="pt-0.5">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
