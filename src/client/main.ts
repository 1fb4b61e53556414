// The site's one browser module: progressive enhancement only. Every page works without it.
import { initLanguageSwitch } from './language.ts';
import { initMenu } from './menu.ts';
import { logMissingPath } from './not-found.ts';
import { initShare } from './share.ts';

initMenu();
initLanguageSwitch();
logMissingPath();
initShare();
