// Claims a visitor can check (partners, certifications, registrations). While content is sample
// they are shown, marked; once verified, only those that link to where the other party confirms
// them, with that link beside them. Nothing official-sounding is shown on our word alone.
import type { PageContext } from '../site/context.ts';
import type { Checkable } from '../content/types.ts';

/** The items to show; `needsConfirmation` picks the ones that are claims (all, by default). */
export function checkable<T extends Checkable>(
  ctx: PageContext,
  items: readonly T[],
  needsConfirmation: (item: T) => boolean = () => true,
): readonly T[] {
  if (ctx.config.contentStatus !== 'verified') return items;
  return items.filter((item) => !needsConfirmation(item) || confirmHost(item) !== null);
}

/** The host of an https confirmation page, or null when there is none (or it is not https). */
function confirmHost(item: Checkable): string | null {
  try {
    const url = item.confirmUrl ? new URL(item.confirmUrl) : null;
    return url?.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

export function ConfirmLink({ ctx, item }: { ctx: PageContext; item: Checkable }) {
  const host = confirmHost(item);
  if (!host) return null;
  return (
    <a href={item.confirmUrl} rel="external noopener" className="text-sm font-medium text-brand-700 underline underline-offset-2">
      {ctx.LL.partners.confirmedBy({ host })}
    </a>
  );
}
