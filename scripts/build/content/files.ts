// The files under content/ the build reads, as a map of path (relative to content/, with '/') ->
// text whose texts stay on disk: each is read when it is asked for and let go after, so the
// build's memory does not grow with the content (docs/performance.md, "Growth"). The compile and
// the checks take any ReadonlyMap (tests hand them a Map).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export class FilesOnDisk implements ReadonlyMap<string, string> {
  private readonly dir: string;
  private readonly paths: readonly string[];
  private readonly known: ReadonlySet<string>;

  /** `paths`: relative to `dir`, in the order the map lists them. */
  constructor(dir: string, paths: readonly string[]) {
    this.dir = dir;
    this.paths = paths;
    this.known = new Set(paths);
  }

  get size(): number { return this.paths.length; }
  has(path: string): boolean { return this.known.has(path); }
  get(path: string): string | undefined { return this.known.has(path) ? readFileSync(join(this.dir, path), 'utf8') : undefined; }
  keys(): MapIterator<string> { return this.paths[Symbol.iterator](); }
  *values(): MapIterator<string> { for (const path of this.paths) yield this.get(path)!; }
  *entries(): MapIterator<[string, string]> { for (const path of this.paths) yield [path, this.get(path)!]; }
  [Symbol.iterator](): MapIterator<[string, string]> { return this.entries(); }
  forEach(each: (text: string, path: string, map: ReadonlyMap<string, string>) => void): void {
    for (const [path, text] of this) each(text, path, this);
  }

  /** The files whose path passes `test`, and `more` (paths under the same folder). */
  filter(test: (path: string) => boolean, more: readonly string[] = []): FilesOnDisk {
    return new FilesOnDisk(this.dir, [...this.paths.filter(test), ...more]);
  }
}

/** Every file under a content folder that `wanted` takes (its path relative to the folder, with '/'). */
export function filesUnder(dir: string, wanted: (path: string, name: string) => boolean): FilesOnDisk {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const rel = relative(dir, path).split(sep).join('/');
        if (wanted(rel, entry.name)) paths.push(rel);
      }
    }
  };
  walk(dir);
  return new FilesOnDisk(dir, paths);
}
