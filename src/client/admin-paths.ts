// Where an entry of the web editor lives in the repository. Decap writes an entry's languages as
// <slug>/index.<locale>.md; this site keeps them as <folder>/zh-TW.md and en.md. When a new entry's
// address is taken (two news items of one type on one day), Decap names the second
// <folder>/index-1: that is the folder <folder>-2 here, so no entry is ever saved inside another's.

/** Decap's path of an entry's file -> the repository's ('…/x/index.en.md' -> '…/x/en.md',
 *  '…/x/index-1.en.md' -> '…/x-2/en.md'; '…/x/index.md', which Decap asks about to see whether an
 *  address is taken, -> '…/x/zh-TW.md'). Anything else unchanged. */
export function toRepo(path: string): string {
  return path
    .replace(/\/([^/]+)\/index-(\d+)\.(zh-TW|en)\.md$/, (_m, folder: string, n: string, locale: string) => `/${folder}-${Number(n) + 1}/${locale}.md`)
    .replace(/\/([^/]+)\/index-(\d+)\.md$/, (_m, folder: string, n: string) => `/${folder}-${Number(n) + 1}/zh-TW.md`)
    .replace(/\/index\.(zh-TW|en)\.md$/, '/$1.md')
    .replace(/\/index\.md$/, '/zh-TW.md');
}

/** The repository's path -> Decap's ('…/x/zh-TW.md' -> '…/x/index.zh-TW.md'). */
export const toEditor = (path: string) => path.replace(/\/(zh-TW|en)\.md$/, '/index.$1.md');

/** The folder (under content/<collection>/) an entry's path names, as the repository keeps it; '' for none. */
export function folderOfPath(path: string | undefined): string {
  const repo = toRepo(path ?? '');
  return /^content\/[^/]+\/([^/]+)\/(?:zh-TW|en)\.md$/.exec(repo)?.[1] ?? '';
}

/** A file beside a new entry (its picture) follows the entry when its folder was renamed: the
 *  folder Decap used -> the one it is saved in. */
export function movedFolder(decapPath: string): { from: string; to: string } | undefined {
  const m = /^(.*\/)([^/]+)\/index-(\d+)\.(?:zh-TW|en)\.md$/.exec(decapPath);
  return m ? { from: `${m[1]}${m[2]}/`, to: `${m[1]}${m[2]}-${Number(m[3]) + 1}/` } : undefined;
}

/**
 * The name of a branch's preview on the platform (Worker Previews: its address is
 * https://<name>-<worker>.<subdomain>.workers.dev): lower-case letters, digits and single hyphens,
 * at most 40 characters, a longer branch shortened with a hash of the whole so two never share
 * one. The deploy command names each preview so (scripts/ops/preview.ts), and the editor links a
 * draft to it: Decap keeps a draft on the branch cms/<collection>/<slug>.
 */
export function previewName(branch: string): string {
  const name = branch.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'preview';
  if (name.length <= 40) return name;
  let hash = 0x811c9dc5;
  for (const c of branch) hash = Math.imul(hash ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return `${name.slice(0, 31).replace(/-+$/, '')}-${hash.toString(16).padStart(8, '0')}`;
}
