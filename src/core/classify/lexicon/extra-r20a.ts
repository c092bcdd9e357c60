/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20A_LEXICON = String.raw`
# ---- 20 vegetables prepared in sauce
frozen side dish|vegetable side dish|vegetables in sauce|vegetable medley in sauce => 200490 200599:0.3 ~ other vegetables prepared preserved otherwise than by vinegar frozen
# ---- 21 coffee substitutes
roasted dandelion root|dandelion root coffee|roasted dandelion|dandelion coffee substitute => 210130 ~ roasted chicory other roasted coffee substitutes
# ---- 22 ice
packaged ice|crushed ice|cocktail ice|food grade ice => 220190 ~ other waters ice snow
# ---- 29 halogenated corticosteroids (bulk substance)
clobetasol propionate|betamethasone dipropionate|betamethasone valerate|dexamethasone sodium phosphate|fluocinolone acetonide|triamcinolone acetonide|halobetasol propionate|mometasone furoate|fluticasone propionate => 293722 300432:0.2 ~ halogenated derivatives cortisone hydrocortisone prednisone prednisolone
# ---- 33 citrus essential oils
essential oil of lemon|lemon peel oil => 330113 ~ essential oils lemon
orange peel oil|cold pressed orange oil => 330112 ~ essential oils orange
# ---- 34 textile lubricating preparations
spinning oil|spinning oil agent|spin finish agent|fiber finish oil|spinning lubricant => 340391 340311:0.5 ~ lubricating preparations treatment textile materials
# ---- 35 albumins, starch glues
bovine albumin|bovine albumin fraction|albumin fraction => 350290 ~ albumins other than egg milk albumin
wallpaper glue powder|potato starch glue|starch glue powder => 350520 350610:0.3 ~ glues based starches dextrins modified starches
# ---- 39 polymers in primary forms
vp va copolymer|vinylpyrrolidone copolymer => 390591 ~ vinyl polymers copolymers primary forms
epoxide resin|bisphenol epoxy resin|bisphenol epoxide resin => 390730 ~ epoxide resins primary forms
ortho resin|isophthalic polyester resin|orthophthalic polyester resin => 390791 ~ polyesters unsaturated primary forms
c9 hydrocarbon resin|c5 hydrocarbon resin|hydrogenated hydrocarbon resin|c5 petroleum resin|c9 petroleum resin => 391110 ~ petroleum resins primary forms
acrylic dispersion|acrylic polymer dispersion|aqueous acrylic dispersion|acrylic binder => 390690 ~ acrylic polymers primary forms other
# ---- 39 plates, sheets, film
polyacrylonitrile sheet|polyacrylonitrile film|polyacrylonitrile plate => 392059 ~ plates sheets film other acrylic polymers non-cellular
polyetheretherketone sheet|polyetheretherketone plate|peek film => 392099 ~ plates sheets film other plastics non-cellular
rigid core plank|rigid core flooring|spc plank|stone plastic composite flooring => 391810 ~ floor coverings polymers vinyl chloride
# ---- 39 packing, builders' ware, fittings
refuse sack|refuse bag|rubbish bag|rubbish sack|drawstring trash bag|drawstring bin bag => 392321:0.6 392329:0.3 ~ sacks bags polymers ethylene conveyance packing goods
horizontal blind|vinyl venetian blind|plastic venetian blind|pvc slat blind => 392530 ~ shutters blinds venetian blinds plastics
car body clips|auto body clips|door trim clips|bumper retainer clips|car retainer clips => 392630 392690:0.4 870829:0.2 ~ fittings furniture coachwork plastics
# ---- 40 rubber profiles
epdm edge trim|extruded rubber profile => 400829 ~ vulcanised rubber non-cellular rods profile shapes
# ---- 48 kraft paper
bleached kraft paperboard|bleached kraft board => 4804 480439:0.5 480442:0.5 ~ kraft paper paperboard uncoated bleached
`;
