// One headline figure with its label (Home, Partners, Cases). Sized to fit two tiles side by side on
// a phone: a figure never breaks (nowrap: CJK line breaking would otherwise split "US$8.9億" or
// "5.2 個月" between the number and its unit) and must not spill over its neighbour: four tiles in a
// row (lg) get a smaller figure and padding, so "5.2 months" fits from 1024 px up.
import type { ReactNode } from 'react';
interface StatTileProps {
  value: string;
  label: string;
  /** Words under the label; a node when a figure inside must keep to one line. */
  note?: ReactNode;
  /** More description after the note: how the figure is counted (components/HowWeCount.tsx). */
  extra?: ReactNode;
}

export function StatTile({ value, label, note, extra }: StatTileProps) {
  return (
    <div data-figure="" className="card p-4 text-center sm:p-6 lg:p-4">
      <dt className="text-base font-semibold text-slate-700">{label}</dt>
      <dd className="order-first whitespace-nowrap text-3xl font-bold sm:text-4xl lg:text-3xl tracking-tight text-brand-700">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
      {extra}
    </div>
  );
}

/** A responsive grid of StatTiles as one description list: one column on phones (under 520 px),
 * where two tiles side by side cannot hold a figure like "5.2 months" (183 px at 30 px) whole.
 * `short`: figures of a few characters ("540", "96%", "5.2 months" in a smaller size), two a row
 * on phones from 360 px. `rows`: on phones (under 640 px) one card of rows, each figure beside
 * its label and note, where tiles would take twice the height (Home, Cases). */
/** `pair`: two tiles that share a full row at every width (About's record), not half of a row of four. */
export function StatGrid({ children, short = false, rows = false, pair = false, trio = false, id }: { children: ReactNode; short?: boolean; /** 'wide': a figure up to "5.2 months". */ rows?: boolean | 'wide'; pair?: boolean; /** Three tiles, a row of three from 1024 px. */ trio?: boolean; id?: string }) {
  const phone = rows ? `${rowsOnPhones} ${rows === 'wide' ? 'max-sm:[&>div]:grid-cols-[9rem_1fr]' : 'max-sm:[&>div]:grid-cols-[4.5rem_1fr]'}` : short ? 'grid-cols-1 min-[360px]:grid-cols-2 gap-3 sm:gap-4 max-sm:[&>div]:p-3 max-sm:[&_dt]:text-sm max-sm:[&_dd:first-of-type]:text-[22px]' : 'grid-cols-1 min-[520px]:grid-cols-2 gap-4';
  return (
    <dl id={id} className={`grid ${phone} ${pair ? 'lg:grid-cols-2' : trio ? 'lg:grid-cols-3' : 'lg:grid-cols-4'} [&>div]:flex [&>div]:flex-col`}>
      {children}
    </dl>
  );
}

// The card is the list; each tile a row: the figure in a column of its own, spanning the label and
// the note beside it (the figure comes first in the tile's order, so it takes the first cell).
const rowsOnPhones = [
  'sm:grid-cols-2 sm:gap-4',
  'max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-3 max-sm:shadow-sm max-sm:divide-y max-sm:divide-slate-200',
  'max-sm:[&>div]:grid max-sm:[&>div]:gap-x-3 max-sm:[&>div]:items-center max-sm:[&>div]:text-left',
  'max-sm:[&>div]:rounded-none max-sm:[&>div]:border-0 max-sm:[&>div]:shadow-none max-sm:[&>div]:bg-transparent max-sm:[&>div]:px-0 max-sm:[&>div]:py-2',
  'max-sm:[&_dt]:text-sm max-sm:[&_dt]:col-start-2 max-sm:[&_dd]:col-start-2 max-sm:[&_dd:first-of-type]:col-start-1 max-sm:[&_dd:first-of-type]:row-span-2 max-sm:[&_dd:first-of-type]:text-[22px] max-sm:[&_dd:first-of-type]:mt-0',
].join(' ');
