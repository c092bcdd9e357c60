/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22A_LEXICON = String.raw`
# ---- 08 nuts
pistachio nuts => 080251:0.6 080252:0.6 ~ pistachios in shell shelled
pistachio nuts in shell|inshell pistachio nuts|unshelled pistachios => 080251 ~ pistachios in shell
# ---- 21 food supplements in gummy form
elderberry gummies|immune support gummies|zinc gummies|supplement gummies|melatonin gummies => 210690 ~ food preparations not elsewhere specified
# ---- 22 liqueurs
sweetened spirituous beverage|sweetened spirit drink|whiskey cream liqueur|whisky cream liqueur => 220870 ~ liqueurs cordials
# ---- 28 oxides, chloride oxides and chloride hydroxides
antimony pentoxide|antimony tetroxide|colloidal antimony pentoxide|sb2o5|sb2o3|antimony trioxide powder => 282580 ~ antimony oxides
aluminium chlorohydrate|aluminium chlorohydrol|aluminium chloride hydroxide|aluminium hydroxychloride|bismuth oxychloride|biocl|basic aluminium chloride => 282749 ~ chloride oxides chloride hydroxides other
# ---- 29 halogenated derivatives
ch2f2|hfc32|r32 refrigerant|r32 gas => 290342 ~ difluoromethane
dichloronitrobenzene|fluoronitrobenzene|bromonitrobenzene|chloronitrotoluene => 290499 ~ derivatives hydrocarbons halogenated nitrated other
# ---- 29 ether-alcohols
oxydipropanol|propylene glycol monomethyl ether|propylene glycol ether|dipropylene glycol methyl ether|dipropylene glycol monomethyl ether|propylene glycol n-butyl ether|propylene glycol butyl ether|propylene glycol propyl ether|tripropylene glycol methyl ether|methoxy propanol|methoxypropanol solvent => 290949 ~ ether-alcohols derivatives other
# ---- 29 esters of formic acid
methyl formate|ethyl formate|methyl methanoate|ethyl methanoate|butyl formate|isoamyl formate|formic acid esters|formate esters => 291513 ~ esters of formic acid
# ---- 29 quinazolines and piperazines controlled
zipeprol|loprazolam|mecloqualone|methaqualone => 293355 ~ loprazolam mecloqualone methaqualone zipeprol salts
tetrodotoxin => 293980 ~ alkaloids other
# ---- 33 animal toiletries
pet grooming shampoo|cat shampoo|puppy shampoo|pet conditioner|dog conditioner|waterless pet shampoo|flea shampoo => 330790 ~ perfumery cosmetic toilet preparations other
# ---- 34 alkylbenzene sulphonates
sodium dodecyl benzene sulfonate|sodium dodecyl benzene sulphonate|dodecyl benzene sulfonic acid|sdbs|linear alkyl benzene sulfonic acid|linear alkyl benzene sulphonate|sodium alkylbenzene sulfonate => 340231 ~ linear alkylbenzene sulphonic acids salts
# ---- 35 adhesives based on polymers
structural polyurethane adhesive|sandwich panel adhesive => 350691 350610:0.2 ~ adhesives based on polymers headings 3901 to 3913 rubber
# ---- 39 primary forms
chlorinated pvc resin|chlorinated polyvinyl chloride resin|cpvc resin powder => 390490 ~ polymers vinyl chloride halogenated olefins primary forms other
vinyl acetate homopolymer => 3905 390519:0.5 390512:0.5 ~ poly(vinyl acetate)
vinyl acetate homopolymer emulsion|pvac aqueous dispersion|polyvinyl acetate aqueous dispersion => 390512 ~ poly(vinyl acetate) aqueous dispersion
acetal homopolymer|acetal copolymer|acetal resin|pom homopolymer|pom copolymer|delrin resin|pom pellets|acetal pellets => 390710 ~ polyacetals
bottle grade chips|bottle grade resin => 390761 390769:0.2 ~ poly(ethylene terephthalate) viscosity number 78 ml/g or higher
pla virgin granules|polylactide resin|polylactide granules => 390770 ~ poly(lactic acid)
# ---- 39 reinforced plastic panels
fiberglass reinforced plastic wall panel|fibreglass reinforced plastic wall panel|fiberglass reinforced panel|fibreglass reinforced panel => 392190 ~ plates sheets film plastics reinforced laminated
`;
