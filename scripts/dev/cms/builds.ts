// `npm run cms`'s builds: one at a time, each into a static folder of its own
// (dist/cms/<n>/, BUILD_STATIC_DIR), so the site keeps serving the last good build, whole, while
// the next is written; the old folder goes once the site serves the new one.
// A build runs as `npm run build` does, in a process of its own; what it found (BUILD_REPORT) is
// kept for the editor to show (scripts/dev/cms/local-backend.ts, /status).
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the last build found: the lines the terminal shows, in plain words, by file and line. */
export interface BuildOutcome {
  readonly ok: boolean;
  /** When it finished (ms since 1970). */
  readonly at: number;
  /** The build id of the site now served (the last good build). */
  readonly buildId?: string;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** The static folder of a good build. */
  readonly dir?: string;
  /** The content status the build checked for ("sample", "verified": scripts/build/content/checks/mode.ts). */
  readonly contentStatus?: string;
}

export interface BuildState {
  /** A build is running now (saved changes are on their way to the site). */
  readonly building: boolean;
  readonly last?: BuildOutcome;
}

/** The last lines of a build's output, for a build that stopped without a report (a crash). */
const tail = (output: string) => output.trim().split('\n').slice(-12);

/** Runs the build of `root` into a new folder under dist/cms/, its output passed to `log`. */
export function runBuild(root: string, log: (chunk: string) => void): Promise<BuildOutcome> {
  const builds = join(root, 'dist/cms');
  mkdirSync(builds, { recursive: true });
  const dir = join(builds, String(Date.now()));
  const reportFile = `${dir}.report.json`;
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [join(root, 'scripts/build/index.ts')], {
      cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BUILD_STATIC_DIR: dir, BUILD_REPORT: reportFile },
    });
    const take = (chunk: Buffer) => { output += chunk; log(String(chunk)); };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => {
      let report: Omit<BuildOutcome, 'at' | 'dir'> | undefined;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as typeof report;
      } catch { /* no report: the build crashed */ }
      rmSync(reportFile, { force: true });
      const at = Date.now();
      if (code === 0 && report?.ok) resolve({ ...report, at, dir });
      else resolve({ ok: false, at, contentStatus: report?.contentStatus, errors: report?.errors.length ? report.errors : [`the build stopped (exit code ${code}):`, ...tail(output)], warnings: report?.warnings ?? [] });
    });
  });
}

/** Makes dist/static the build in `dir` (a link to it, swapped in by a rename): src/generated/ was
 *  written by that build, so a server or test started from dist/static later finds the same files. */
export function pointStatic(root: string, dir: string): void {
  const target = join(root, 'dist/static');
  const link = `${target}.link-${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(relative(join(root, 'dist'), dir), link);
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) {
    const old = `${target}.old-${process.pid}`;
    renameSync(target, old);
    rmSync(old, { recursive: true, force: true });
  }
  renameSync(link, target);
}

/** Removes the build folders under dist/cms/ but `keep`. */
export function pruneBuilds(root: string, keep: readonly string[]): void {
  const builds = join(root, 'dist/cms');
  if (!existsSync(builds)) return;
  for (const name of readdirSync(builds)) {
    const path = join(builds, name);
    if (!keep.includes(path)) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Builds on request, one at a time: a request during a build runs one more build after it (with
 * everything saved meanwhile), never two at once. `serve` is given each good build's folder and
 * resolves once the site serves it.
 */
export class Builds {
  #state: BuildState = { building: false };
  #again = false;
  #served: string[] = [];
  #idle: Promise<void> = Promise.resolve();
  readonly #root: string;
  readonly #serve: (dir: string) => Promise<void>;
  readonly #log: (chunk: string) => void;
  readonly #done: (outcome: BuildOutcome) => void;

  /** `first`: the build the site starts with. */
  constructor(options: { root: string; first: BuildOutcome; serve(dir: string): Promise<void>; log(chunk: string): void; done(outcome: BuildOutcome): void }) {
    this.#state = { building: false, last: options.first };
    if (options.first.dir) this.#served = [options.first.dir];
    this.#root = options.root;
    this.#serve = options.serve;
    this.#log = options.log;
    this.#done = options.done;
  }

  get state(): BuildState {
    return this.#state;
  }

  /** Builds now, or once the running build is done. Resolves when no build is left to run. */
  request(): Promise<void> {
    if (this.#state.building) {
      this.#again = true;
      return this.#idle;
    }
    this.#idle = this.#loop();
    return this.#idle;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      this.#state = { ...this.#state, building: true };
      const outcome = await runBuild(this.#root, this.#log);
      if (outcome.ok && outcome.dir) {
        await this.#serve(outcome.dir);
        // The folder served before is no longer read: it goes, with any left by an earlier run.
        this.#served = [outcome.dir];
        pointStatic(this.#root, outcome.dir);
        pruneBuilds(this.#root, this.#served);
      }
      const last = outcome.ok ? outcome : { ...outcome, buildId: this.#state.last?.buildId };
      this.#state = { building: this.#again, last };
      this.#done(last);
    } while (this.#again);
  }
}
