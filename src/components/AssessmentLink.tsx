// The link to our request form as a call to action: "Free case assessment", or, for a reader in a
// place the Association does not serve, a label that says the assessment is for the places we serve
// (and a quieter style, so their place's official channel stays the first thing to do).
import type { PageContext } from '../site/context.ts';
import { unservedPlace } from './served.ts';

export function AssessmentLink({ ctx, label, className, quietClassName, href = ctx.href('/contact'), servedLabel }: {
  ctx: PageContext;
  label: string;
  className: string;
  /** The style for a reader we do not serve (an outline beside the hero's official channel). */
  quietClassName?: string;
  href?: string;
  /** The served-places label, when this button's own wording differs (the business form). */
  servedLabel?: string;
}) {
  const unserved = unservedPlace(ctx);
  return (
    <a href={href} data-consult="" data-served-only={unserved ?? undefined} className={unserved && quietClassName ? quietClassName : className}>
      {unserved ? servedLabel ?? ctx.LL.served.assessment() : label}
    </a>
  );
}
