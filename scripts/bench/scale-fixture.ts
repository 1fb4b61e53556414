// The scale fixture for `npm run bench` (BENCH_ONLY=scale): a temporary copy of this repository
// whose content/ holds `articles` articles and `news` news items (300 + 300 by default) in zh-TW
// and en, made from the real entries (their bodies reused whole, so lengths are realistic; ids,
// folders, slugs, dates and titles varied), then built there by the normal build (which derives
// zh-CN). Never committed: it shows what the site does with a decade of content.
//   node scripts/bench/scale-fixture.ts [articles] [news]   builds it twice (a first build, which
//   writes every zh-CN.md, then an editor's next build), prints each build's time and the peak
//   memory of its process tree (scripts/bench/process-memory.ts), and the directory
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { peakTreeMemory } from './process-memory.ts';
import { maxTitleLength, titleWidth } from '../../src/site/locale.ts';

const root = join(import.meta.dirname, '../..');
/** Not copied: installed packages (linked instead), git, what builds and runs make. */
const skipped = new Set(['node_modules', '.git', 'dist', '.wrangler', 'src/generated', '.scratch', '.screenshots', 'tmp']);

/** Folders of a content kind that hold a zh-TW.md (the real entries). */
const entries = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** The `n`th of `count` days spread from 2016-01-04 to yesterday, as YYYY-MM-DD: every copy is
 *  public when the fixture is built, however many there are. */
function day(n: number, count: number): string {
  const first = Date.UTC(2016, 0, 4);
  const span = Date.now() - 86_400_000 - first;
  return new Date(first + Math.floor((n * span) / Math.max(1, count))).toISOString().slice(0, 10);
}

/** Sets a top-level frontmatter field (a one-line value) or removes it (value null). */
function setField(markdown: string, field: string, value: string | null): string {
  const end = markdown.indexOf('\n---', 4);
  let head = markdown.slice(0, end);
  const line = new RegExp(`^${field}:.*$`, 'm');
  if (value === null) head = head.replace(new RegExp(`^${field}:.*\\n`, 'm'), '');
  else if (line.test(head)) head = head.replace(line, `${field}: ${value}`);
  else head += `\n${field}: ${value}`;
  return head + markdown.slice(end);
}

const field = (markdown: string, name: string) => {
  const raw = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(markdown)?.[1]?.trim() ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
};

/** The title of copy `n`: the source's, numbered, so every copy is its own entry, and cut so it
 *  stays within the build's limit on a title's width (maxTitleLength). */
function numbered(markdown: string, n: number, zh: boolean): string {
  const suffix = zh ? `（第 ${n} 篇）` : ` (no. ${n})`;
  let title = field(markdown, 'title');
  while (titleWidth(title + suffix) > maxTitleLength) title = [...title].slice(0, -1).join('').trimEnd();
  return setField(markdown, 'title', JSON.stringify(title + suffix));
}

/** The source entry's pictures and other files beside its Markdown, copied to the copy's folder. */
function copyBeside(from: string, to: string): void {
  for (const name of readdirSync(from).filter((f) => !f.endsWith('.md'))) cpSync(join(from, name), join(to, name));
}

/** Writes the generated entries into `dir`'s content/ (a copy of this repository's). */
export function writeScaleContent(dir: string, articles: number, news: number): void {
  const articleDir = join(dir, 'content/articles');
  const newsDir = join(dir, 'content/news');
  const realArticles = entries(articleDir);
  const realNews = entries(newsDir);
  // From 10000 on: past the real ids, and past four digits, which the router once refused (src/content/article-id.ts).
  const firstId = Math.max(9999, ...realArticles.map((f) => Number(field(readFileSync(join(articleDir, f, 'zh-TW.md'), 'utf8'), 'id')))) + 1;
  for (let i = 0; i < articles - realArticles.length; i++) {
    const source = realArticles[i % realArticles.length]!;
    const folder = join(articleDir, `scale-${String(i + 1).padStart(3, '0')}`);
    mkdirSync(folder, { recursive: true });
    let zh = readFileSync(join(articleDir, source, 'zh-TW.md'), 'utf8');
    zh = setField(setField(setField(setField(zh, 'id', String(firstId + i)), 'date', day(i, articles - realArticles.length)), 'featured', null), 'updated', null);
    writeFileSync(join(folder, 'zh-TW.md'), numbered(zh, i + 1, true));
    writeFileSync(join(folder, 'en.md'), numbered(readFileSync(join(articleDir, source, 'en.md'), 'utf8'), i + 1, false));
    copyBeside(join(articleDir, source), folder);
  }
  for (let i = 0; i < news - realNews.length; i++) {
    const source = realNews[i % realNews.length]!;
    const folder = join(newsDir, `${source}-${i + 1}`);
    mkdirSync(folder, { recursive: true });
    // (An event's `ends` is dropped: the copy's date moves, and an end before it is refused.)
    const zh = setField(setField(setField(readFileSync(join(newsDir, source, 'zh-TW.md'), 'utf8'), 'date', day(i, news - realNews.length)), 'updated', null), 'ends', null);
    writeFileSync(join(folder, 'zh-TW.md'), numbered(zh, i + 1, true));
    writeFileSync(join(folder, 'en.md'), numbered(readFileSync(join(newsDir, source, 'en.md'), 'utf8'), i + 1, false));
    copyBeside(join(newsDir, source), folder);
  }
}

/** Copies the repository to a new temporary directory (node_modules linked), writes the fixture's
 *  content there and builds it (`node scripts/build/index.ts`) unless told not to. Returns the directory; the caller
 *  removes it (rmSync(dir, { recursive: true })). */
export function makeScaleFixture(articles = 300, news = 300, { build = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'antifraud-scale-'));
  cpSync(root, dir, { recursive: true, filter: (src) => !skipped.has(relative(root, src)) });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeScaleContent(dir, articles, news);
  // The copy's own build; not CI, so the zh-CN.md files of the new entries are written.
  if (build) execFileSync(process.execPath, ['scripts/build/index.ts'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '' } });
  return dir;
}

if (import.meta.main) {
  const [articles, news] = process.argv.slice(2).map(Number);
  const dir = makeScaleFixture(articles || 300, news || 300, { build: false });
  for (const build of ['first build', 'built again']) {
    const { ms, peakMiB } = await peakTreeMemory(process.execPath, ['scripts/build/index.ts'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '' } });
    console.log(`${build}: ${(ms / 1000).toFixed(1)} s, peak ${peakMiB.toFixed(0)} MiB (load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  }
  console.log(dir);
  if (process.env.SCALE_FIXTURE_KEEP !== '1') {
    console.log('(removed; SCALE_FIXTURE_KEEP=1 keeps it)');
    rmSync(dir, { recursive: true, force: true });
  }
}
