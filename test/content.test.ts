// The typed content itself: counts and constants of SPEC sections 3 and 9, consistency, and the
// content rules (fictional partners, example.org contacts, nothing unfinished).
import { describe, expect, it } from 'vitest';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../src/content/partners.ts';
import { caseTypeStats, featuredCases, testimonials } from '../src/content/cases.ts';
import { advisors, departments, teamMembers } from '../src/content/team.ts';
import { coreValues, milestones, overview } from '../src/content/about.ts';
import { articles } from '../src/content/articles/index.ts';
import { collectLocalized } from '../scripts/zh-cn.ts';

describe('team', () => {
  it('has 16 members with the fields the cards need', () => {
    expect(teamMembers).toHaveLength(16);
    expect(new Set(teamMembers.map((m) => m.id)).size).toBe(16);
    for (const m of teamMembers) {
      expect(['partner', 'associate']).toContain(m.title);
      expect(m.specialties).toHaveLength(3);
      expect(m.email).toMatch(/^[a-z.-]+@example\.org$/);
      expect(m.experience).toBeGreaterThan(0);
      expect(m.education.en.length).toBeGreaterThan(5);
    }
  });

  it('has the four departments with 45, 35, 25 and 30 members', () => {
    expect(departments.map((d) => [d.id, d.members])).toEqual([
      ['legal', 45], ['investigation', 35], ['international', 25], ['client-service', 30],
    ]);
    for (const d of departments) expect(d.specialties).toHaveLength(4);
  });

  it('has four international advisors', () => {
    expect(advisors).toHaveLength(4);
  });
});

describe('cases', () => {
  it('has about 20 featured cases, all closed, with well-formed ids and consistent rates', () => {
    expect(featuredCases.length).toBeGreaterThanOrEqual(18);
    expect(featuredCases.length).toBeLessThanOrEqual(22);
    expect(new Set(featuredCases.map((c) => c.id)).size).toBe(featuredCases.length);
    for (const c of featuredCases) {
      expect(c.id).toMatch(/^CASE-\d{4}-\d{3}$/);
      expect(c.status).toBe('closed');
      expect(c.achievements).toHaveLength(3);
      expect(c.recovered).toBeLessThanOrEqual(c.amount);
      expect(c.recoveryRate).toBe(Math.round((c.recovered / c.amount) * 100));
    }
  });

  it('has the case-type statistics of SPEC section 9', () => {
    expect(caseTypeStats.map((s) => [s.type, s.cases, s.averageRecovery])).toEqual([
      ['investment', 156, 89], ['crypto', 132, 82], ['business', 98, 91], ['romance', 87, 75],
    ]);
  });

  it('has featured cases that agree with the stated average of their type', () => {
    // Sample figures must not contradict each other: each type's featured cases average its rate.
    for (const stat of caseTypeStats) {
      const rates = featuredCases.filter((c) => c.type === stat.type).map((c) => c.recoveryRate);
      const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
      expect(Math.abs(mean - stat.averageRecovery), stat.type).toBeLessThanOrEqual(1);
    }
  });

  it('has testimonials that never speak of guarantees', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    for (const q of testimonials) {
      expect(q.quote.en).not.toMatch(/guarantee/i);
      expect(q.quote['zh-TW']).not.toContain('保證');
    }
  });
});

describe('about', () => {
  it('has four core values, the five timeline years and four overview items', () => {
    expect(coreValues.map((v) => v.icon)).toEqual(['shield', 'target', 'eye', 'heart']);
    expect(milestones.map((m) => m.year)).toEqual([1994, 2000, 2010, 2020, 2024]);
    expect(overview).toHaveLength(4);
  });
});

describe('partners', () => {
  it('has every kind of partner', () => {
    for (const list of [lawEnforcementPartners, lawFirmPartners, technologyPartners, academicPartners]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });
});

// Real agencies and well-known institutions: no partner, advisor or testimonial may name one,
// so the site can never suggest an endorsement it does not have (recovery scams do exactly that).
const realInstitutions = [
  'FBI', 'Interpol', 'Europol', 'police', 'polizei', 'gendarmerie', '警察', '警政署', '警務處', '調查局', '法務部',
  '刑事局', '檢察', '金管會', 'SEC', 'FCA', 'MAS', 'ASIC', 'FinCEN', 'FTC', 'IC3', 'ACCC', 'Scamwatch', 'ScamShield',
  'court', '法院', 'Ministry', 'Department of Justice', 'Scotland Yard', 'Action Fraud', 'Report Fraud',
  'Harvard', 'Oxford', 'Cambridge', 'Stanford', 'Yale', 'MIT', 'Princeton', 'Columbia', 'Berkeley', 'Sorbonne',
  'Imperial College', 'National Taiwan University', '臺灣大學', '台灣大學', '台大', '政治大學', '清華', '交通大學',
  '北京大學', '香港大學', 'University of Hong Kong', 'NUS', 'National University of Singapore', 'Toronto',
  'McGill', 'Melbourne', 'Sydney', 'Heidelberg', 'Bocconi', 'LMU',
];

function mentions(text: string, name: string): boolean {
  // Short Latin acronyms must stand alone ('MAS' is not in 'Christmas'); others match anywhere.
  if (/^[A-Za-z0-9]{2,5}$/.test(name)) return new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`).test(text);
  return text.toLowerCase().includes(name.toLowerCase());
}

function textsOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

describe('no false endorsement', () => {
  const endorsers = {
    lawEnforcementPartners, lawFirmPartners, technologyPartners, academicPartners, advisors,
    testimonials, education: teamMembers.map((m) => m.education),
  };

  it.each(Object.entries(endorsers))('%s name no real agency or institution', (_name, list) => {
    for (const text of textsOf(list)) {
      for (const name of realInstitutions) expect(mentions(text, name), `"${name}" in: ${text}`).toBe(false);
    }
  });

  it('the checker itself catches a real name', () => {
    expect(mentions('In partnership with the FBI', 'FBI')).toBe(true);
    expect(mentions('Merry Christmas', 'MAS')).toBe(false);
    expect(mentions('臺北地方法院', '法院')).toBe(true);
    expect(mentions('Eastvale Institute, Harvard-trained', 'Harvard')).toBe(true);
  });
});

describe('all content', () => {
  const all = [...collectLocalized([
    teamMembers, departments, advisors, featuredCases, caseTypeStats, testimonials, coreValues, milestones,
    overview, lawEnforcementPartners, lawFirmPartners, technologyPartners, academicPartners, articles,
  ])];

  it('has no placeholder text', () => {
    for (const text of all) expect(text, text).not.toMatch(/lorem|ipsum|TODO|TBD|FIXME|XXX|\[name\]/i);
  });

  it('has no e-mail address outside example.org', () => {
    const everything = textsOf([teamMembers, all]).join('\n');
    for (const [address] of everything.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) expect(address).toMatch(/@example\.org$/);
  });
});
