// Every page in every language on a phone (375 px), every check, dark scheme too: see every-page.ts.
import { checkEveryPage } from './every-page.ts';
import { allPageUrls, phone, useBrowser } from './support.ts';

checkEveryPage('phone', phone, useBrowser(), { deep: allPageUrls, dark: true });
