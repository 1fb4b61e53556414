// Who returned a case's money and what the Association charged for it (content/organisation/cases.yaml,
// its cases and testimonials): a reader who sees "recovered" must see it was a bank, the police, a
// court at the client's own lawyer's request or the platform that gave it back, and what we took.
// Money a bank, the police or a court returned is never fee-able (fees.yaml's rules), so its charge
// is 0. A business or organisation client's investigation fee, when given, is within fees.yaml's
// range (or 0, waived). In verified mode a case that recovered money without both fields stops the
// build; sample content gives them for every sample case.
import type { OrganisationProblem, ParsedOrganisation } from './schema.ts';

/** Who can give money back; only what the platform itself returned may carry an organisation's fee. */
export const returners = ['bank', 'police', 'court', 'platform'] as const;
export type Returner = (typeof returners)[number];
const neverFeeable: readonly Returner[] = ['bank', 'police', 'court'];

export function returnedProblems(d: ParsedOrganisation, verified: boolean): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  const file = 'cases.yaml' as const;
  const range = d['fees.yaml'].fees.find((f) => f.id === 'investigation');
  const investigation = range?.from !== undefined && range.to !== undefined ? { from: range.from, to: range.to } : undefined;
  for (const key of ['cases', 'testimonials'] as const) {
    d[file][key].forEach((c, i) => {
      const at = (field: string) => [key, i, field];
      const fee = c.investigationFee;
      if (fee !== undefined && fee !== 0 && investigation && (fee < investigation.from || fee > investigation.to)) {
        out.push({ file, path: at('investigationFee'), message: `must be within the investigation fee's range in fees.yaml (${investigation.from} to ${investigation.to}), or 0 if it was waived` });
      }
      if (c.recovered === 0) {
        for (const field of ['returnedBy', 'charged'] as const) {
          if (c[field] !== undefined) out.push({ file, path: at(field), message: 'nothing was recovered: leave it out (no one returned money, and we charged nothing for it)' });
        }
        return;
      }
      if (verified) {
        for (const field of ['returnedBy', 'charged'] as const) {
          if (c[field] === undefined) out.push({ file, path: at(field), message: `is missing: a ${key === 'cases' ? 'case' : 'testimonial'} that recovered money says who returned it (returnedBy) and what we charged for it (charged, US dollars, 0 for nothing)` });
        }
      }
      if (c.returnedBy && neverFeeable.includes(c.returnedBy) && c.charged) {
        out.push({ file, path: at('charged'), message: `must be 0: money returned by the ${c.returnedBy} is never fee-able (fees.yaml); we charge nothing for it` });
      }
      if (c.charged !== undefined && c.charged > c.recovered) out.push({ file, path: at('charged'), message: `must not be more than recovered (${c.recovered})` });
    });
  }
  return out;
}
