// Every page in every language on a desktop (1440 px): each loads cleanly; one page of each type
// gets axe and the style check (every-page.ts).
import { checkEveryPage } from './every-page.ts';
import { desktop, pageTypeUrls, useBrowser } from './support.ts';

checkEveryPage('desktop', desktop, useBrowser(), { deep: pageTypeUrls, dark: false });
