// `npm run cms` only: a bar at the foot of the web editor saying what the site on this computer
// shows. Each save builds the site again by itself (scripts/dev/cms/index.ts); the bar reads the local
// backend's /status (what the last build found) and says "building", "the site shows what you
// saved", or that the build stopped, with every line it named. So no one needs the terminal to
// know whether a save reached the site (the live site's equivalent is a draft's preview).

import { problemGroups } from './admin-problem-groups.ts';

interface BuildOutcome {
  readonly ok: boolean;
  readonly at: number;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** The content status the build checked for ("sample", "verified"). */
  readonly contentStatus?: string;
}
interface BuildState {
  readonly building: boolean;
  readonly last?: BuildOutcome;
}

const colors = { building: ['#e8f0fe', '#1e40af'], ok: ['#e6f4ea', '#1e6b34'], failed: ['#fdecea', '#8b0a1a'] } as const;

/** What the bar says of a build state: its tone, a line, and the problems (none when fine). */
export function statusText(state: BuildState, siteUrl: string): { tone: keyof typeof colors; line: string; lines: readonly string[] } {
  const time = (at: number) => new Date(at).toLocaleTimeString();
  if (state.building) return { tone: 'building', line: 'Building the site on this computer with what you saved…', lines: [] };
  const last = state.last;
  if (!last) return { tone: 'building', line: 'Waiting for the first build…', lines: [] };
  if (last.ok) return { tone: 'ok', line: `The site on this computer (${siteUrl}) shows what you saved: built at ${time(last.at)}.`, lines: [] };
  return { tone: 'failed', line: `The build stopped at ${time(last.at)} on what was saved: the site still shows the last good build. Fix these and save again:`, lines: last.errors };
}

/** The problems as the bar shows them: a section per group (its heading in bold), each entry's name
 *  in bold, its fields indented under it. */
function problemList(lines: readonly string[]): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text = '') => {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  };
  const { summary, groups } = problemGroups(lines);
  const out = el('div', {});
  // The count is the fold's own line already: the rest of the summary says what to do.
  if (summary) out.append(el('p', { margin: '6px 0 0', font: 'inherit' }, summary.replace(/^\d+ to fix in \d+ entr(?:y|ies)\. /, '')));
  for (const group of groups) {
    if (group.heading) {
      const heading = el('h3', { margin: '8px 0 0', font: 'inherit', fontWeight: '700' }, group.heading);
      heading.dataset.problemSection = '';
      out.append(heading);
    }
    const list = el('ul', { margin: '4px 0 0', paddingLeft: '18px' });
    for (const entry of group.entries) {
      const item = el('li', { margin: '2px 0' });
      if (entry.name) item.append(el('strong', {}, entry.name), entry.said ? `: ${entry.said}` : '');
      else item.textContent = entry.said;
      if (entry.fields.length) {
        const fields = el('ul', { margin: '2px 0 0', paddingLeft: '22px', listStyle: 'circle' });
        for (const field of entry.fields) {
          const line = el('li', {}, field);
          line.dataset.problemField = '';
          fields.append(line);
        }
        item.append(fields);
      }
      list.append(item);
    }
    out.append(list);
  }
  return out;
}

/** More lines than this and the list starts folded: the form under the bar stays usable. */
const shownOpen = 5;

/** Shows the bar and keeps it current; `backend` is the local backend's address. `built` is
 *  called when a good build finishes while the page is open; `status` with the content status
 *  each build checked for (a failed one too: its note lists what that status refuses). */
export function showBuildStatus(backend: string, siteUrl: string, built?: () => void, status?: (contentStatus: string) => void): void {
  const bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  bar.dataset.buildStatus = '';
  Object.assign(bar.style, {
    position: 'fixed', right: '16px', bottom: '16px', zIndex: '400', maxHeight: '35vh', overflow: 'auto',
    borderRadius: '6px', boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)', font: '13px/1.45 system-ui, sans-serif',
  });
  let shown = '';
  /** Whether the editor opened or folded the list; undefined until they do. */
  let opened: boolean | undefined;
  /** When the good build last seen finished. */
  let lastGood: number | undefined;
  const draw = (state: BuildState) => {
    const { tone, line, lines } = statusText(state, siteUrl);
    const key = JSON.stringify([tone, line, lines]);
    if (key === shown) return;
    shown = key;
    bar.dataset.buildStatus = tone;
    const [background, color] = colors[tone];
    // A small note in the corner while all is well; the width of the window when the build stopped.
    const wide = tone === 'failed';
    Object.assign(bar.style, { background, color, border: `1px solid ${color}`, left: wide ? '16px' : 'auto', maxWidth: wide ? 'none' : '420px', padding: wide ? '10px 14px' : '6px 10px' });
    bar.replaceChildren(Object.assign(document.createElement('strong'), { textContent: line }));
    if (lines.length) {
      // Folded when long (the editor opens it), and kept as the editor left it across builds.
      const details = document.createElement('details');
      details.dataset.buildProblems = '';
      details.open = opened ?? lines.length <= shownOpen;
      details.addEventListener('toggle', () => { opened = details.open; });
      const summary = document.createElement('summary');
      Object.assign(summary.style, { cursor: 'pointer', marginTop: '4px' });
      // Verified mode's count ('206 to fix in 84 entries'), or the number of lines.
      const count = /^\d+ to fix in \d+ entr(?:y|ies)/.exec(lines[0] ?? '')?.[0] ?? `${lines.length} to fix`;
      summary.textContent = `${count}: show or hide the list`;
      details.append(summary, problemList(lines));
      bar.append(details);
    }
  };
  const poll = async () => {
    let state: BuildState;
    try {
      const res = await fetch(`${backend}/status`, { cache: 'no-store' });
      if (!res.ok) return;
      state = await res.json() as BuildState;
    } catch {
      draw({ building: false, last: { ok: false, at: Date.now(), errors: ['npm run cms is not running: start it again in the terminal (npm run cms), then reload this page.'], warnings: [] } });
      return;
    }
    draw(state);
    if (state.last?.contentStatus) status?.(state.last.contentStatus);
    const good = state.last?.ok ? state.last.at : undefined;
    if (good !== undefined && lastGood !== undefined && good !== lastGood) built?.();
    if (good !== undefined) lastGood = good;
  };
  document.body.append(bar);
  void poll();
  setInterval(() => void poll(), 1500);
}
