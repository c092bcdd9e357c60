/**
 * Twenty-fifth-pass lexicon additions, written from the misses of independent sets of
 * B2B, food and materials offers written product-first (written by other helpers, not the
 * labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R25A_LEXICON = String.raw`
# ---- 08 cashews shelled (retail "raw cashews" are kernels)
whole raw cashews|raw cashews unsalted|unsalted raw cashews|organic raw cashews|raw cashew halves|cashew halves|unsalted cashews => 080132 ~ cashew nuts shelled
# ---- 09 coffee decaffeinated, mate
decaffeinated ground coffee|decaf ground coffee|decaffeinated whole bean coffee|decaf whole bean coffee|decaf coffee beans|decaffeinated coffee beans|swiss water decaf|water process decaf|decaf espresso => 090122 ~ coffee roasted decaffeinated
ilex paraguariensis|erva mate|mate leaves => 090300 ~ mate
# ---- 12 grass seed, chamomile
kentucky bluegrass|kentucky blue grass|poa pratensis|bluegrass mix|bluegrass blend => 120924 ~ Kentucky blue grass Poa pratensis seeds sowing
chamomile|camomile|matricaria chamomilla|matricaria recutita|german chamomile|roman chamomile|chamomile blossoms|camomile flowers => 121190 ~ plants parts flowers used for infusions dried
# ---- 15 soy wax
soybean wax|natural soy wax|soy wax pellets|soy wax beads|hydrogenated soy oil|hydrogenated soya oil => 151620 ~ vegetable fats hydrogenated
# ---- 21 sugar-free gum (EN 17.04 excludes confectionery with synthetic sweeteners instead of sugar)
sugar free chewing gum|sugarless gum|sugarless chewing gum|xylitol chewing gum|sugar free bubble gum => 210690 ~ food preparations confectionery containing synthetic sweetening agents instead of sugar
# ---- 21 vitamin gummies
adult multivitamin gummies|vitamin d3 gummies|vitamin b12 gummies|womens multivitamin gummies|mens multivitamin gummies => 210690 ~ food preparations not elsewhere specified
# ---- 25 plasters
calcined gypsum|calcium sulphate hemihydrate|gypsum hemihydrate|hemihydrate plaster|alpha hemihydrate|beta hemihydrate => 252020 ~ plasters calcined gypsum calcium sulphate
# ---- 28 sodium hydroxide solid
sodium hydroxide lye|food grade lye|soap making lye|pure lye|lye crystals|lye granules => 281511 281512:0.3 ~ sodium hydroxide caustic soda solid
# ---- 29 creatine
micronized creatine|micronised creatine|pure creatine|unflavored creatine|unflavoured creatine|creatine monohydrate micronized => 292529 ~ imines derivatives guanidine
# ---- 32 water-based wall paint finishes
eggshell paint|eggshell enamel|interior eggshell|eggshell finish paint|interior enamel paint|interior latex enamel|satin interior paint|flat interior paint => 320910 320810:0.2 ~ paints based acrylic vinyl polymers aqueous medium
`;
