// A row of filter links (the blog's categories, the news kinds): plain links to ?name=value
// URLs, so filtering works without JavaScript; the active one is marked aria-current.
export interface FilterChip {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly count?: number;
  readonly active: boolean;
}

export function FilterChips({ label, chips }: { label: string; chips: readonly FilterChip[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, href, label: text, count, active }) => (
          <li key={key}>
            <a
              href={href}
              aria-current={active ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium no-underline ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {text}
              {count === undefined ? null : <span className={active ? 'text-blue-100' : 'text-slate-600'}>{count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
