// Cases page data: featured cases, case-type statistics and client testimonials. The data is the
// operator's (content/organisation/cases.yaml, compiled by the build); sample until verified.
// The summary figures are in site.ts (caseSummary).
import { organisation } from '../generated/organisation.ts';
import type { Case, CaseTypeStat, Testimonial } from './types.ts';

export const featuredCases: readonly Case[] = organisation.cases.cases;
export const caseTypeStats: readonly CaseTypeStat[] = organisation.cases.types;
export const testimonials: readonly Testimonial[] = organisation.cases.testimonials;
