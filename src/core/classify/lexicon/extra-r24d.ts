/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24D_LEXICON = String.raw`
# ---- 69 ceramic vases (ornamental ceramic articles other than porcelain)
modern ceramic vase|handmade ceramic vase|ceramic bud vase|ceramic table vase|decorative ceramic vase|ceramic vase set|boho ceramic vase|matte ceramic vase|textured ceramic vase|ceramic pampas vase => 691390 691310:0.2 ~ statuettes other ornamental ceramic articles
# ---- 70 glass imitation stones (loose)
imitation stones|glass imitation stones|imitation gemstones|imitation gems|imitation precious stones|nail art stones|nail stones|nail jewels|nail art gems|nail art crystals => 701810 392690:0.2 ~ glass beads imitation pearls imitation precious semi-precious stones glass smallwares
# ---- 71 semi-precious stone bead bracelets
natural stone beaded bracelet|healing stone beaded bracelet|rose quartz beaded bracelet|obsidian beaded bracelet|agate beaded bracelet => 711620 711790:0.2 ~ articles precious semi-precious stones
# ---- 71 imitation jewellery: brooches, shell and leather jewellery
christmas brooch|holiday brooch|snowflake brooch|crystal brooch pin|rhinestone brooch pin => 7117 711719:0.7 711790:0.3 ~ imitation jewellery brooches base metal
sea shell necklace|sea shell bracelet|shell bead necklace|shell bead bracelet => 711790 711719:0.2 ~ imitation jewellery other than base metal
braided leather bracelet|leather cord bracelet|leather cuff bracelet|mens leather bracelet|woven leather bracelet => 711790 711719:0.3 ~ imitation jewellery other than base metal
# ---- 76 hard-anodised aluminium cookware
hard anodized fry pan|anodized frying pan|hard anodized nonstick fry pan|anodized nonstick frying pan|hard anodized nonstick skillet|hard anodized skillet|hard anodized pan|hard anodized saucepan|hard anodized sauce pan|hard anodized stock pot|hard anodized stockpot|hard anodized wok|hard anodized saute pan|hard anodized dutch oven|hard anodized griddle|hard anodized grill pan|hard anodized cookware set|anodized aluminum cookware|anodised aluminium cookware => 761510 ~ table kitchen household articles aluminium
nonstick skillet|nonstick saucepan|nonstick wok|nonstick saute pan|nonstick stock pot => 7615 761510:0.7 732393:0.3 ~ table kitchen household articles aluminium
# ---- 76 laptop stands (not furniture: placed on a desk; not an ADP accessory)
ergonomic laptop stand|portable laptop stand|laptop computer stand|notebook riser|macbook stand|laptop stand riser => 761699:0.5 392690:0.4 ~ other articles of aluminium stands
# ---- 82 circular saw blades, carbide tipped
finish saw blade|framing saw blade|trim saw blade|ripping saw blade|crosscut saw blade|combination saw blade|plywood saw blade|laminate saw blade => 820239 820231:0.3 ~ circular saw blades other including parts
# ---- 82 one-handed pruners
garden pruners|plant pruners|floral snips|pruning clippers|garden pruning shears|hand pruning shears => 820150 ~ one-handed secateurs pruners shears
# ---- 82 crimping pliers
rj45 crimping tool|rj45 crimper|network crimper|network crimping tool|modular crimper|data cable crimper|ratcheting crimping tool => 820320 ~ pliers cutting pincers similar tools
`;
