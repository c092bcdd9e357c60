/**
 * Corrections from the tenth pass's reports: phrases taken out of broader entries where the
 * broader code was wrong for them (format as in ../lexicon.ts).
 */
export const EXTRA_FIXES9_LEXICON = String.raw`
# ---- 3920.79: plates and sheets of vulcanised fibre
vulcanised fibre|vulcanized fiber sheet => 392079 ~ plates sheets film vulcanised fibre
# ---- 8517.69: entry-phone systems (the UK tariff names them under 8517.69)
intercom|video intercom => 851769 851762:0.4 ~ entry-phone systems apparatus transmission reception voice
# ---- 2404.92: nicotine products for transdermal application
nicotine patches => 240492 ~ nicotine transdermal application
# ---- satin is a woven weave: woven robes of 6207/6208
satin robe => 6208 6207:0.6 6108:0.3 ~ dressing gowns bathrobes woven
# ---- 3301.19: citrus essential oils other than orange and lemon
lime essential oil|grapefruit essential oil => 330119 ~ essential oils citrus fruit other
# ---- 8446.10: looms for fabrics of a width not exceeding 30 cm
narrow fabric loom|needle loom => 844610 ~ weaving machines looms width not exceeding 30 cm
# ---- 8451.29: industrial drying machines (over 10 kg of dry linen)
industrial tumble dryer|commercial dryer|commercial clothes dryer|industrial dryer laundry => 845129 845121:0.3 ~ drying machines industrial laundry
# ---- 8401.10: nuclear reactors
nuclear reactor => 840110 840130:0.2 ~ nuclear reactors
# ---- PVC compound is rigid or plasticised
pvc compound granules => 390421:0.5 390422:0.5 ~ polyvinyl chloride mixed compound
# ---- 1602.39: prepared meat of poultry other than Gallus and turkeys (duck, goose)
salted duck => 160239 ~ prepared preserved meat poultry other
# ---- 4706.92: chemical pulp of other fibrous cellulosic material
bagasse pulp => 470692 470693:0.3 ~ pulps fibrous cellulosic material chemical
# ---- 8507.80: other accumulators (sodium-ion is not lithium-ion)
sodium ion battery => 850780 ~ electric accumulators other
# ---- 8501.61: a generator head is a complete alternator
generator head => 850161 850300:0.3 ~ AC generators alternators
# ---- raw horsehair is 0511.99; 6703 is hair dressed for wig-making
horse hair bulk => 051199 670300:0.3 ~ animal products horsehair
# ---- hat-making blocks are 8449 (Explanatory Notes to 84.49)
hat block|millinery block => 844900 ~ machinery for making hats hat-making blocks
# ---- heating elements are heating resistors of 8516.80
water heater element|grill element => 851680 851690:0.3 ~ electric heating resistors
# ---- industrial multiwall and valve sacks have a base of 40 cm or more
multiwall sacks|valve sacks paper => 481930 481940:0.4 ~ sacks bags base width 40 cm or more
# ---- photographic sheet film (4x5 to 8x10 has no side over 255 mm): 3701.9x, not the plates of 3701.30
large format film|sheet film => 370199 370191:0.5 ~ photographic plates film flat sensitised unexposed other
# ---- 8301.10 padlocks
padlock => 830110 ~ padlocks base metal
# ---- 8423.10 names household scales
kitchen scale|digital kitchen scale|food scale => 842310 842381:0.3 ~ household scales weighing
# ---- unsmoked natural rubber sheet and crepe: 4001.29
air dried sheet rubber|pale crepe => 400129 ~ natural rubber other forms
# ---- metal-braided hydraulic hose with fittings
hydraulic hose assembly => 400922 400942:0.4 ~ tubes pipes hoses vulcanised rubber reinforced metal with fittings
# ---- teeth are parts of buckets: 8431.49
excavator teeth => 843149 843141:0.3 ~ parts machinery heading 8426 8429 8430
# ---- 8201.50 names poultry shears
poultry shears => 820150 ~ secateurs one-handed pruners shears poultry shears
# ---- mosaics are modern (9701.92) unless stated over 100 years old
roman mosaic => 970192 970122:0.3 ~ mosaics
# ---- totalising fuel and liquid meters are supply meters of 9028.20
fuel flow meter|diesel flow meter|oval gear flow meter => 902820 902610:0.5 ~ liquid supply meters
# ---- 2931.20 tributyltin compounds; other organotin 2931.90 (2931.10 is tetramethyl and tetraethyl lead only)
dibutyltin => 293190 ~ organo-inorganic compounds other
# ---- aluminium structures other than doors, windows and their frames: 7610.90
aluminum pergola|aluminum gazebo|aluminum greenhouse|aluminum ramp|loading ramp aluminum => 761090 ~ aluminium structures other
# ---- mop pads are textile floor cloths
replacement mop pads|microfiber mop pads => 630710 960390:0.3 ~ floor-cloths dish-cloths dusters cleaning cloths
# ---- marketplace wall tapestries are printed furnishing articles, not hand-woven 5805 goods
wall tapestry => 630493 580500:0.4 ~ furnishing articles synthetic fibres not knitted
# ---- most boomboxes have a radio
boombox => 852713 851981:0.4 ~ radio-broadcast receivers combined with sound recording reproducing apparatus
# ---- 7323.10 names iron or steel wool
steel wool => 732310 ~ iron steel wool pot scourers scouring polishing pads
# ---- 3402.31 is linear alkylbenzene sulphonic acids and their salts only
sodium lauryl ether sulfate|aos|alpha olefin sulfonate => 340239 ~ anionic organic surface-active agents other
# ---- threaded articles of copper: 7415.33
brass threaded insert|brass inserts|threaded inserts brass => 741533 741539:0.3 ~ screws bolts nuts threaded articles copper
# ---- unmounted sintered carbide plates, sticks and tips for tools: 8209
carbide blank|carbide rods|carbide strips|carbide plates => 820900 811300:0.3 ~ plates sticks tips tools unmounted sintered metal carbides
# ---- soft PVC film is plasticised (6% or more): 3920.43
soft pvc film => 392043 392049:0.3 ~ plates sheets film polymers vinyl chloride plasticisers not less than 6%
# ---- compact tractors are mostly 18-37 kW
compact tractor => 870192 870191:0.5 ~ tractors engine power exceeding 18 kW not exceeding 37 kW
# ---- seats convertible into beds
sofa bed|futon|futon sofa => 940149 940141:0.7 ~ seats convertible into beds
# ---- chemical (guipure) lace is embroidery without visible ground, 5810.10 (Explanatory Note to 58.04)
guipure|guipure lace|chemical lace => 581010 5804:0.3 ~ embroidery without visible ground
# ---- pickleballs are not lawn-tennis balls
pickleball ball => 950669 ~ balls other than inflatable
# ---- PTFE thread-seal tape is not self-adhesive
ptfe tape|teflon tape|thread seal tape => 392099 391990:0.3 ~ plates sheets film strip other plastics
# ---- knitted gloves coated with rubber: 6116.10
nitrile coated gloves => 611610 401519:0.4 ~ gloves knitted impregnated coated rubber
# ---- a replacement cartridge is a part of the tap
faucet cartridge|tap cartridge|valve cartridge => 848190 848180:0.3 ~ parts taps cocks valves
# ---- office and school supplies of plastics
pencil grip|pen grip|writing grips => 392610 392690:0.3 ~ office school supplies plastics
# ---- a 0.01 g pocket scale meets 9016's sensitivity of 5 cg or better
pocket scale|jewelry scale => 842381 901600:0.6 ~ weighing machinery balances sensitivity
# ---- roller shutters of steel, plastics or aluminium
roller shutter => 730830 392530:0.3 761010:0.3 ~ doors windows shutters
# ---- solid balls are not inflatable: 9506.69
cricket ball|hockey ball|field hockey ball|lacrosse ball => 950669 ~ balls other than inflatable
# ---- 2905.41: 1,1,1-trimethylolpropane has its own subheading
trimethylolpropane => 290541 ~ polyhydric alcohols trimethylolpropane
# ---- blood and sweet orange are Citrus sinensis: 3301.12
blood orange essential oil|sweet orange oil => 330112 ~ essential oils of orange
# ---- monochrome data/graphic display tubes: 8540.40
monochrome crt|crt display tube => 854040 854060:0.3 ~ data graphic display tubes monochrome
# ---- 8705.20 mobile drilling derricks
drilling rig truck => 870520 ~ mobile drilling derricks
# ---- 7403.12 wire-bars
copper wirebars => 740312 ~ refined copper wire-bars
# ---- ice-cream cones are wafers
ice cream cones => 190532 ~ waffles wafers
# ---- petroleum jelly put up for retail sale as a skin-care preparation is 3304
vaseline => 330499 271210:0.5 ~ preparations care of the skin
# ---- 8419.33 names spray dryers
spray dryer => 841933 841939:0.3 ~ lyophilisation apparatus freeze drying units spray dryers
# ---- FM transmitters are radio transmission apparatus
fm transmitter|car fm transmitter => 852550 852560:0.4 ~ transmission apparatus radio-broadcasting
# ---- machinery for preparing animal feeding stuffs: 8436.10
animal feed machine|fish feed extruder => 843610 ~ machinery preparing animal feeding stuffs
# ---- mosquito netting is warp-knitted
mosquito netting fabric => 6005 600536:0.5 600537:0.4 5608:0.3 ~ warp knit fabrics
# ---- most baler twine is polypropylene
baling twine => 5607 560741:0.7 560721:0.4 ~ binder baler twine
# ---- men's swim trunks are mostly woven
swim trunks => 621111 611231:0.4 ~ swimwear men's boys'
# ---- 0713.32 small red (adzuki) beans
azuki beans => 071332 ~ beans small red adzuki
# ---- molybdenum ores and concentrates: 2613.90 (roasted 2613.10)
molybdenum concentrate => 261390 261310:0.3 ~ molybdenum ores concentrates other
# ---- only mono- and disodium phosphates are 2835.22
trisodium phosphate => 283529 ~ phosphates other
potassium phosphate|monopotassium phosphate|dipotassium phosphate => 283524 ~ phosphates of potassium
# ---- wall putty and joint compound are surfacing preparations for walls
wall putty|joint compound => 321490 321410:0.3 ~ non-refractory surfacing preparations facades walls
# ---- a backhoe loader is neither a front-end shovel loader nor a 360-degree machine
backhoe|backhoe loader => 842959 842951:0.3 ~ mechanical shovels excavators other
# ---- manure spreaders: 8432.41
muck spreader|slurry spreader => 843241 843242:0.3 ~ manure spreaders
# ---- base-metal springs are parts of general use (chapter 96 note 1(d))
pen spring => 732020 960899:0.3 ~ helical springs iron steel
# ---- carbon brushes are 8545.20 (Section XVI note 2(a))
alternator brush => 854520 851190:0.3 ~ carbon brushes
# ---- zinc-bearing residues
zinc dross => 262019 262011:0.5 ~ slag ash residues containing mainly zinc
# ---- a bare "halter", "collar" or "teddy" in a title is mostly a garment word; horse halters, dog collars and teddy bears keep their compounds
halter for horses => 420100 ~ saddlery harness animals
teddy bear toy => 950300 ~ toys stuffed
# ---- most pashminas sold are viscose or acrylic
pashmina => 6214 621420:0.4 621440:0.4 621430:0.3 ~ shawls scarves
# ---- wetsuits: neoprene faced with knitted fabric
wetsuit => 611300 401590:0.4 ~ garments made up of knitted fabrics of heading 5903 5906 5907
# ---- boaters are straw hats
boater => 650400 ~ hats plaited
# ---- a phone holder is not a coachwork fitting
car phone holder => 392690 ~ articles plastics other
# ---- removable textile seat covers are furnishing articles
car seat cover|seat cover => 6304 630493:0.5 630492:0.4 870899:0.2 ~ furnishing articles
# ---- a steering wheel cover is not a part of the steering wheel
steering wheel cover => 392690 630790:0.5 420500:0.4 870894:0.2 ~ articles plastics textiles leather
# ---- heat guns are electro-thermic appliances, not hand tools with a motor (CBP)
heat gun|hot air gun => 841989 851679:0.4 ~ machinery plant treatment materials change of temperature heating
# ---- parts of brakes
brake caliper => 870830 871410:0.2 ~ brakes servo-brakes parts
# ---- outside railways a wheelset is a pair of bicycle wheels
wheelset => 871492 860719:0.3 ~ parts accessories bicycles wheel rims
# ---- folding camping chairs: metal frame, not upholstered
folding camping chair => 940179 940171:0.4 ~ seats metal frames other
# ---- knitting needles and crochet hooks of steel are 7319.90 (7319.40 is safety pins)
knitting needles|crochet hooks => 731990 442191:0.4 761699:0.3 ~ knitting needles crochet hooks
# ---- sports protective equipment: 9506.99; general physical exercise: 9506.91
shin guards => 950699 ~ articles equipment sports other
hula hoop => 950691 950300:0.3 ~ articles equipment general physical exercise
# ---- children's drawing boards are toys
magnetic drawing board|doodle board => 950300 961000:0.3 ~ toys
# ---- metal ID tags are plates of 8310
dog tag|pet id tag => 831000 392690:0.4 ~ sign-plates name-plates base metal
# ---- a consumer garlic peeler is a kitchen article
garlic peeler => 392410 843860:0.2 ~ tableware kitchenware plastics
# ---- book-ends are desk equipment of 8304
bookends => 830400 ~ office desk equipment base metal
# ---- "virgin hair" in listings is human-hair bundles and wigs
virgin hair => 670420 670300:0.4 ~ wigs false beards hair human hair
# ---- "mink" lashes are mostly synthetic fibre
mink lashes => 670419 670490:0.4 ~ false eyelashes synthetic textile materials
# ---- most shower caps are PEVA or EVA plastic
shower cap => 650691 6505:0.4 ~ headgear rubber plastics
# ---- face and body paint is skin make-up
face paint|body paint => 330499 321310:0.3 ~ beauty make-up preparations
# ---- lash and nail glue are retail adhesives (NY M80499)
lash glue|eyelash glue|nail glue => 350610 330420:0.3 ~ adhesives put up for retail sale not exceeding 1 kg
# ---- a non-heated eyelash curler is a curling device of 9615.90 (NY I85825)
eyelash curler => 961590 ~ hair-curlers similar
# ---- an eyebrow stencil is a plastic stencil
eyebrow stencil => 392690 ~ articles plastics
# ---- teeth-whitening gel is not a dentifrice
teeth whitening gel => 330690 ~ preparations oral dental hygiene other
# ---- a facial steamer is an electro-thermic domestic appliance
facial steamer => 851679 ~ electro-thermic appliances domestic
# ---- the fourteenth pass's corrections
terpineol => 290619 ~ cyclanic cyclenic cycloterpenic alcohols other
benzothiazole|mbts => 293420 ~ compounds containing benzothiazole ring system
medium format film => 370231 370232:0.4 ~ photographic film rolls unperforated width not exceeding 105 mm
refrigerator door gasket|fridge door seal => 841899 401693:0.4 ~ parts refrigerators
coin collection|numismatic coins => 970539 970531:0.5 ~ collections collectors pieces numismatic interest
drawn sheet glass => 700490 700420:0.3 ~ drawn blown glass sheets other
frozen sardines => 030353 ~ fish frozen sardines
sheet metal brake|metal brake|bending brake => 846229 846290:0.3 ~ machine-tools bending folding metal not numerically controlled
sugar beet pulp dried => 230320 ~ beet-pulp bagasse waste sugar manufacture
coenzyme q10|ubiquinone|ubidecarenone => 291462 ~ coenzyme Q10 ubidecarenone
polyester cotton yarn|cotton polyester yarn|poly cotton yarn => 550953 5206:0.4 ~ yarn synthetic staple polyester mixed with cotton
naphthylamine => 292145 ~ naphthylamines derivatives
levorphanol => 293341 ~ levorphanol
triple superphosphate => 310311 ~ superphosphates diphosphorus pentaoxide 35% or more
butane gas canister => 271113 360610:0.3 ~ butanes liquefied
agricultural drone|spraying drone => 880693 880694:0.4 ~ unmanned aircraft maximum take-off weight
manual wheelchair => 871310 ~ carriages disabled persons not mechanically propelled
brewing equipment|beer brewing equipment => 843840 ~ brewery machinery
fiberglass sleeving => 701990 ~ glass fibres articles other
dpf filter => 842132 ~ filtering purifying exhaust gases internal combustion engines
ncr paper|carbonless copy paper|self copy paper|carbonless paper => 481620 480920:0.3 ~ self-copy paper
calculator keypad => 847321 ~ parts electronic calculators
gas brazing machine => 846820 846880:0.3 ~ gas-operated machinery brazing welding
bag in box wine|boxed wine => 220422 220421:0.3 ~ wine containers more than 2 l not more than 10 l
nbr latex|nitrile latex => 400251 ~ acrylonitrile-butadiene rubber latex
spring steel strip => 721129 722692:0.4 ~ flat-rolled iron non-alloy steel width less than 600 mm cold-rolled
hydraulic piston rod => 841290 721590:0.4 ~ parts hydraulic power engines motors
`;
