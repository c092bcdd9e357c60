/**
 * Tenth-pass lexicon additions, written like the eighth and ninth passes from marketplace- and
 * ruling-style descriptions of a third random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R10A_LEXICON = String.raw`
# ---- 03 fish and molluscs
whole catfish|channel catfish|whole pangasius|whole round pangasius|gutted catfish|headed gutted catfish => 030324 030272:0.4 ~ fish frozen catfish pangasius silurus clarias ictalurus
vongole|ark shell|blood clam|blood cockle|short necked clam|baby clam meat|cockle meat => 030772 030771:0.4 030779:0.2 ~ molluscs clams cockles ark shells frozen
# ---- 04 dairy, eggs
unsweetened condensed milk|evaporated whole milk|evaporated skimmed milk|evaporated creamer => 040291 ~ milk cream concentrated not containing added sugar
hundred year egg|lime preserved egg => 040790 ~ birds eggs in shell preserved cooked
# ---- 07 vegetables
celery heart|chinese celery|celery bunch|fresh celery|pascal celery => 070940 ~ vegetables celery fresh chilled
taro root|taro corm|coco yam|cocoyam|arbi root|gabi root => 071440 071450:0.2 ~ taro colocasia roots tubers
# ---- 12 plants for pharmacy
poppy straw|poppy pods|dried poppy pods|poppy capsules|poppy heads|papaver somniferum => 121140 060490:0.3 ~ poppy straw plants parts pharmacy
# ---- 16 prepared poultry other than chicken and turkey
duck gizzard|braised duck gizzard|braised duck feet|braised duck head|duck neck|braised duck|braised duck neck|duck tongue|duck wings snack|spicy duck neck|duck sausage|smoked duck|smoked duck breast|smoked goose|smoked goose breast|duck rillettes|goose rillettes|confit goose|goose confit => 160239 ~ meat preparations poultry prepared preserved
# ---- 20 preserved mushrooms, fruit, juices
canned champignon|sliced mushrooms in brine => 200310 200390:0.3 ~ mushrooms genus agaricus prepared preserved
champignon|champignon mushroom => 200310 070951:0.4 200390:0.2 ~ mushrooms genus agaricus prepared preserved
straw mushrooms canned|canned shiitake|truffle slices|preserved truffles|canned oyster mushrooms|seasoned enoki|enoki snack|canned enoki => 200390 ~ mushrooms truffles prepared preserved other than agaricus
apricot puree|apricot pulp|apricots in syrup => 200850 200799:0.3 ~ apricots prepared preserved
grapefruit juice concentrate|grapefruit concentrate => 200929 ~ juice grapefruit brix value exceeding 20
# ---- 21 protein
textured pea protein|soya mince|soy mince|tvp chunks|tvp mince|textured wheat protein => 210610 ~ protein concentrates textured protein substances
# ---- 24 nicotine
transdermal nicotine patch|nicotine transdermal patch|nicotine transdermal system|stop smoking patch|quit smoking patch|nicotine skin patch => 240492 300490:0.3 ~ products nicotine intake transdermal application
# ---- 26 ores, slag
sphalerite|zinc sulphide concentrate|zinc ore concentrate|zinc flotation concentrate => 260800 ~ zinc ores concentrates
lead dross|lead ash|lead slag|lead skimmings|lead smelter slag => 262029 ~ slag ash residues containing mainly lead
# ---- 27 coal tar, gases
industrial naphthalene|coal tar naphthalene|technical naphthalene => 270740 290290:0.4 ~ naphthalene distillation high temperature coal tar
isobutane propane|isobutane gas canister|isobutane fuel|butane propane mixture|propane butane mixture|backpacking fuel canister|gas cartridge camping => 271119 271113:0.3 ~ petroleum gases gaseous hydrocarbons liquefied
# ---- 29 organic chemicals
ac refrigerant|auto ac refrigerant|car ac refrigerant|automotive refrigerant|refrigerant recharge|ac recharge kit => 290345 382769:0.3 ~ tetrafluoroethane hfc-134a saturated fluorinated derivatives
potassium perfluorooctane sulfonate|potassium perfluorooctane sulphonate|potassium perfluorooctanesulfonate|pfos potassium salt => 290434 ~ potassium perfluorooctane sulphonate
beta ionone|alpha ionone|methyl ionone|alpha isomethyl ionone|isomethyl ionone => 291423 ~ ketones ionones methylionones
# ---- 31 fertilisers
calcium magnesium phosphate|fused calcium magnesium phosphate|fused magnesium phosphate|calcined phosphate|rhenania phosphate => 310390 ~ fertilizers phosphatic
# ---- 33 essential oils
bergamot essential oil|mandarin essential oil|tangerine essential oil|yuzu essential oil|citron oil => 330119 ~ oils essential citrus fruits
# ---- 39 plastics primary forms, rods
rigid pvc compound|upvc compound|upvc granules|upvc pellets|rigid pvc granules|rigid pvc pellets|unplasticized pvc compound => 390421 ~ non-plasticised poly(vinyl chloride) mixed other substances
uhmwpe rod|uhmw pe rod|polyethylene rod|pe rod|hdpe round bar|uhmwpe bar|uhmwpe round bar|polyethylene round bar|ldpe rod => 391610 ~ ethylene polymers monofilament rods sticks profile shapes
# ---- 39 cellulose nitrate, vinyl copolymers
collodion|flexible collodion|collodion solution => 391220 ~ cellulose nitrates including collodions primary forms
# ---- 40 rubber
camelback strip|camel back strip|unvulcanized tread rubber => 400610 ~ unvulcanised camel-back strips retreading tyres
# ---- 44 wood
treated eucalyptus pole|treated hardwood pole|creosoted hardwood|treated hardwood log|hardwood utility pole => 440312 440311:0.3 ~ non-coniferous in the rough treated creosote preservatives
eucalyptus poles|eucalyptus round wood => 440398 440312:0.3 ~ eucalyptus in the rough
sawn beech|beech planks|beech wood board|beech wood planks|steamed beech => 440792 440394:0.2 ~ beech fagus sawn lengthwise thicker than 6 mm
# ---- 47 pulp
bleached bagasse pulp|chemical bagasse pulp|sugarcane bagasse pulp|bleached straw pulp|chemical straw pulp => 470692 470691:0.2 ~ pulp fibrous cellulosic material chemical
mechanical straw pulp|mechanical bagasse pulp => 470691 ~ pulp fibrous cellulosic material mechanical
# ---- 56 netting
jute netting|cotton netting|sisal netting|hemp netting => 560890 560819:0.2 ~ knotted netting twine cordage rope other than man-made textiles
# ---- 62 woven robes and night-wear
satin bathrobe|satin dressing gown|satin kimono robe|satin kimono|bride robe|satin sleep robe|satin pajama robe|silk bathrobe => 6208 620892:0.6 6207:0.5 620799:0.4 ~ bathrobes dressing gowns negligees woven man-made fibres
# ---- 63 linen
linen kitchen towel|linen dish towel|linen hand towel|linen bath towel|flax linen towel|linen waffle towel|linen glass towel|linen dish cloth => 630299 630291:0.2 ~ toilet kitchen linen textile materials flax
# ---- 70 glass
cast glass profile|rolled glass profile|channel glass profile => 700330 ~ cast glass rolled glass profiles
channel glass|profilit glass => 700330 ~ cast glass rolled glass profiles
# ---- 71 gemstones
aquamarine|spinel|apatite|alexandrite|chrysoberyl|rhodolite|tsavorite|chrome diopside|sunstone|hiddenite => 710399 710310:0.3 711620:0.3 ~ precious semi-precious stones worked
gold filled sheet|gold filled tubing|gold filled strip|gold filled sheet metal => 710900 ~ base metals clad gold semi-manufactured
peridot => 710399:0.6 711620:0.6 710310:0.3 ~ precious semi-precious stones worked
# ---- 73 steel tubes, cast iron
seamless square steel tube|seamless rectangular steel tube|seamless steel square tube|seamless steel rectangular tube|seamless steel hollow bar => 730490 722880:0.2 ~ seamless tubes pipes hollow profiles iron steel
hubless soil pipe|hubless cast iron soil pipe => 730300 391723:0.3 ~ cast iron tubes pipes
seamless square tube|seamless rectangular tube|seamless square pipe|seamless rectangular pipe|seamless hollow section|seamless hollow bar|seamless structural tube => 730490 ~ seamless tubes pipes hollow profiles iron steel
hubless cast iron pipe => 730300 ~ cast iron tubes pipes hollow profiles
steel cable sling|wire rope choker|wire choker sling|wire rope lifting sling => 731290 731210:0.2 ~ iron steel slings plaited bands not electrically insulated
# ---- 80 tin
solder dross|tin solder dross|tin waste|tin ash => 800200 ~ tin waste scrap
# ---- 84 nuclear, boilers, turbines, engines
modular nuclear reactor => 840110 ~ nuclear reactors
watertube boiler|watertube steam boiler => 8402 840212:0.6 840211:0.4 ~ watertube boilers steam production
small modular reactor|research reactor|nuclear power reactor|pressurized water reactor|boiling water reactor => 840110 ~ nuclear reactors
nuclear fuel rods|uranium fuel rods|fuel assembly nuclear|uranium fuel assembly => 840130 ~ fuel elements cartridges non-irradiated nuclear reactors
utility boiler|power plant boiler|power station boiler|circulating fluidized bed boiler|cfb boiler => 840211 840212:0.4 ~ watertube boilers steam production exceeding 45 t per hour
marine steam turbine|ship steam turbine => 840610 ~ steam turbines marine propulsion
back pressure steam turbine|condensing steam turbine|extraction steam turbine|industrial steam turbine => 8406 840682:0.6 840681:0.4 ~ steam turbines other than marine propulsion
pocket bike engine|mini pocket bike engine|motorized bicycle engine|bicycle motor kit|bike engine kit => 840731 840732:0.4 ~ reciprocating piston engines cylinder capacity not exceeding 50 cc
biscuit oven|biscuit baking oven|bakery tunnel oven|gas deck oven|diesel rack oven|gas rotary oven => 841720 851419:0.2 ~ bakery ovens biscuit ovens non-electric
cross flow turbine|banki turbine => 8410 841011:0.6 841012:0.2 850239:0.2 ~ hydraulic turbines water wheels
# ---- 84 textile machinery
narrow fabric needle loom|label loom|tape loom|webbing loom|elastic tape loom|zipper tape loom => 844610 ~ weaving machines looms fabrics width 30 cm or less
jacquard machine|electronic jacquard|jacquard head|dobby machine|electronic dobby|dobby head|rotary dobby => 844811 ~ dobbies jacquards auxiliary machinery
commercial laundry dryer|industrial laundry dryer|industrial drying tumbler|laundry drying tumbler|commercial tumble dryer => 845129 845121:0.3 ~ drying machines dry linen capacity exceeding 10 kg
# ---- 84 machine tools
vertical turning lathe|cnc vertical lathe|vertical turning center|cnc vertical turning center|vertical turning machine|cnc vtl => 845891 845899:0.3 ~ lathes removing metal numerically controlled other than horizontal
cnc boring machine => 845941 845949:0.3 ~ boring machines numerically controlled
cnc boring mill|cnc horizontal boring|floor type boring mill|cnc floor boring => 845931 845941:0.4 ~ boring-milling machines numerically controlled
cnc cylindrical grinder|cnc cylindrical grinding machine|cnc universal cylindrical grinder|cnc internal grinder|cnc crankshaft grinder|cnc camshaft grinder => 846023 846029:0.2 ~ cylindrical grinding machines numerically controlled
cnc jig grinder|cnc profile grinder|cnc profile grinding machine|cnc optical profile grinder|cnc thread grinder|cnc thread grinding machine => 846024 846029:0.2 ~ grinding machines numerically controlled
# ---- 85 motors, generators, batteries
squirrel cage induction motor|squirrel cage motor|asynchronous motor => 850152 850151:0.5 850153:0.2 ~ ac motors multi-phase
alternator head|brushless synchronous alternator => 8501 850161:0.5 850162:0.3 850163:0.2 ~ ac generators alternators
gas turbine generator set|gas turbine genset|gas turbine generator|steam turbine generator set|steam turbine generator|hydro generator set|hydroelectric generator set|micro hydro generator|hydro turbine generator => 850239 841011:0.2 ~ electric generating sets other than wind powered
nickel zinc battery|ni zn battery|sodium sulfur battery|sodium nickel chloride battery|vanadium flow battery|vanadium redox flow battery|redox flow battery|flow battery|zinc bromine battery => 850780 ~ electric accumulators other
# ---- 85 domestic appliance parts
hand mixer beaters|grinder burr set|blender pitcher|blender container|blender cup replacement|blender jug|replacement blender jar|juicer strainer|juicer filter basket|juicer mesh filter|stand mixer bowl replacement|food processor bowl replacement => 850990 ~ parts electro-mechanical domestic appliances
# ---- 85 signalling
rail signal|railway signal light|railroad signal|railroad crossing signal|train signal light|railway signal lamp|tram signal => 853010 853090:0.2 ~ signalling safety traffic control equipment railways tramways
traffic light housing|traffic signal housing|signal head housing|traffic light visor|traffic signal visor|traffic light parts|traffic signal parts => 853090 ~ parts signalling safety traffic control equipment
# ---- 85 optical fibre connectors, semiconductor parts
fiber connector adapter|fiber optic connector adapter|fiber flange adapter|fiber optic flange => 853670 ~ connectors optical fibres
fiber optic connector|fiber connector|fiber fast connector|optical fiber connector|sc connector|lc connector|fc connector|st fiber connector|mpo connector|fiber optic adapter|fiber adapter|fiber coupler|fiber optic coupler|sc adapter|lc adapter|lc duplex adapter|sc upc connector|sc apc connector => 853670 ~ connectors optical fibres optical fibre bundles cables
semiconductor lead frame|diode lead frame|transistor lead frame|led lead frame => 854190 854290:0.3 ~ parts diodes transistors similar semiconductor devices
# ---- 87 hybrid trucks
hybrid diesel electric truck|diesel hybrid electric truck => 8704 870441:0.3 870442:0.3 870443:0.3 ~ vehicles transport goods compression-ignition electric motors propulsion
hybrid truck|hybrid diesel truck|diesel hybrid truck|diesel electric hybrid truck => 8704 870441:0.3 870442:0.3 870443:0.3 ~ vehicles transport goods compression-ignition electric motors propulsion
# ---- 88 simulators
combat flight simulator|fighter simulator|fighter jet simulator => 880521 ~ air combat simulators ground flying trainers
# ---- 90 cameras
camera shutter|camera shutter unit|camera shutter assembly => 852990 900691:0.6 ~ parts cameras shutter
film magazine back|camera light seal|light seal kit|camera bellows|film advance lever|film rewind crank|rangefinder camera parts => 900691 ~ cameras photographic parts accessories
# ---- 91 watch movements
digital watch movement|lcd watch movement|lcd watch module|solar digital watch movement => 910812 910890:0.2 ~ watch movements complete assembled electrically operated opto-electronic display
# ---- 96 pen parts
pen grip replacement|pen cap replacement|pen spare parts => 960899 ~ parts pens pen-holders pencil-holders caps clips
`;
