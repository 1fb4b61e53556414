// A small label: an article's category or tag, a case's type or status.
export function Badge({ children, tone = 'slate' }: { children: string; tone?: 'slate' | 'brand' | 'emerald' }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-800',
    brand: 'bg-brand-100 text-brand-800',
    emerald: 'bg-emerald-100 text-emerald-900',
  } as const;
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${tones[tone]}`}>{children}</span>;
}
