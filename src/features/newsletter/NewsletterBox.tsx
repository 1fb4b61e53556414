// The blog's newsletter box. With a provider configured: an email field posting to the worker
// (double opt-in, see src/features/newsletter/handler.ts). Without one: a link to the localized Atom feed
// instead of a button that does nothing.
import { Icon } from '../../components/Icon.tsx';
import type { PageContext } from '../../site/context.ts';
import { maxEmailLength } from '../forms/email.ts';
import { honeypotInput } from '../forms/honeypot.ts';

interface Props {
  ctx: PageContext;
  email?: string;
  error?: string;
  headingLevel?: 2 | 3;
}

export function NewsletterBox({ ctx, email = '', error, headingLevel = 2 }: Props) {
  const { LL } = ctx;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="newsletter-title" data-newsletter="" className="card bg-brand-50">
      {/* Without a newsletter the box names what it offers, the feed: no promise of an email. */}
      <Heading id="newsletter-title" className="text-lg font-semibold">{ctx.config.newsletter ? LL.blog.newsletterTitle() : LL.newsletter.feedTitle()}</Heading>
      <p className="mt-2 text-slate-700">{ctx.config.newsletter ? LL.blog.newsletterLead() : LL.newsletter.feedLead()}</p>
      {ctx.config.newsletter ? (
        <form method="post" action={ctx.href('/newsletter')} className="mt-4 space-y-3">
          <label htmlFor="newsletter-email" className="block text-sm font-medium">{LL.blog.emailLabel()}</label>
          <input id="newsletter-email" name="email" type="email" autoComplete="email" required maxLength={maxEmailLength} defaultValue={email}
            aria-describedby="newsletter-note newsletter-error" aria-invalid={error ? true : undefined}
            className="w-full rounded-lg border border-slate-500 bg-white px-3 py-2" />
          <p id="newsletter-error" className="text-sm font-medium text-red-800 empty:hidden">{error ?? ''}</p>
          <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="newsletter-leave-blank">{LL.contact.honeypot()}</label>
            <input id="newsletter-leave-blank" {...honeypotInput} />
          </div>
          <button type="submit" className="btn-primary w-full">{LL.blog.subscribe()}</button>
          <p id="newsletter-note" className="text-sm text-slate-700">{LL.newsletter.consentNote()}</p>
        </form>
      ) : (
        <div className="mt-4 space-y-3">
          {/* A quiet link, not a button: a button promised a newsletter there is not. */}
          <a href={ctx.href('/feed.xml')} type="application/atom+xml" data-feed-link="" className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
            <Icon name="rss" className="h-4 w-4 shrink-0" />{LL.newsletter.feedLink()}
          </a>
        </div>
      )}
    </section>
  );
}
