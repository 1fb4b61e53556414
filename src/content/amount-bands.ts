// The bands /cases sorts closed cases into by how much came back: nothing, under $10,000,
// $10,000 to $100,000, over $100,000. One place for the thresholds, so the page's bands for all
// closed cases (cases.yaml's summary) and for the cases it lists, and the build's check that the
// two agree, use the same ones.

export const amountBandFloor = 10_000;
export const amountBandCeiling = 100_000;

export const amountBands = ['nothing', 'under', 'middle', 'over'] as const;
export type AmountBand = (typeof amountBands)[number];

/** The band an amount that came back (US dollars) falls in. */
export function amountBandOf(recovered: number): AmountBand {
  if (recovered <= 0) return 'nothing';
  if (recovered < amountBandFloor) return 'under';
  return recovered <= amountBandCeiling ? 'middle' : 'over';
}
