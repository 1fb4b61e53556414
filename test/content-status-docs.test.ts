// docs/editing.md says what each CONTENT_STATUS line of wrangler.toml does: whichever sections
// wrangler.toml gives one, the table under "Verified mode" has a row for each (who reads it, what
// changing it does), so an operator never meets a line the docs do not explain.
import { describe, expect, it } from 'vitest';
import wranglerToml from '../wrangler.toml?raw';
import editing from '../docs/editing.md?raw';

/** The sections of a TOML text ('vars' for the top [vars]) that set CONTENT_STATUS. */
const sectionsWithStatus = (toml: string) => [...toml.matchAll(/^\[([^\]]+)\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/gm)]
  .filter(([, , body]) => /^\s*CONTENT_STATUS\s*=/m.test(body!)).map(([, name]) => name!);

describe('docs/editing.md on CONTENT_STATUS', () => {
  it('has a row of its table for each CONTENT_STATUS line of wrangler.toml, saying who reads it and what changing it does', () => {
    const sections = sectionsWithStatus(wranglerToml);
    expect(sections.length).toBeGreaterThan(0);
    const rows = editing.split('\n').filter((l) => /^\| `\[[^\]]+\]`/.test(l));
    for (const section of sections) {
      const row = rows.find((l) => l.startsWith(`| \`[${section}]\``));
      expect(row, `no row for [${section}]`).toBeDefined();
      // Three cells, each saying something.
      expect(row!.split('|').slice(1, -1).map((c) => c.trim()).filter(Boolean)).toHaveLength(3);
    }
  });
});
