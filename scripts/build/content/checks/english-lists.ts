// The English lists the build warns with (scripts/build/content/checks/style.ts) and the language tests enforce (test/language-english.test.ts). They grow with
// every mistake a reader finds: when you fix a wrong form in the text, add it here so it cannot
// come back. Each pattern is matched against English text with the exceptions below removed first.

/** One concept, one English term: the other forms a writer reaches for are banned. */
export interface EnglishTerm {
  readonly concept: string;
  /** The one term the site uses. */
  readonly term: string;
  /** Forms that must never appear (case-insensitive, whole words). */
  readonly banned: readonly RegExp[];
}

export const englishTerms: readonly EnglishTerm[] = [
  {
    concept: 'a fake email from a boss or supplier that diverts a payment (商業電子郵件詐騙)',
    term: 'business email compromise',
    banned: [/\bbusiness (e-?mail )?fraud\b/i, /\bbusiness e-?mail scams?\b/i, /\bBEC fraud\b/i],
  },
  {
    concept: 'what a fake platform demands before a "withdrawal" (解凍金)',
    term: 'release fee',
    banned: [/\bunfreez(e|ing) fees?\b/i, /\bunlock(ing)? fees?\b/i, /\brelease charges?\b/i],
  },
  {
    concept: 'the action that leads to /contact (免費案件評估)',
    term: 'Free case assessment',
    banned: [
      /\bfree consultation\b/i, /\bcontact us now\b/i, /\bask for help\b/i, /\bconsultation buttons?\b/i,
      /\bfree (first |initial )?assessment\b/i, /\bfree (first|initial) case assessment\b/i, /\b30-minute assessment\b/i,
      // the name of the action is written in sentence case, in the header and the footer alike
      /\bFree Case Assessment\b/,
    ],
  },
  {
    concept: 'someone who advises',
    term: 'advisor',
    banned: [/\badvisers?\b/i],
  },
  {
    concept: 'the advisors outside the four departments (/team, Home, About)',
    term: 'international advisors',
    banned: [/\bglobal advisors?\b/i],
  },
  {
    concept: 'the second sign-in step',
    term: 'two-step verification',
    banned: [/\btwo-step (login|log-in|sign-in)\b/i, /\b2-step\b/i],
  },
  {
    concept: 'the two signers of an agreement (Terms of Service)',
    term: 'both parties',
    banned: [/\bboth sides\b/i],
  },
  {
    concept: 'the contract a client signs for a case (委任契約): the Terms call it what every other page does',
    term: 'written agreement',
    banned: [/\bengagement agreements?\b/i],
  },
  {
    concept: 'a scam that fakes a relationship (感情詐騙)',
    term: 'romance scam',
    banned: [/\blove scams?\b/i, /\bdating scams?\b/i, /\bromance fraud\b/i, /\bsweetheart scams?\b/i],
  },
  {
    concept: 'the person defrauded (受害者)',
    term: 'victim',
    banned: [/\binjured part(y|ies)\b/i, /\baggrieved part(y|ies)\b/i, /\bsufferers?\b/i],
  },
  {
    // Few places have one (the US has none): the generic line names what every place has. A
    // body's own name keeps its words (Canadian Anti-Fraud Centre, the Mainland's National
    // Anti-Fraud Center app), so only the lower-case generic form is banned.
    concept: 'the official channel a victim reports to, besides the police, wherever they are',
    term: 'official fraud-reporting service',
    banned: [/\bnational (anti-fraud |reporting |fraud )?centers?\b/, /\bofficial (fraud )?centers?\b/i, /(?<!anti-)\bfraud centers?\b/i],
  },
  {
    // en review #17: wire-room jargon a card or app user does not know; FACTS' "recall" in plain words
    concept: 'asking a bank to take a payment back',
    term: 'stop or reverse the payment (a card: dispute the charge)',
    banned: [/\brecall(s|ed|ing)?\b/i],
  },
  {
    // INTERPOL (December 2024): the older label shames victims; kept only as a quoted aside or a search name
    concept: 'a relationship built to draw the victim into a fake investment (殺豬盤)',
    term: 'romance baiting',
    banned: [/(?<!“)\bpig[- ]butcher(ing|ed)?\b/i],
  },
  {
    concept: 'a seller who takes the money and sends nothing (網購詐騙, the guide\'s name)',
    term: 'online shopping scam',
    banned: [/\bnon-?delivery scams?\b/i],
  },
  {
    // a case type, a testimonial and an article say it in the guide's words ("Investment and crypto scams")
    concept: 'a scam that takes money in cryptocurrency (the investment and crypto guide)',
    term: 'crypto scam',
    banned: [/\bcryptocurrency scams?\b/i],
  },
  {
    // the cases' fourth type is the guide's "Business email compromise", never a vaguer name
    concept: 'a fraud against a company (the business email compromise guide)',
    term: 'business email compromise',
    banned: [/\bscams? against (businesses|companies)\b/i],
  },
  {
    concept: 'banking on the web, also before a noun',
    term: 'online banking',
    banned: [/\bonline-banking\b/i, /\be-banking\b/i],
  },
  {
    concept: 'the cases done together with a partner (協作案件, /partners)',
    term: 'collaborative cases',
    banned: [/\bjoint cases?\b/i],
  },
];

