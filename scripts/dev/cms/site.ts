// The site under `npm run cms`: the worker in local workerd (wrangler's startWorker, as `wrangler
// dev` runs it), with nothing watched. It serves one build's static folder and reloads only when
// told to serve the next (serve), once that build is complete: never a half-written one.
import { join } from 'node:path';
import { unstable_startWorker } from 'wrangler';

export interface CmsSite {
  /** Serves the static files of `dir` (a complete build) and the worker as just built; resolves once reloaded. */
  serve(dir: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the worker of `root` on host:port with `vars` added, serving the build in `dir`. */
export async function startSite({ root, host, port, vars, dir }: { root: string; host: string; port: number; vars: Record<string, string>; dir: string }): Promise<CmsSite> {
  const worker = await unstable_startWorker({
    config: join(root, 'wrangler.toml'),
    assets: dir,
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text' as const, value }])),
    dev: { watch: false, server: { hostname: host, port }, inspector: false, logLevel: 'warn' },
  });
  await worker.ready;
  const events = worker.raw as unknown as NodeJS.EventEmitter;
  return {
    serve: (next) => new Promise<void>((resolve, reject) => {
      const done = () => { events.off('buildFailed', failed); resolve(); };
      const failed = (event: { reason?: string }) => { events.off('reloadComplete', done); reject(new Error(event.reason ?? 'the worker did not build')); };
      events.once('reloadComplete', done);
      events.once('buildFailed', failed);
      // The same settings again with the new folder: the worker is bundled afresh from
      // src/generated/ (written by the build) and the static files read from `next`.
      worker.patchConfig({ assets: next }).catch(failed);
    }),
    stop: () => worker.dispose(),
  };
}
