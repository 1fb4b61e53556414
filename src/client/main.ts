// The site's one browser module: progressive enhancement only. Every page works without it.
import { initLanguageSwitch } from './language.ts';
import { initMenu } from './menu.ts';
import { logMissingPath } from './not-found.ts';
import { initPrint } from './print.ts';
import { initShare } from './share.ts';
import { readSettings } from './settings.ts';

initMenu();
initLanguageSwitch();
logMissingPath();
initShare();
initPrint();

if (document.querySelector('form[data-contact-form]')) void import('./form.ts').then((m) => m.initForms());

const settings = readSettings();
if (settings.chat || settings.gtag) {
  void import('./third-party.ts').then((m) => m.initThirdParty(settings));
}

// Marks the page as enhanced (the loader imports this module after the first paint, so browser
// tests wait for the mark before they use what it adds).
document.documentElement.dataset.enhanced = '';
