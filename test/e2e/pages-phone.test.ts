// Every page in every language on a phone (375 px): see every-page.ts for what is checked.
import { checkEveryPage } from './every-page.ts';
import { phone, useBrowser } from './support.ts';

checkEveryPage('phone', phone, useBrowser());
