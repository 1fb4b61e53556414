// The shape of a navigation entry, as the route table hands it to the shell.
export interface NavItem {
  readonly id: string;
  readonly path: string;   // unprefixed site path
  readonly label: string;  // localized
  /** In the folding menu only: the full-width header row has no room for it (the footer has it). */
  readonly folded?: boolean;
  /** In the header's top row beside Report and "Is this a scam?", at every width. */
  readonly tool?: boolean;
}

/** aria-current for a nav link: 'page' on the page itself, 'true' inside its section. */
export function currentState(itemPath: string, currentPath: string): 'page' | 'true' | undefined {
  if (itemPath === currentPath) return 'page';
  if (itemPath !== '/' && currentPath.startsWith(`${itemPath}/`)) return 'true';
  return undefined;
}
