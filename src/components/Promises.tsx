// Our commitments, shown next to every free-assessment button: the calm version of the
// recovery-scam red flags (FACTS.md), so the site can never be mistaken for such a scam.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { ourPromises } from '../content/report.ts';

export function Promises({ ctx, align = 'center' }: { ctx: PageContext; align?: 'center' | 'start' }) {
  return (
    <div data-promises="" className={`mt-5 max-w-3xl rounded-xl bg-white/10 p-4 text-left text-white sm:mt-8 sm:p-5 ${align === 'center' ? 'mx-auto' : ''}`}>
      <p className="font-semibold">{ctx.LL.report.promisesTitle()}</p>
      <ul className="mt-2 grid gap-1.5 max-sm:text-[15px] sm:grid-cols-2 sm:gap-2">
        {ourPromises.map((p) => (
          <li key={p.en} className="flex gap-2">
            <Icon name="shield-check" className="mt-1 h-4 w-4 shrink-0" />
            <span>{ctx.t(p)}</span>
          </li>
        ))}
      </ul>
      {ctx.path === '/how-we-work' ? null : (
        <p className="mt-3">
          <a href={ctx.href('/how-we-work')} data-how-we-work="" className="font-semibold text-white underline underline-offset-4">{ctx.LL.report.promisesLink()}</a>
        </p>
      )}
    </div>
  );
}
