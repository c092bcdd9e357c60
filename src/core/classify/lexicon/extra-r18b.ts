/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18B_LEXICON = String.raw`
# ---- 39 plastic egg packaging
pet egg tray|clear egg tray|clear plastic egg tray|pvc egg tray|plastic egg packaging tray|blister egg tray => 392390 392310:0.3 ~ articles conveyance packing goods plastics
# ---- 40 retreaded tyres
retreaded lorry tyre|recap truck tyre|recap lorry tyre|recap bus tyre|precured retread truck tyre => 401212 ~ retreaded tyres motor buses lorries
recap tyre => 4012 401211:0.5 401212:0.5 ~ retreaded pneumatic tyres rubber
# ---- 42 handbags of paper
paper straw handbag|paper straw tote|paper straw bag|paper straw beach bag|paper straw shoulder bag|paper rope handbag|kraft paper handbag|washable paper handbag|washable kraft paper tote => 420229 460219:0.2 ~ handbags vulcanised fibre paperboard covered paper
# ---- 56 knotted net bags
string bag|string shopping bag|net shopping bag|net grocery bag|cotton net bag|cotton string bag|knotted net bag|knotted string bag => 560890 560819:0.3 ~ knotted netting twine cordage made up nets other than man-made textile materials
# ---- 61 wool and cashmere jumpers
lambswool cardigan|lambswool jumper|lambswool pullover|lambswool crewneck|merino wool cardigan|merino pullover|merino crewneck => 611011 611012:0.2 ~ jerseys pullovers cardigans wool knitted
cashmere pullover|cashmere crewneck|cashmere turtleneck|cashmere hoodie|cashmere vest sweater => 611012 611019:0.2 ~ jerseys pullovers cardigans kashmir cashmere goats knitted
# ---- 61 knitted collars and cuffs
flat knit collar|collar cuff ribbing => 611790 ~ parts garments clothing accessories knitted crocheted
`;
