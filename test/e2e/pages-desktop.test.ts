// Every page in every language on a desktop (1440 px): see every-page.ts for what is checked.
import { checkEveryPage } from './every-page.ts';
import { desktop, useBrowser } from './support.ts';

checkEveryPage('desktop', desktop, useBrowser());
