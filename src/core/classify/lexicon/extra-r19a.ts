/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19A_LEXICON = String.raw`
# ---- 19 bakers' wares
crisp bread|rye crisp bread|swedish crispbread|scandinavian crispbread => 190510 ~ crispbread
# ---- 28 inorganic chemicals
phosphoryl chloride|phosphoryl trichloride|phosphorus oxytrichloride|pocl3 => 281212 ~ phosphorus oxychloride
# ---- 29 organic chemicals
mirex => 290383 ~ halogenated derivatives cyclanic hydrocarbons mirex
ethylanthraquinone|ethyl anthraquinone|amylanthraquinone|butylanthraquinone|tert-butylanthraquinone => 291469 ~ quinones other
dextropropoxyphene|propoxyphene|dextropropoxyphene hydrochloride|dextropropoxyphene napsylate|propoxyphene hydrochloride => 292214 ~ dextropropoxyphene salts
erythromycin thiocyanate|erythromycin stearate|erythromycin estolate|erythromycin ethylsuccinate|erythromycin lactobionate|erythromycin base => 294150 ~ erythromycin derivatives salts
# ---- 33 essential oils
grapefruit peel oil|grapefruit peel essential oil|cold pressed grapefruit oil|citrus paradisi oil|citrus paradisi peel oil => 330119 ~ essential oils citrus fruits other
mentha piperita|peppermint leaf oil|rectified peppermint oil => 330124 ~ essential oils peppermint mentha piperita
# ---- 34 artificial waxes
pe wax flakes|pe wax powder|polyethylene wax flakes|polyethylene wax powder|oxidized pe wax powder|low molecular weight polyethylene wax => 340490 ~ artificial waxes prepared waxes other
# ---- 39 polymers in primary forms
impact copolymer|propylene ethylene impact copolymer|ethylene propylene impact copolymer|heterophasic copolymer|heterophasic polypropylene => 390230 ~ propylene copolymers primary forms
styrene maleic anhydride|styrene maleic anhydride copolymer|sma resin|sma copolymer => 390390 ~ polymers styrene primary forms other
upvc dry blend => 390421 ~ polyvinyl chloride non-plasticised mixed other substances
polyacrylamide flocculant|polyacrylamide powder|anionic pam|cationic pam|nonionic polyacrylamide => 390690 ~ acrylic polymers primary forms other
csd grade pet|water bottle grade pet|pet bottle grade chips => 390761 ~ poly(ethylene terephthalate) viscosity number 78 ml/g or higher
mixed bed ion exchange resin|mixed bed di resin => 391400 ~ ion-exchangers based on polymers
# ---- 39 waste and scrap
upvc profile scrap|window profile scrap|pvc offcuts|upvc offcuts|upvc scrap|rigid pvc scrap => 391530 ~ waste parings scrap polymers vinyl chloride
# ---- 39 tubes, pipes, hoses
polypropylene random copolymer pipe => 391722 ~ tubes pipes hoses rigid polymers propylene
clear pvc tubing|food grade vinyl tubing|food grade pvc tubing => 391732 391733:0.2 ~ tubes pipes hoses plastics not reinforced without fittings
pu pneumatic tubing|pneumatic air tubing|polyurethane pneumatic tubing => 391732 391733:0.2 ~ tubes pipes hoses plastics not reinforced without fittings
# ---- 39 plates, sheets, film
celluloid sheet|pearloid sheet|pearloid celluloid|celluloid pickguard sheet|cellulose nitrate sheet|celluloid film => 392079 ~ plates sheets film cellulose derivatives other
melamine formaldehyde resin sheet|melamine formaldehyde plate|melamine resin plate|urea formaldehyde plastic sheet|urea formaldehyde resin sheet|urea formaldehyde plate|amino resin plate|amino plastic sheet|amino plastic plate => 392093 ~ plates sheets film amino-resins
phenol formaldehyde resin sheet|phenol formaldehyde sheet|phenolic resin sheet|phenolic resin plate|cast phenolic sheet => 392094 392190:0.3 ~ plates sheets film phenolic resins
# ---- 39 articles of plastics
water cooler bottle|water cooler jug|gallon water cooler bottle|gallon polycarbonate bottle|water carboy|polycarbonate water barrel => 392330 ~ carboys bottles flasks plastics
cord clips|cable organizer clips|self adhesive cable clips => 392690 732690:0.3 ~ articles plastics other
`;
