// About page data: mission, vision, core values and join-us text (content/text/about.yaml), the
// timeline and organization overview, which are the operator's data (content/organisation/about.yaml),
// sample until verified. Both compiled by the build.
import { organisation } from '../generated/organisation.ts';
import * as text from '../generated/text.ts';
import type { AboutRecord, CoreValue, Localized, Milestone, OverviewItem } from './types.ts';

export const mission: Localized = text.mission;
export const vision: Localized = text.vision;
export const coreValues: readonly CoreValue[] = text.coreValues;

/** How the Association presents itself (content/organisation/about.yaml): Home's "Who we are"
 *  paragraph, the first line of /about and its description. */
export const introduction: Localized = organisation.about.introduction;
export const aboutPage: { readonly lead: Localized; readonly description: Localized } = {
  lead: organisation.about.lead,
  description: organisation.about.description,
};

/** Since the founding, each figure with what it counts (/about, under the timeline); optional. */
export const record: AboutRecord | undefined = organisation.about.record;

/** The timeline, oldest first (content/organisation/about.yaml). */
export const milestones: readonly Milestone[] = organisation.about.timeline;

/** Headquarters, service scope, team, certifications (content/organisation/about.yaml). */
export const overview: readonly OverviewItem[] = organisation.about.overview;

export const joinUs: { readonly partnership: Localized; readonly careers: Localized } = text.joinUs;
