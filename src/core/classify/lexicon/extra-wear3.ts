/**
 * Third-pass lexicon additions (see the header of the file for its scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, without looking at any labelled data;
 * format as in ../lexicon.ts.
 */
export const EXTRA_WEAR3_LEXICON = String.raw`
`;
