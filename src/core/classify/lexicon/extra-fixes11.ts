/**
 * Corrections from the eighteenth pass's reports: phrases taken out of broader entries where the
 * broader code was wrong for them (format as in ../lexicon.ts).
 */
export const EXTRA_FIXES11_LEXICON = String.raw`
# ---- propylene copolymers have their own subheading
pp copolymer => 390230 ~ propylene copolymers primary forms
# ---- HS 2022 names phenobarbital in 2933.53; other barbiturates and their salts are 2933.54
phenobarbital => 293353 ~ phenobarbital barbituric acid derivatives
barbiturates => 2933 293353:0.5 293354:0.5 ~ derivatives malonylurea barbituric acid salts
# ---- 2931.41 names dimethyl methylphosphonate; ethephon is halogenated (2931.59)
dimethyl methylphosphonate|dmmp => 293141 ~ dimethyl methylphosphonate non-halogenated organo-phosphorus
ethephon => 293159 ~ halogenated organo-phosphorus derivatives other
# ---- bottle grades have a viscosity number of 78 ml/g or higher
bottle grade pet => 390761 ~ polyethylene terephthalate viscosity number 78 ml/g or higher
# ---- flat-woven and waffle towels are not terry towelling
waffle weave towel|peshtemal|hammam towel|hamam towel|fouta|fouta towel|huck towel => 630291 630293:0.4 630299:0.2 ~ toilet linen kitchen linen cotton other than terry
# ---- forged grinding balls are forged articles, not cast
forged steel balls => 732611 ~ grinding balls similar articles mills forged stamped
# ---- a fruit basket is a table or kitchen article of 7323
wire fruit basket => 732399 732620:0.3 ~ table kitchen household articles iron steel other
# ---- a standoff is a threaded article, not a screw, bolt or nut
brass hex standoff => 741539 ~ copper threaded articles other
# ---- boards and chips bought for their gold, without batteries
scrap pcb|scrap circuit boards|cpu scrap|ram scrap => 854929 854921:0.3 ~ electrical electronic waste scrap recovery precious metal other
# ---- polarising sheets are 9001.20, never optical fibre
polarizing film|polarizer sheet|polarizing filter sheet => 900120 ~ sheets plates polarising material
# ---- a mantel clock is not a wall clock
mantel clock mechanical => 910599 ~ clocks other
# ---- bare 'cuttings' stems to 'cut' and caught every cutting tool
plant cuttings|rooted cuttings|cuttings for planting => 060210 ~ unrooted cuttings slips
# ---- paper cups are containers made other than by moulding
paper cup machine => 844130 ~ machines making cartons boxes containers other than moulding
# ---- an empty tank is a part of the device
vape tank => 854390 ~ electronic cigarettes parts
`;
