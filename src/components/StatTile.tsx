// One headline figure with its label (Home, Partners, Cases). Sized to fit two tiles side by side on
// a phone: a figure never breaks (nowrap: CJK line breaking would otherwise split "US$8.9億" or
// "5.2 個月" between the number and its unit) and must not spill over its neighbour: four tiles in a
// row (lg) get a smaller figure and padding, so "5.2 months" fits from 1024 px up.
import type { ReactNode } from 'react';
interface StatTileProps {
  value: string;
  label: string;
  note?: string;
}

export function StatTile({ value, label, note }: StatTileProps) {
  return (
    <div className="card p-4 text-center sm:p-6 lg:p-4">
      <dt className="text-base font-semibold text-slate-700">{label}</dt>
      <dd className="order-first whitespace-nowrap text-3xl font-bold sm:text-4xl lg:text-3xl tracking-tight text-brand-700">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** A responsive grid of StatTiles as one description list: one column on phones (under 520 px),
 * where two tiles side by side cannot hold a figure like "5.2 months" (183 px at 30 px) whole. */
export function StatGrid({ children, short = false, id }: { children: ReactNode; /** Figures of a few characters ("540", "96%", "5.2 months" in a smaller size): two a row on phones from 360 px. */ short?: boolean; id?: string }) {
  return (
    <dl id={id} className={`grid ${short ? 'grid-cols-1 min-[360px]:grid-cols-2 gap-3 sm:gap-4 max-sm:[&>div]:p-3 max-sm:[&_dt]:text-sm max-sm:[&_dd:first-of-type]:text-[22px]' : 'grid-cols-1 min-[520px]:grid-cols-2 gap-4'} lg:grid-cols-4 [&>div]:flex [&>div]:flex-col`}>
      {children}
    </dl>
  );
}
