// The newsletter's own pages: "check your inbox" after a sign-up, the confirm and unsubscribe
// pages (a GET shows a button, the POST does it, so a mail scanner following links changes
// nothing), their results, an expired link, and the sign-up box again with its error (400).
import { NewsletterBox } from './NewsletterBox.tsx';
import type { PageContext, View } from '../../site/context.ts';
import { tokenPattern } from '../forms/random-id.ts';
import { notFoundView } from '../../components/views.tsx';

function simplePage(ctx: PageContext, title: string, lead: string, action: React.ReactNode, status: View['status'] = 200): View {
  return {
    status,
    private: true,
    title,
    description: lead,
    body: (
      <div className="page-container max-w-2xl py-16 sm:py-24">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{lead}</p>
        <div className="mt-8">{action}</div>
      </div>
    ),
  };
}

const backToBlog = (ctx: PageContext) => <a href={ctx.href('/blog')} className="btn-secondary">{ctx.LL.newsletter.backToBlog()}</a>;

export function newsletterSentView(ctx: PageContext): View {
  const N = ctx.LL.newsletter;
  return simplePage(ctx, N.sentTitle(), N.sentLead(), backToBlog(ctx));
}

function tokenView(ctx: PageContext, kind: 'confirm' | 'unsubscribe'): View {
  const token = ctx.params.token ?? '';
  if (!tokenPattern.test(token)) return notFoundView(ctx);
  const N = ctx.LL.newsletter;
  const [title, lead, button] = kind === 'confirm'
    ? [N.confirmTitle(), N.confirmLead(), N.confirmButton()]
    : [N.unsubscribeTitle(), N.unsubscribeLead(), N.unsubscribeButton()];
  return simplePage(ctx, title, lead, (
    <form method="post" action={ctx.href(`/newsletter/${kind}/${token}`)}>
      <button type="submit" className="btn-primary">{button}</button>
    </form>
  ));
}

export const newsletterConfirmView = (ctx: PageContext) => tokenView(ctx, 'confirm');
export const newsletterUnsubscribeView = (ctx: PageContext) => tokenView(ctx, 'unsubscribe');

export function newsletterDoneView(ctx: PageContext, kind: 'confirmed' | 'unsubscribed' | 'invalid'): View {
  const N = ctx.LL.newsletter;
  if (kind === 'confirmed') return simplePage(ctx, N.confirmedTitle(), N.confirmedLead(), backToBlog(ctx));
  if (kind === 'unsubscribed') return simplePage(ctx, N.unsubscribedTitle(), N.unsubscribedLead(), backToBlog(ctx));
  return simplePage(ctx, N.invalidTitle(), N.invalidLead(), backToBlog(ctx), 404);
}

/** The sign-up box alone, with its error, when an address did not validate or the honeypot was filled (400). */
export function newsletterFormView(ctx: PageContext, email: string, error = ctx.LL.newsletter.emailInvalid()): View {
  const N = ctx.LL.newsletter;
  return simplePage(ctx, N.formTitle(), ctx.LL.blog.newsletterLead(), <NewsletterBox ctx={ctx} email={email} error={error} headingLevel={2} />, 400);
}
