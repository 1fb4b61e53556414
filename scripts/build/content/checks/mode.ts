// Which content mode the build checks for. The live site is verified when wrangler.toml's
// [env.production.vars] says CONTENT_STATUS = "verified"; the build then refuses sample values, so
// `npm run deploy` (and the platform's Git build) stops before any goes live. CONTENT_STATUS in the
// build's environment overrides it: `CONTENT_STATUS=verified npm run build` tries verified mode
// without changing the setting.
/** CONTENT_STATUS of [env.production.vars] in a wrangler.toml text (a flat table of strings). */
export function productionContentStatus(toml: string): string | undefined {
  const section = /^\[env\.production\.vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  return /^\s*CONTENT_STATUS\s*=\s*"([^"]*)"/m.exec(section)?.[1];
}

/** The content status a build checks for: $CONTENT_STATUS, else the production setting, else
 *  "sample". `toml`: wrangler.toml's text. */
export function buildContentStatus(toml: string, env: Readonly<Record<string, string | undefined>>): string {
  return env.CONTENT_STATUS ?? productionContentStatus(toml) ?? 'sample';
}

/** `toml`: wrangler.toml's text. */
export function buildIsVerified(toml: string, env: Readonly<Record<string, string | undefined>>): boolean {
  return buildContentStatus(toml, env) === 'verified';
}
