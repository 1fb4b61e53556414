// What kind of body the Association is, in one line: its legal form (a non-profit), its
// registration number and, except on that page itself, the way to check both (/verify). In the
// footer of every page, on About and in Home's "Who we are", so no reader has to guess whether this
// is a charity or a recovery firm. The operator's data (content/organisation/identity.yaml).
import { identity } from '../content/identity.ts';
import type { PageContext } from '../site/context.ts';
import { wordSpace } from '../site/format.ts';

export function LegalStatus({ ctx, className = '', linkClass = 'font-semibold underline underline-offset-4' }: { ctx: PageContext; className?: string; linkClass?: string }) {
  const L = ctx.LL.legalStatus;
  const here = ctx.path === '/verify';
  return (
    <p data-legal-status="" className={className}>
      {L.line({ form: ctx.t(identity.legalForm), number: identity.registration.number })}
      {here ? null : <>{wordSpace(ctx.locale)}<a href={ctx.href('/verify')} className={linkClass}>{L.check()}</a></>}
    </p>
  );
}
