// Official check tools and licence registers (FACTS.md block 2), one card each, with the place,
// what the tool checks, and its addresses and numbers written out.
import type { PageContext } from '../site/context.ts';
import type { CheckTool, LicenceRegister, Place as PlaceCode } from '../content/types.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { NumberList, WebsiteLinks } from './OfficialLinks.tsx';

/** The country a tool or register belongs to, with the place marker (left out where a page is per country). */
function Place({ ctx, country }: { ctx: PageContext; country: PlaceCode }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
      <PlaceMark />
      {ctx.LL.countries[country]()}
    </p>
  );
}

/** One tool; `showPlace` adds the country (on a guide page, where tools of many places mix). */
export function CheckToolItem({ ctx, tool, showPlace = true, level = 3 }: { ctx: PageContext; tool: CheckTool; showPlace?: boolean; level?: 3 | 4 }) {
  const { LL, t } = ctx;
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <li data-check-tool={tool.country} className="card flex break-inside-avoid flex-col gap-2">
      {showPlace ? <Place ctx={ctx} country={tool.country} /> : null}
      {/* One size down on the narrowest phones: a long one-word name (Verbraucherzentrale) fits a folded card. */}
      <Heading className="text-base font-semibold text-slate-900 min-[360px]:text-lg">{t(tool.name)}</Heading>
      <p className="text-slate-700">{t(tool.checks)}</p>
      <NumberList ctx={ctx} numbers={tool.numbers ?? []} label={LL.report.phone()} />
      <WebsiteLinks ctx={ctx} hosts={tool.websites} />
      {tool.emails?.length ? (
        <p className="text-slate-700">
          {LL.scams.emailTo()}{' '}
          {tool.emails.map((e) => <a key={e} href={`mailto:${e}`} className="break-all font-semibold text-brand-700 underline underline-offset-4">{e}</a>)}
        </p>
      ) : null}
    </li>
  );
}

export function RegisterItem({ ctx, register, showPlace = true, level = 3 }: { ctx: PageContext; register: LicenceRegister; showPlace?: boolean; level?: 3 | 4 }) {
  const { t } = ctx;
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <li data-register={register.country} className="card flex break-inside-avoid flex-col gap-2">
      {showPlace ? <Place ctx={ctx} country={register.country} /> : null}
      <Heading className="text-base font-semibold text-slate-900 min-[360px]:text-lg">{t(register.regulator)}</Heading>
      <p className="text-slate-700">{t(register.registers)}</p>
      <WebsiteLinks ctx={ctx} hosts={register.websites} />
      {register.note ? <p className="text-sm text-slate-700">{t(register.note)}</p> : null}
    </li>
  );
}
