/**
 * Fourteenth-pass lexicon additions, written like the eighth to twelfth passes from marketplace-
 * and ruling-style descriptions of a sixth random sample of HS subheadings, without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R14D_LEXICON = String.raw`
# ---- 01 live cattle
feeder steers|slaughter cattle|beef cattle live|live steers|live heifers|angus steers|brahman cattle|live bulls|live oxen => 010229 010221:0.2 ~ cattle live other than pure-bred breeding animals
# ---- 03 crustaceans
nephrops|dublin bay prawn => 030615 030634:0.3 ~ crustaceans frozen norway lobsters nephrops norvegicus
# ---- 04 cheese
parmigiano|gouda cheese|edam cheese|cheddar cheese|emmental cheese|gruyere cheese|manchego cheese|pecorino cheese|comte cheese|raclette cheese|feta cheese => 040690 ~ cheese not grated powdered processed
# ---- 06 bulbs
gladiolus corms|narcissus bulbs|canna bulbs|ranunculus corms|anemone corms|freesia bulbs|caladium bulbs => 060110 060120:0.3 ~ bulbs tubers tuberous roots corms dormant
# ---- 07-08 garlic, apples, plums
pure white garlic|normal white garlic => 070320 ~ garlic fresh chilled
royal gala => 080810 ~ apples fresh
damson|mirabelle plums|pluot => 080940 ~ plums sloes fresh
# ---- 18 cocoa
defatted cocoa mass|defatted cocoa paste|defatted cocoa liquor|low fat cocoa mass|low fat cocoa liquor|reduced fat cocoa mass => 180320 180310:0.3 ~ cocoa paste wholly partly defatted
# ---- 20 pickles, orange juice
kosher dill pickles => 200110 ~ cucumbers gherkins prepared preserved vinegar acetic acid
frozen orange juice concentrate => 200911 200912:0.2 ~ orange juice frozen
# ---- 22 wine in bulk
# ---- 27 aromatic solvents, butane
aromatic solvent|aromatic solvent naphtha|heavy aromatic solvent|heavy aromatic naphtha|c9 aromatic|c10 aromatic|aromatic hydrocarbon solvent|aromatic hydrocarbon mixture|solvesso|coal tar light oil|light oil coal tar => 270750 271012:0.3 ~ aromatic hydrocarbon mixtures distils 250 degrees
liquefied butane|normal butane|refrigerant r600|r600a refrigerant => 271113 ~ petroleum gases liquefied butanes
# ---- 29 organic chemicals
chlorobenzaldehyde|bromobenzaldehyde|fluorobenzaldehyde|dichlorobenzaldehyde|nitrobenzaldehyde|trichloroacetaldehyde|chloroacetaldehyde|bromal => 291300 ~ aldehydes halogenated sulphonated nitrated derivatives
heptanoic acid|enanthic acid|nonanoic acid|pelargonic acid|isononanoic acid|neodecanoic acid|trifluoroacetic acid => 291590 ~ saturated acyclic monocarboxylic acids
alpha naphthylamine|beta naphthylamine|phenyl naphthylamine|phenyl alpha naphthylamine|phenyl beta naphthylamine|antioxidant pan|antioxidant pbna => 292145 ~ aromatic monoamines naphthylamine derivatives
levorphanol tartrate => 293341 ~ quinoline isoquinoline ring-system levorphanol
aminothiazole|methylthiazole|ritonavir|nizatidine|febuxostat|dasatinib => 293410 ~ heterocyclic compounds unfused thiazole ring
levmetamfetamine|levomethamphetamine|levometamfetamine|metamfetamine|methamphetamine|desoxyephedrine => 293945 ~ alkaloids ephedrine levometamfetamine metamfetamine
# ---- 31 fertilizers
triple super phosphate|triple superphosphate fertilizer|granular triple superphosphate|concentrated superphosphate|double superphosphate => 310311 ~ superphosphates 35% or more diphosphorus pentaoxide
# ---- 37 film
aerial film|aerial photography film|aerial camera film => 370244 370243:0.2 ~ photographic film rolls sensitised unexposed width exceeding 105mm
# ---- 40 rubber hygienic articles
baby bottle teats => 401490 ~ vulcanised rubber hygienic pharmaceutical articles teats
# ---- 45 cork
# ---- 51 cashmere
greasy cashmere|raw goat cashmere|cashmere goat hair|cashmere fleece => 510211 ~ fine animal hair kashmir cashmere goats not carded combed
# ---- 60 warp knit printed
printed tricot|printed tricot fabric|printed warp knit|printed warp knit fabric|printed mesh fabric => 6005 600539:0.6 600544:0.3 600634:0.2 ~ warp knit fabrics synthetic fibres printed
# ---- 62 silk ties
silk ties|silk necktie|silk bow tie|silk bowtie|silk cravat|silk ascot => 621510 611710:0.2 ~ ties bow ties cravats silk
# ---- 66 walking sticks
# ---- 70 glass fibres
emulsion mat|powder bound mat => 701915 701914:0.3 ~ glass fibres chemically bonded mats
ar glass mesh|plaster mesh|fiberglass mesh fabric => 701966 701965:0.3 ~ glass fibres open woven fabrics width exceeding 30cm
rope gasket|gasket rope|rope seal => 701990 ~ glass fibres articles
# ---- 73 iron and steel
stainless casing pipe|stainless steel casing pipe|stainless steel oil casing|stainless oil casing|welded stainless casing|stainless steel tubing oil well => 730621 730424:0.4 ~ stainless casing tubing drilling oil gas welded
closed head drum => 731010 ~ drums iron steel capacity 50l or more not exceeding 300l
# ---- 74 copper
brass hexagon bar|brass square bar => 740721 ~ copper bars rods profiles copper-zinc base alloys brass
# ---- 79 zinc
zinc alloy die casting|zinc die cast parts => 790700 ~ zinc articles
# ---- 84 engines, pumps
pull start engine|stationary gasoline engine|stationary petrol engine => 840790 840734:0.2 ~ spark-ignition reciprocating piston engines
vane air motor|piston air motor|radial piston air motor => 841239 ~ pneumatic power engines motors other than linear acting
hot air engine => 841280 ~ engines motors
ram pump|hydraulic ram pump|water ram pump|hydram pump|air lift pump|airlift pump => 841381 ~ pumps liquid elevators
monoblock heat pump|inverter heat pump => 841861 ~ heat pumps other than air conditioning machines
air handler|makeup air unit|fresh air handling unit|rooftop air handler => 841583 ~ air conditioning machines motor driven fan not incorporating refrigerating unit
wort boiler|whirlpool tun|nano brewery|brewhouse system|beer brewery equipment|craft brewery equipment => 843840 ~ machinery industrial brewery
dish washing machine|dishwashing machine => 8422 842211:0.6 842219:0.4 ~ dish washing machines
restaurant dishwasher|undercounter glasswasher|rack conveyor dishwasher|flight type dishwasher|tunnel dishwasher|commercial dish washing machine|industrial dish washing machine => 842219 ~ dish washing machines other than household type
tow behind grader|driveway grader|atv grader|utv grader|gravel road leveler|gravel driveway leveler|box blade scraper => 843069 ~ machinery moving levelling scraping grading earth not self propelled
yarn feeder|storage yarn feeder|positive yarn feeder|knitting yarn feeder|needle selector|knitting machine cam|circular knitting machine parts|knitting machine spare parts => 844859 844851:0.3 ~ parts accessories machines heading 8447
stone cutting machine parts|stone cutter parts|stone machine parts|bridge saw parts|stone polishing machine parts|glass edging machine parts|tile cutter parts|marble machine parts => 846691 ~ parts accessories machines heading 8464
bitumen mixer|asphalt mixing station => 847432 ~ machines mixing mineral substances bitumen
refrigerated vending machine|food vending machine|fresh food vending machine|frozen food vending machine => 847681 847689:0.3 847621:0.3 ~ automatic goods-vending machines heating refrigerating devices
crystal puller|czochralski|czochralski furnace|silicon ingot furnace|ingot growing furnace|monocrystalline furnace|mono crystal furnace|wafer slicing machine|ingot slicing machine|diamond wire saw silicon|ingot squaring machine|silicon ingot cropping => 848610 ~ machines manufacture semiconductor boules wafers
# ---- 86 railway brakes
railcar hand brake|railway hand brake|railroad hand brake|hand brake wheel railcar|railway vacuum brake|vacuum brake railway|magnetic track brake|railway track brake|eddy current brake railway => 860729 860721:0.3 ~ railway rolling stock brakes other than air brakes parts
# ---- 87-88 wheelchairs, drones
foldable wheelchair|manual wheel chair|folding wheel chair|lightweight transport chair|self propelled wheel chair => 871310 ~ carriages disabled persons not mechanically propelled
plant protection drone|agricultural spraying drone|agricultural uav|crop sprayer drone|farm drone|fertilizer spreading drone|seeding drone => 880693 880694:0.6 880623:0.3 ~ unmanned aircraft maximum take-off weight more than 7kg not more than 25kg
# ---- 94 seats
velvet dining chair => 940171 940161:0.6 ~ seats metal frames upholstered
upholstered dining chair => 940161 940171:0.7 ~ seats wooden metal frames upholstered
upholstered bar stool|upholstered counter stool => 940171 940139:0.4 ~ seats metal frames upholstered
lamp neck|lamp pipe|threaded lamp pipe|lamp rod|lamp fitter|lampshade finial => 940599 940592:0.3 ~ lamps light fittings parts other than glass plastics
# ---- 96 toilet brushes
dry brush body|back scrubber brush => 960329 ~ brushes shaving hair nail toilet brushes use on person
`;
