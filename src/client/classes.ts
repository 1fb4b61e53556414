// The classes the browser module adds or removes at run time. They are not in the markup a page
// starts from, so the build must keep their rules in every page's stylesheet and keep their names
// as written (scripts/build/index.ts imports this list): one list, read by both sides.

/** On a button that needs JavaScript (Share, Print): removed once the module has wired it up. */
export const untilEnhanced = 'invisible';
/** On the small-screen menu while it is open. */
export const menuOpen = 'is-open';

export const clientClasses: readonly string[] = [untilEnhanced, menuOpen];
