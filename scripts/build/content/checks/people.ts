// A person taken off the team is often still named elsewhere: as a department's head, on the
// board (/verify), as an article's author. When a save of team.yaml removes or renames a member,
// the web editor lists every place that still names them, so the editor decides each (an article
// keeps its author; a department gets its new head). Pure: the team before and after, and where
// names appear, in; one line per person out.

export interface Named {
  readonly 'zh-TW': string;
  readonly en: string;
}

/** Where people are named outside the members' list. */
export interface NamedPlaces {
  /** The team's departments (their heads), as the save has them. */
  readonly departments: readonly { readonly name: Named; readonly head: Named }[];
  /** The board in identity.yaml. */
  readonly board: readonly { readonly name: Named }[];
  /** Each article's folder -> its author, in both languages. */
  readonly authors: Readonly<Record<string, Named>>;
}

const names = (n: Named) => [n['zh-TW'], n.en].filter(Boolean);

/** For each member in `before` whose name is in no member of `after`: where they are still named. */
export function stillNamed(before: readonly { name: Named }[], after: readonly { name: Named }[], places: NamedPlaces): string[] {
  const current = new Set(after.flatMap((m) => names(m.name)));
  return before.filter((m) => !names(m.name).some((n) => current.has(n))).flatMap(({ name }) => {
    const same = (other: Named) => names(other).some((n) => names(name).includes(n));
    const where = [
      ...places.departments.filter((d) => same(d.head)).map((d) => `the head of ${d.name.en} (departments, below)`),
      ...(places.board.some((b) => same(b.name)) ? ['a board member (identity.yaml, shown on /verify)'] : []),
      ...Object.entries(places.authors).filter(([, author]) => same(author)).map(([folder]) => `the author of content/articles/${folder}/`),
    ];
    return where.length ? [`${name.en} (${name['zh-TW']}) is no longer among the members, but is still named as ${where.join('; ')}: if they have left, change each (an article may keep its author)`] : [];
  });
}
