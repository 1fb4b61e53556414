// One headline figure with its label (Home, Partners, Cases). Sized to fit two tiles side by side on
// a phone: a figure never breaks (no overflow-wrap) and must not spill over its neighbour.
import type { ReactNode } from 'react';
interface StatTileProps {
  value: string;
  label: string;
  note?: string;
}

export function StatTile({ value, label, note }: StatTileProps) {
  return (
    <div className="card p-4 text-center sm:p-6">
      <dt className="text-base font-semibold text-slate-700">{label}</dt>
      <dd className="order-first text-3xl font-bold sm:text-4xl tracking-tight text-brand-700">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** A responsive grid of StatTiles as one description list (one column under 360 px, where two
 * tiles side by side cannot hold an amount like "US$8.9億" without breaking it). */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-1 min-[360px]:grid-cols-2 gap-4 lg:grid-cols-4 [&>div]:flex [&>div]:flex-col">
      {children}
    </dl>
  );
}
