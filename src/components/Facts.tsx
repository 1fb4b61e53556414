// A short list of labelled facts inside a card (case figures, partner details).
export function Facts({ items, columns = 2 }: { items: ReadonlyArray<readonly [string, string]>; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-4 gap-y-2 text-sm ${columns === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
