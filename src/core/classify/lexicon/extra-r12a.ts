/**
 * Twelfth-pass lexicon additions, written like the eighth to eleventh passes from marketplace- and
 * ruling-style descriptions of a fifth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R12A_LEXICON = String.raw`
`;
