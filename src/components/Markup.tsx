// Renders parsed article markup as React elements (text children only: always escaped).
import { parseMarkup } from '../content/markup.ts';

export function Markup({ source }: { source: string }) {
  return (
    <>
      {parseMarkup(source).map((block, i) => {
        switch (block.kind) {
          case 'h2':
            return <h2 key={i} className="mt-10 mb-4 text-2xl font-bold text-slate-900">{block.text}</h2>;
          case 'h3':
            return <h3 key={i} className="mt-8 mb-3 text-xl font-semibold text-slate-900">{block.text}</h3>;
          case 'ul':
            return (
              <ul key={i} className="my-4 list-disc space-y-2 pl-6">
                {block.items.map((item, j) => <li key={j}>{item}</li>)}
              </ul>
            );
          case 'p':
            return <p key={i} className="my-4">{block.text}</p>;
        }
      })}
    </>
  );
}
