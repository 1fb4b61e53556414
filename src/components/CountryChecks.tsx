// A country's check tools and licence register (FACTS block 2), under its reporting channel.
import type { PageContext } from '../site/context.ts';
import { checkTools, licenceRegisters } from '../content/check-tools.ts';
import type { Place } from '../content/types.ts';
import { CheckToolItem, RegisterItem } from './CheckTools.tsx';

export function CountryChecks({ ctx, country }: { ctx: PageContext; country: Place }) {
  const { LL } = ctx;
  const tools = checkTools.filter((t) => t.country === country);
  const registers = licenceRegisters.filter((r) => r.country === country);
  return (
    <div className="mt-2 space-y-4 border-t border-slate-200 pt-4">
      {tools.length ? (
        <div>
          <p className="font-semibold text-slate-900">{LL.report.checkToolsTitle()}</p>
          <ul className="mt-2 space-y-3 [&>li]:border-0 [&>li]:p-0 [&>li]:shadow-none">
            {tools.map((tool) => <CheckToolItem key={tool.name.en} ctx={ctx} tool={tool} showPlace={false} level={4} />)}
          </ul>
        </div>
      ) : null}
      {registers.length ? (
        <div>
          <p className="font-semibold text-slate-900">{LL.report.registerTitle()}</p>
          <ul className="mt-2 space-y-3 [&>li]:border-0 [&>li]:p-0 [&>li]:shadow-none">
            {registers.map((r) => <RegisterItem key={r.country} ctx={ctx} register={r} showPlace={false} level={4} />)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
