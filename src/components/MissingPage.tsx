// The body of a "not found" screen (an unknown page, an unknown article): what happened and the
// one way forward.
export function MissingPage({ title, lead, action, code }: { title: string; lead: string; action: { href: string; label: string }; code?: string }) {
  return (
    <div className="page-container py-20 text-center sm:py-28">
      {code ? <p className="text-6xl font-bold text-brand-700" aria-hidden="true">{code}</p> : null}
      <h1 className={`${code ? 'mt-4 ' : ''}text-3xl font-bold sm:text-4xl`}>{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{lead}</p>
      <a href={action.href} className="btn-primary mt-8">{action.label}</a>
    </div>
  );
}
