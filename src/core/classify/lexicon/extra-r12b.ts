/**
 * Twelfth-pass lexicon additions, written like the eighth to eleventh passes from marketplace- and
 * ruling-style descriptions of a fifth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R12B_LEXICON = String.raw`
# ---- 07 lentils
beluga lentils|french lentils|masoor|masur dal => 071340 ~ leguminous vegetables lentils dried shelled
# ---- 20 palm hearts
palm pasta|hearts of palm pasta|hearts of palm noodles|palm noodles|palm spaghetti|palm linguine|palm lasagna|palm rice|palmini|palmito|palm heart noodles => 200891 ~ palm hearts prepared preserved
# ---- 21 mustard
german mustard|moutarde => 210330 210390:0.2 ~ prepared mustard
ground mustard|mustard meal => 210330 ~ mustard flour meal
# ---- 24 heated tobacco
neostiks|htp sticks => 240411 ~ products containing tobacco reconstituted tobacco intended inhalation without combustion
# ---- 27 petroleum jelly, natural bitumen
petrolatum usp|petroleum jelly usp|cosmetic grade petrolatum => 271210 ~ petroleum jelly
# ---- 28 molybdenum oxides
moo3|molybdenum dioxide|moo2|molybdic oxide|molybdic anhydride|molybdenum hydroxide => 282570 261310:0.3 ~ molybdenum oxides hydroxides
# ---- 29 thiophosphoric esters
parathion methyl|ethyl parathion => 292011 380891:0.3 ~ thiophosphoric esters phosphorothioates parathion methyl-parathion
# ---- 31 fertilizers in small packages; pk fertilizers
plant food tablets|fertilizer pills|indoor plant food => 310510 3105:0.3 310590:0.2 ~ fertilisers tablets packages gross weight not exceeding 10 kg
pk compound fertilizer|phosphate potash fertilizer|pk booster => 310560 ~ mineral chemical fertilisers containing phosphorus potassium
mono potassium phosphate => 283524 310560:0.5 ~ phosphates potassium
# ---- 33 hair preparations; shaving
edge control gel|styling paste|matte paste|hair repair treatment => 330590 ~ hair preparations
preshave => 330710 ~ pre-shave shaving after-shave preparations
# ---- 34 surfactants, lubricants, modelling pastes
betaine surfactant|coco betaine|lauryl betaine|sodium lauroamphoacetate|sodium cocoamphoacetate|lauramine oxide|amine oxide surfactant|cocamidopropyl hydroxysultaine|hydroxysultaine => 340249 ~ organic surface-active agents other
ptfe spray|teflon lubricant|mold release spray|treadmill belt lubricant|food grade silicone grease => 340399 340319:0.3 ~ lubricating preparations not containing petroleum oils
base plate wax|baseplate wax|utility wax|bite wax|sticky wax|impression compound => 340700 ~ modelling pastes dental wax impression compounds
# ---- 40 rubber
oring cord|nitrile cord|epdm cord|viton cord|rubber round rod|solid rubber cord => 400829 400821:0.3 ~ vulcanised rubber non-cellular rods profile shapes
# ---- 50-51 silk waste, broken tops
throwster waste|pierced cocoons|silk cocoon waste|waste silk|garnetted silk|silk fibre waste => 500300 ~ silk waste cocoons unsuitable reeling garnetted stock
broken tops|wool broken tops|combed wool fragments|broken wool tops => 510521 ~ combed wool in fragments
# ---- 56 nonwovens, twine
viscose nonwoven|cotton nonwoven => 5603 560392:0.5 560393:0.3 560312:0.3 ~ nonwovens weighing not man-made filaments
pp baler twine|polypropylene baler twine|plastic baler twine|poly baler twine|pp baling twine|polypropylene baling twine|poly baling twine|synthetic baler twine|round baler twine|square baler twine => 560741 ~ binder baler twine polyethylene polypropylene
# ---- 58-60 fabrics
babycord|baby cord fabric|fine corduroy|corduroy by the yard => 580122 580132:0.3 ~ woven pile fabrics cotton cut corduroy
insecticidal net fabric|llin fabric|treated netting fabric => 600535 ~ warp knit synthetic fibres subheading note
# ---- 62-63 garments, linens
rayon pants|viscose pants|viscose trousers|silk pants|silk trousers|silk shorts|linen palazzo pants => 6204 620469:0.6 610469:0.2 ~ trousers shorts textile materials other
cotton handkerchief|pocket handkerchief => 6213 621320:0.7 621390:0.2 ~ handkerchiefs cotton
microfiber sheet set|polyester sheet set|satin sheet set|polyester duvet cover|microfiber duvet cover|brushed microfiber sheets|polyester bedding set|microfiber pillowcase => 630232 630222:0.3 ~ bed linen man-made fibres
linen drapes|flax curtains|flax linen curtains|jute curtains|silk curtains|burlap curtains|linen blackout curtains => 630399 630392:0.2 ~ curtains drapes textile materials other
calico bag|cotton flour sack|cotton drawstring pouch|cotton produce bags|cotton rice bag => 630520 ~ sacks bags packing goods cotton
# ---- 70 glass
unframed mirror|frameless wall mirror|frameless bathroom mirror|frameless full length mirror|mirror glass panel|bevelled mirror tile|mirror wall tiles|glass mirror sheet|silver mirror glass => 700991 700992:0.2 ~ glass mirrors unframed
lead crystal tumbler|lead crystal glasses|lead crystal whiskey glasses|lead crystal whisky glasses|lead crystal highball|lead crystal rocks glass|lead crystal old fashioned => 701333 701322:0.3 ~ drinking glasses lead crystal
fibreglass veil|glass fiber veil|glass tissue mat|fiberglass surface tissue|fibreglass tissue => 701971 ~ glass fibres veils thin sheets
# ---- 72-76 metals
hc ferrochrome|hcfecr => 720241 720249:0.3 ~ ferro-chromium carbon more than 4 pct
ipe profile|ipe steel|ipn beam|ipn profile|ibeam|steel ibeam|joist beam steel => 721632 ~ I sections hot-rolled height 80 mm or more
stainless butt weld elbow|ss304 elbow|ss316 elbow|stainless concentric reducer|stainless steel stub end|sanitary weld elbow|sanitary weld tee|sanitary weld fittings|stainless weld elbow => 730723 730729:0.3 ~ stainless steel tube pipe fittings butt welding
copper round rod|c110 copper bar|c11000 bar|solid copper rod => 740710 ~ bars rods profiles refined copper
cupronickel strip|cupronickel plate|copper nickel sheet|copper nickel strip|copper nickel plate|cuni sheet|cuni strip|nickel silver strip|nickel silver plate|german silver strip|german silver plate|c70600 sheet|c71500 sheet|c7521 strip => 740940 ~ copper plates sheets strip cupro-nickel nickel silver
chocolate wrappers|chocolate wrapping foil|candy wrapping foil|coloured aluminium foil|embossed aluminium foil|lacquered foil|capacitor foil|anode foil|cathode foil|etched foil|etched aluminium foil|foil sheets hair => 760719 760711:0.2 ~ aluminium foil not backed not rolled
lead cable sheathing scrap|soft lead scrap => 780200 ~ lead waste scrap
# ---- 82-83 tools, office
bimetal hacksaw blade|junior hacksaw blade|piercing saw blade|power hacksaw blade => 820291 ~ straight saw blades working metal
bone chopper|chopper knife|manual hair clipper|hand hair clipper|hand push hair clipper => 821490 ~ cutlery hair clippers butchers kitchen cleavers choppers mincing knives
metal letter tray|metal file tray|mesh letter tray|wire letter tray|metal pen holder|metal magazine file|metal document tray|mesh desk tidy|steel letter tray|metal desk tidy => 830400 ~ office desk equipment paper trays pen trays base metal
stapler refill|pneumatic staples => 830520 731700:0.2 ~ staples in strips base metal
# ---- 84 boilers, engines, refrigeration, dryers
boiler heat exchanger|boiler primary heat exchanger|combi boiler heat exchanger|boiler section|cast iron boiler section|boiler combustion chamber|central heating boiler parts|combi boiler parts => 840390 ~ parts central heating boilers
home freeze dryer|harvest right|candy freeze dryer|laboratory freeze dryer|lab freeze dryer|vacuum freeze dryer|spray drying machine|spray drier|centrifugal spray dryer|atomizing dryer|lyophilization machine|lyophilisation machine => 841933 ~ lyophilisation apparatus freeze drying units spray dryers
elevating scraper|self propelled scraper => 842930 ~ scrapers self-propelled
multicrop thresher|millet thresher|sorghum thresher => 843352 ~ threshing machinery
fruit press basket|wine press screw|cider press screw => 843590 ~ parts presses crushers wine cider fruit juices
feed pellet mill|feed pellet making machine|poultry feed machine|fish feed machine|feed extruder|animal feed processing machine|feed processing machine|livestock feed grinder|poultry feed pellet machine => 843610 ~ machinery preparing animal feeding stuffs
cone winding machine|hank winder|yarn rewinding machine|precision winder|thread winding machine|cone to cone winder => 844540 ~ textile winding reeling machines
sentro|addi express|smart weaver knitting|knitting loom machine|hand crank knitting machine|small circular knitting machine => 844711 ~ circular knitting machines cylinder diameter not exceeding 165 mm
large diameter circular knitting machine|single jersey knitting machine|double jersey knitting machine|interlock knitting machine|rib knitting machine|terry knitting machine|fleece knitting machine|jacquard circular knitting machine => 844712 ~ circular knitting machines cylinder diameter exceeding 165 mm
computerized flat knitting machine|flat bed knitting machine|flatbed knitting machine|punch card knitting machine|electronic knitting machine|collar knitting machine|sweater knitting machine|stitch bonding machine => 844720 ~ flat knitting machines stitch-bonding
spinning spindle|flyer spindle|spindle flyer|ring frame spindle => 844833 ~ spindles flyers spinning rings ring travellers
# ---- 84 machine tools, parts
metal bandsaw|metal chop saw|power hacksaw|band sawing machine metal => 846150 ~ machine-tools sawing cutting-off working by removing metal
router lift|router table insert|router insert plate|router plate|table saw blade guard|table saw fence|rip fence|riving knife|zero clearance insert|table saw insert|jointer fence|planer fence|dust hood table saw => 846692 846791:0.2 ~ parts accessories machines heading 8465 woodworking
power feed|milling machine power feed|table power feed|mill power feed|lathe chuck guard|lathe cross slide|lathe compound slide|lathe apron|lathe leadscrew|milling machine table => 846693 846620:0.2 ~ parts accessories machine tools headings 8456 to 8461
battery chain saw|corded chainsaw|corded chain saw => 846722 ~ saws tools working hand self-contained electric motor
roller crusher|ore crusher|vertical shaft impactor|ore grinding mill|gold ore crusher => 847420 ~ machines crushing grinding earth stone ores mineral
blank mould|glass press mould|glassware mould => 848050 ~ moulds for glass
rotomolding mold|rotomoulding mould|vacuum forming mold|bottle blow mould|pet bottle mould|pu foam mold|polyurethane mould|eps mould => 848079 848071:0.2 ~ moulds rubber plastics other than injection compression
# ---- 85 motors, generators, ballasts, batteries
n20 motor|pager motor => 850110 ~ electric motors output not exceeding 37.5 W
portable diesel generator|water cooled diesel generator => 850211 850212:0.4 850213:0.2 ~ generating sets compression-ignition not exceeding 75 kVA
fluorescent ballast|fluorescent lamp ballast|metal halide ballast|sodium ballast|magnetic ballast|uv lamp ballast|t8 ballast|t5 ballast|hps ballast => 850410 ~ ballasts discharge lamps tubes
agm separator|pe battery separator|battery container|battery lid|battery grid|battery plates|lead grid|cell holder bracket|cell spacer|battery spacer => 850790 ~ parts electric accumulators separators
# ---- 85 furnaces, heating resistors
lab furnace|box furnace|chamber furnace|porcelain furnace => 851419 ~ furnaces ovens electric industrial laboratory resistance heated
immersion heater element|bake element|broil element|ceramic heater element|heater cartridge => 851680 ~ electric heating resistors
# ---- 85 telecom
bts base station => 851761 ~ base stations
mid frame|earpiece flex|lcd flex cable => 851779 ~ parts telephone sets communication apparatus
fm radio transmitter|fm modulator => 852550 852560:0.4 ~ transmission apparatus radio-broadcasting
# ---- 85 signalling, semiconductors, misc
signal tower light|electric bell => 853180 ~ signalling apparatus electric sound visual bells
co alarm|alarm control panel => 853110 ~ burglar fire alarms
mouse repeller|rat repeller|electronic pest repeller|bark control device => 854370 ~ electrical machines apparatus individual functions
scrap lithium batteries => 854913 854912:0.3 ~ waste scrap primary cells batteries accumulators
# ---- 87 bicycle hubs
hub body|screw on freewheel => 871493 ~ cycles hubs free-wheel sprocket-wheels
# ---- 94-96 lighting parts, lighters
acrylic diffuser|led diffuser cover|lamp cover plastic => 940592 ~ parts lamps lighting fittings plastics
# ---- 40 rubber gaskets and washers
pressure cooker gasket|pressure cooker sealing ring|pressure cooker seal|instant pot sealing ring|blender gasket|shower hose washer|garden hose washer|rubber sealing ring => 401693 848420:0.2 ~ gaskets washers seals vulcanised rubber non-cellular
# ---- 84 refrigerator-freezers, hoists, pallet trucks
combi fridge|combi fridge freezer|french door fridge|side by side fridge|american fridge freezer|double door refrigerator => 841810 ~ combined refrigerator-freezers separate external doors
mini chain block|chain pulley block => 842519 842531:0.2 ~ pulley tackle hoists not powered electric motor
hand forklift => 842790 842710:0.2 ~ works trucks fitted lifting handling equipment not self-propelled
# ---- 85 display modules
tft display module|lcd1602|character lcd module|spi lcd module|raspberry pi touch screen|tft lcd display module => 852491 852411:0.3 ~ flat panel display modules liquid crystals drivers control circuits
# ---- 94 luminaires by light source
led flush mount|led pendant light|led wall sconce|ring chandelier|led ring light ceiling => 940511 ~ chandeliers electric ceiling wall lighting fittings light-emitting diode
e27 pendant light|e27 chandelier|e14 chandelier|e27 ceiling light|e26 chandelier|e26 pendant light|e27 pendant lamp|e27 wall lamp|e14 wall lamp|e12 chandelier => 940519 940511:0.3 ~ chandeliers ceiling wall light fittings other than light-emitting diode
# ---- 76 hairdressing foil
hairdressing foil|highlighting foil|salon foil|hair colouring foil|hair coloring foil|balayage foil => 760719 760711:0.4 ~ aluminium foil not backed
`;
