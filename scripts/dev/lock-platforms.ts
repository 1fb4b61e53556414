// Keeps package-lock.json installable with `npm ci` here. The registry this project is built
// against serves workerd's Linux builds only, so `npm install` leaves the macOS and Windows
// builds out of the lock, and `npm ci` then refuses the lock as out of sync. This adds those
// optional entries back (with their os/cpu, so npm skips them on Linux without fetching).
// Run it after any `npm install` that rewrites the lock: `node scripts/dev/lock-platforms.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const platforms: Record<string, { os: string[]; cpu: string[] }> = {
  '@cloudflare/workerd-darwin-64': { os: ['darwin'], cpu: ['x64'] },
  '@cloudflare/workerd-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  '@cloudflare/workerd-windows-64': { os: ['win32'], cpu: ['x64'] },
};

const file = join(import.meta.dirname, '../..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries<{ optionalDependencies?: Record<string, string> }>(lock.packages)) {
  if (!path.endsWith('node_modules/workerd')) continue;
  const base = path.slice(0, -'workerd'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = base + name;
    if (!platforms[name] || lock.packages[key]) continue;
    lock.packages[key] = { version, license: 'Apache-2.0', optional: true, ...platforms[name], engines: { node: '>=16' } };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added} optional platform entries`);
