// The missing-path report: which unknown paths visitors asked for (not_found lines), how often,
// in which languages and when last, most frequent first, so the operator can decide which deserve
// a redirect (assets/_redirects). Paths are grouped without their language prefix, since a moved
// page is missing in every language; the bot probes that hit every site (/wp-login.php, /.env ...)
// are counted on a line of their own. Pure functions: scripts/ops/missing-paths.ts prints the result.
// A path is whatever a visitor asked for: every cell of the report is printed through
// `printable` (scripts/shared/terminal-text.ts), so no path can drive the operator's terminal or forge a
// row, and a path is shown decoded only when its decoded form holds nothing `printable` escapes.
import { locales, splitLocalePath, type Locale } from '../../src/site/locale.ts';
import type { LogRecord } from './tail-log.ts';
import { minuteOf as minute, printable, printsAsIs } from '../shared/terminal-text.ts';

export interface MissingPath {
  /** The path without its language prefix, as logged (percent-encoded). */
  readonly path: string;
  readonly count: number;
  /** Requests per language, in the order of `locales`. */
  readonly locales: ReadonlyMap<Locale, number>;
  readonly lastSeen: number | null;
}

export interface MissingReport {
  readonly paths: readonly MissingPath[];
  /** Bot probes: path -> requests. */
  readonly probes: ReadonlyMap<string, number>;
  /** Ids of render_error lines, for a look-up in Workers Logs. */
  readonly errorIds: readonly string[];
}

// What scanners look for on every site: scripts of other platforms, dotfiles and secrets,
// archives and dumps, admin consoles. /.well-known/ is not a probe (security.txt and the like).
const probeExtension = /\.(php\d?|phtml|aspx?|ashx|jsp|cgi|pl|env|ini|sql|bak|old|orig|swp|ya?ml|zip|tar|t?gz|rar|7z|log|conf|cfg|pem|key|git)$/i;
const probeSegment = /^(wp-[a-z-]*|wordpress|xmlrpc|phpmyadmin|pma|myadmin|cgi-bin|vendor|admin|administrator|boaform|actuator|hnap1|owa|autodiscover|ecp|remote|solr|console|telescope)$/i;

/** Whether a path is an automated scan rather than a link someone followed. */
export function isBotProbe(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return segments.some((s, i) =>
    probeSegment.test(s) || (s.startsWith('.') && !(i === 0 && s === '.well-known')) || (i === segments.length - 1 && probeExtension.test(s)));
}

function localeOf(fields: Readonly<Record<string, unknown>>, path: string): Locale {
  const named = fields.locale;
  return (locales as readonly unknown[]).includes(named) ? (named as Locale) : splitLocalePath(path).locale;
}

export function missingReport(records: readonly LogRecord[]): MissingReport {
  const byPath = new Map<string, { count: number; locales: Map<Locale, number>; lastSeen: number | null }>();
  const probes = new Map<string, number>();
  const errorIds: string[] = [];
  for (const { fields, time } of records) {
    if (fields.event === 'render_error' && typeof fields.id === 'string') errorIds.push(fields.id);
    if (fields.event !== 'not_found' || typeof fields.path !== 'string') continue;
    const full = fields.path;
    if (isBotProbe(full)) {
      probes.set(full, (probes.get(full) ?? 0) + 1);
      continue;
    }
    const { path } = splitLocalePath(full);
    const entry = byPath.get(path) ?? { count: 0, locales: new Map(), lastSeen: null };
    const locale = localeOf(fields, full);
    entry.count += 1;
    entry.locales.set(locale, (entry.locales.get(locale) ?? 0) + 1);
    if (time !== null && (entry.lastSeen === null || time > entry.lastSeen)) entry.lastSeen = time;
    byPath.set(path, entry);
  }
  const paths = [...byPath].map(([path, e]) => ({
    path,
    count: e.count,
    locales: new Map(locales.filter((l) => e.locales.has(l)).map((l) => [l, e.locales.get(l)!])),
    lastSeen: e.lastSeen,
  }));
  paths.sort((a, b) => b.count - a.count || (b.lastSeen ?? 0) - (a.lastSeen ?? 0) || (a.path < b.path ? -1 : 1));
  return { paths, probes, errorIds };
}

/** The path decoded, when that reads differently ('/%E9%97%9C%E6%96%BC' -> '/關於') and holds no
 *  control, format, separator or invisible character (an encoded ESC, line break or bidi override
 *  stays encoded in the path column); else ''. */
function decoded(path: string): string {
  try {
    const text = decodeURIComponent(path);
    return text === path || !printsAsIs(text) ? '' : text;
  } catch {
    return '';
  }
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report as text: a table, then the bot probes and error ids on lines of their own. */
export function formatReport(report: MissingReport): string {
  const total = report.paths.reduce((n, p) => n + p.count, 0);
  const out: string[] = [];
  if (report.paths.length === 0) out.push('No missing paths.');
  else {
    out.push(`Missing paths: ${count(total, 'request')} to ${count(report.paths.length, 'path')}, most frequent first.\n`);
    // Paths stay as logged (that is what _redirects takes); an encoded one is also shown decoded,
    // last, where its wide characters cannot shift the other columns.
    const rows = [
      ['count', 'path', 'locales', 'last seen (UTC)', ''],
      ...report.paths.map((p) => [
        String(p.count), p.path, [...p.locales].map(([l, n]) => `${l} ${n}`).join(', '), minute(p.lastSeen), decoded(p.path),
      ].map(printable)),
    ];
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    for (const r of rows) {
      out.push(r.map((cell, c) => (c === 0 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd());
    }
  }
  const probes = [...report.probes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const probeCount = probes.reduce((n, [, c]) => n + c, 0);
  out.push('', probes.length
    ? `Bot probes (not listed above): ${count(probeCount, 'request')} to ${count(probes.length, 'path')}, e.g. ${probes.slice(0, 5).map(([p, c]) => `${printable(p)} (${c})`).join(', ')}`
    : 'Bot probes: none.');
  if (report.errorIds.length) out.push(`Render errors: ${report.errorIds.length} (ids ${report.errorIds.map(printable).join(', ')})`);
  return out.join('\n') + '\n';
}
