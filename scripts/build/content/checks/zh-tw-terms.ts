// One term per concept in the Traditional Chinese of articles and news: the term the
// site uses for a concept, and the words it never uses for it. The build warns on these
// (./style.ts); add a wrong form here when a reader finds one.

export const zhTWTerms: ReadonlyArray<readonly [term: string, never: readonly string[]]> = [
  ['受害者', ['被害人', '受害人']],
  ['感情詐騙', ['愛情詐騙', '交友詐騙']],
  ['稅款', ['稅金']],
  ['保證金', ['押金']],
  ['解凍金', ['解凍費']],
  ['免費案件評估', ['免費諮詢', '申請評估']],
  ['線上', ['網上']],
  ['手法', ['套路']],
  ['加密貨幣', ['虛擬貨幣']],
  ['再騙一次（二次詐騙）', ['二度詐騙']],
];

/** Official names that keep their own words (Hong Kong Police's 網上報案中心, e-Report Centre). */
export const zhTWOfficialNames: readonly string[] = ['網上報案中心'];

/** Official names written without a space between the digits and the Chinese (their own spelling). */
export const tightOfficialNames: readonly string[] = ['165全民防騙網', '165打詐儀錶板'];
