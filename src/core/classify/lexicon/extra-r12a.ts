/**
 * Twelfth-pass lexicon additions, written like the eighth to eleventh passes from marketplace- and
 * ruling-style descriptions of a fifth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R12A_LEXICON = String.raw`
# ---- 04 milk
reduced fat milk|full cream milk|semi skimmed|fresh cow milk|a2 milk|grassfed milk|whole cow milk|homogenized milk => 040120 040110:0.3 ~ milk cream not concentrated fat content exceeding 1% not exceeding 6%
# ---- 06 live plants
grafted rose|climbing rose|hybrid tea rose|floribunda rose|standard rose|rose seedling|shrub rose|david austin rose|miniature rose plant => 060240 ~ plants live roses grafted
# ---- 08 nuts, fruit
almonds in shell|almond inshell|nonpareil inshell =>  080211 ~ almonds fresh dried in shell
quince fruit|fresh quince => 080840 ~ quinces fresh
# ---- 15 oils
crude groundnut oil|unrefined peanut oil|unrefined groundnut oil|crude arachis oil => 150810 ~ ground-nut oil crude not chemically modified
# ---- 16 fish preparations
solid white albacore|skipjack tuna canned|tuna fillet in oil|tinned tuna|tuna loins cooked|precooked tuna loins|tuna flakes canned|yellowfin tuna canned|tuna steak in oil => 160414 ~ tunas skipjack bonito prepared preserved whole pieces not minced
# ---- 22 waters
natural mineral water => 220110 ~ waters mineral aerated not sweetened not flavoured
# ---- 23 residues
sunflower oil cake|sunflower seed cake|sunflower meal pellets|sunflower expeller|sunflower seed meal pellets|hipro sunflower meal => 230630 ~ oil-cake solid residues sunflower seeds
# ---- 29 organic chemicals
edc solvent => 290315 ~ ethylene dichloride 1,2-dichloroethane
trimethylol propane|tmp flakes => 290541 ~ polyhydric alcohols trimethylolpropane
furandicarboxylic acid|acetylfuran|furfuryl mercaptan|furfuryl acetate => 293219 ~ heterocyclic compounds oxygen hetero-atoms unfused furan ring
# ---- 33 oral hygiene
antiseptic mouthwash|denture adhesive cream|denture cleanser tablets => 330690 ~ oral dental hygiene preparations other than dentifrices
# ---- 34 polishes
leather care cream => 340510 ~ polishes creams footwear leather
# ---- 41 leather
lambskin hide|lamb leather hide|sheep leather hide|lambskin leather hide|finished lambskin => 411200 ~ leather further prepared sheep lamb without wool
# ---- 43 furskins raw
raw fox fur|raw fox pelt|untanned fox|raw silver fox|raw red fox|undressed fox fur => 430160 ~ furskins raw fox whole
# ---- 45 cork
natural cork sheet|natural cork slab => 450200 450410:0.3 ~ natural cork debacked blocks plates sheets strip
# ---- 56 felt
pressed wool felt|industrial wool felt|wool felt fabric => 560221 560210:0.2 ~ felt wool fine animal hair not impregnated coated
# ---- 62 garments
polyester suit|tuxedo suit|groom suit|business suit mens => 6203 620312:0.5 620311:0.4 620319:0.3 ~ suits men's boys' not knitted
suit jacket mens|blazer jacket mens|linen suit jacket => 6203 620339:0.5 620331:0.4 620332:0.3 620333:0.3 ~ jackets blazers men's boys' not knitted
chiffon nightgown|lace nightgown|polyester nightgown|chiffon nightdress => 6208 620822:0.6 620829:0.3 6108:0.3 ~ nightdresses pyjamas women's girls' not knitted
jumpsuit woven|cotton jumpsuit|linen romper => 6211 621142:0.5 621143:0.4 6114:0.3 ~ garments women's girls' not knitted
chiffon scarf|polyester scarf|satin scarf => 6214 621430:0.5 621440:0.4 6117:0.2 ~ shawls scarves mufflers veils
# ---- 63 bed linen, curtains
floral bedding|printed comforter cover => 6302 630222:0.5 630221:0.4 ~ bed linen printed not knitted
window drapes => 6303 630392:0.6 630391:0.3 ~ curtains drapes interior blinds
# ---- 66 umbrellas
straight umbrella|walking stick umbrella|cane umbrella|wedding umbrella => 660199 660191:0.3 ~ umbrellas other walking stick umbrellas
# ---- 70 glass
crushed glass|recycled glass chips|landscape glass => 700100 ~ glass cullet waste scrap glass in the mass
window glass sheet => 700529 700521:0.2 ~ float glass sheets non-wired not worked
laminated glass panel|laminated glass sheet|sentryglas laminated => 700729 700721:0.3 ~ safety glass laminated
# ---- 72 steel
stainless turnings|ss scrap|stainless steel turnings => 720421 ~ ferrous waste scrap stainless steel
spcc coil|dc01 coil|cold rolled steel sheet in coils|crca coil => 7209 720916:0.4 720917:0.4 720918:0.3 720915:0.3 ~ flat-rolled cold-rolled iron non-alloy steel coils
stainless steel thick plate|stainless heavy plate => 7219 721921:0.5 721922:0.4 ~ stainless steel flat-rolled hot-rolled not in coils
# ---- 73 wire, chain, springs, stoves
cyclone fence|galvanized chain link|deer fence wire|hog wire fence => 731441 731442:0.3 ~ netting fencing steel wire plated coated zinc
drive chain motorcycle|double strand roller chain => 731511 ~ chain articulated link roller iron steel
parabolic leaf spring|truck leaf spring => 732010 ~ leaf-springs leaves iron steel
gasoline stove|petrol stove|kerosene cooking stove|pressure stove kerosene => 732112 ~ cooking appliances liquid fuel iron steel
kerosene space heater|paraffin space heater|kerosene convection heater|wick heater => 732182 ~ appliances non-electric liquid fuel iron steel heaters
enameled steel bathtub|stainless steel bathtub|pressed steel bath => 732429 ~ baths iron other than cast steel
steel wire hooks => 732620 732399:0.3 ~ wire articles iron steel
# ---- 74 copper
copper reducer fitting|refrigeration copper fittings|hvac copper fittings|copper return bend => 741210 ~ copper tube pipe fittings refined copper
copper boat nails|copper clout nails|copper staples|copper upholstery tacks => 741510 ~ nails tacks staples copper
# ---- 76 aluminium
p1020|pure aluminium ingot|a7 ingot => 760110 760120:0.3 ~ aluminium unwrought not alloyed
# ---- 82 tools, knives
tactical folding knife|pen knife => 821193 ~ knives having other than fixed blades
# ---- 83 frames
zinc alloy photo frame|zinc alloy picture frame|alloy photo frame|iron photo frame|pewter photo frame|stainless steel photo frame => 830630 ~ photograph picture frames base metal
flexible stainless steel tubing|flexible stainless tubing|corrugated gas pipe|flexible gas connector|gas flex connector|stainless steel corrugated hose|stainless steel bellows hose|metal bellows hose|interlock hose => 830710 ~ flexible tubing iron steel
# ---- 84 machinery
boiler economizer|boiler economiser|economizer boiler|boiler superheater|air preheater boiler => 840410 ~ auxiliary plant boilers economisers super-heaters soot removers gas recoverers
steam turbine blade|steam turbine parts|turbine diaphragm => 840690 ~ parts steam turbines
barrel pump with meter|rotary hand pump with meter => 841320 ~ hand pumps measuring device
car fuel pump|water pump car engine|coolant water pump => 841330 ~ fuel lubricating cooling medium pumps internal combustion piston engines
oil free vacuum pump|roots vacuum pump => 841410 ~ vacuum pumps
car fridge thermoelectric => 841829 841821:0.3 ~ refrigerators household other than compression-type
vertical freezer|stand up freezer|upright deep freezer|frost free upright freezer => 841840 ~ freezers upright type
food sealer|shrink packing machine => 842240 ~ machinery packing wrapping
inclined belt conveyor|portable belt conveyor|mobile belt conveyor|telescopic belt conveyor|trough belt conveyor|belt conveyor machine => 842833 ~ conveyors continuous-action belt type
brooder plate|brooder heater => 843621 ~ poultry incubators brooders
offset press parts|printing press parts|offset machine parts|printing press spare parts|offset spare parts|gripper bar|dampening roller|offset ink roller|printing press roller|heidelberg spare parts|komori parts => 844391 ~ parts accessories printing machinery plates cylinders
roving machine|simplex frame|speed frame|draw frame textile => 844513 ~ drawing roving machines preparing textile fibres
fiber laser cutting machine|laser cutter machine|cnc laser cutter|tube laser cutting machine => 845611 ~ machine-tools removal material laser
ultrasonic drilling machine|ultrasonic drilling|rotary ultrasonic machining|ultrasonic machining center|ultrasonic machine tool => 845620 ~ machine-tools removal material ultrasonic processes
vertical turret mill => 845959 845969:0.3 ~ milling machines knee-type not numerically controlled
cnc gantry milling|cnc bed mill|cnc planer milling|cnc vertical milling machine => 845961 845710:0.4 ~ milling machines numerically controlled not knee-type
cnc notching machine|cnc punch press|cnc nibbling machine => 846242 ~ punching notching nibbling machines numerically controlled
oscillating edge sander|stationary belt sander => 846593 ~ machine-tools working wood grinding sanding polishing
gas welding nozzle|gas torch nozzle|oxy acetylene nozzle|acetylene torch tip|oxy acetylene tip|cutting torch tip|gas welding torch parts|cutting torch nozzle => 846890 ~ parts gas soldering brazing welding apparatus
calculator battery cover|calculator replacement parts|cash register keyboard|cash drawer parts => 847329 ~ parts accessories calculating machines cash registers
vending spiral|vending machine spiral|vending coil|dispensing spiral|vending spiral coil|vending machine parts spiral => 847690 ~ parts automatic goods-vending machines
# ---- 85 electrical
electromagnetic brake|ac compressor clutch|compressor clutch|electromagnetic clutch brake|spring applied brake electromagnetic => 850520 ~ electro-magnetic couplings clutches brakes
lr6|lr03|lr20|lr14 => 850610 850680:0.2 ~ primary cells batteries manganese dioxide
cdi module => 851180 851120:0.2 ~ ignition starting equipment spark compression-ignition engines
tail light assembly|taillight assembly|rear lamp assembly|led tail light|drl light car => 851220 ~ lighting visual signalling equipment motor vehicles
mig welding machine|mig mag welder|mig mag welding machine|flux core welder|gasless mig welder|orbital welding|orbital welder|submerged arc welding machine|automatic welding machine|welding tractor|welding carriage => 851531 ~ arc welding machines fully partly automatic
mono block amplifier => 851840 ~ amplifiers audio-frequency electric
truck gps => 852691 ~ radio navigational aid apparatus
ips monitor|curved monitor|monitor display computer => 852852 ~ monitors automatic data processing machine
electroplating equipment|plating machine|electroplating pen|brush plating machine|electrolytic polishing machine|anodizing equipment|electrolyser => 854330 ~ machines apparatus electroplating electrolysis electrophoresis
# ---- 87 vehicles
diesel plug in hybrid|diesel phev|diesel hybrid plug in|plug in diesel hybrid => 870370 ~ vehicles compression-ignition engine electric motor charged plugging external source
platform hand truck|folding hand truck|shopping trolley cart => 871680 ~ vehicles not mechanically propelled
# ---- second pass: more trade and marketplace names for the sampled subheadings (chapters 08 to 93)
denture adhesive powder|denture bath tablets|retainer cleaner tablets|aligner cleaning crystals|dry mouth gel|mouth ulcer gel|gum care gel|teeth whitening foam|oil pulling oil|tongue spray|mouthwash tablets|mouthwash tabs|fluoride rinse|fluoride mouthwash|breath freshener drops => 330690 ~ oral dental hygiene preparations other than dentifrices
liquid shoe polish|self shine shoe polish|shoe polish sponge|instant shoe shine sponge|nubuck cleaner|saphir renovator|leather balsam|leather lotion|leather restorer cream|leather recoloring balm|leather color restorer => 340510 ~ polishes creams footwear leather
timing belt rubber|rubber timing belt|endless timing belt|t5 timing belt|t10 timing belt|engine timing belt => 4010 401035:0.5 401036:0.4 401039:0.3 ~ endless synchronous belts vulcanised rubber
mens suit set|slim fit suit|wedding tuxedo|prom suit|tuxedo jacket and pants|groomsmen suit|double breasted suit|plaid suit mens|linen suit mens|mens linen suit|wool suit mens|suit vest pants set => 6203 620312:0.4 620311:0.4 620319:0.3 ~ suits men's boys' not knitted
mens shirt and shorts set|mens matching set|mens two piece set|mens beach set|hawaiian shirt set|mens linen set|mens cotton set|mens co ord set|mens coord set => 6203 620322:0.4 620323:0.4 620329:0.3 6103:0.3 ~ ensembles men's boys' not knitted
mens blazer|mens sport coat|mens suit jacket|mens tweed jacket|mens linen blazer|mens velvet blazer|corduroy blazer|seersucker blazer => 6203 620331:0.3 620332:0.3 620333:0.4 620339:0.3 ~ jackets blazers men's boys' not knitted
mens dress shirt|mens oxford shirt|mens flannel shirt|mens button down shirt|mens casual shirt|mens long sleeve shirt woven|mens poplin shirt|mens chambray shirt|mens western shirt|pearl snap shirt|mens tuxedo shirt|mens work shirt|mens plaid shirt => 6205 620520:0.5 620530:0.4 620590:0.2 ~ shirts men's boys' not knitted
womens satin pajamas|silk pajamas women|womens silk pajamas|silk pj set|satin pjs|silk pjs|satin nightgown women|womens nightgown|womens nightdress|nightshirt women|womens nightshirt|sleep shirt women => 6208 620822:0.5 620821:0.4 6108:0.3 ~ nightdresses pyjamas women's girls' not knitted
womens romper|boiler suit women|womens boilersuit|womens tracksuit woven => 6211 621142:0.4 621143:0.4 6114:0.3 ~ garments women's girls' not knitted
chiffon scarves|georgette scarf|polyester square scarf|satin hair scarf|silky scarf|silk feel scarf|infinity scarf woven|printed scarf|floral scarf|muslim scarf|hijab chiffon|long scarf women|scarf shawl wrap|pashmina scarf|evening shawl|wedding shawl|lace shawl => 6214 621430:0.4 621440:0.3 621420:0.2 621490:0.2 ~ shawls scarves mufflers veils
printed bed sheet set|printed fitted sheet|printed pillow shams|cartoon bedding set|kids bedding set|3d bedding set|duvet cover set printed => 6302 630222:0.5 630232:0.4 630221:0.2 ~ bed linen man-made fibres printed not knitted
thermal insulated curtains|blackout drapes|sheer voile curtains|voile panels|rod pocket curtains|tab top curtains|bedroom curtains|living room curtains|linen look curtains|polyester curtains|door curtain panel|shower curtain liner fabric => 6303 630392:0.5 630391:0.3 630399:0.2 ~ curtains drapes interior blinds valances
sun umbrella handheld|japanese umbrella|long handle umbrella => 6601 660199:0.5 660191:0.4 ~ umbrellas sun umbrellas
wire cable tray|wire display hooks|peg hooks|gridwall hooks|wire wreath frame|wreath ring wire|wire trellis|wire coat hanger|wire ties steel|rebar tie wire loop|bale ties|baling wire ties => 732620 732399:0.2 ~ articles iron steel wire
copper street elbow|copper flare fitting|flare nut copper|copper male adapter|copper female adapter|copper cap fitting|copper socket fitting|propress fitting => 741210 741220:0.3 ~ copper tube pipe fittings
copper brads|copper escutcheon pins|copper roofing nails|copper slate nails => 7415 741510:0.6 741529:0.3 ~ nails tacks rivets copper
remelt ingot => 7601 760110:0.4 760120:0.5 ~ aluminium unwrought
file set metal|steel file set|mill bastard file|jeweler file|wood file|four in hand rasp|cabinet rasp|microplane rasp => 820310 ~ files rasps similar tools
karambit knife|folding hunting knife|folding fillet knife|keychain knife|mini folding knife|credit card knife|hook knife folding|folding machete|cutter knife => 821193 ~ knives having other than fixed blades
wrought iron frame|iron picture frame|aluminum photo frame|aluminium picture frame|aluminum poster frame|snap frame|snap poster frame|metal easel frame|vintage metal frame|ornate metal frame|jewelled photo frame|rhinestone photo frame => 830630 ~ photograph picture similar frames base metal
flexible conduit steel|gas appliance connector|stainless gas hose|gas hose stainless|stainless water heater connector|chimney liner => 8307 830710:0.6 830790:0.4 ~ flexible tubing base metal
auto fuel pump|gas pump car|electric fuel pump universal|low pressure fuel pump|lift pump diesel|fuel lift pump|oil pump assembly|oil pump motorcycle|water pump assembly|electric water pump engine|engine coolant pump|outboard water pump|impeller water pump outboard|raw water pump marine => 841330 ~ fuel lubricating cooling medium pumps internal combustion piston engines
vacuum pump hvac|double stage vacuum pump|micro vacuum pump|vacuum pump electric|vacuum pump degassing|resin degassing pump|milking vacuum pump|brake vacuum pump => 841410 ~ vacuum pumps
mini freezer upright|upright freezer drawers|tall freezer|freezer cabinet upright|commercial upright freezer => 841840 841850:0.3 ~ freezers upright type
countertop fridge thermoelectric|peltier fridge|wine cooler thermoelectric|thermoelectric wine cooler|mini cooler fridge|rv fridge|caravan fridge|camping fridge gas|ammonia fridge|minibar absorption|silent minibar => 841829 841821:0.3 ~ refrigerators household other than compression-type
box strapping machine|pillow pack machine => 8422 842240:0.6 842230:0.3 ~ machinery packing wrapping sealing
belt conveyor system|assembly line conveyor|pvc belt conveyor|rubber belt conveyor|flat belt conveyor|bag conveyor => 8428 842833:0.5 842839:0.4 842832:0.2 ~ elevators conveyors continuous-action goods materials
mower spindle assembly|mower deck spindle|mower grass bag|grass catcher bag|mower deflector|combine concave|threshing drum|haybine parts|rotary rake tine|tedder tine => 843390 820840:0.2 ~ parts harvesting threshing machinery mowers balers
egg incubator automatic|incubator for eggs|chicken egg incubator|duck egg incubator|quail egg incubator|incubator hatcher|chick brooder heater|brooder heating plate|chick heating plate|chicken brooder|hen brooder => 843621 ~ poultry incubators brooders
offset printing parts|offset machine spare parts|press roller printing|ink fountain|ink fountain roller|water roller offset|dampening sleeve|molleton cover|blanket bar|plate clamp offset|offset gripper|gripper finger|feeder sucker|sucker rubber printing|flexo anilox roller|doctor blade printing|doctor blade flexo|plate cylinder => 844391 844399:0.2 ~ parts accessories printing machinery plates cylinders
gear motor dc|worm gear motor dc|n20 gear motor|dc brushless motor|bldc fan motor|wheel hub motor|ebike hub motor|bike hub motor|scooter hub motor|coreless dc motor|stepper motor dc|servo motor dc|sg90 servo|dc servo motor => 8501 850131:0.5 850110:0.5 ~ motors dc output not exceeding 750W
inductor coil|ferrite core choke|air core inductor|variable inductor|rf choke|input reactor|output reactor|harmonic filter reactor|smoothing reactor => 850450 ~ electrical inductors
magnetic clutch pulley|clutch coil ac|ac clutch coil|fan clutch electric|electromagnetic fan clutch|pto clutch electric|electric pto clutch|mower pto clutch|magnetic powder brake|magnetic powder clutch|hysteresis brake|eddy current brake|permanent magnet brake|holding brake => 850520 ~ electro-magnetic couplings clutches brakes
duracell batteries|energizer max|duracell plus|panasonic alkaline|heavy duty batteries|dry cell battery|dry batteries|lantern battery => 850610 850680:0.2 ~ primary cells batteries manganese dioxide
ignition igniter|electronic ignition module|ignition module motorcycle|cdi ignition|ignition coil driver|ignition control unit|ignition amplifier module|glow plug control unit|glow plug module|preheat relay|pre heat relay|preheating plug => 8511 851180:0.5 851140:0.2 851130:0.2 ~ ignition starting equipment spark compression-ignition engines
car headlight|fog lamp assembly|fog lights car|turn signal light car|side mirror turn signal|reverse light car|brake light car|rear light assembly|truck tail light|light bar car|emergency strobe light car|cab lights => 851220 851230:0.1 ~ lighting visual signalling equipment motor vehicles
hair blower|hair dryer professional|hair dryer ionic|leafless hair dryer|bladeless hair dryer|foldable hair dryer|compact hair dryer => 851631 851632:0.3 ~ electro-thermic hair dryers hair-dressing apparatus
amp board|power amp board|tpa3116 board|hi fi amplifier|stereo amp|home theater amplifier|pa power amplifier|dj amplifier|karaoke amplifier|tube amp|valve amplifier|car amp|marine amplifier|sub amp|phono preamp|microphone preamp|dac amplifier => 851840 ~ amplifiers audio-frequency electric sets
flash disk|usb disk|usb flash disk|usb pen drive|iphone flash drive|photo stick|tf memory card|memory card camera|dashcam memory card|sd memory card => 852351 ~ semiconductor media solid-state non-volatile storage
gps navigation system|navigation device car|motorcycle gps|motorcycle navigator|garmin gps|handheld gps navigator|hiking gps|chart plotter|gnss antenna receiver => 852691 ~ radio navigational aid apparatus
desktop monitor|office monitor|ultrawide monitor|ultra wide monitor|touch screen monitor|triple portable monitor|oled monitor|hdmi monitor => 852852 852859:0.2 ~ monitors automatic data processing machine
resistor array|thick film resistor|thin film resistor|axial resistor|fusible resistor|precision resistor|turn signal resistor|current sense resistor|zero ohm resistor|resistor set => 8533 853321:0.6 853329:0.3 853310:0.2 ~ electrical resistors fixed
gold plating kit|plating kit|nickel plating kit|plating rectifier machine|jewelry plating machine|pen plating machine|electrolytic machine|electrolytic cell|hydrogen generator electrolysis|water electrolyzer|chlorine generator electrolysis|electro chlorinator => 854330 ~ machines apparatus electroplating electrolysis electrophoresis
hand trolley|hand trolly|sack trolley|furniture mover dolly|panel cart|convertible hand truck|luggage cart folding|folding luggage cart|shopping cart folding|granny cart|grocery cart|utility cart wheels|pull wagon|barrow|bus cart|roll cage => 871680 871690:0.1 ~ vehicles not mechanically propelled carts trolleys
hand gun|derringer|striker fired pistol => 930200 ~ revolvers pistols
soft shell almonds|paper shell almonds|unshelled almonds|badam in shell|whole almonds inshell => 080211 ~ almonds fresh dried in shell
whole tuna canned|light meat tuna|tuna in olive oil|tuna in sunflower oil|tuna in spring water|bonito canned|canned bonito|bonito del norte|ventresca tuna|tuna belly canned|tuna packet|tuna snack|tuna jar => 160414 160420:0.1 ~ tunas skipjack bonito prepared preserved whole pieces not minced
sparkling spring water|sparkling natural water|gasified water|perrier|san pellegrino|gerolsteiner|topo chico|badoit|evian|fiji water|voss water|volcanic water|mineral water bottle => 220110 220190:0.2 ~ waters mineral aerated natural artificial not sweetened not flavoured
gt2 closed belt|closed loop timing belt|gt2 timing belt closed|gt2 endless belt => 401039 401035:0.3 ~ endless synchronous belts vulcanised rubber other
aluminum flex duct|foil flexible duct => 830790 830710:0.3 ~ flexible tubing base metal other than iron steel
motherboard laptop|desktop motherboard|gaming motherboard|logic board macbook|lcd hinges laptop|ddr4 ram|ddr5 ram|ddr3 ram|memory module ddr4|radeon graphics card|sound card internal|pcie sound card|pcie adapter card|mining riser|mid tower case|computer chassis|touchpad replacement => 847330 ~ parts accessories machines heading 8471
taper lock sprocket|worm wheel|planetary gear set|sun gear => 8483 848390:0.6 848340:0.4 ~ toothed wheels chain sprockets transmission elements presented separately
speaker cable with plugs|cat7 cable|coaxial cable with connectors|pigtail connector|c13 cable => 854442 854449:0.2 ~ insulated electric conductors voltage not exceeding 1000 volts fitted connectors
`;
