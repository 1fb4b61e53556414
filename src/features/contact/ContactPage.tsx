// /contact: the first-party assessment request. Above the form, in plain words, what never to
// send and the one fee statement (nothing is charged before a signed agreement); with a chat provider configured, the chat is
// offered beside the form. The same view comes back with status 400 and one message per field,
// the form first, so its error summary is in view without JavaScript.
import { FeeStatement } from '../../components/FeeStatement.tsx';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PageContext, View } from '../../site/context.ts';
import { wordSpace } from '../../site/format.ts';

export function contactView(ctx: PageContext, state: Omit<ContactFormProps, 'ctx'> = {}, status: 200 | 400 = 200): View {
  const { LL } = ctx;
  return {
    status,
    private: status !== 200,
    title: LL.contact.title(),
    description: LL.contact.description(),
    body: <Contact ctx={ctx} state={state} />,
  };
}

function Contact({ ctx, state }: { ctx: PageContext; state: Omit<ContactFormProps, 'ctx'> }) {
  const { LL } = ctx;
  const C = LL.contact;
  // A form sent back with errors (no JavaScript, or a server-only check) starts with the form, so
  // its error summary is on the first screen, not under the warning the visitor has already read.
  const returned = Boolean(state.formError) || Object.keys(state.errors ?? {}).length > 0;
  const warning = (
    <section aria-labelledby="warning-title" className={`${returned ? 'mt-10' : 'mb-10'} rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950`}>
      <h2 id="warning-title" className="text-lg font-semibold">{C.warningTitle()}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li data-warning="secrets">{C.warningSecrets()}</li>
        <li data-warning="payment"><FeeStatement ctx={ctx} /></li>
      </ul>
    </section>
  );
  return (
    <>
      <PageHero title={C.title()} lead={C.lead()} />
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 max-w-2xl">
          {returned ? null : warning}
          <ContactForm ctx={ctx} {...state} />
          {returned ? warning : null}
        </div>
        <aside className="space-y-6">
          <p className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-950">
            {C.reportFirst()}{wordSpace(ctx.locale)}
            <a href={ctx.href('/report')} className="font-semibold underline underline-offset-4">{LL.nav.report()}</a>
          </p>
          {ctx.config.chat ? (
            <p className="card">
              {C.chatAlternative()}{' '}
              <a href="#contact" data-consult="" data-chat="" className="btn-secondary mt-3">{C.chatButton()}</a>
            </p>
          ) : null}
          <p><a href={ctx.href('/how-we-work')} className="text-brand-700 underline underline-offset-4">{C.thanks.howWeWork()}</a></p>
        </aside>
      </div>
    </>
  );
}
