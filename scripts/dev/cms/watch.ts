// `npm run cms`'s one watcher: what an editor changes (content/, the pictures under assets/, the
// settings in wrangler.toml) asks for a build, a moment after the last change of a save. Nothing
// else watches: the site's server reloads only when a build is complete (scripts/dev/cms/index.ts).
// The files the build itself writes under content/ (the zh-CN review files) are not changes.
import { type FSWatcher, watch } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The paths (relative to the project, with '/') whose change needs a build. */
export function needsBuild(path: string): boolean {
  const p = path.split(sep).join('/');
  if (p === 'wrangler.toml') return true;
  if (!p.startsWith('content/') && !p.startsWith('assets/')) return false;
  // The build's own output beside the sources, and editors' and tools' temporary files.
  if (/\/zh-CN\.md$|\.zh-CN\.yaml$/.test(p)) return false;
  return !/(^|\/)(\.[^/]*|[^/]*~|[^/]*\.(swp|tmp))$/.test(p);
}

/** Calls `changed` once per burst of changes (after `quietMs` without one); returns a stop. */
export function watchSources(root: string, changed: (paths: string[]) => void, quietMs = 400): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const note = (path: string) => {
    if (!needsBuild(path)) return;
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const paths = [...pending];
      pending.clear();
      changed(paths);
    }, quietMs);
  };
  const watchers: FSWatcher[] = [
    watch(join(root, 'content'), { recursive: true }, (_event, name) => name && note(`content/${name}`)),
    watch(join(root, 'assets'), { recursive: true }, (_event, name) => name && note(`assets/${name}`)),
    // The folder, not the file: editors save a file by writing a new one and renaming it.
    watch(root, (_event, name) => name && note(relative(root, join(root, name)))),
  ];
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
