// What the Association can do for a company (/business), written in content/text/business.yaml.
import * as text from '../generated/text.ts';
import type { LocalizedBody } from './body.ts';

export const businessHelp: LocalizedBody = text.businessHelp;
