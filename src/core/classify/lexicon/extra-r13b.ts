/**
 * Thirteenth-pass lexicon additions, written from noisy marketplace titles of the consumer goods
 * parcels carry (one category per file), without looking at any labelled data; format as in
 * ../lexicon.ts.
 */
export const EXTRA_R13B_LEXICON = String.raw`
`;
