/**
 * Eleventh-pass lexicon additions, written like the eighth to tenth passes from marketplace- and
 * ruling-style descriptions of a fourth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R11C_LEXICON = String.raw`
`;
