/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23B_LEXICON = String.raw`
# ---- 39 plastics
polyethylene pallet|nestable plastic pallet|rackable plastic pallet => 392390 ~ articles conveyance packing goods plastics
# ---- 42 bags and cases
canvas handbag|canvas shoulder bag => 420222 420292:0.3 ~ handbags outer surface textile materials
dslr case|camera shoulder bag|camera insert bag => 4202 420292:0.5 420291:0.4 420231:0.2 ~ cases containers outer surface leather textile
snare drum case|snare case|drum hardcase|drum carry case|cymbal case => 4202 420292:0.5 420299:0.4 420291:0.2 ~ musical instrument cases containers
# ---- 44 wood
treated pine pole|treated pine log|cca treated pole|cca pole|creosote pole|creosote treated pole|telegraph pole|wooden utility pole|wood utility pole|treated timber pole|treated logs => 440311 440312:0.3 ~ wood in the rough treated creosote preservatives coniferous
chestnut stake|cleft chestnut => 440420 ~ hoopwood split poles stakes pointed not sawn lengthwise non-coniferous
spruce veneer|larch veneer|fir veneer|coniferous veneer|radiata veneer => 440810 ~ sheets for veneering coniferous
block board|battenboard panel => 4412 441259:0.4 441252:0.4 441251:0.3 ~ blockboard laminboard battenboard
# ---- 49 printed matter
printed scores|piano scores|guitar sheet music|printed sheet music => 490400 ~ music printed manuscript
decalcomania|printed transfers => 4908 490890:0.5 490810:0.5 ~ transfers decalcomanias
advertising pamphlet|company profile brochure => 491110 490110:0.2 ~ trade advertising material commercial catalogues
art reproduction => 491191 ~ pictures designs photographs printed
vintage stickers => 491199 391990:0.4 490890:0.2 ~ printed matter other
# ---- 61 knitted apparel
jersey shorts|cotton jersey shorts => 6103 6104:0.6 610342:0.4 ~ trousers shorts knitted
`;
