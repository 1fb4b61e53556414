// The association's mark, drawn inline in the header: the same shapes as assets/logo.svg (still
// the favicon and the Organization logo), without a request before the first paint. Decorative:
// the site name is written beside it. The shield is the brand token (lighter in the dark scheme).
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" className="h-[32px] w-[32px] shrink-0" aria-hidden="true">
      <path className="fill-brand-700" d="M16 1 3 6v9c0 8 5.6 13.8 13 16 7.4-2.2 13-8 13-16V6z" />
      <path fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2.6" d="m10 16 4.2 4.2L22.5 12" />
    </svg>
  );
}
