/**
 * Eleventh-pass lexicon additions, written like the eighth to tenth passes from marketplace- and
 * ruling-style descriptions of a fourth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R11B_LEXICON = String.raw`
# ---- 01 live poultry (adult birds, over 185 g)
adult ducks|breeding ducks|laying ducks|live muscovy ducks|live pekin ducks|duck breeding pair|live geese|live goose|breeding geese|adult geese|adult turkeys|breeding turkeys|live guinea fowl => 010599 ~ poultry live ducks geese turkeys guinea fowls weighing more than 185 g
# ---- 04 milk powder with added sugar
sweetened milk powder|sweetened whole milk powder|sweetened full cream milk powder|sugared milk powder|sweetened powdered milk|sweetened dried milk|sweetened dry milk|sweetened cream powder => 040229 040210:0.2 ~ milk cream powder containing added sugar sweetening matter fat content exceeding 1.5%
# ---- 19 prepared pasta
instant fried noodles|fried noodle block|instant noodle cake|instant noodle blocks|steamed and fried noodles|precooked noodles|pre cooked noodles|instant rice noodles|instant vermicelli|instant pho|instant udon|instant soba => 190230 ~ pasta cooked otherwise prepared noodles
# ---- 27 coal other than anthracite and bituminous
sub bituminous coal|subbituminous coal|low rank coal|indonesian coal|indonesian steam coal|indonesia steam coal|non coking coal => 270119 270112:0.4 ~ coal other than anthracite bituminous not agglomerated
# ---- 28 dithionites other than sodium
zinc dithionite|zinc hydrosulfite|zinc hydrosulphite|calcium dithionite|potassium dithionite|zinc sulfoxylate|zinc formaldehyde sulfoxylate|zinc formaldehyde sulphoxylate => 283190 ~ dithionites sulphoxylates other than sodium
# ---- 29 prostaglandins and analogues (bulk active ingredients)
latanoprost|travoprost|tafluprost|unoprostone|misoprostol|dinoprostone|dinoprost|dinoprost tromethamine|alprostadil|carboprost|iloprost|epoprostenol|treprostinil|beraprost|limaprost|cloprostenol|fluprostenol|gemeprost|sulprostone|prostaglandin e1|prostaglandin e2|thromboxane|leukotriene => 293750 300490:0.3 ~ prostaglandins thromboxanes leukotrienes derivatives structural analogues
bimatoprost => 293750 330499:0.3 300490:0.3 ~ prostaglandins derivatives structural analogues
# ---- 39 polyethylene scrap
polyethylene film scrap|polyethylene film waste|pe film waste|ldpe film waste|polyethylene waste|polyethylene regrind|ldpe regrind|pe regrind|hdpe bottle scrap|milk bottle scrap|hdpe milk bottle scrap|hdpe drum scrap|hdpe pipe scrap|ldpe agglomerate|pe agglomerate|stretch film scrap|shrink film scrap|hdpe bales|ldpe bales => 391510 ~ waste parings scrap polymers ethylene
# ---- 39 plastic tubes and fittings
airline tubing|aquarium airline tubing|aquarium air hose|airline hose aquarium => 3917 391732:0.5 391733:0.4 ~ tubes pipes hoses plastics not reinforced
recoil air hose|coiled air hose|recoil hose|pu air hose|polyurethane air hose|nylon air hose|pu coil hose => 391733 391732:0.4 ~ tubes pipes hoses plastics not reinforced with fittings
ppr pipe fittings|pe pipe fittings|hdpe pipe fittings|pp compression fitting|poly pipe fittings|plastic pipe connector|pvc pipe connector|pvc pipe joint|pvc connector|pvc tee connector|pvc cross connector|pvc end cap|pvc adapter fitting|plastic tee fitting|plastic elbow fitting => 391740 ~ tube pipe hose fittings joints elbows flanges plastics
# ---- 39 plastic boxes and crates for conveyance or packing
clamshell box|blister box|clear pet box|clear pvc box|pvc packaging box|pet packaging box|clear plastic box packaging|plastic packaging box|moving tote|moving crate|stackable crate|stacking crate|transport box plastic|plastic transport box|turnover box|logistics box plastic|plastic pallet box|plastic bulk container => 392310 392390:0.2 ~ boxes cases crates plastics conveyance packing goods
# ---- 40 natural rubber
sole crepe|crepe rubber sheet|natural rubber crepe|estate brown crepe|crepe sole rubber|crepe sole sheet|air dried sheet|natural rubber block|natural rubber bale => 400129 ~ natural rubber primary forms plates sheets strip other than smoked sheets technically specified
# ---- 40 rubber hoses reinforced with metal
steel braided rubber hose|spiral hydraulic hose|en853 hose|en856 hose => 4009 400922:0.6 400921:0.6 ~ tubing piping hoses vulcanised rubber reinforced combined only with metal
pressure washer hose|power washer hose|jet wash hose|pressure washer extension hose|pressure washer replacement hose => 400922 391731:0.4 400921:0.3 ~ hoses vulcanised rubber reinforced metal with fittings
# ---- 44 plywood with tropical outer ply
lauan plywood|luan plywood|keruing plywood|tropical hardwood plywood|okume plywood|gaboon plywood|sapele plywood|mahogany plywood|okoume marine plywood => 441231 441291:0.3 ~ plywood each ply 6mm thinner outer ply tropical wood
# ---- 48 charts for self-recording apparatus
strip chart paper|recorder charts|circular chart paper|circular recorder chart|ekg paper roll|electrocardiograph paper|ctg paper|fetal monitor paper|cardiograph paper|chart paper roll|temperature recorder chart|seismograph paper => 482340 ~ rolls sheets dials printed self-recording apparatus
# ---- 56 wadding of man-made fibres
poly batting|polyester quilt batting|polyester wadding roll|thermal bonded wadding|thermobonded wadding|spray bonded wadding|polyester padding|quilting wadding polyester|bamboo polyester batting|fusible fleece interfacing|microfibre wadding|hollowfibre wadding => 560122 ~ wadding articles thereof man-made fibres
# ---- 61 knitted dresses
tee shirt dress|bodycon tank dress|swing dress|jersey maxi dress|jersey midi dress => 6104 610443:0.5 610442:0.4 ~ dresses women's girls knitted crocheted synthetic fibres
# ---- 62 woven dresses and track suits
satin maxi dress|satin midi dress|silk maxi dress|mulberry silk dress|chiffon maxi dress|linen maxi dress|linen midi dress|ramie dress => 6204 620449:0.4 620443:0.4 ~ dresses women's girls not knitted
windbreaker tracksuit|windbreaker track suit|shellsuit|windbreaker set|windbreaker suit|windbreaker jogging suit => 6211 621143:0.5 621133:0.5 ~ track suits garments man-made fibres not knitted
# ---- 63 microfibre toilet and kitchen linen
microfiber bath towel|microfiber beach towel|microfiber hand towel|microfiber kitchen towel|microfiber tea towel|microfiber dish towel|microfiber gym towel|microfiber sports towel|microfiber travel towel|microfiber face towel|microfiber waffle towel|microfiber terry towel|polyester kitchen towel|polyester towel => 630293 630710:0.2 ~ toilet linen kitchen linen man-made fibres
# ---- 65 headgear of leather or fur
leather baseball cap|leather trucker cap|leather newsboy cap|leather flat cap|leather ivy cap|leather peaked cap|leather dad hat|leather bucket hat|leather trapper hat|leather aviator hat|leather pilot cap|sheepskin hat|shearling hat|sheepskin trapper hat|rabbit fur trapper hat|fox fur trapper hat|real fur hat|raccoon fur hat|mink fur hat|fur trapper|fur bomber hat|fur pillbox hat => 650699 650691:0.2 ~ headgear other materials leather furskin
# ---- 70 glass parts for cathode-ray tubes
crt funnel|crt glass funnel|crt panel glass|crt glass panel|crt neck tube|crt glass bulb|cathode ray tube glass|picture tube glass|tv glass funnel|crt neck glass => 701120 ~ glass envelopes bulbs tubes open parts without fittings cathode-ray tubes
# ---- 72 silico-manganese steel wire
silicon manganese steel wire|silicon manganese spring wire|simn steel wire|simn spring wire|sup7 wire|sup6 wire => 722920 ~ wire silico-manganese steel alloy
# ---- 73 welded galvanised fencing
welded fence panel|welded mesh fence panel|curved welded fence|curved fence panel|anti climb fence mesh|anti climb mesh|hot dip galvanized welded mesh|galvanized welded wire|galvanized hardware cloth|rabbit fence mesh|chicken run mesh => 731431 731439:0.4 ~ grill netting fencing welded intersection plated coated zinc iron steel wire
# ---- 83 padlocks
laminated steel padlock|weatherproof padlock|gate padlock|shed padlock|heavy duty padlock|stainless steel padlock|hardened steel padlock|master lock padlock|mini padlock|small padlock|gym locker padlock => 830110 ~ padlocks key combination electrically operated base metal
# ---- 83 locks for motor vehicles
car door lock cylinder|door lock cylinder car|ignition lock cylinder|ignition cylinder|ignition key cylinder|ignition switch cylinder|trunk lock cylinder|tailgate lock cylinder|steering column lock|column lock|car lock set|car door lock set|motorcycle ignition lock|ignition lock set|fuel tank lock|glove box lock|hood lock|bonnet lock => 830120 870829:0.2 ~ locks of a kind used for motor vehicles base metal
# ---- 83 metal closures
roll on pilfer proof|pilfer proof closure|aluminium closures|aluminium bottle caps|aluminum caps bottle|tinplate caps|metal screw caps|bottle stopper stainless|stainless steel bottle stopper|wine bottle stopper metal => 830990 ~ stoppers caps lids screw caps closures base metal
# ---- 84 cream separators, scales
manual cream separator|hand cream separator|milk cream separator|cream separator manual|milk separator machine|centrifugal cream separator|dairy cream separator => 842111 ~ centrifuges cream separators
diet scale|household scale|kitchen food scale => 842310 842381:0.2 ~ personal household scales weighing machines baby scales
# ---- 84 parts of earth-moving machinery
tooth point|bucket tooth point|bucket teeth pin|digger teeth|bucket side cutter|excavator track roller|bottom roller excavator|excavator idler|excavator sprocket|track chain excavator|excavator track chain|rubber track excavator|excavator cylinder seal kit => 843149 ~ parts machinery headings 8426 8429 8430 earth moving
# ---- 84 textile yarn preparation machinery
warping machine|sectional warping machine|direct warping machine|beam warping machine|warping creel|sizing machine textile|yarn sizing machine|slasher sizing machine|warp sizing machine|drawing in machine|warp drawing in machine|warp tying machine|warp knotting machine|beaming machine|yarn steaming machine|yarn conditioning machine => 844590 ~ machines preparing textile yarns for weaving knitting
# ---- 84 lamp assembly machines
bulb assembly machine|incandescent lamp machine|filament mounting machine|lamp exhaust machine|halogen lamp making machine|fluorescent lamp making machine|lamp capping machine => 847510 ~ machines assembling electric lamps tubes glass envelopes
# ---- 85 vacuum cleaner parts
brushroll|brush roll vacuum|beater brush|beater bar|vacuum beater bar|dust bin assembly|vacuum dust bin|vacuum dustbin|vacuum bin|dust canister|vacuum canister|cyclone assembly|vacuum cleaner wand|vacuum handle hose|vacuum cleaner nozzle => 850870 ~ parts vacuum cleaners
# ---- 85 arc welding, capacitors, dental x-ray
shielded metal arc welding machine|smaw welding machine|manual arc welding machine|arc welding machine|stick welding machine|mma welding machine|tig welding machine|ac dc tig welder|pulse tig welder|inverter arc welder|portable arc welder|mini arc welder|welding inverter => 851539 851531:0.3 ~ welding machines arc plasma arc metals other than fully partly automatic
double layer capacitor|electric double layer capacitor|edlc capacitor|supercap|supercapacitor module|ultracapacitor module|graphene supercapacitor|silver mica capacitor|vacuum capacitor|glass capacitor => 853229 ~ electrical capacitors fixed other
# ---- 90 medical, measuring
dental xray machine|opg machine|dental opg|dental radiography unit => 902213 902212:0.2 ~ apparatus based on x-rays dental uses
eeg system|spirometer electronic => 901819 ~ electro-diagnostic apparatus checking physiological parameters
oval gear meter|fuel transfer meter|gasoline flow meter|petrol flow meter|digital fuel meter|fuel dispenser flow meter|turbine fuel meter|adblue flow meter|oil flow meter => 902820 902610:0.3 ~ liquid supply production meters
# ---- 91 clocks
mechanical pendulum wall clock|mechanical pendulum clock|wind up wall clock|eight day clock|spring wound clock|key wind clock|key wound wall clock|regulator clock mechanical|mechanical cuckoo clock => 910529 910599:0.3 ~ wall clocks other than electrically operated
# ---- 97 mosaics
mosaic mural|mosaic wall hanging|marble mosaic art|hand made mosaic|mosaic painting|mosaic portrait|pietra dura|mosaic tabletop art => 970192 701610:0.2 ~ mosaics executed entirely by hand not exceeding 100 years
# ---- 08 durians
musang king|monthong durian|durian fruit|fresh durian|whole durian => 081060 081190:0.3 ~ durians fresh
# ---- 13 hop extracts
co2 hop extract|supercritical hop extract|hop extract powder|humulus lupulus extract|humulus extract|iso alpha acids|isomerized hop extract|tetrahop|hop bitter acids|hop resin extract => 130213 ~ vegetable saps extracts hops
# ---- 20 fruit preserved by sugar
candied cherries|candied citron|crystallized fruit|candied winter melon|sugared ginger|glace ginger|candied mango => 200600 ~ fruit nuts peel preserved by sugar drained glace crystallised
# ---- 22 fermented beverages
pear cider|craft cider|ginjo|daiginjo|nigori sake|mead wine => 220600 ~ fermented beverages cider perry mead sake
# ---- 32 vat dyes
indanthrene|indigo granules|indigo paste|pre reduced indigo|leuco indigo|indigo dye|vat dyestuff => 320415 320300:0.2 ~ vat dyes preparations based thereon
# ---- 39 unsaturated polyesters
laminating resin|boat resin|marble resin|button resin|casting polyester resin|dcpd resin => 390791 ~ polyesters unsaturated primary forms
# ---- 39 cellular polyurethane sheets
seat foam|open cell foam|eggcrate foam|foam wedge panel|charcoal foam|reticulated foam|filter foam|pu sponge sheet => 392113 ~ plates sheets film polyurethanes cellular
# ---- 44 coopers products
whisky barrel|wooden cask|wine barrel planter|sherry cask|rum barrel => 441600 ~ casks barrels vats tubs coopers products wood staves
# ---- 56 fishing nets
throw net|trammel net|fish net nylon|drift net => 560811 560819:0.2 950790:0.2 ~ fishing nets made up man-made textile materials
# ---- 58 narrow woven fabrics of cotton
cotton bias tape|cotton bias binding|cotton grosgrain|cotton strap webbing => 580631 580632:0.2 ~ narrow woven fabrics cotton
# ---- 63 bed nets
insecticidal net|llin|treated bed net => 630420 630492:0.3 ~ furnishing articles bed nets subheading note
# ---- 63 tents of cotton
canvas bell tent|cotton tent|polycotton tent|canvas wall tent|outfitter tent|hunting tent canvas => 630629 630622:0.3 ~ tents textile materials other than synthetic fibres
# ---- 70 glass mosaic smallwares
glass tesserae|smalti|vitreous glass tiles|craft mosaic glass|mosaic glass tiles => 701610 ~ glass cubes smallwares mosaics decorative purposes
# ---- 73 cast grinding balls
cast grinding media|cast steel grinding balls|chrome cast balls|cylpebs|cast cylpebs => 732591 732611:0.3 ~ cast grinding balls similar articles mills
# ---- 82 spades and shovels
grain shovel|car snow shovel|fire shovel => 820110 ~ spades shovels hand tools
# ---- 82 secateurs
hand secateurs|micro tip pruning snips => 820150 ~ one-handed secateurs pruners poultry shears
# ---- 84 knitting machine needles
knitting machine sinker|circular knitting machine needles|flat knitting machine needles|compound needle => 844851 ~ sinkers needles articles forming stitches knitting machines
# ---- 84 casting machines
casting machine|ingot casting machine|pressure die casting machine|cold chamber die casting|gold casting machine|metal casting machine => 845430 ~ casting machines metallurgy foundries
# ---- 85 domestic appliances n.e.c.
automatic can opener|electric jar opener|waste king|insinkerator => 850980 ~ electro-mechanical domestic appliances self-contained electric motor
# ---- 87 bicycle saddles
cycling saddle|bmx seat|bike saddle cushion => 871495 ~ cycles parts saddles
# ---- 90 drafting tables
architect drafting table|drafting station|track drafting machine|arm drafting machine => 901710 940360:0.2 ~ drafting tables machines
# ---- 90 hearing aids
ric hearing aid|ite hearing aid => 902140 851840:0.2 ~ hearing aids
# ---- 90 spectrometers
optical spectrometer|aas spectrometer|fluorescence spectrophotometer|portable spectrometer => 902730 ~ spectrometers spectrophotometers spectrographs optical radiations
# ---- 72 silico-manganese steel (more wording)
silicon manganese spring steel wire|simn spring steel|simn alloy steel wire|simn alloy wire => 722920 722830:0.2 ~ wire silico-manganese steel alloy
# ---- 90 testing machines for metals
tensile strength tester|bend testing machine|torsion testing machine|metal hardness tester => 9024 902410:0.6 902480:0.5 ~ machines testing hardness strength elasticity mechanical properties metals
# ---- 84 parts of textile finishing machinery
stenter parts|tenter pins|tenter clips|stenter chain|dyeing machine parts|jigger machine parts|steam press parts|ironing press parts|laundry press parts|textile finishing machine parts => 845190 ~ parts machinery heading 8451
`;
