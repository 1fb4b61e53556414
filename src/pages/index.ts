// Each route's view, by route id: the half of the route table that knows React. The paths,
// navigation and dates are in src/site/routes.ts; the router joins the two.
import { contactPageView } from '../features/contact/ContactPage.tsx';
import { contactThanksView } from '../features/contact/ThanksPage.tsx';
import { newsletterConfirmView, newsletterSentView, newsletterUnsubscribeView } from '../features/newsletter/pages.tsx';
import type { PageContext, Redirect, View } from '../site/context.ts';
import type { RouteId } from '../site/routes.ts';
import { aboutView } from './About.tsx';
import { articleView } from './Article.tsx';
import { blogView } from './Blog.tsx';
import { businessView } from './Business.tsx';
import { careersView } from './Careers.tsx';
import { casesView } from './Cases.tsx';
import { homeView } from './Home.tsx';
import { howWeWorkView } from './HowWeWork.tsx';
import { newsView } from './News.tsx';
import { newsItemView } from './NewsItem.tsx';
import { partnersView } from './Partners.tsx';
import { privacyView } from './Privacy.tsx';
import { reportView } from './Report.tsx';
import { scamGuideView } from './ScamGuide.tsx';
import { scamsView } from './Scams.tsx';
import { searchView } from './Search.tsx';
import { teamView } from './Team.tsx';
import { termsView } from './Terms.tsx';
import { verifyView } from './Verify.tsx';

/** The page for a request, or a 301 when the request names it by another URL (/cases?page=1);
 *  a promise of one for a page that reads its body first (an article, a news item). */
export type ViewOf = (ctx: PageContext) => View | Redirect | Promise<View | Redirect>;

export const views: Readonly<Record<RouteId, ViewOf>> = {
  home: homeView,
  about: aboutView,
  team: teamView,
  partners: partnersView,
  cases: casesView,
  blog: blogView,
  article: articleView,
  news: newsView,
  newsItem: newsItemView,
  report: reportView,
  scams: scamsView,
  scam: scamGuideView,
  howWeWork: howWeWorkView,
  privacy: privacyView,
  terms: termsView,
  contact: contactPageView,
  careers: careersView,
  business: businessView,
  verify: verifyView,
  search: searchView,
  contactThanks: contactThanksView,
  newsletterSent: newsletterSentView,
  newsletterConfirm: newsletterConfirmView,
  newsletterUnsubscribe: newsletterUnsubscribeView,
};
