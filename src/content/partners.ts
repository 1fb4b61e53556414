// Partners page data: public-sector liaison bodies, law firms, technology and academic partners.
// The data is the operator's (content/organisation/partners.yaml, compiled by the build).
import { organisation } from '../generated/organisation.ts';
import type {
  AcademicPartner,
  LawEnforcementPartner,
  LawFirmPartner,
  TechnologyPartner,
} from './types.ts';

export const lawEnforcementPartners: readonly LawEnforcementPartner[] = organisation.partners.lawEnforcement;
export const lawFirmPartners: readonly LawFirmPartner[] = organisation.partners.lawFirms;
export const technologyPartners: readonly TechnologyPartner[] = organisation.partners.technology;
export const academicPartners: readonly AcademicPartner[] = organisation.partners.academic;
