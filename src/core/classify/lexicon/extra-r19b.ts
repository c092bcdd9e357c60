/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19B_LEXICON = String.raw`
# ---- 39 plastic household articles
pet food scoop|dog food scoop|cat food scoop|kibble scoop|pet food scooper|dog food scooper|pet food measuring cup => 392490 392410:0.3 732393:0.2 ~ household articles plastics
# ---- 40 transmission belts
washing machine drive belt|washer drive belt|washer belt|washing machine ribbed belt => 401031 401033:0.4 401032:0.2 ~ endless transmission belts v-ribbed
# ---- 49 printed pictures
printed reproduction|printed art reproduction|printed painting reproduction => 491191 ~ pictures designs photographs printed
# ---- 61 knitted dresses
wool sweater dress|merino sweater dress|cashmere sweater dress|wool knit dress|knitted wool dress|merino knit dress => 610441 610449:0.2 ~ dresses knitted crocheted wool fine animal hair
# ---- 62 raincoats of coated fabric
pvc coated raincoat|pvc coated rain coat|pvc coated rain jacket|coated rain jacket|coated rain coat|pu coated raincoat|pu coated rain jacket => 6210 621030:0.6 621020:0.6 ~ garments made up fabrics heading 5903 overcoats raincoats
# ---- 63 knitted table linen, furnishing articles
crochet table cloth|crochet placemat => 630240 ~ table linen knitted crocheted
crochet wall hanging|knitted wall hanging|crochet tapestry => 630491 ~ furnishing articles knitted crocheted
`;
