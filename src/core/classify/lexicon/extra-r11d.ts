/**
 * Eleventh-pass lexicon additions, written like the eighth to tenth passes from marketplace- and
 * ruling-style descriptions of a fourth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R11D_LEXICON = String.raw`
# ---- 05 ivory, unworked (fossil mammoth ivory is ivory of 0507; carved or cut-to-shape pieces go to 9601)
mammoth ivory|raw mammoth ivory|mammoth ivory block|raw ivory|ivory tusk|walrus tusk|hippo tusk|hippopotamus tusk|warthog tusk|boar tusk|narwhal tusk|ivory waste|ivory powder => 050710 960110:0.2 ~ ivory unworked simply prepared not cut shape
# ---- 08 fruit provisionally preserved (brine, sulphur dioxide) for further processing
brined cherries|cherries in brine|sulphured cherries|sulfured cherries|bleached cherries|provisionally preserved cherries => 081210 200860:0.2 ~ cherries provisionally preserved unsuitable immediate consumption
# ---- 20 nuts and seeds prepared; cranberries; citrus juice
honey roasted almonds|roasted cashew nuts|roasted walnuts|praline pecans|glazed nuts|deluxe mixed nuts|peeled roasted chestnuts|pistachio butter => 200819 ~ nuts other seeds prepared preserved
nut and fruit mix|student mix => 200897 200819:0.4 ~ mixtures nuts fruit prepared
cranberry relish|lingonberries preserved|lingonberry sauce => 200893 ~ cranberries lingonberries prepared preserved
key lime juice|calamansi juice|calamondin juice|mandarin juice => 200931 200939:0.3 ~ juice single citrus fruit
# ---- 21 coffee extracts and preparations; yeast
instant coffee powder|coffee essence|instant espresso powder|instant coffee sticks => 210111 210112:0.4 ~ extracts essences concentrates coffee
ginseng coffee|tongkat ali coffee => 210112 210111:0.4 ~ preparations basis extracts essences concentrates coffee
yeast block => 210210 ~ yeasts active
# ---- 24 tobacco
shisha flavor|hookah flavor => 240311 240399:0.2 ~ water pipe tobacco
loose leaf chew|smokeless tobacco|long cut tobacco|long cut wintergreen => 240399 ~ manufactured tobacco chewing snuff other
# ---- 28-29 chemicals
v2o5|vanadium trioxide|vanadium dioxide|vanadium hydroxide|vanadium oxide flakes => 282530 ~ vanadium oxides hydroxides
dichloropentafluoropropane|asahiklin => 290375 ~ dichloropentafluoropropanes hcfc-225
resorcin|resorcinol flakes => 290721 ~ resorcinol salts polyphenols
# ---- 34 anionic surfactants (commercial, not chemically defined)
k12 powder|ammonium laureth sulfate|aos surfactant|sodium cocoyl isethionate|sci flakes|sodium lauroyl sarcosinate|sodium cocoyl glutamate|sodium lauroyl methyl isethionate|fatty alcohol ether sulfate|methyl ester sulfonate => 340239 340290:0.2 ~ anionic organic surface-active agents
# ---- 36 signalling pyrotechnics
bird banger => 360490 ~ signalling flares rain rockets fog signals pyrotechnic articles
colored smoke => 360490 360410:0.5 ~ pyrotechnic articles signalling smoke
# ---- 39 rods of plastics
nylon round bar|pa6 rod|pmma rod|clear acrylic rod|teflon rod|abs rod|polycarbonate rod|pvdf rod|plastic round bar|pp welding rod|nylon bar => 391690 391610:0.2 391620:0.2 ~ monofilament rods sticks profile shapes plastics
pvc rod|pvc welding rod => 391620 ~ rods sticks profile shapes polymers vinyl chloride
# ---- 40 used tyres ("used" is a stop word, so only other wording can carry it)
retreadable casings => 401220 ~ used pneumatic tyres rubber
# ---- 42 saddlery; articles of gut
fly mask => 420100 ~ saddlery harness any animal
natural beef gut|natural gut racquet string|gut racquet string|gut tennis string => 420600 ~ articles gut
# ---- 58 trimmings
pom poms craft|pompoms craft => 580890 580810:0.2 ~ ornamental trimmings tassels pompons
rick rack => 580810 580890:0.3 ~ braids in the piece
# ---- 62-63 garments and made-up textile articles
mens coveralls|mens jumpsuit => 6211 621133:0.6 621132:0.4 ~ garments men's boys' man-made fibres
mulberry silk scarf|silk shawl|silk stole|silk hijab|silk neckerchief|satin silk scarf => 621410 ~ shawls scarves silk
ultralight tent => 630622 630629:0.3 ~ tents synthetic fibres canopies
main sail|dinghy sail|sailboat sail|storm sail|headsail => 630630 ~ sails boats sailboards landcraft
# ---- 70 lead crystal (plain "crystal" on marketplaces is usually ordinary glass)
lead crystal vase|lead crystal candlestick|lead crystal candle holder|lead crystal paperweight|lead crystal ornament|waterford crystal => 701391 701341:0.3 ~ glassware lead crystal
cut crystal vase => 701391 701399:0.4 ~ glassware lead crystal
# ---- 72-73 steel
clad steel strip|copper clad steel strip|bimetallic strip|clad strip => 721260 721090:0.3 722699:0.2 ~ flat-rolled clad width less than 600mm
seamless carbon steel tube|cold drawn seamless steel tube|cold drawn steel tube|st52 tube|e355 tube|cold rolled seamless tube => 730431 730451:0.3 ~ seamless cold-drawn cold-rolled tubes circular
butt weld cap|butt weld pipe cap|butt weld end cap => 730793 730723:0.3 ~ butt welding fittings other than stainless
shaft key => 731829 731824:0.3 ~ non-threaded articles iron steel
steel scouring pad => 732310 ~ iron steel wool pot scourers scouring polishing pads
cast iron tub|clawfoot bathtub|claw foot tub|enamelled cast iron bath => 732421 ~ cast iron baths
# ---- 74 copper alloys
phosphor bronze tube|bronze pipe|aluminium bronze tube|tin bronze tube => 741129 740729:0.2 ~ tubes pipes copper alloys
copper bolts|copper nuts|brass hex nut => 741533 ~ copper screws bolts nuts threaded
# ---- 82-83 tools and base-metal fittings
oscillating multitool blade => 820299 ~ saw blades other
carbide circular saw blade => 820239 820231:0.2 ~ circular saw blades working part other materials
ring mechanism|lever arch file mechanism|file mechanism => 830510 ~ fittings loose-leaf binders files
bronze buddha|copper buddha|metal buddha statue => 830629 ~ statuettes ornaments base metal
# ---- 84 machines
windmill press => 844315 ~ letterpress printing machinery
bleaching range|open width washing range|fabric dyeing machine|jigger dyeing machine|jeans washing machine|stone wash machine => 845140 ~ machines washing bleaching dyeing textile
electric polisher => 846729 ~ tools hand self-contained electric motor
wire winding machine => 847981 ~ machines treating metal electric wire coil-winders
# ---- 85 electrical
valve regulated lead acid|valve regulated battery => 850720 850710:0.2 ~ lead-acid accumulators other than starting piston engines
ni cd|nicd aa|ni cd aa|nicd rechargeable|ni cd rechargeable|nickel cadmium => 850730 ~ nickel-cadmium accumulators
truck horn electric|back up beeper|vehicle siren|police siren speaker|bicycle electric horn|bike electric horn => 851230 ~ sound signalling equipment cycles motor vehicles
microwave grill => 851650 ~ ovens microwave domestic
cold brew maker electric|tea maker electric|pour over coffee machine => 851671 ~ coffee tea makers domestic
lcd display panel|lcd screen panel|tft panel|tft lcd panel|lcd module bare|lcd glass panel => 852411 852491:0.4 ~ flat panel display modules liquid crystals without drivers
satellite television receiver|media streaming player|tv streaming player => 852871 851981:0.2 ~ reception apparatus television not designed incorporate video display
flexible pcb|fpc board => 853400 ~ printed circuits
photo resistor|ldr sensor|opto coupler => 854149 ~ photosensitive semiconductor devices
rf signal generator|pulse generator|dds signal generator|waveform generator => 854320 ~ signal generators
ignition wire set|stereo wiring harness => 854430 ~ ignition wiring sets wiring sets vehicles
carbon electrode rod|graphite anode plate|graphite electrode plate|graphite plate electrode => 854519 854590:0.3 ~ carbon electrodes other than furnaces
# ---- 87 vehicles
electric city bus|electric tourist bus => 870240 ~ public transport vehicles electric motor
lorry crane|mobile crane truck => 870510 842641:0.2 ~ crane lorries
# ---- 90-91 instruments, watches
tr90 frame => 900311 900319:0.3 ~ frames mountings spectacles plastics
flash speedlite => 900661 ~ photographic flashlight apparatus discharge lamp electronic
specimen stub|sem sample stub|sem pin stub|pin stub => 901290 ~ microscopes other than optical parts accessories
hypodermic syringe => 901831 ~ syringes
surgical forceps => 901890 ~ medical surgical instruments appliances
percussive massage device|percussive therapy device => 901910 ~ massage apparatus
burst tester|cobb tester|tear tester|elmendorf tear tester|ring crush tester|edge crush tester|paper testing machine|carton compression tester => 902480 ~ testing strength mechanical properties materials other than metals
thermostat trim kit|thermostat wall plate|thermostat trim plate|thermostat base|thermostat cover|thermostat replacement parts|thermostat guard => 903290 ~ regulating controlling instruments parts accessories
quartz pocket|battery pocket watch => 910291 ~ pocket watches stop-watches electrically operated
carbon fiber watch case|forged carbon watch case => 911180 ~ watch cases
watch strap metal => 911320 911390:0.3 ~ watch straps bands bracelets base metal
# ---- 94 kitchen furniture of wood
kitchen island cart|kitchen trolley wooden|wooden kitchen cabinet|pantry cupboard|kitchen sideboard => 940340 940320:0.3 ~ wooden furniture kitchen
`;
