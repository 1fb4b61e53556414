// A body's place-by-place section ("## … {#place-by-place}", then "### Taiwan {#tw}" and so on), with
// the reader's own place moved to the top of it: a reader in Mainland China meets the Mainland block
// first instead of after eleven others. Everything else keeps its order; a body without a section
// for the place is returned as it is.
import type { Body } from '../content/body.ts';

export function ownPlaceFirst(body: Body, placeId: string | undefined): Body {
  const start = placeId ? body.findIndex((b) => b.kind === 'h3' && b.id === placeId) : -1;
  if (start < 0) return body;
  // The place's block runs from its heading to the next heading.
  let end = start + 1;
  while (end < body.length && body[end]!.kind !== 'h2' && body[end]!.kind !== 'h3') end++;
  // It moves before the first h3 under the same h2.
  const h2 = body.slice(0, start).map((b) => b.kind).lastIndexOf('h2');
  const first = body.findIndex((b, i) => i > h2 && b.kind === 'h3');
  if (first === start) return body;
  return [...body.slice(0, first), ...body.slice(start, end), ...body.slice(first, start), ...body.slice(end)];
}