/**
 * British or non-American usage an American editor changes (words, not spellings: those are
 * britishSpellings below). Dates are "November 24, 2026", times "9 a.m." and
 * "6 p.m.".
 */
export const britishUsage: readonly RegExp[] = [
  /\bwarrant cards?\b/i, /\bmobile phones?\b/i, /\bwhilst\b/i, /\bpostcodes?\b/i, /\bfortnight\b/i,
  /\bbank holidays?\b/i, /\bat the weekend\b/i, /\bin hospital\b/i, /\bcash machines?\b/i,
  /\bring (us|them|your bank|the police|the bank)\b/i, /\bopening hours\b/i, /\bunauthoris(ed|ation)\b/i,
  /\blookalike\b/i, /\bfill in (a|the|this|our) (short )?form\b/i,
  // "24 November 2026": day before month
  /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
  // a 24-hour clock ("09:00", "18:00") or "8am": US text writes 9 a.m., 6 p.m.
  /\b(0\d|1[3-9]|2[0-3]):[0-5]\d\b/, /\b\d{1,2}(am|pm)\b/i,
  // on the hour, no ":00": "9 a.m.", not "9:00 a.m."
  /\b\d{1,2}:00 [ap]\.m\./,
  // "call back on a number", "Police Scotland on 101": US English calls at a number
  // "call the police on 110": US English calls someone at a number, in any sentence
  // (also where the page fills the number in: "call the police now on {number}")
  /\bcall(s|ed|ing)?\b[^.;:!?]{0,40}?\bon (\[?\+?\d|\{(number|phone)\})/i,
  /\bback on (a|the|this) number\b/i, /\bon (a|the) number (you|in|listed|given)\b/i, /\b(phone|Scotland),? on (a |the )?\d/i,
  /\bonly on the (contact )?details in the Register\b/i, /\bonly on the Register’s details\b/i,
  /\bparcels?\b/i, /\bone-off\b/i, /\bpay in before\b/i, /\bby SMS\b/, /\b[MB]\.Sc\./,
  /\bagree fees\b/i, /\bfees? (is|are) agreed only\b/i, /\bstop anyone (sending|using)\b/i,
  // amounts are "$5 billion", not "USD 5 billion"; the country in running text is "the United States"
  /\bUSD ?\d/, /\bthe USA\b/,
  /\bpolice office\b/i, /\b(ordinary|normal) call (cost|rate)s?\b/i, /\bcost of an ordinary call\b/i,
  /\bfor your place\b/i, /\bwithout you\b(?! (knowing|noticing|agreeing))/i, /\bfake customer service\b(?!-)/i,
  /\bor by wire\b/i, /\bgift cards or by wire\b/i,
  // a time range is "2 to 3:30 p.m.": no ":00" on the hour, not even before a dash
  /\b\d{1,2}:00 ?[–-] ?\d/,
  // US dictionaries close these prefixes
  /\bnon-(refundable|commercial)\b/i, /\bmulti-state\b/i,
  // calques a US editor rewrites: French "faire opposition", 完整送達, 用您留下的聯絡方式, 人才推薦
  /\bmake an? “?opposition\b/i, /\barrive whole\b/i, /\breply by the contact\b/i, /\btalent recommendations?\b/i,
  // a guarantee a reader can take as a promise: no one can guarantee that any money comes back
  /\b100% recovery\b/i,
  // "annual report and accounts" is British; a US organization publishes its "financial statements"
  /\bannual reports? and accounts\b/i,
  // "stopped me paying": US English stops someone *from* doing something
  /\bstop(?:s|ped|ping)? (?:me|you|him|her|us|them) (?!from\b)\w+ing\b/i,
];

/**
 * The house style sheet's choices (docs/english-style.md), each with what to write instead. Matched
 * like the lists above, official names removed first.
 */
export const styleSheet: ReadonlyArray<readonly [pattern: RegExp, write: string]> = [
  // places (Chicago style): "the United States" as a noun, "US" only before a noun, "US" and "UK"
  // without periods, never "USA"
  [/\bUSA\b/, 'write "the United States" (a noun) or "US" (before a noun)'],
  [/\bU\.S\./, 'write "US" without periods, like "UK" (US dollars)'],
  [/\bthe US(?=[,;:)!?.]|\s*$| (and|or|is|has|was|to|in|at|on)\b)/, 'write "the United States" as a noun; "US" only before a noun (US dollars)'],
  [/\bU\.K\./, 'write "UK" without periods'],
  // a list that names the United States names the United Kingdom in full beside it (the UK alone in a sentence may stay)
  [/\bthe United States(?:,| and| or) (?:[\w ]+, )*(?:and |or )?the UK\b|\bthe UK(?:,| and| or) (?:[\w ]+, )*(?:and |or )?the United States\b/, 'write "the United Kingdom" in a list beside "the United States" ("the UK" alone in a sentence may stay)'],
  // words
  [/\bafterwards\b/i, 'write "afterward"'], [/\btowards\b/i, 'write "toward"'],
  // one form for round-the-clock service: "24 hours" ("open 24 hours a day")
  [/\b24\/7\b/, 'write "24 hours" ("open 24 hours a day")'],
  // a register named in short is a common noun: "the number listed in the register"
  [/\b(in|on|from) the Register\b/, 'write "the register" in lower case (a full name keeps its capitals: the Financial Services Register)'],
  // "up front" is the adverb (never pay anyone up front); "upfront" only before a noun (an upfront fee)
  [/\bupfront\b(?! (fees?|payments?|costs?|charges?|deposits?)\b)/i, 'write "up front" as an adverb (never pay anyone up front); "upfront" only before a noun (an upfront fee)'],
  [/\bworking days?\b/i, 'write "business days" (US usage)'], [/\bnon-profit\b/i, 'write "nonprofit" (closed, as US dictionaries do)'],
  // a page's name is in sentence case like every heading, in quotes inside a sentence (our “Check who we are” page)
  [/\b(Check Who We Are|Where to Report|How We Work|About Us|Contact Us|For Businesses|Case Outcomes|Legal Information|Privacy Policy|Terms of Service|News and Alerts|Is This a Scam)\b/, 'write a page\'s name in sentence case, in quotes inside a sentence: our “Check who we are” page'],
  // a place in a sentence: "in mainland China" (a list item or heading names it "Mainland China")
  [/\b([Ii]n|[Oo]f|[Ff]rom|to|for|across|[Oo]utside) Mainland China\b/, 'write "mainland China" in a sentence'],
  // AP style, as the site writes: no comma before the "and" or "or" of a simple list; one is kept where
  // the last item itself has an "and" (courts, the authorities, or banks and exchanges acting under the law)
  [/(?<![\w’-] )(?<![\w’-])(?!(?:we|you|they|it|he|she|I|this|that|there|if|when|then|so|but|which|who|and|or)\b)[\w’-]+(?: [\w’-]+)?, (?!(?:we|you|they|it|he|she|I|this|that|there|if|when|then|so|but|which|who|and|or)\b)[\w’-]+(?: [\w’-]+)?, (and|or) (?!(?:[\w’-]+ ){1,2}and\b)/, 'no comma before the "and" or "or" that ends a simple list (AP style)'],
  // plural after "kinds of" (AP): "the seven kinds of scams"
  [/\bkinds of scam\b(?!s)/i, 'write "kinds of scams"'],
  // "does not mean safe" drops its subject: "does not mean it is safe"
  [/\bdoes not mean safe\b/i, 'write "does not mean it is safe"'],
  // a run of days is "Monday through Friday" (AP), never "Monday to Friday"
  [/\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) to (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/, 'write a run of days with "through" ("Sunday through Thursday")'],
  // a rate beside NT$ sums is written as sums: "NT$32 to US$1", never "32 TWD to one US dollar"
  [/\b\d+(?:\.\d+)? (?:TWD|HKD|CNY|NTD) to (?:one|1|a) US dollar\b/, 'write a rate as two sums: "NT$32 to US$1"'],
  // one to nine in words in prose (Chicago and AP: "five business days", "three or more days"); numerals with money,
  // percentages, times, dates, sizes and units of measure
  [/(?<![\d.,$:/#–-])(?<!(?:January|February|March|April|May|June|July|August|September|October|November|December) )\b[1-9] (?!a\.m\.|p\.m\.|(?:to|and|or) \d|(?:percent|minutes?|bits?|digits?|January|February|March|April|May|June|July|August|September|October|November|December)\b)(?=[a-z])/, 'write a number under ten in words (two partners, five business days), numerals for 10 and above'],
  // never a figure at the start of a sentence: "Of 1,318 closed cases, 845 …", not "845 of 1,318 closed cases …"
  // (a count with thousands, or "N of", also as a placeholder the page fills in; a helpline number
  // such as "165 contacts the bank" and a figure alone in a tile or a label are not held to it)
  [/(?:^|[.!?][”’]? +)(?:\d{1,3}(?:,\d{3})+(?![\d+])|\d+ of\b|\{\w+\} of\b)/, 'do not start a sentence with a figure: reword it ("Of 1,318 closed cases, 845 …")'],
  // a job title on its own (a team card, a byline, a department's head) is in sentence case like every
  // label ("Head of investigation", "Executive director"); capitalized only before a name ("Executive Director Chen")
  [/\b(?:Head of (?:[A-Z][\w-]+ )*[A-Z][\w-]+|(?:Executive|Research) Director|Senior Fellow|Professor of [A-Z][\w-]+|Corporate Security Counsel)\b(?! [A-Z][a-z])/, 'write a job title in sentence case ("Head of investigation", "Executive director"); capitalize it only before a name ("Executive Director Chen")'],
  // a job title is capitalized only before a name; in running text it is lower case ("our executive director")
  [/\b(our|your|the|an?|as) (Executive Director|Director|Chair|Secretary General|Treasurer)\b/, 'write a job title in lower case in running text ("our executive director"); capitalize it only before a name'],
  // one form for every negative and pronoun: the full form ("do not", "you have"), as most of the site writes
  [/\b(?:\w+n’t|(?:you|we|they|I)’(?:ve|re|ll|m|d)|(?:it|that|there|what|here)’s|let’s)\b/i, 'write the full form ("do not", "you have"): the site does not use contractions'],
];

/**
 * Official names that keep their own words (the term and usage tests remove them first). British
 * spellings of official names are britishProperNames below.
 */
export const officialEnglishNames: readonly string[] = [
  'Investment Adviser Public Disclosure',
  // the product spec's own Home headline keeps its words (its contraction)
  'What to do if you’ve been scammed?',
];

/** Full-width punctuation belongs to Chinese text; English text never has it. */
export const fullWidthPunctuation = /[｜，：；（）「」『』、。！？・]/;

/** English is American: these British forms never appear in English prose (whole words). */
export const britishSpellings: readonly string[] = [
  'organisation', 'organisations', 'organise', 'organised', 'organising', 'recognise',
  'recognised', 'recognising', 'realise', 'realised', 'realising', 'authorise', 'authorised',
  'prioritise', 'prioritised', 'minimise', 'minimised', 'summarise', 'summarised', 'emphasise',
  'criticise', 'apologise', 'specialise', 'specialised', 'analyse', 'analysed', 'analysing',
  'paralyse', 'behaviour', 'behaviours', 'behavioural', 'colour', 'colours', 'favour', 'favours',
  'favourite', 'honour', 'labour', 'neighbour', 'neighbours', 'endeavour', 'rumour', 'centre',
  'centres', 'programme', 'programmes', 'metre', 'metres', 'licence', 'licences', 'defence',
  'offence', 'offences', 'pretence', 'practise', 'practised', 'travelled', 'travelling',
  'traveller', 'cancelled', 'cancelling', 'labelled', 'labelling', 'modelling', 'counselling',
  'counsellor', 'signalled', 'channelled', 'fulfil', 'enrol', 'instalment', 'judgement',
  'acknowledgement', 'enquiry', 'enquiries', 'enquire', 'cheque', 'cheques', 'whilst', 'amongst',
  'learnt', 'speciality', 'per cent', 'cyber-crime', 'e-mail',
];

/** Official names keep their own spelling (the English test removes them first). */
export const britishProperNames: readonly string[] = [
  'Canadian Anti-Fraud Centre', 'Australian Cyber Security Centre', 'National Scam Response Centre', 'Anti-Deception Coordination Centre', 'Police e-Report Centre', 'e-Report Centre', 'Spam Reporting Centre', 'antifraudcentre-centreantifraude.ca',
];
