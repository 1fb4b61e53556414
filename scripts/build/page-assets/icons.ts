// Copies the drawings of the icons the site uses (src/components/icon-sources.ts) out of
// lucide-react, as plain data: the worker then draws each as a bare <svg> whose stroke style
// comes from one CSS rule (uno.config.ts, .icon).
import { iconSources } from '../../../src/components/icon-sources.ts';
import { writeGenerated } from './inline-style.ts';

type Node = [tag: string, attrs: Record<string, string | number>];

export async function writeIcons(): Promise<void> {
  const drawings: Record<string, Node[]> = {};
  for (const [name, source] of Object.entries(iconSources)) {
    const module = (await import(`lucide-react/icons/${source}`)) as { __iconData: { node: Node[] } };
    // React's key is lucide-react's own; it is not an attribute.
    drawings[name] = module.__iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
  }
  writeGenerated('icons.ts', `import type { GlyphName } from '../components/icon-sources.ts';

/** Icon name -> the SVG elements of its 24 × 24 drawing, from lucide-react. */
export const iconDrawings: Readonly<Record<GlyphName, readonly (readonly [string, Readonly<Record<string, string | number>>])[]>> = ${JSON.stringify(drawings)};
`, 'scripts/build/page-assets/icons.ts');
}

