/**
 * Fourteenth-pass lexicon additions, written like the eighth to twelfth passes from marketplace-
 * and ruling-style descriptions of a sixth random sample of HS subheadings, without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R14C_LEXICON = String.raw`
`;
