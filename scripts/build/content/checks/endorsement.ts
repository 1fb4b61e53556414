// No false endorsement: a partner, an advisor's affiliation or a client's testimonial never names a
// real police force, regulator, court, university or law firm, so the site can never suggest an
// endorsement it does not have (recovery scams do exactly that). A team member's degree is not an
// endorsement: a real person's real university is allowed there.

/** Real agencies and well-known institutions (short Latin acronyms match as whole words). */
export const realInstitutions: readonly string[] = [
  'FBI', 'Interpol', 'Europol', 'police', 'polizei', 'gendarmerie', '警察', '警政署', '警務處', '調查局', '法務部',
  '刑事局', '檢察', '金管會', 'SEC', 'FCA', 'MAS', 'ASIC', 'FinCEN', 'FTC', 'IC3', 'ACCC', 'Scamwatch', 'ScamShield',
  'court', '法院', 'Ministry', 'Department of Justice', 'Scotland Yard', 'Action Fraud', 'Report Fraud',
  'Harvard', 'Oxford', 'Cambridge', 'Stanford', 'Yale', 'MIT', 'Princeton', 'Columbia', 'Berkeley', 'Sorbonne',
  'Imperial College', 'National Taiwan University', '臺灣大學', '台灣大學', '台大', '政治大學', '清華', '交通大學',
  '北京大學', '香港大學', 'University of Hong Kong', 'NUS', 'National University of Singapore', 'Toronto',
  'McGill', 'Melbourne', 'Sydney', 'Heidelberg', 'Bocconi', 'LMU',
];

/** Whether `text` names `name` ('MAS' is not in 'Christmas'; '法院' is in '臺北地方法院'). */
export function mentions(text: string, name: string): boolean {
  if (/^[A-Za-z0-9]{2,5}$/.test(name)) return new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`).test(text);
  return text.toLowerCase().includes(name.toLowerCase());
}

type Path = readonly (string | number)[];

/** Every real institution named in a value's texts: [path of the text, the name]. */
export function namedInstitutions(value: unknown, path: Path): [Path, string][] {
  if (typeof value === 'string') return realInstitutions.filter((n) => mentions(value, n)).map((n) => [path, n]);
  if (Array.isArray(value)) return value.flatMap((v, i) => namedInstitutions(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'confirmUrl' ? [] : namedInstitutions(v, [...path, k])));
  }
  return [];
}

export const endorsementMessage = (name: string) =>
  `names "${name}", a real agency or institution: the site must never suggest an endorsement it does not have; write the organisation's own name only if it is one of your partners and has agreed, and never a police force, regulator, court or university`;
