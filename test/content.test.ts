// The typed content itself: what must hold of any organisation data (figures that add up,
// example.org contacts only while sample), and the sample counts of the first brief only while sample.
import { describe, expect, it } from 'vitest';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../src/content/partners.ts';
import { caseTypeStats, featuredCases, testimonials } from '../src/content/cases.ts';
import { advisors, departments, teamMembers } from '../src/content/team.ts';
import { coreValues, milestones, overview } from '../src/content/about.ts';
import { articles } from '../src/content/articles/index.ts';
import { Overrides } from '../scripts/build/zh-cn/overrides.ts';
import overridesSource from '../content/zh-CN-overrides.yaml?raw';
import { compileOrganisation } from '../scripts/build/organisation/schema.ts';
import { organisation } from '../src/generated/organisation.ts';
import { caseSummary, contact } from '../src/content/site.ts';
import { exampleAddress, isSample, specSample } from './sample.ts';
import { zhTWOf } from './content-texts.ts';

describe('the organisation data (content/organisation/)', () => {
  it('is what the build compiled (run `npm run build` if this fails)', () => {
    const sources = import.meta.glob('../content/organisation/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const byName = Object.fromEntries(Object.entries(sources).map(([path, source]) => [path.split('/').pop()!, source])
      .filter(([name]) => !name!.endsWith('.zh-CN.yaml')));
    expect(compileOrganisation(byName, { overrides: new Overrides(overridesSource) })).toEqual(organisation);
  });
});

// Both languages, unique ids, whole counts, e-mail addresses, well-formed case ids, nothing
// recovered beyond what was lost, no guarantee in a testimonial: the build's schema checks them
// (scripts/build/organisation/schema.ts; test/e2e/replace-data.test.ts and test/content-checks.test.ts
// feed it broken files). What the compiled data adds up to is checked here.
describe('cases', () => {
  it('sum up to the summary: its total cases and amount are those of the case types', () => {
    expect(caseSummary.totalCases).toBe(caseTypeStats.reduce((sum, s) => sum + s.cases, 0));
    expect(caseSummary.recoveredUsd).toBe(caseTypeStats.reduce((sum, s) => sum + s.totalAmount, 0));
    for (const c of featuredCases) expect(c.recoveryRate).toBe(Math.round((c.recovered / c.amount) * 100));
  });
});

describe('about', () => {
  it('has the four core values', () => {
    expect(coreValues.map((v) => v.icon)).toEqual(['shield', 'target', 'eye', 'heart']);
  });
});

describe('contact details', () => {
  it('are example.org while sample, and real ones once verified', () => {
    const addresses = [contact.email, contact.privacyEmail, contact.legalEmail, contact.partnersEmail, contact.careersEmail, contact.pressEmail, ...teamMembers.map((m) => m.email)];
    if (isSample) {
      for (const address of addresses) expect(address).toMatch(exampleAddress);
      expect(contact.phone).toMatch(/555-01\d\d$/);
    } else {
      expect(addresses.filter((address) => exampleAddress.test(address))).toEqual([]);
      expect(contact.phone).not.toMatch(/555-01\d\d$/);
    }
  });
});

describe.runIf(isSample)('the SPEC sample data (only while CONTENT_STATUS is sample)', () => {
  it('has 16 members with three specialties each', () => {
    expect(teamMembers).toHaveLength(specSample.teamMembers);
    for (const m of teamMembers) expect(m.specialties).toHaveLength(specSample.memberSpecialties);
  });

  it('has the four departments with 45, 35, 25 and 30 members, and four advisors', () => {
    expect(departments.map((d) => [d.id, d.members])).toEqual(specSample.departments);
    for (const d of departments) expect(d.specialties).toHaveLength(specSample.departmentSpecialties);
    expect(advisors).toHaveLength(specSample.advisors);
  });

  it('has about 20 featured cases with three achievements each', () => {
    expect(featuredCases).toHaveLength(specSample.cases);
    for (const c of featuredCases) expect(c.achievements).toHaveLength(specSample.caseAchievements);
    expect(testimonials.length).toBeGreaterThanOrEqual(specSample.minTestimonials);
  });

  it('has the case-type statistics and the summary of SPEC section 9', () => {
    expect(caseTypeStats.map((s) => [s.type, s.cases, s.averageRecovery])).toEqual(specSample.caseTypes);
    expect(caseSummary).toMatchObject(specSample.caseSummary);
  });

  it('has the five timeline years and four overview items', () => {
    expect(milestones.map((m) => m.year)).toEqual(specSample.timeline);
    expect(overview).toHaveLength(specSample.overviewItems);
  });

  it('has at least three partners of every kind', () => {
    for (const list of [lawEnforcementPartners, lawFirmPartners, technologyPartners, academicPartners]) {
      expect(list.length).toBeGreaterThanOrEqual(specSample.minPartnersOfEachKind);
    }
  });
});

// No false endorsement and no placeholder text are build checks (scripts/build/content/checks/:
// test/content-checks.test.ts).

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

describe('all content', () => {
  const all = [...zhTWOf([
    teamMembers, departments, advisors, featuredCases, caseTypeStats, testimonials, coreValues, milestones,
    overview, lawEnforcementPartners, lawFirmPartners, technologyPartners, academicPartners, articles,
  ])];

  it.runIf(isSample)('has no e-mail address outside example.org while sample', () => {
    const everything = textsOf([teamMembers, contact, all]).join('\n');
    for (const [address] of everything.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) expect(address).toMatch(exampleAddress);
  });
});
