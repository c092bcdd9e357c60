/**
 * Corrections from the fifteenth pass's reports: phrases taken out of broader entries where the
 * broader code was wrong for them (format as in ../lexicon.ts).
 */
export const EXTRA_FIXES10_LEXICON = String.raw`
# ---- perforated mincer plates are parts of the mincing machine, not knives (8208.30)
meat grinder plates|mincer plates|mincer hole plate => 843890 850990:0.6 821000:0.3 ~ parts machinery industrial preparation meat
# ---- bearing rings are other parts of bearings (8482.91 is balls, needles and rollers)
bearing ring|bearing rings|bearing race|bearing races => 848299 ~ parts ball roller bearings other
# ---- carbon gouging rods are carbon electrodes other than for furnaces
arc gouging carbon|carbon gouging electrode => 854519 ~ carbon electrodes other than furnaces
# ---- a trinocular head carries a camera: microscopes for photomicrography
trinocular microscope => 901120 901180:0.5 901110:0.3 ~ compound optical microscopes photomicrography
# ---- cocoa press cake is partly defatted cocoa paste
cocoa cake|cocoa press cake => 180320 180500:0.3 ~ cocoa paste wholly partly defatted
# ---- HS 2022 names these in 2903.92
hexachlorobenzene|ddt|clofenotane => 290392 ~ hexachlorobenzene ddt halogenated derivatives aromatic
# ---- ABS is a styrene polymer: its scrap is of polymers of styrene
abs scrap|abs regrind => 391520 ~ waste parings scrap polymers styrene
# ---- cast solder bars are unwrought tin alloy; solder wire stays in 8003
lead free solder bar|tin lead bar|solder stick => 800120 8003:0.3 ~ unwrought tin alloys
# ---- lead tape is lead foil of 0.2 mm or less
golf lead tape|lead tape golf|lead weight tape => 780411 ~ lead foil thickness not exceeding 0.2 mm
# ---- pipe floor flanges are cast malleable iron fittings
floor flange|pipe floor flange => 730719 730791:0.5 ~ cast fittings malleable iron flanges
# ---- corrective spectacle glass blanks
spectacle glass blank|corrective lens blank => 701510 701590:0.3 ~ glasses corrective spectacles not optically worked
# ---- magnesia-carbon bricks are carbon-bonded and unfired: 6815.91, not the fired refractories of 6902
magnesia carbon bricks => 681591 690210:0.3 ~ articles containing magnesite magnesia periclase
# ---- a razor handle sold on its own is a part of the razor
safety razor handle|razor handle => 821290 ~ razors parts
# ---- an induction work coil on its own is a part of the heating equipment
induction heating coil|induction work coil => 851490 851440:0.3 ~ parts industrial induction heating equipment
# ---- wrist and head sweatbands are knitted clothing accessories; the hat's inner band has its own entries
sweatband => 611780 650700:0.3 ~ clothing accessories knitted crocheted
# ---- wooden deck tiles are slats on a base: assembled flooring panels, neither mosaic nor multilayer
deck tiles|wooden deck tiles|interlocking deck tiles => 441879 441875:0.3 392690:0.2 ~ assembled flooring panels other
# ---- HSS is steel: circular saw blades with working part of steel
hss circular saw blade|hss saw blade|steel circular saw blade => 820231 ~ circular saw blades working part steel
# ---- industrial diamonds have subheadings of their own
industrial diamond => 7102 710229:0.5 710221:0.45 ~ diamonds industrial
# ---- tread plate has patterns in relief
tread plate => 720840 720851:0.3 ~ flat-rolled non-alloy steel patterns in relief
# ---- grasses for ornamental purposes are named in 0604
dried pampas|pampas grass|bunny tails => 060490 060390:0.3 ~ foliage grasses dried ornamental purposes
# ---- triclopyr is a pyridine, not a phenoxyacetic acid
triclopyr => 293339 ~ heterocyclic compounds unfused pyridine ring
# ---- HS 2022 names safrole and isosafrole
safrole => 293294 ~ safrole
isosafrole => 293291 ~ isosafrole
# ---- tooth powders are dentifrices
charcoal tooth powder|teeth whitening powder => 330610 ~ dentifrices
# ---- fish meal is nearly always feed
fishmeal => 230120 ~ flours meals pellets fish unfit for human consumption
# ---- door viewers are optical devices
door viewer|door peephole|peephole|door eye => 901380 830241:0.3 ~ optical appliances instruments other
# ---- empty boxes for switchgear are bases of 8537 goods
empty distribution box|empty breaker box|breaker enclosure => 853810 392690:0.3 ~ boards panels consoles cabinets not equipped with their apparatus
# ---- travelling theatres have their own subheading
travelling theatre => 950840 ~ travelling theatres
# ---- mica washers and insulators are insulating fittings for electrical purposes
mica washer|mica insulator => 854790 681490:0.4 ~ insulating fittings electrical machines appliances
# ---- chicle is named in heading 4001
natural chicle|chicle gum base => 400130 130190:0.3 ~ balata gutta-percha guayule chicle natural gums
# ---- 2839.11 and .19 are sodium silicates only
potassium silicate => 283990 ~ silicates other
# ---- punnets are boxes for the conveyance or packing of goods
strawberry punnet|punnet|plastic punnet => 392310 392390:0.3 ~ boxes cases crates plastics
# ---- ferro-chromium of 4% carbon or less
low carbon ferrochrome => 720249 720241:0.3 ~ ferro-chromium other
# ---- refined copper billets are named in 7403.13
copper billet refined|refined copper billet => 740313 ~ refined copper billets
# ---- a workshop engine crane is a crane, not a hoist
engine hoist|engine crane => 842699 842542:0.3 ~ derricks cranes other
# ---- silico-manganese steel without the word wire is usually bars
silicon manganese steel|silicon manganese spring steel => 722820 722920:0.4 ~ bars rods silico-manganese steel
`;
