/**
 * Fifteenth-pass lexicon additions, written from the misses of an independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (a set written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R15A_LEXICON = String.raw`
# ---- 01 live sheep
merino sheep|live merino|feeder lambs|dorper sheep|awassi sheep => 010410 ~ sheep live
# ---- 12 chicory roots
dried chicory root|unroasted chicory root|raw chicory root|fresh chicory root|chicory root cubes|chicory root chips|cichorium intybus root => 121294 210130:0.2 ~ chicory roots fresh chilled frozen dried
# ---- 15 crude rapeseed oil
crude canola oil|crude canola|crude degummed rapeseed oil|crude degummed canola oil|unrefined canola oil|unrefined rapeseed oil|crude low erucic rapeseed oil => 151411 ~ low erucic acid rape colza oil crude
# ---- 18 cocoa press cake
cocoa press cake|cocoa presscake|cocoa liquor press cake|cocoa kibble cake => 180320 ~ cocoa paste wholly partly defatted
# ---- 20 vinegar-prepared vegetables
sushi ginger|pickled sushi ginger|gari ginger|ginger pickle slices|cocktail onions|pickled pearl onions|pickled silverskin onions => 200190 ~ vegetables preserved vinegar acetic acid
# ---- 25-26 minerals
ulexite|ulexite ore|ulexite powder|crude borate|borate ore|colemanite ore|pandermite|tincal ore => 252800 ~ natural borates concentrates
iron ore sinter|iron sinter|sinter ore|agglomerated iron ore|iron ore briquettes => 260112 ~ iron ores concentrates agglomerated
# ---- 28 isotopes
enriched lithium|enriched lithium carbonate|enriched lithium fluoride|lithium fluoride enriched|lithium carbonate enriched|lithium isotope => 284530 ~ lithium enriched lithium-6 compounds
# ---- 29 organic chemicals
pentachlorobenzene => 290393 ~ pentachlorobenzene halogenated derivatives aromatic hydrocarbons
buformin|phenformin => 292529 300490:0.3 ~ imines derivatives salts
# ---- 32 lustres, luminophores
liquid bright gold|bright gold luster|liquid gold luster|porcelain luster|ceramic lustre|overglaze luster|liquid platinum luster => 320730 ~ lustres liquid lustres similar preparations
# ---- 39 polymers in primary forms
polymethyl methacrylate|polymethylmethacrylate|acrylic resin pellets => 390610 ~ poly methyl methacrylate primary forms
polytetramethylene ether glycol|ptmeg|ptmg|polytetrahydrofuran|polytetramethylene glycol => 390729 ~ polyethers primary forms
polyoxyethylene methylphosphonate|phosphonate polyol|phosphorus polyether polyol => 390721 ~ polyethers bis polyoxyethylene methylphosphonate
vinyl chloride copolymer resin|vinyl isobutyl ether copolymer|vinyl chloride isobutyl vinyl ether => 390440 390430:0.3 ~ vinyl chloride copolymers other
# ---- 39 plastics waste
polypropylene scrap|pp regrind scrap|pp film scrap|pp waste|polypropylene regrind|polypropylene waste => 391590 ~ waste parings scrap other plastics
polystyrene scrap|ps scrap|eps scrap|hips scrap|abs waste|styrofoam scrap => 391520 ~ waste parings scrap polymers styrene
# ---- 39 tubes, hoses
thermoplastic hose|thermoplastic hydraulic hose|r7 hose|r8 hose|resin hydraulic hose|nylon hydraulic hose => 391731 ~ tubes pipes hoses flexible plastics minimum burst pressure 27.6 mpa
# ---- 39 plates, sheets, film
pvb laminating film|polyvinyl butyral interlayer => 392091 ~ plates sheets film polyvinyl butyral
cellulose sponge sheet|cellulose sponge block|compressed cellulose sponge|compressed sponge sheet|wood pulp sponge => 392114 392490:0.3 ~ plates sheets regenerated cellulose cellular
# ---- 39 builders' ware
ceiling medallion|pu ceiling medallion|polyurethane ceiling medallion|pu cornice|polyurethane cornice|polyurethane crown moulding|pu crown molding => 392590 680990:0.2 ~ builders ware plastics other
pvc rain gutter|vinyl rain gutter|vinyl gutter|pvc eaves gutter|plastic eaves gutter|upvc gutter|pvc gutter system => 392590 ~ builders ware plastics gutters fittings
# ---- 40 rubber
sponge cord|sponge rubber cord|foam rubber cord|epdm sponge cord|neoprene sponge cord|sponge rubber profile|epdm sponge profile|sponge rubber tube|foam rubber tube|epdm sponge seal|sponge rubber seal => 400819 ~ vulcanised rubber cellular other than plates sheets strip
solid forklift tyre|resilient tyre => 401290 ~ solid cushion tyres
# ---- 42 leather handbags
leather handbag|leather tote|leather tote bag|cowhide handbag|cowhide tote|leather shoulder bag|leather satchel bag|leather crossbody bag|leather hobo bag => 420221 ~ handbags outer surface leather
# ---- 44 wood
railway ties|timber sleepers|wood sleepers|softwood sleepers|hardwood sleepers|softwood railway sleepers|wooden railroad ties|oak sleepers => 4406 440691:0.5 440692:0.5 440611:0.4 440612:0.4 ~ railway tramway sleepers cross-ties wood
# ---- 48 tissue stock, waxed paper
tissue parent roll|jumbo parent roll|napkin parent roll|tissue mother roll|napkin tissue parent roll|toilet paper parent roll => 480300 ~ toilet facial tissue stock towel napkin stock rolls
waxed tissue|wax coated paper|paraffin paper|paraffin coated paper|paraffin wax paper|wax tissue paper => 481160 ~ paper coated impregnated wax paraffin
# ---- 49 calendars
desktop calendar|standing calendar|desk flip calendar => 491000 ~ calendars printed calendar blocks
# ---- 50 silk retail yarn
silk embroidery yarn|silk sewing floss|silk hand sewing thread|silk floss skeins => 500600 ~ silk yarn put up retail sale
`;
