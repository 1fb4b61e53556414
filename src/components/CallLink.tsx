// A number to call, as one big tap target: tel: link with the phone icon, the number written out.
import { Icon } from './Icon.tsx';
import { telHref } from './links.ts';

export function CallLink({ number, tone = 'solid', ...data }: { number: string; tone?: 'solid' | 'light' } & Record<`data-${string}`, string>) {
  const look = tone === 'light'
    // In dark, white surfaces turn near-black: the number stays a filled button, as the solid tone.
    ? 'bg-white text-brand-900 hover:bg-blue-50 dark:bg-brand-700 dark:text-white dark:hover:bg-brand-800'
    : 'bg-brand-700 text-white hover:bg-brand-800';
  return (
    <a href={telHref(number)} {...data} className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 text-lg font-bold no-underline ${look}`}>
      <Icon name="phone" className="h-4 w-4" />
      {number}
    </a>
  );
}
