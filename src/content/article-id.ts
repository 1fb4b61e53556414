// The one rule for an article's id, which is its URL (/blog/{id}): the build's schema
// (scripts/build/content/schema.ts, and so the web editor's number field) refuses an id outside it, and
// the router (src/content/published.ts) matches every id inside it, so an article the build
// accepts always has its page, and every link to it, in a list, a feed or the sitemap, answers.

/** The largest id: nine digits, far past what a century of articles needs, and room for an id
 *  typed as a date (20260115). */
export const maxArticleId = 999_999_999;

/** An id as a URL writes it: a plain decimal with no leading zero ('1', not '01', '1e0' or '١'),
 *  from 1 to maxArticleId. */
export const articleIdSegment = /^[1-9][0-9]{0,8}$/;
