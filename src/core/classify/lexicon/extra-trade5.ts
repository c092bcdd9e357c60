/**
 * Fifth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_TRADE5_LEXICON = String.raw`
# ---- 07 08 vegetables fruit nuts (trade terms)
frozen cut green beans|iqf green beans|frozen french beans|frozen string beans|frozen whole green beans => 071022 071080:0.3 ~ beans vigna phaseolus frozen
frozen vegetable blend|frozen stir fry mix|frozen soup vegetables|frozen california blend|iqf mixed vegetables => 071090 ~ vegetable mixtures frozen
frozen whole strawberries|frozen sliced strawberries|frozen strawberry halves => 081110 ~ strawberries frozen
iqf raspberries|frozen mulberries => 081120 ~ raspberries blackberries mulberries frozen
iqf blueberries|frozen cranberries|frozen sour cherries|frozen acai pulp|acai pulp frozen => 081190 081120:0.2 ~ fruit frozen
turkish apricots|dried apricot halves|sulphured apricots => 081310 ~ apricots dried
dried prunes|prunes pitted => 081320 ~ prunes dried
dried apple slices|evaporated apples => 081330 ~ apples dried
dehydrated carrots|dried carrot flakes|dehydrated cabbage|dehydrated leek|dried leek flakes|dehydrated bell pepper|dried vegetable flakes => 071290 ~ dried vegetables
dehydrated onion flakes|minced dried onion|dried minced onion|dehydrated onion powder|fried onion flakes dried|toasted onion granules => 071220 ~ onions dried
dehydrated garlic granules|dried garlic flakes|dehydrated garlic flakes|dehydrated garlic powder => 071290 ~ dried vegetables garlic
guajillo chiles|dried chipotle|stemless chillies|teja chillies => 090421 ~ capsicum dried neither crushed nor ground
paprika powder|cayenne pepper powder|kashmiri chilli powder => 090422 ~ capsicum crushed ground
# ---- 09 11 12 spices flours seeds
whole cumin seeds|cumin seed whole|fennel seeds whole|star anise whole|coriander seeds whole => 0909 090931:0.4 090961:0.4 090921:0.4 ~ seeds anise badian fennel coriander cumin
ground mace => 0908 090812:0.6 090822:0.4 ~ nutmeg mace crushed ground
cassia cinnamon whole => 090611 090619:0.5 ~ cinnamon neither crushed nor ground
cassia powder => 090620 ~ cinnamon crushed ground
ginger flakes dried => 091012 091011:0.3 ~ ginger crushed ground
dried turmeric root => 0910 091030 ~ turmeric curcuma
curry powder blend|madras curry powder|za atar|jerk seasoning dry|mixed spice powder => 091091 091099:0.3 210390:0.3 ~ spices mixtures
rooibos tea|honeybush tea|hibiscus tea|peppermint tea leaves|moringa leaf powder => 121190 ~ plants parts used primarily herbal infusions
psyllium husk powder|isabgol => 121190 ~ plants used pharmacy
dried ginseng => 121120 ~ ginseng roots
lucerne pellets => 121410 ~ lucerne alfalfa meal pellets
forage hay => 121490 ~ hay forage products
suji => 110311 ~ groats meal wheat
corn meal|maize grits => 110313 ~ groats meal maize
native potato starch => 110813 ~ potato starch
instant potato flakes|mashed potato flakes|dehydrated potato flakes => 110520 ~ potatoes flakes granules pellets
# ---- 16 17 18 preparations
meat jerky => 160250 ~ meat bovine prepared preserved
chicken chunks canned|chicken breast canned => 160232 ~ meat fowls prepared preserved
kanikama => 160420 ~ fish prepared preserved
refined cane sugar|icumsa => 170199 ~ cane beet sugar refined solid form
halwa tahini|nut brittle|sesame brittle|fondant icing|sugar paste icing => 170490 ~ sugar confectionery not containing cocoa
cocoa beans roasted => 180100 ~ cocoa beans whole broken raw roasted
chocolate couverture blocks|chocolate compound blocks => 180620 ~ chocolate preparations containing cocoa blocks slabs bars weighing more than 2 kg
filled chocolate bar|chocolate bar filled|caramel filled chocolate|kunafa chocolate => 180631 ~ chocolate blocks slabs bars filled
# ---- 19 20 21 prepared foods
sugar cones => 190532 ~ waffles wafers
rice paper wrappers|rice paper sheets => 1905 190590:0.5 190219:0.4 ~ bakers wares rice paper
xiaolongbao => 190220 ~ stuffed pasta cooked or not
pearl couscous|israeli couscous => 190240 ~ couscous
bulgur wheat|burghul => 190430 ~ bulgur wheat
oatmeal packets|porridge oats sachets => 1904 190420:0.4 190490:0.3 110412:0.3 ~ prepared foods cereal flakes
fruit puree pouches => 200799 ~ jams fruit purees pastes cooked
mango pulp|guava pulp|papaya puree|fruit pulp aseptic => 200899 200799:0.3 ~ fruit prepared preserved
soft dried mango|sugared mango slices|dried pineapple sweetened|dried papaya sweetened => 200899 ~ fruit prepared preserved sugar
candied citrus peel|mixed peel => 200600 ~ fruit peel preserved by sugar drained glace crystallised
chili beans canned => 2005 200599:0.5 200551:0.4 ~ vegetables prepared preserved not frozen
grilled vegetables in oil => 2005 200599 200390:0.3 ~ vegetables prepared preserved
chili oil sauce => 210390 ~ sauces preparations mixed condiments seasonings
seasoning packet|meat seasoning|chicken seasoning => 210390 091091:0.3 ~ mixed condiments mixed seasonings
broth concentrate|stock concentrate => 210410 ~ soups broths preparations
pudding powder|agar jelly powder => 210690 ~ food preparations
stevia sweetener|sucralose sweetener|erythritol sweetener => 210690 ~ food preparations
protein powder blend => 210690 040410:0.2 ~ food preparations
electrolyte drink mix|hydration drink mix|drink mix powder|drink mix sticks => 210690 ~ food preparations
# ---- 28 29 chemicals (trade terms)
liquid chlorine bleach => 282890 ~ hypochlorites
cal hypo => 282810 ~ calcium hypochlorite
tcca tablets|sdic granules => 293369 380894:0.3 ~ heterocyclic compounds triazine
anhydrous calcium chloride => 282720 ~ calcium chloride
ferric chloride solution => 282739 ~ iron chlorides
metasilicate pentahydrate => 283911 ~ sodium metasilicates
silica gel beads => 281122 ~ silicon dioxide
carbon dioxide gas => 281121 ~ carbon dioxide
alumina powder => 281820 ~ aluminium oxide other than artificial corundum
toluol => 290230 ~ toluene
xylol => 290244 ~ mixed xylene isomers
mpg usp => 290532 ~ propylene glycol
sorbitol solution => 290544 ~ d-glucitol sorbitol
betaine anhydrous => 292390 ~ quaternary ammonium salts
phenol crystals => 2907 290711:0.5 290723:0.5 ~ phenols
polyol for pu foam => 390729 ~ polyethers primary forms
# ---- 31 fertilisers
seaweed fertilizer organic => 310100 ~ animal vegetable fertilisers
liquid plant food|slow release fertilizer granules => 310510 310590:0.3 ~ fertilisers tablets packages gross weight not exceeding 10 kg
# ---- 32 33 34 paints inks cleaning
grout powder|unsanded grout => 382450 321490:0.3 ~ non-refractory mortars concretes
glass powder frit => 320740 ~ glass frit
marker refill ink => 321590 ~ ink writing drawing
inkjet refill ink|ciss ink => 3215 321519:0.5 321511:0.4 321590:0.3 ~ printing ink
candle fragrance oil|soap fragrance oil => 330290 ~ mixtures odoriferous substances industrial
multipurpose cleaner|kitchen cleaner spray => 340250 340290:0.3 ~ washing cleaning preparations put up for retail sale
industrial degreaser|degreaser concentrate|parts washer fluid|alkaline cleaner|cip cleaner|industrial detergent|floor cleaner concentrate => 340290 340250:0.4 ~ washing cleaning preparations surface-active
wood wax polish => 340520 ~ polishes creams wooden furniture floors
penetrating lubricant|rust penetrant spray|anti rust lubricant => 340319 340399:0.3 271019:0.2 ~ lubricating preparations containing less than 70% petroleum oils
die casting release|anti spatter spray => 340399 340319:0.3 ~ lubricating preparations mould release
soluble oil|coolant concentrate machining => 340319 271019:0.4 ~ lubricating preparations cutting-oil preparations
spin finish|spin finish oil|coning oil|fibre lubricant|knitting oil => 340391 340311:0.5 ~ lubricating preparations treatment textile materials
transmission fluid|liquid paraffin oil => 271019 ~ petroleum oils lubricating preparations
# ---- 35 38 glues, misc chemical products
ms polymer adhesive => 3506 350691:0.6 350610:0.5 ~ adhesives based on polymers
pur hot melt => 350691 ~ adhesives based on polymers
egg albumin powder => 350211 ~ egg albumin dried
protease enzyme|cellulase enzyme|lipase enzyme|amylase enzyme => 350790 ~ enzymes prepared enzymes
screenwash|coolant premix => 382000 ~ anti-freezing preparations de-icing fluids
afff foam concentrate|dry chemical powder extinguisher refill => 381300 ~ preparations charges fire-extinguishers
pickling paste stainless|descaling acid|scale remover industrial => 381010 340290:0.3 ~ pickling preparations metal surfaces
antioxidant for plastics => 3812 381239:0.6 381210:0.3 ~ prepared rubber accelerators plasticisers stabilisers
biocide water treatment|drilling mud additive => 382499 ~ chemical products preparations
silica gel desiccant|desiccant bags|moisture absorber sachet => 382499 281122:0.4 ~ chemical preparations desiccant
water test strips => 382219 ~ diagnostic laboratory reagents on a backing
# ---- 39 plastics primary forms, semi-finished
pp pellets => 390210 ~ polypropylene primary forms
pp block copolymer|impact copolymer pp => 390230 ~ propylene copolymers
hips => 390319 ~ polystyrene other than expansible
ptfe fine powder => 390461 ~ polytetrafluoroethylene
cation resin|anion resin => 391400 ~ ion-exchangers
pet bottle bales|baled pet bottles|post consumer pet|pet regrind|plastic flakes recycled => 3915 391590:0.6 391510:0.3 ~ waste parings scrap plastics
ldpe film scrap|pe film scrap|hdpe scrap|ldpe scrap|lldpe scrap|polyethylene scrap => 391510 ~ waste parings scrap polymers ethylene
plastic film scrap => 3915 391510:0.6 391590:0.4 ~ waste parings scrap plastics
upvc profile|upvc window profile|pvc window profile|vinyl window profile|pvc trim profile|pvc edge trim => 391620 ~ profile shapes polymers vinyl chloride
acetal rod => 3916 391690:0.6 391610:0.3 ~ monofilament rods sticks profile shapes plastics
flexible pvc tubing|flexible vinyl tubing|vinyl hose|clear pvc hose|air line tubing => 391732 391733:0.3 391739:0.3 ~ tubes pipes hoses plastics not reinforced
pvc steel wire hose|spiral hose => 391739 ~ tubes pipes hoses plastics reinforced
pvc duct pipe => 3917 391723:0.6 391732:0.3 ~ tubes pipes rigid polymers vinyl chloride
vehicle wrap vinyl|car wrap vinyl|vinyl wrap film|cutting vinyl|window tint film|window film self adhesive|floor graphics vinyl => 391990 ~ self-adhesive plates sheets film plastics
pof shrink film|polyolefin shrink film => 3920 392010:0.6 392020:0.4 ~ plates sheets film polymers ethylene propylene
metallized pet film => 392062 ~ plates sheets film poly ethylene terephthalate
polystyrene foam sheet => 392111 ~ cellular polymers styrene
pvc celuka board => 392112 ~ cellular polymers vinyl chloride
foam sheet polyurethane => 392113 ~ cellular polyurethanes
pe foam sheet|eva foam roll => 392119 ~ cellular plastics other
polythene bags => 392321 ~ sacks bags polymers ethylene
vacuum pouches => 392329 392321:0.3 ~ sacks bags plastics
# ---- 40 rubber
nbr rubber sheet|natural rubber sheet|neoprene rubber sheet => 400821 ~ vulcanised rubber plates sheets non-cellular
rubber stable mat => 401691 ~ floor coverings mats vulcanised rubber
rubber oil seal|tc oil seal|shaft seal rubber => 401693 848420:0.3 ~ gaskets washers seals vulcanised rubber
latex exam gloves|medical examination gloves => 401512 ~ gloves medical surgical
# ---- 48 paper
paper filters => 482320 ~ filter paper paperboard
computer paper continuous => 482040 482010:0.3 ~ manifold business forms interleaved carbon sets
garment tags paper => 482190 482110:0.5 ~ paper labels
# ---- 72 73 steel
chequer plate steel|tear drop plate => 720840 ~ flat-rolled hot-rolled patterns in relief
etp sheet => 7210 721012:0.5 721011:0.5 ~ flat-rolled plated coated tin
galvanized roofing sheet|gi corrugated sheet => 721041 721070:0.3 ~ flat-rolled plated coated zinc corrugated
steel angle bar => 7216 721621:0.5 721640:0.4 ~ angles shapes sections iron non-alloy steel
mild steel flat bar => 7214 721491:0.6 721550:0.3 ~ bars rods iron non-alloy steel rectangular
wire rod coil => 721391 ~ bars rods hot-rolled irregularly wound coils
annealed iron wire => 721710 ~ wire iron non-alloy steel not plated
seamless tube carbon steel => 7304 730419:0.4 730439:0.5 ~ tubes pipes seamless iron steel
square tube steel|rhs tube|shs tube => 730661 ~ tubes pipes welded square rectangular cross-section
threaded nipple|pipe coupling threaded|threaded tee => 7307 730792:0.6 730722:0.4 741220:0.2 ~ threaded elbows bends sleeves
pipe cap butt weld|weld tee => 7307 730793:0.6 730723:0.4 ~ butt welding fittings
worm drive clamp => 732690 ~ articles iron steel
thimble wire rope => 732690 731590:0.2 ~ articles iron steel
gabion mesh => 7314 731420:0.5 731439:0.5 ~ grill netting fencing welded
grating panel => 730890 731420:0.3 ~ structures parts iron steel
scaffolding prop => 7308 730840 ~ equipment scaffolding shuttering propping pit-propping
empty gas bottle => 731100 ~ containers compressed liquefied gas iron steel
stainless steel scourer|stainless steel sponge => 732310 ~ iron steel wool pot scourers
# ---- 74 75 76 non-ferrous
copper coil strip => 7409 740911:0.5 740919:0.4 ~ copper plates sheets strip
copper coil tube|pancake copper coil|copper pipe coil => 741110 ~ tubes pipes refined copper
copper wire bare|solid copper wire|copper ground wire => 7408 740819:0.6 740811:0.3 ~ copper wire refined
copper braided strap => 741300 ~ stranded wire cables plaited bands copper not electrically insulated
copper cathode scrap => 740400 ~ copper waste scrap
pure nickel sheet => 750620 750610:0.4 ~ nickel plates sheets strip
aluminium sheet coil => 7606 760612:0.6 760692:0.3 ~ aluminium plates sheets strip thickness exceeding 0.2 mm
aluminium cans scrap => 760200 ~ aluminium waste scrap
# ---- 83 base metal miscellaneous
swivel snap hook => 830890 731590:0.3 ~ clasps buckles hooks base metal
serial number plate => 831000 ~ sign-plates name-plates base metal
flux core solder wire => 8311 831130:0.6 831190:0.3 ~ coated rods cored wire soldering brazing
# ---- 84 pumps compressors valves filters
inline circulator pump|transfer pump centrifugal => 841370 ~ pumps centrifugal liquids
hand pump for drums|lever action drum pump|siphon pump manual => 841320 841381:0.3 ~ hand pumps liquids
grease gun pump|oil transfer pump manual => 841320 ~ hand pumps
pump impeller cast|pump diaphragm => 841391 ~ pumps parts
belt driven air compressor => 841480 ~ air compressors
rotary lobe blower => 841480 841459:0.3 ~ air gas compressors blowers
ball valve stainless => 848180 ~ taps cocks valves
valve trim parts => 848190 ~ parts taps cocks valves
valve actuator pneumatic => 841239 841231:0.3 ~ pneumatic power engines motors
hydraulic gear motor => 841229 ~ hydraulic power engines motors
hydraulic vane pump => 8413 841360:0.6 841350:0.4 ~ pumps rotary positive displacement
guided cylinder => 841231 ~ pneumatic power engines linear acting cylinders
telescopic cylinder|double acting cylinder => 841221 ~ hydraulic power engines linear acting cylinders
multimedia filter => 842129 848180:0.2 ~ filtering purifying machinery liquids
hepa filter element|filter bags dust collector|filter candle => 842199 842139:0.3 ~ parts filtering purifying machinery
industrial centrifuge => 842119 ~ centrifuges
plate sprocket => 848390 ~ toothed wheels chain sprockets transmission elements parts
gasket kit metal => 848410 ~ gaskets metal sheeting combined other material
bush roller chain => 731511 ~ roller chain iron steel
chain hoist manual => 842519 ~ pulley tackle hoists not powered by electric motor
boat winch manual => 842539 ~ winches capstans
vibrating sieve => 847410 ~ sorting screening separating washing machines
homogenizer mixer|emulsifying mixer => 847982 843810:0.3 ~ mixing kneading crushing grinding screening sifting homogenising emulsifying stirring machines
cap sealing machine => 842230 ~ machinery filling closing sealing capsuling labelling
brazed heat exchanger => 841950 ~ heat exchange units
condenser cooling tower => 841989 ~ machinery treatment materials change of temperature
# ---- 90 instruments
pressure sensor industrial => 902620 ~ instruments measuring checking pressure
sight glass level => 902610 ~ instruments measuring flow level liquids
mass flow meter gas => 902680 901580:0.3 ~ instruments measuring flow gases
temperature sensor => 902519 ~ thermometers pyrometers
viscosity cup => 902789 ~ instruments measuring viscosity porosity expansion
cmm machine => 903180 903149:0.2 ~ measuring checking instruments appliances
dial gauge => 901730 ~ micrometers callipers gauges
engineer square => 901780 ~ instruments measuring length hand
bevel protractor => 901720 901780:0.3 ~ drawing marking-out mathematical calculating instruments
distance meter laser => 901510 ~ rangefinders
float level controller => 903289 ~ automatic regulating controlling instruments
# ---- 50-60 textiles (trade terms)
cotton cambric|cotton flannel fabric => 5208 520832:0.4 520812:0.3 520852:0.3 520822:0.2 ~ woven fabrics cotton weighing not more than 200 g/m2
cotton twill fabric|heavy cotton canvas => 5209 520939:0.4 520932:0.3 520919:0.3 520912:0.3 ~ woven fabrics cotton weighing more than 200 g/m2
indigo denim => 5209 520942:0.6 521142:0.4 ~ denim
chambray fabric|gingham fabric|yarn dyed shirting => 5208 520842:0.5 520843:0.3 551341:0.2 ~ woven fabrics yarns different colours
hessian cloth => 531010 531090:0.3 ~ woven fabrics jute
modal fabric => 5516 551612:0.4 551614:0.3 540822:0.3 ~ woven fabrics artificial staple fibres
jersey knit fabric => 6006 600622:0.4 600632:0.4 600634:0.2 ~ knitted crocheted fabrics
warp knit mesh fabric|spacer mesh fabric => 6005 600537:0.5 600536:0.3 ~ warp knit fabrics
woven velvet fabric => 5801 580137:0.4 580122:0.3 580136:0.3 ~ woven pile fabrics chenille fabrics
terry cloth fabric => 580210 580220:0.4 ~ terry towelling similar woven terry fabrics
bridal tulle => 6005 600537:0.5 580410:0.4 ~ warp knit fabrics tulles net fabrics
fusible interlining|woven interlining => 5903 590390:0.3 560312:0.4 ~ textile fabrics coated interlining
pvc canvas => 590310 ~ textile fabrics impregnated coated laminated polyvinyl chloride
non woven geotextile|needle punched geotextile => 560314 560313:0.3 ~ nonwovens man-made filaments
spunbond nonwoven|nonwoven fabric roll => 5603 560312:0.4 560313:0.3 560311:0.3 560392:0.2 ~ nonwovens man-made filaments
dust collector felt => 5911 591140:0.6 591120:0.4 ~ textile products technical uses straining cloth bolting cloth
polypropylene twine|raffia twine => 560741 560749:0.3 ~ twine binder baler polyethylene polypropylene
winch rope synthetic => 560750 ~ twine cordage ropes synthetic fibres
danline rope|rope pp => 560749 ~ twine cordage ropes polyethylene polypropylene
construction safety net|knotless netting => 5608 560819:0.7 560811:0.2 ~ knotted netting twine cordage rope made up nets
open end cotton yarn|oe yarn => 5205 520512:0.3 520522:0.3 520513:0.2 520523:0.2 ~ cotton yarn not sewing thread
acrylic spun yarn => 5509 550932:0.3 551130:0.3 550931:0.3 ~ yarn acrylic staple fibres
polyester staple yarn => 5509 550921:0.5 550922:0.4 ~ yarn polyester staple fibres
nylon fdy|polyester fdy => 5402 540247:0.5 540246:0.3 540245:0.3 ~ synthetic filament yarn
# ---- 63 made-up textile articles (trade terms)
pp woven sandbag|flood sandbags => 630533 ~ sacks bags packing polyethylene polypropylene strip
potato mesh bags|firewood mesh bags => 630533 630539:0.3 ~ sacks bags packing man-made textile
jute sacks|jute bags packing => 630510 ~ sacks bags packing jute
calico sacks => 630520 ~ sacks bags packing cotton
cotton canvas tarp => 630619 ~ tarpaulins other textile materials
lifting belt sling => 630790 ~ made up articles textile
shop towels|lint free wipes => 630710 ~ floor-cloths dish-cloths dusters similar cleaning cloths
# ---- additions after probing
pineapple slices|pineapple rings|pineapple chunks|pineapple pieces in syrup => 200820 080430:0.3 ~ pineapples prepared preserved
dried spaghetti|dry spaghetti|dry pasta|durum semolina spaghetti => 190219 ~ pasta uncooked not stuffed not containing eggs
black tea extract|tea extract powder|instant black tea|tea polyphenols => 210120 ~ extracts essences concentrates tea
fresh squeezed orange juice|pasteurized orange juice => 200912 200919:0.3 ~ orange juice not frozen Brix not exceeding 20
pressed apple juice => 200971 200979:0.2 ~ apple juice Brix not exceeding 20
virgin ldpe|ldpe film resin => 390110 ~ polyethylene specific gravity less than 0.94
air pilot valve => 848120 ~ valves pneumatic transmissions
# ---- batch 2: foods
rice sticks noodles|bean thread noodles => 190219 ~ pasta uncooked not stuffed not containing eggs
seasoned seaweed snack => 200899 121221:0.3 ~ fruit edible parts plants prepared preserved
cheese crackers|water crackers => 190590 ~ bakers wares
unpopped popcorn => 100590 ~ maize other than seed
pure maple syrup => 170220 ~ maple sugar maple syrup
burnt sugar syrup => 170290 ~ sugars invert sugar caramel
corn syrup solids => 170230 ~ glucose syrup not containing fructose
white chocolate chips|white chocolate bar => 170490 ~ sugar confectionery not containing cocoa
edible glitter sugar|jimmies => 170490 ~ sugar confectionery not containing cocoa
chocolate malt powder => 180610 190190:0.3 ~ cocoa powder containing added sugar sweetening matter
infant fruit puree => 200710 200510:0.3 ~ homogenised preparations infant
barley tea drink|sugarcane juice drink|basil seed drink => 220299 ~ non-alcoholic beverages
# ---- batch 2: chemicals
aluminium stearate => 291570 ~ palmitic stearic acids salts esters
sls powder|ammonium lauryl sulfate => 340239 ~ anionic organic surface-active agents
lab sulfonic acid => 340231 ~ linear alkylbenzene sulphonic acids salts
alkyl polyglucoside => 340242 ~ non-ionic organic surface-active agents
hypo crystals => 283230 ~ thiosulphates
calcium ammonium nitrate double salt => 310260 ~ double salts mixtures calcium nitrate ammonium nitrate
lecithin powder|liquid lecithin => 292320 ~ lecithins phosphoaminolipids
hyaluronic acid powder => 391390 ~ natural polymers
indigo dye powder|synthetic indigo => 320415 ~ vat dyes
goo remover => 381400 340290:0.2 ~ organic composite solvents thinners
zinc spray paint => 320890 ~ paints varnishes synthetic polymers non-aqueous
refill toner powder|bulk toner => 370790 ~ chemical preparations photographic uses
platinum cure silicone|tin cure silicone => 391000 ~ silicones primary forms
rubber powder recycled => 400400 400300:0.3 ~ waste parings scrap rubber powders granules
dock bumper rubber => 401694 ~ boat dock fenders vulcanised rubber
# ---- batch 2: plastics paper
pom sheet|delrin sheet|peek sheet => 392099 ~ plates sheets film other plastics non-cellular
nylon plate|polyamide sheet => 392092 ~ plates sheets polyamides
pet sheet clear => 3920 392062:0.6 392069:0.4 ~ plates sheets polyesters
pet strapping band => 392062 ~ strip poly ethylene terephthalate
pp strapping band|polypropylene strapping|pp packing strap => 392020 ~ strip polymers propylene
blank labels roll|barcode labels blank => 482190 482110:0.3 ~ paper labels
cotton cheesecloth|butter muslin => 580300 ~ gauze
# ---- batch 2: metals
shredded steel scrap => 7204 720449:0.7 720441:0.3 ~ ferrous waste scrap
stainless scrap => 720421 ~ waste scrap stainless steel
ductile iron pipe fittings => 730719 ~ tube pipe fittings cast iron steel
cast iron manhole cover|drain grate cast iron => 7325 732510:0.6 732599:0.4 ~ cast articles iron steel
metal stamping parts|sheet metal stamping => 7326 732619:0.5 732690:0.5 ~ articles iron steel forged stamped
copper nickel tube|cupronickel tube|cuni tube => 741122 ~ tubes pipes copper-nickel base alloys
copper coupling fitting|copper solder fittings => 7412 741210:0.6 741220:0.4 ~ tube pipe fittings copper
aluminium paste pigment => 7603 760310:0.5 760320:0.5 ~ aluminium powders flakes
# ---- batch 2: base metal articles
deed box => 830300 ~ armoured reinforced safes strong-boxes cash deed boxes
stainless flexible hose => 830710 830790:0.3 ~ flexible tubing base metal
# ---- batch 2: machinery
exhaust fan industrial|centrifugal blower|industrial blower|ventilation fan industrial => 841459 ~ fans
atomizing nozzle|flat fan nozzle => 842490 ~ parts mechanical appliances projecting spraying
dustless blaster => 842430 ~ steam sand blasting machines
pressure sprayer garden => 842441 ~ portable agricultural horticultural sprayers
hanging scale industrial => 842382 ~ weighing machinery capacity exceeding 30 kg not exceeding 5000 kg
test weights => 842390 ~ weights parts weighing machinery
compressed air dryer|refrigerated air dryer|desiccant air dryer => 842139 ~ filtering purifying machinery gases
# ---- batch 2: instruments
stud detector => 903180 ~ measuring checking instruments
combustible gas leak detector => 902710 ~ gas analysis apparatus
# ---- batch 2: textiles
aramid cloth => 540710 ~ woven fabrics high tenacity yarn aramids
covered rubber thread => 560410 ~ rubber thread cord textile covered
beaded fringe trim => 580890 ~ ornamental trimmings piece
primed canvas roll => 590190 ~ textile fabrics prepared painting canvas
bed net|canopy mosquito net => 6304 630420:0.5 630499:0.4 ~ bed nets furnishing articles
`;
