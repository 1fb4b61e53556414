// A long legal text (privacy policy, terms): date, table of contents, numbered sections.
// Traditional Chinese is binding; the other languages say they are translations. A section about
// a feature the site does not run (./site-features.ts) is left out.
import type { ReactNode } from 'react';
import type { PageContext } from '../site/context.ts';
import type { LegalDocument } from '../content/types.ts';
import { formatDate, labelled } from '../site/format.ts';
import { Markup } from './Markup.tsx';
import { inReadersWords } from './place-words.ts';
import { forFeatures } from './site-features.ts';
import { PageHero } from './PageHero.tsx';

interface LegalPageProps {
  ctx: PageContext;
  doc: LegalDocument;
  dateLabel: string;
  /** A note under the date, before the contents (the Terms point to How We Work). */
  note?: ReactNode;
}

export function LegalPage({ ctx, doc, dateLabel, note }: LegalPageProps) {
  const { LL, t, locale } = ctx;
  return (
    <>
      <PageHero look="plain" measure="max-w-3xl" title={t(doc.title)} lead={t(doc.intro)} />
      <div className="page-container max-w-3xl py-10 sm:py-14">
        <p className="text-slate-700">
          {labelled(dateLabel, locale)}<time dateTime={doc.date}>{formatDate(doc.date, locale)}</time>
        </p>
        {locale !== 'zh-TW' ? (
          <p data-binding-notice="" className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">{LL.legal.binding()}</p>
        ) : null}
        {note}
        <nav aria-labelledby="toc-title" className="mt-8 rounded-xl border border-slate-200 p-5">
          <h2 id="toc-title" className="font-semibold">{LL.legal.contents()}</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {doc.sections.map((s, i) => (
              <li key={i}><a href={`#section-${i + 1}`} className="text-brand-700 underline-offset-4 hover:underline">{t(s.heading)}</a></li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s, i) => (
          <section key={i} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`section-${i + 1}-title`} className="text-2xl font-bold">{`${i + 1}. ${t(s.heading)}`}</h2>
            <div className="text-lg leading-relaxed text-slate-800"><Markup body={inReadersWords(ctx, forFeatures(s.body[locale], ctx.config))} href={ctx.href} locale={locale} /></div>
          </section>
        ))}
      </div>
    </>
  );
}
