// Team page data: team members, departments and international advisors. The data is the
// operator's (content/organisation/team.yaml, compiled by the build); sample until verified.
import { organisation } from '../generated/organisation.ts';
import type { Advisor, Department, HowCounted, TeamMember } from './types.ts';

export const teamMembers: readonly TeamMember[] = organisation.team.members;
export const departments: readonly Department[] = organisation.team.departments;
/** How the departments' member counts are counted. */
export const departmentsCounted: HowCounted = organisation.team.departmentsCounted;
export const advisors: readonly Advisor[] = organisation.team.advisors;
