/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24A_LEXICON = String.raw`
# ---- 33 lip make-up
lip cosmetic|liquid lip|overnight lip mask|lip treatment mask|lip sleeping balm => 330410 ~ lip make-up preparations
# ---- 33 hair preparations
argan oil hair|argan hair oil|argan oil hair serum|argan oil hair treatment|argan oil hair mask|moroccan hair oil|moroccan oil hair|hair serum oil => 330590 ~ hair preparations other
semi permanent hair|permanent hair dye|vegan hair dye => 330590 ~ hair preparations other dyes
# ---- 39 epoxy casting resin
epoxy casting resin|clear casting resin|crystal clear resin|deep pour epoxy|deep pour resin|river table epoxy|river table resin|epoxy art resin|tumbler epoxy|ab epoxy resin => 390730 ~ epoxide resins primary forms
casting resin => 390730 390791:0.3 390950:0.3 ~ epoxide resins primary forms casting
# ---- 39 heat-shrink tubing (plastic tubes, not 8547 insulating fittings)
heat shrink tubing kit|heat shrink tubing set|heat shrink tubing assortment|heat shrinkable tubing|heat shrinkable sleeve|polyolefin tubing|polyolefin heat shrink|polyolefin shrink tubing => 391732 391739:0.3 ~ tubes pipes hoses plastics not reinforced combined other materials without fittings
# ---- 39 plastic household articles
plastic flowerpot|polypropylene planter|polypropylene flower pot|resin planter|resin flower pot|self watering pot plastic => 392490 ~ household articles plastics flower pots
cosmetic storage|makeup drawer organizer|makeup drawers|acrylic makeup organizer|acrylic cosmetic organizer => 392490 392690:0.3 ~ household toilet articles plastics
# ---- 39 statuettes of plastics
gargoyle|gargoyle statue|polyresin sculpture|polyresin garden statue|resin garden statue|resin garden sculpture|polyresin figure => 392640 691390:0.3 ~ statuettes other ornamental articles plastics
# ---- 42 dog coats and the like (heading 4201, any material)
dog sweatshirt|pet sweatshirt|dog pullover|pet pullover|puppy clothes|puppy sweater|puppy hoodie|puppy coat|dog jumper|dog onesie => 420100 ~ saddlery harness any animal dog coats
`;
