/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18F_LEXICON = String.raw`
# ---- 85 e-cigarette parts, insulators, electronic scrap
atomizer head|vape atomizer head|replacement atomizer|mesh coil head|mesh heating coil|replacement coil head => 854390 ~ parts electronic cigarettes personal electric vaporising devices
epoxy standoff insulator|resin insulator => 8546 854690 ~ electrical insulators other materials
ceramic cpu scrap|ceramic processor scrap|processor scrap|gold finger scrap|ram gold fingers|memory gold fingers|edge connector scrap|connector pin scrap|gold plated pin scrap => 854929 854921:0.3 ~ waste scrap kind used principally recovery precious metal
# ---- 87 plug-in hybrid cars
phev|phev car|phev suv|phev sedan|plug-in hybrid electric vehicle => 870360 870370:0.2 ~ vehicles spark-ignition electric motor capable charging plugging external source
# ---- 90 polarising sheets, spectacle parts, nuclear imaging and gauges, testing machines, meters, regulators, backlights
polarising sheet|polarising plate => 900120 ~ sheets plates polarising material
eyeglass temple|spectacle temple|glasses legs|temple arms|eyeglass arms|spectacle arms|replacement temples => 900390 ~ parts frames mountings spectacles
spect|spect ct|spect camera|spect system|nuclear medicine camera|scintillation camera|nuclear medicine imaging system => 901814 ~ scintigraphic apparatus
moisture density gauge|nuclear moisture gauge|nuclear density meter|troxler gauge => 902229 ~ apparatus based use alpha beta gamma ionising radiations other uses
textile tensile tester|fabric tensile tester|yarn strength tester|yarn tensile tester|film tensile tester|plastic film tensile tester|rubber tensile tester|textile tensile strength tester|fabric tensile strength tester => 902480 ~ machines appliances testing mechanical properties materials other than metals
gas supply meter => 902810 ~ gas supply production meters
pneumatic indicating controller|pneumatic process controller|pneumatic recording controller => 903281 ~ automatic regulating controlling instruments hydraulic pneumatic
automatic voltage stabiliser|voltage stabiliser|servo voltage stabilizer => 903289 850440:0.3 ~ automatic regulating controlling instruments apparatus other
lcd backlight|backlight unit|backlight module|led backlight unit|led backlight module|lcd backlight strip|lcd led backlight|display backlight|backlight board|lcd backlight panel => 903300 852990:0.3 ~ parts accessories n.e.c. chapter 90
# ---- 91 watch movements and parts
ana digi watch movement|anadigi watch movement|analog digital quartz movement|dual display quartz movement => 910819 ~ watch movements complete assembled electrically operated other
winding crown|watch winding crown|screw down crown|watch crown set|watch crown stem set => 911490 ~ clock watch parts other
# ---- 94 aircraft seats, convertible seats of wood, mattress supports, prefabricated buildings
aircraft pilot seat|airplane pilot seat|aircraft crew seat|flight attendant seat|economy class seat|business class seat|aircraft seat assembly => 940110 ~ seats kind used aircraft
wooden futon|wooden futon frame|wood futon frame|wooden sofa bed|wood sofa bed|solid wood sofa bed|wooden sofa cum bed|wooden convertible sofa|wooden futon sofa => 940141 ~ seats convertible into beds wood
futon frame|sofa bed frame|futon sofa frame => 9401 940141:0.6 940149:0.5 ~ seats convertible into beds
metal box spring|steel box spring|metal bed base|steel bed base|metal mattress foundation|steel mattress foundation => 940410 ~ mattress supports
prefabricated warehouse|prefab warehouse|prefabricated workshop|prefab steel warehouse|prefabricated steel building => 940690 730890:0.3 ~ prefabricated buildings not wood
# ---- 94 lamp shades (parts of lamps: material decides 940591/92/99)
pendant light shade|pendant lamp shade|pendant lampshade|floor lamp shade|floor lampshade|table lamp shade|table lampshade => 940599 940592:0.6 940591:0.5 ~ lamps lighting fittings parts lampshades
# ---- 95 coin-operated games, travelling circuses
coin operated basketball|coin operated basketball machine|coin operated shooting game|coin operated arcade game|coin operated arcade machine => 950430 ~ games operated coins banknotes tokens
touring circus|mobile circus|circus show equipment|travelling circus equipment => 950810 ~ travelling circuses menageries
`;
