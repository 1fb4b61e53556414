// Who the Association is (content/organisation/identity.yaml): legal name, registration, board,
// annual report and financial statements, shown on /verify. Sample until the operator verifies it.
import { organisation } from '../generated/organisation.ts';
import type { Identity } from './types.ts';

export const identity: Identity = organisation.identity;
