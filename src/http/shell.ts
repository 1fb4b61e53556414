// The navigation around every page (header links, footer quick links), from the route table, in
// each language: made once per locale per isolate.
import type { NavItem } from '../components/nav.ts';
import { translations } from '../i18n/translate.ts';
import type { Locale } from '../site/locale.ts';
import type { Route } from '../site/routes.ts';
import type { Shell } from '../render/document.tsx';

export function createShells(table: readonly Route[]): (locale: Locale) => Shell {
  const shells = new Map<Locale, Shell>();
  return (locale) => {
    let shell = shells.get(locale);
    if (!shell) {
      const LL = translations(locale);
      const item = (r: Route): NavItem => ({ id: r.id, path: r.path, label: LL.nav[r.label](), ...(r.nav === 'menu' || r.folded ? { folded: true } : {}), ...(r.nav === 'tools' ? { tool: true } : {}) });
      shell = {
        nav: table.filter((r) => r.nav === 'main' || r.nav === 'menu' || r.nav === 'tools').map(item),
        footerLinks: table.filter((r) => r.nav !== 'none').map(item),
      };
      shells.set(locale, shell);
    }
    return shell;
  };
}
