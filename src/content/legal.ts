// Privacy Policy and Terms of Service (/privacy, /terms), compiled by the build from
// content/legal/{privacy,terms}/*.md (scripts/build/content/index.ts). The Traditional Chinese text is binding.
export { privacyPolicy, termsOfService } from '../generated/content.ts';
