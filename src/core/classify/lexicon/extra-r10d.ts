/**
 * Tenth-pass lexicon additions, written like the eighth and ninth passes from marketplace- and
 * ruling-style descriptions of a third random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R10D_LEXICON = String.raw`
`;
