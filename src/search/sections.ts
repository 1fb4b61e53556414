// The sections search lists as results of their own, linked to their anchor: each answers a
// question a reader types on its own (someone to talk to; what we charge; what to do after paying
// a "recovery" service). The page's own entry keeps its text too. The readers' vocabulary may name
// them (scripts/build/search/vocabulary.ts).
export const sectionEntries = ['/report#talk', '/how-we-work#fees', '/how-we-work#already-paid'] as const;
