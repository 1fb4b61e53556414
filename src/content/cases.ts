// Cases page data: featured cases, case-type statistics and client testimonials. The data is the
// operator's (content/organisation/cases.yaml, compiled by the build); sample until verified.
// The summary figures are in site.ts (caseSummary).
import { organisation } from '../generated/organisation.ts';
import type { Case, CaseTypeStat, HowCounted, NothingRecoveredExample, Testimonial } from './types.ts';

export const featuredCases: readonly Case[] = organisation.cases.cases;
export const caseTypeStats: readonly CaseTypeStat[] = organisation.cases.types;
export const testimonials: readonly Testimonial[] = organisation.cases.testimonials;
/** Where the testimonials come from: whom we ask, which years, where to check. */
export const testimonialsCounted: HowCounted = organisation.cases.testimonialsCounted;
/** A closed case that recovered nothing, told as an example (not one of the featured cases). */
export const nothingRecoveredExample: NothingRecoveredExample | undefined = organisation.cases.nothingRecoveredExample;
