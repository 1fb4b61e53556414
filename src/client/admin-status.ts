// `npm run cms` only: a bar at the foot of the web editor saying what the site on this computer
// shows. Each save builds the site again by itself (scripts/dev/cms/index.ts); the bar reads the local
// backend's /status (what the last build found) and says "building", "the site shows what you
// saved", or that the build stopped, with every line it named. So no one needs the terminal to
// know whether a save reached the site (the live site's equivalent is a draft's preview).

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
      const list = document.createElement('ul');
      Object.assign(list.style, { margin: '6px 0 0', paddingLeft: '18px' });
      for (const text of lines) list.append(Object.assign(document.createElement('li'), { textContent: text }));
      bar.append(list);
    }
  };
  const poll = async () => {
    try {
      const res = await fetch(`${backend}/status`, { cache: 'no-store' });
      if (!res.ok) return;
      const state = await res.json() as BuildState;
      draw(state);
      if (state.last?.contentStatus) status?.(state.last.contentStatus);
      const good = state.last?.ok ? state.last.at : undefined;
      if (good !== undefined && lastGood !== undefined && good !== lastGood) built?.();
      if (good !== undefined) lastGood = good;
    } catch {
      draw({ building: false, last: { ok: false, at: Date.now(), errors: ['npm run cms is not running: start it again in the terminal (npm run cms), then reload this page.'], warnings: [] } });
    }
  };
  document.body.append(bar);
  void poll();
  setInterval(() => void poll(), 1500);
}
