// What a victim needs in their first minute, place by place (docs/facts.md block 3, only the
// rows it marks confirmed, C or P): how to reach the bank, the reference number to keep, which
// channel for which loss, and support lines. Written in content/text/report-help.yaml; this module
// gives the compiled data its types. A place missing from a table has no confirmed fact: pages
// fall back to the general steps of block 1.
import * as text from '../generated/text.ts';
import type { Localized, Place, ScamType } from './types.ts';

export interface PhoneNumber {
  readonly number: string;
  readonly note?: Localized;
}

export interface BankStep {
  /** What Home's first screen says before the short form, where calling the bank is not the first
   *  thing to do (Mainland China: the police start the emergency stop); else "Call your bank now". */
  readonly label?: Localized;
  /** The short form for Home's first screen, after its label. */
  readonly short: Localized;
  /** The official advice as written, for the place's card on /report. */
  readonly detail: Localized;
  /** A number that reaches the bank or stops the payment, when the source names one. */
  readonly phones: readonly PhoneNumber[];
}

/** The channel for a kind of loss, where the official sources tell it apart from the general one. */
export interface LossChannel {
  readonly text: Localized;
  readonly phones: readonly PhoneNumber[];
  readonly websites: readonly string[];
}

export interface SupportLine {
  readonly country: Place;
  readonly name: Localized;
  readonly phones: readonly PhoneNumber[];
  /** Cost, hours and languages, only where the source confirms them. */
  readonly when: Localized;
  /** Who it is for. */
  readonly audience: Localized;
}

/** When block 3 was checked against the official sources (shown next to it: numbers change). */
export const helpCheckedOn: string = text.helpCheckedOn;
export const bankSteps: Readonly<Partial<Record<Place, BankStep>>> = text.bankSteps;
export const referenceNumbers: Readonly<Partial<Record<Place, Localized>>> = text.referenceNumbers;
export const lossChannels: Readonly<Partial<Record<Place, Partial<Record<ScamType, LossChannel>>>>> = text.lossChannels;
export const supportLines: readonly SupportLine[] = text.supportLines;
export const generalBankShort: Localized = text.generalBankShort;
