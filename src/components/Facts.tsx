// A short list of labelled facts inside a card (case figures, partner details). A fact marked
// 'figure' (an amount, a rate, a duration: "1.3億美元", "5.2 個月") is kept on one line, as CJK line
// breaking would otherwise put its unit on a line of its own; words (a region, a name) wrap.
// Two columns where each is at least 8rem wide (a seven-digit amount with 美元 is 7rem), one where
// the card is narrower (a 320 px phone): the columns follow the figures, not a breakpoint.

export type Fact = readonly [label: string, value: string, kind?: 'figure'];

export function Facts({ items, columns = 2 }: { items: readonly Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-4 gap-y-2 text-sm ${columns === 2 ? 'grid-cols-[repeat(auto-fit,minmax(max(8rem,calc((100%_-_1rem)/2)),1fr))]' : 'grid-cols-1'}`}>
      {items.map(([label, value, kind]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className={kind === 'figure' ? 'whitespace-nowrap font-semibold text-slate-900' : 'font-semibold text-slate-900'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
