// The names of official bodies, hotlines and tools, each written once (../shared/FACTS.md). Every
// page and article that names one interpolates it from here, so a rename (Action Fraud became
// Report Fraud) is one edit. test/official-names.test.ts fails when a name is typed out elsewhere.
import type { Localized } from './types.ts';

export const officialNames = {
  // Taiwan
  tw165Hotline: { 'zh-TW': '165 反詐騙諮詢專線', en: '165 anti-fraud hotline' },
  twFsc: { 'zh-TW': '金管會', en: 'Financial Supervisory Commission' },
  // Hong Kong
  hkAdcc: { 'zh-TW': '反詐騙協調中心', en: 'Anti-Deception Coordination Centre' },
  hkAntiScamHelpline: { 'zh-TW': '防騙易熱線', en: 'Anti-Scam Helpline' },
  hkEReportCentre: { 'zh-TW': '網上報案中心', en: 'e-Report Centre' },
  // Singapore
  sgScamShieldHelpline: { 'zh-TW': 'ScamShield 熱線', en: 'ScamShield Helpline' },
  // Malaysia
  myNsrc: { 'zh-TW': '國家詐騙應變中心', en: 'National Scam Response Centre' },
  // USA
  usIc3: { 'zh-TW': '網路犯罪投訴中心', en: 'Internet Crime Complaint Center' },
  usFtc: { 'zh-TW': '聯邦貿易委員會', en: 'Federal Trade Commission' },
  // Canada
  caCafc: { 'zh-TW': '加拿大反詐騙中心', en: 'Canadian Anti-Fraud Centre' },
  // United Kingdom
  gbReportFraud: { 'zh-TW': 'Report Fraud', en: 'Report Fraud' },
  gbCityOfLondonPolice: { 'zh-TW': '倫敦市警察局', en: 'City of London Police' },
  gbPoliceScotland: { 'zh-TW': '蘇格蘭警察', en: 'Police Scotland' },
  // Germany, France, Italy
  deOnlinewache: { 'zh-TW': 'Onlinewache', en: 'Onlinewache' },
  deVerbraucherzentrale: { 'zh-TW': 'Verbraucherzentrale', en: 'Verbraucherzentrale' },
  fr17Cyber: { 'zh-TW': '17Cyber', en: '17Cyber' },
  itPoliziaPostale: { 'zh-TW': '郵政警察', en: 'Polizia Postale' },
  // Australia
  auAcsc: { 'zh-TW': '澳洲網路安全中心', en: 'Australian Cyber Security Centre' },
  auReportCyber: { 'zh-TW': 'ReportCyber', en: 'ReportCyber' },
  auScamwatch: { 'zh-TW': 'Scamwatch', en: 'Scamwatch' },
  auIdcare: { 'zh-TW': 'IDCARE', en: 'IDCARE' },
} as const satisfies Record<string, Localized>;

/**
 * Earlier spellings of these names that must not come back (test/official-names.test.ts).
 * Action Fraud is named only where the text says Report Fraud replaced it.
 */
export const retiredNames: readonly string[] = ['國家詐騙應對中心', '網路犯罪申訴中心', '郵政通訊警察'];
