/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20B_LEXICON = String.raw`
# ---- 49 printed music, trade advertising material
musical notation|printed musical notation => 490400 ~ music printed manuscript bound illustrated
company catalog => 491110 ~ trade advertising material commercial catalogues
# ---- 48 coated paper
light weight coated paper|light weight coated printing paper => 481022 ~ light-weight coated paper
# ---- 61/62 shirts pulled over the head
pullover shirt|popover shirt => 6205:0.9 6206:0.7 6105:0.5 6106:0.4 ~ shirts men's boys'
# ---- 61 clothing accessories
basketball wristband|terry headband => 611780 621710:0.3 ~ clothing accessories knitted crocheted other
# ---- 63 furnishing articles
tapestry wall art|tapestry wall decor => 6304 630493:0.6 630492:0.3 580500:0.2 ~ furnishing articles wall hangings
# ---- 61 cashmere knitwear
cashmere knitwear => 611012 611019:0.2 ~ jerseys pullovers cardigans cashmere goats knitted
`;
