// Bounds of the site search, shared by the form (maxlength) and the search itself.
/** Longest query searched, in characters; the rest is ignored (and the page says so). */
export const maxQueryLength = 100;
/** Most results a search page lists. */
export const maxResults = 20;
