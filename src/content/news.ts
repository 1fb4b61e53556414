// Latest-news items (/news/{slug}, the news list, Home and the blog sidebar), newest first:
// compiled by the build from content/news/<slug>/*.md (scripts/build/content/index.ts). All events, alerts
// and service changes are sample data of a fictional association.
export { newsItems } from '../generated/content.ts';
