/**
 * ISO 4217 active currency codes and their minor units (number of decimal digits).
 * Written from the ISO 4217 list (SIX, amendment of 2024). Codes not listed are rejected as
 * unsupported. Default for listed codes is 2; the exceptions are spelled out below.
 */
const TWO_DIGITS = `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN
BZD CAD CDF CHF CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD
HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MKD MMK MNT MOP
MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG
SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD
YER ZAR ZMW ZWG`;
/** ISO 4217 currencies with no minor unit. */
const ZERO_DIGITS = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
/** ISO 4217 currencies with three minor digits. */
const THREE_DIGITS = 'BHD IQD JOD KWD LYD OMR TND';
/** Four minor digits (unit of account, included for completeness). */
const FOUR_DIGITS = 'CLF UYW';

export const MINOR_UNITS: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries([
    ...TWO_DIGITS.split(/\s+/).filter(Boolean).map((c) => [c, 2] as const),
    ...ZERO_DIGITS.split(/\s+/).map((c) => [c, 0] as const),
    ...THREE_DIGITS.split(/\s+/).map((c) => [c, 3] as const),
    ...FOUR_DIGITS.split(/\s+/).map((c) => [c, 4] as const),
  ]),
);
