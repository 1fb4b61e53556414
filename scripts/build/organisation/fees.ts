// The rules across fields of the fees and of who the Association is (content/organisation/fees.yaml,
// identity.yaml) that a schema alone cannot say: a fee's amount written one way, not half of two;
// a range that runs upward; the account fees are paid into held in the Association's own name;
// a board term in order; income that could pay the staff it reports. In verified mode a fee with
// no amount stops the build (sample mode shows "not set yet"). Each problem names its field, so
// the build can give its line.
import type { OrganisationProblem, ParsedOrganisation } from './schema.ts';

/** Less than this much income a year for each member of staff, in US dollars, pays no salary in any
 *  of the places served (Taiwan's minimum wage alone is about US$11,000 a year): the accounts and
 *  the staff count cannot both be right. */
export const minimumIncomePerStaffUsd = 10_000;

export function feeProblems(d: ParsedOrganisation, verified: boolean): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  const file = 'fees.yaml' as const;
  d[file].fees.forEach((fee, i) => {
    const range = fee.from !== undefined || fee.to !== undefined;
    const share = fee.percent !== undefined || fee.cap !== undefined;
    const at = (field: string) => ['fees', i, field];
    if (range && share) out.push({ file, path: at('percent'), message: 'write the amount one way: from + to (a range), or percent + cap (a share), not both' });
    else if (range && (fee.from === undefined || fee.to === undefined)) out.push({ file, path: at(fee.from === undefined ? 'from' : 'to'), message: 'is missing: a range needs from and to (the most the fee can be)' });
    else if (share && (fee.percent === undefined || fee.cap === undefined)) out.push({ file, path: at(fee.percent === undefined ? 'percent' : 'cap'), message: 'is missing: a share needs percent and cap (the most the fee can be, in US dollars)' });
    else if (range && fee.from! > fee.to!) out.push({ file, path: at('to'), message: `must not be less than from (${fee.from})` });
    if (!range && !share && verified) {
      out.push({ file, path: ['fees', i, 'name'], message: `"${fee.name.en}" has no amount: write from + to (US dollars) or percent + cap; the live site never names a fee without what it costs` });
    }
  });
  d[file].thirdParty.forEach((cost, i) => {
    if (cost.from > cost.to) out.push({ file, path: ['thirdParty', i, 'to'], message: `must not be less than from (${cost.from})` });
  });
  return out;
}

export function identityProblems(d: ParsedOrganisation): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  const file = 'identity.yaml' as const;
  const who = d[file];
  who.board.forEach((m, i) => {
    if (m.until < m.since) out.push({ file, path: ['board', i, 'until'], message: `must not be before since (${m.since})` });
  });
  // An independent board (what US and Taiwan readers expect of a non-profit): at most one member
  // is on the staff, and that one attends without a vote, so the staff never decide for the board.
  const staff = who.board.map((m, i) => [m, i] as const).filter(([m]) => !m.independent);
  staff.forEach(([m, i], n) => {
    if (m.votes) out.push({ file, path: ['board', i, 'votes'], message: 'must be false: a board member on the staff attends without a vote (the board is independent of the staff)' });
    if (n > 0) out.push({ file, path: ['board', i, 'independent'], message: `is false, and so is ${staff[0]![0].name.en}'s: at most one board member may be on the staff` });
  });
  for (const lang of ['zh-TW', 'en'] as const) {
    if (who.paymentAccount.accountName[lang] !== who.legalName[lang]) {
      out.push({ file, path: ['paymentAccount', 'accountName', lang], message: `must be the legal name, "${who.legalName[lang]}": fees are paid only into an account in the Association's own name` });
    }
  }
  const report = who.annualReport;
  const shares = report.incomeFrom.reduce((sum, s) => sum + s.percent, 0);
  if (shares !== 100) out.push({ file, path: ['annualReport', 'incomeFrom'], message: `the shares add up to ${shares}%, not 100%` });
  const perStaffUsd = report.staff > 0 ? report.income / report.usdRate / report.staff : Infinity;
  if (perStaffUsd < minimumIncomePerStaffUsd) {
    out.push({
      file, path: ['annualReport', 'income'],
      message: `is about US$${Math.round(perStaffUsd).toLocaleString('en-US')} a year for each of the ${report.staff} staff (annualReport.staff, at the usdRate of ${report.usdRate}): less than US$${minimumIncomePerStaffUsd.toLocaleString('en-US')} pays no salary in any place we serve; correct the income, the staff count or the rate`,
    });
  }
  return out;
}
