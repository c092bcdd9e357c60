/**
 * Ninth-pass lexicon additions, written like the eighth pass from marketplace- and ruling-style
 * descriptions of a second random sample of HS subheadings (weighted towards consumer goods),
 * without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R9D_LEXICON = String.raw`
# ---- 03 fish fillets
herring fillets|kipper fillets|herring flaps|butterfly herring|herring lappen => 0304 030486:0.7 030449:0.3 ~ fish fillets herrings clupea harengus frozen
frozen herring fillets|frozen kipper fillets|iqf herring fillets|herring fillet blocks => 030486 ~ fish fillets frozen herrings clupea harengus
# ---- 05 shells, coral, cuttlebone
sand dollars|sea urchin shells|abalone shells|cuttlefish bone|cuttle bone|crushed oyster shell|oyster shell grit|oyster shell powder|natural seashell|sea shell decor|shell pieces craft => 050800 ~ shells of molluscs crustaceans echinoderms cuttle-bone unworked
# ---- 07 roots and tubers; 11 flours of chapter 8 products
nagaimo|chinese yam|mountain yam|yamaimo|japanese yam => 071430 ~ yams dioscorea roots tubers fresh dried
almond meal|blanched almond meal|hazelnut flour|hazelnut meal|walnut flour|pistachio flour|cashew flour|baobab powder|baobab fruit powder|lucuma powder|plantain powder|date powder|coconut flour organic => 110630 ~ flour meal powder of the products of chapter 8
# ---- 16 crustaceans prepared
shrimp in brine|prawns in brine|canned prawns|tinned prawns|tinned shrimp|canned baby shrimp|shrimp in water canned|cooked shrimp canned => 160529 ~ shrimps prawns prepared preserved airtight containers
# ---- 20 vegetables preserved
canned french beans|canned runner beans|canned wax beans|canned snap beans|tinned green beans|cut green beans canned|canned haricots verts|jarred green beans => 200559 ~ vegetable preparations beans not shelled prepared preserved not frozen
canned asparagus tips|asparagus tips canned|canned asparagus spears|asparagus in glass jar|preserved asparagus|jarred asparagus|asparagus in brine|tinned asparagus => 200560 ~ vegetable preparations asparagus prepared preserved not frozen
asparagus spears|asparagus tips => 070920 200560:0.5 ~ asparagus vegetables fresh chilled
# ---- 24 heat-not-burn without tobacco or nicotine
herbal heat sticks|tea heat sticks|tea leaf heat sticks|herbal heets|herbal tobacco substitute sticks|rooibos heat sticks|mint leaf heat sticks => 240419 ~ products containing tobacco or nicotine substitutes inhalation without combustion
# ---- 26 zircon
zircon flour|zircon powder|milled zircon|micronized zircon|zirconium silicate|zirconium silicate powder|zirconium silicate sand|zircon opacifier => 261510 ~ zirconium ores concentrates zircon sand
# ---- 29 organic chemicals
r245fa|r245fa refrigerant|pentafluoropropane => 290347 ~ saturated fluorinated derivatives acyclic hydrocarbons pentafluoropropane hfc-245fa
ortho toluidine|meta toluidine|para toluidine|toluidine hydrochloride|nitrotoluidine|toluidine isomers => 292143 ~ aromatic monoamines toluidines derivatives salts
deep flame retardant|diethyl ethyl phosphonate|ethylphosphonic acid diethyl ester => 293143 ~ non-halogenated organo-phosphorous derivatives diethyl ethylphosphonate
# ---- 31 fertilizers NP
ammonium sulphate phosphate|asp fertilizer|np compound fertilizer|nitrogen phosphorus fertilizer|nitrogen phosphate fertilizer => 310559 310551:0.3 ~ fertilizers mineral chemical nitrogen phosphorus other than nitrates phosphates
# ---- 32 luminophores
phosphor powder|luminous powder|photoluminescent pigment|photoluminescent powder|glow pigment|glow pigment powder|luminescent pigment|luminescent powder|noctilucent powder|afterglow pigment|afterglow powder|zinc sulfide phosphor|rare earth phosphor|led phosphor|yag phosphor|phosphor pigment|uv phosphor pigment => 320650 ~ inorganic products kind used as luminophores
# ---- 35 albumins, glues
egg white protein powder|albumen flakes => 350211 ~ albumins egg albumin dried
eva hot melt granules|bookbinding hot melt|edge banding hot melt|packaging hot melt => 350691 350610:0.2 ~ adhesives based on polymers headings 3901 to 3913 rubber
pu construction adhesive|polyurethane construction adhesive|neoprene contact adhesive|chloroprene adhesive|polychloroprene adhesive|sbs spray adhesive|acrylic pressure sensitive adhesive|water based acrylic adhesive|pvac adhesive|pva adhesive bulk|shoe adhesive => 350691 350610:0.3 ~ adhesives prepared based on polymers rubber
# ---- 39 polymers primary forms
hdpe pipe grade => 390120 ~ polyethylene specific gravity 0.94 or more primary forms
vinyl chloride copolymer|vc copolymer|vinyl chloride acrylate copolymer|vinyl chloride ethylene copolymer|vinyl chloride vinyl ether copolymer|vinyl chloride vinylidene chloride copolymer|vinyl chloride hydroxyacrylate copolymer => 390440 390430:0.3 390450:0.2 ~ vinyl chloride copolymers primary forms
vinyl chloride vinyl acetate copolymer|vinyl chloride acetate copolymer|vc vac copolymer|vcvac resin|vagh resin|vmch resin|vyhh resin|vinyl chloride vinyl acetate resin => 390430 ~ vinyl chloride-vinyl acetate copolymers primary forms
# ---- 39 plastic sheets cellular PVC
expanded pvc sheet|expanded pvc board|expanded pvc|foam pvc sheet|foam pvc board|rigid pvc foam board|pvc foamboard|pvc foam panel => 392112 ~ plates sheets cellular polymers vinyl chloride
# ---- 40 tyres
retreaded aircraft tire|aircraft tire retread|aircraft retread => 401213 ~ retreaded tyres kind used on aircraft
backhoe tire|wheel loader tire|mining dump truck tire|reach stacker tyre => 401180 401290:0.2 ~ new pneumatic tyres construction mining industrial handling vehicles
# ---- 45 natural cork
natural cork coaster|natural cork trivet|natural cork placemat|solid cork coaster|cork bark coaster => 450390 450490:0.3 ~ articles natural cork
# ---- 48 creped kraft
creped kraft paper|creped kraft roll|creped kraft sack paper|creped kraft wrapping => 480840 ~ kraft paper creped crinkled rolls sheets
# ---- 58 narrow fabrics, embroidery
wool ribbon|silk satin ribbon|pure silk ribbon|silk embroidery ribbon|cotton linen ribbon => 580639 ~ narrow woven fabrics other textile materials
eyelet trim|cotton eyelet trim|broderie anglaise trim|embroidered cotton fabric|cotton embroidered fabric|cotton embroidery fabric|cotton embroidery trim|schiffli embroidery cotton|cotton eyelet fabric => 581091 581092:0.3 ~ embroidery visible ground cotton piece strips motifs
# ---- 60 warp knit fabrics
rayon tricot|viscose tricot|viscose warp knit|rayon warp knit|viscose warp knitted fabric|rayon warp knitted fabric|warp knit rayon fabric|warp knit viscose fabric|acetate tricot|cupro tricot => 6005 600541:0.3 600542:0.4 600543:0.3 600544:0.3 ~ warp knit fabrics artificial fibres
# ---- 62 slips, braces
satin petticoat|satin half slip|satin underskirt|nylon full slip|nylon half slip|polyester full slip|chiffon petticoat => 6208 620811:0.7 6108:0.3 ~ slips petticoats women's man-made fibres
shirt sleeve garters|shirt sleeve holders|armbands for shirt sleeves|clip on suspenders|trouser braces|elastic braces|men's braces|suspender belt men => 621290 ~ braces suspenders garters similar articles
# ---- 63 rags
unsorted rags|rag waste|textile rags|scrap rope|waste rope|scrap twine|waste twine|scrap cordage|worn out ropes => 631090 631010:0.3 ~ rags used new scrap twine cordage rope worn out textile
# ---- 71 silver clad
silver clad copper|silver clad brass|silver clad strip|silver clad sheet|silver clad wire|silver inlay strip|silver overlay strip|silver bimetal strip|silver clad contact strip|silver clad bimetal => 710700 ~ base metals clad with silver semi-manufactured
# ---- 73 iron and steel
cast iron pipe fittings|hubless fittings|cast iron elbow|cast iron tee|sml fittings|soil pipe fitting|dwv cast iron fittings => 730711 730719:0.4 ~ tube pipe fittings cast non-malleable cast iron
steel support post|telescopic support post|jack post|floor jack post|shoring post|telescopic prop|formwork prop => 730840 ~ props scaffolding shuttering pit-propping iron steel
fermentation tank stainless|stainless fermentation tank|wine fermentation tank|brewing fermenter tank|stainless steel water tank|steel water tank|above ground fuel tank|bulk storage tank steel => 730900 7310:0.2 ~ reservoirs tanks vats iron steel capacity exceeding 300 l
powder coated chain link|powder coated chain link fence|painted chain link fence|epoxy coated wire mesh|epoxy coated mesh|painted wire netting|painted hexagonal netting => 731449 731439:0.3 ~ grill netting fencing iron steel wire coated other than zinc plastic
# ---- 74-78 copper, nickel, lead
copper basin|copper wash basin|copper bathroom sink|copper soaking tub|copper bath tub|copper shower tray => 741820 ~ copper sanitary ware
nickel wire mesh|nickel wire cloth|nickel screen|nickel gauze|woven nickel mesh|pure nickel mesh|nickel mesh screen|nickel netting => 750810 ~ cloth grill netting nickel wire
lead foil tape|lead weighting tape|lead foil roll|lead foil sheet|thin lead sheet => 780411 780600:0.2 ~ lead sheets strip foil thickness not exceeding 0.2 mm
# ---- 82 hand tools
ratcheting combination wrench|gear spanner|double open end wrench => 820411 ~ hand-operated spanners wrenches non-adjustable
wood carving gouge|woodworking gouge|bevel edge chisel|rebate plane|woodworking plane => 820530 ~ planes chisels gouges similar cutting tools working wood
# ---- 83 welding
metal cored wire|hardfacing flux cored wire => 831120 ~ cored wire base metal electric arc-welding
# ---- 84 engines, turbines, motors
turboprop engine|turbo prop engine|turbopropeller engine|pt6a engine|pt6 engine => 841121 841122:0.3 ~ turbo-propellers power not exceeding 1100 kw
hydraulic wheel motor|hydraulic drive motor|radial piston motor|radial piston hydraulic motor|gerotor motor|gerotor hydraulic motor|cycloidal hydraulic motor|hydraulic track motor|travel motor hydraulic|swing motor hydraulic => 841229 ~ hydraulic power engines motors other than linear acting
bucket conveyor|chain bucket elevator|belt bucket elevator|vertical bucket elevator|grain bucket elevator => 842832 ~ elevators conveyors continuous-action bucket type
feed pellet mill die|feed pellet mill ring die|feed pellet machine parts|feed mill ring die|feed pellet mill roller|feed mixer parts|honey extractor parts|beekeeping machine parts|chaff cutter parts|chaff cutter blades|fodder cutter blades => 843699 847990:0.2 ~ parts machinery agricultural horticultural animal feeding stuffs bee-keeping
pulp making machine|hydra pulper|pulp refiner|waste paper pulper|pulp molding pulper => 843910 ~ machinery making pulp fibrous cellulosic material
washing machine shock absorber|washer shock absorber|washing machine damper|washing machine spider|drum spider washer => 845090 ~ parts household laundry-type washing machines
water jet cutter|water jet cutting|abrasive water jet|abrasive waterjet|waterjet cutting system|waterjet intensifier|cnc waterjet => 845650 ~ machine tools water-jet cutting machines
cnc pipe bender|cnc tube bending machine|cnc pipe bending machine|cnc tube bending|cnc exhaust pipe bender|cnc profile bending machine|cnc section bending machine => 846251 ~ machine-tools working tube pipe hollow section bar numerically controlled
cnc folding machine|cnc sheet metal folder|cnc metal folding machine|cnc double folder|cnc folder|cnc straightening machine|cnc leveling machine|cnc sheet leveler|cnc plate straightening machine => 846226 846222:0.3 ~ bending folding straightening flattening machines numerically controlled not press brakes panel benders
glass forming machine parts|glass bottle machine parts|glass machine parts|glass machinery parts|bottle forming machine parts|gob feeder parts|gob shear blade|glass machine spare parts => 847590 ~ parts machines manufacturing hot working glass glassware
# ---- 85 electrical
carbon brush holder|brush holder assembly|motor brush holder|brush holder motor => 850300 ~ parts electric motors generators
inverter pcb|inverter control board|ups pcb|ups board|power supply pcb|smps pcb|smps board|charger pcb|transformer bobbin|transformer laminations|ei lamination => 850490 ~ parts electrical transformers static converters inductors
shunt capacitor|pfc capacitor|power factor capacitor|power factor correction capacitor|kvar capacitor|capacitor bank unit => 853210 ~ fixed capacitors 50 60 hz circuits reactive power 0.5 kvar power capacitors
rg6|rg59|rg58|rg11|rg174|rg213|rg316|lmr400|rg6 cable|rg59 cable|rg58 cable|antenna coax|tv coax cable => 854420 ~ co-axial cable co-axial electric conductors
steatite bushing|steatite insulator|steatite beads|ceramic heater beads|porcelain insulating beads|ceramic insulating sleeve|ceramic insulating bushing|porcelain insulating bushing => 854710 690919:0.2 ~ insulating fittings ceramics electrical machines
# ---- 90 instruments
reel to reel film projector => 900720 ~ projectors cinematographic
pressure gauge parts|manometer parts|flow meter parts|flowmeter parts|level gauge parts|level transmitter parts|diaphragm seal|gauge diaphragm seal => 902690 ~ parts accessories instruments measuring flow level pressure liquids gases
voltage data logger|current data logger|voltage recorder|current recorder|power data logger|energy logger|power logger|recording voltmeter|recording ammeter => 903039 903089:0.3 ~ instruments measuring voltage current resistance power with recording device
wheel aligner|ccd wheel aligner|optical wheel aligner|wheel alignment system|laser wheel alignment => 903149 903180:0.3 ~ optical instruments appliances measuring checking
cuckoo clock movement|wind up clock movement|key wound clock movement|spring driven clock movement|hermle movement|mechanical clock mechanism|chiming clock movement mechanical|grandfather clock movement|longcase clock movement|tall case clock movement|bracket clock movement => 910990 ~ clock movements complete assembled not electrically operated
# ---- 94 furniture parts
wooden table legs|wood table legs|wooden furniture legs|wood furniture legs|turned wood legs|wooden bun feet|wood bun feet|wooden cabinet doors|wood cabinet doors|wooden drawer fronts|wood drawer fronts|unfinished cabinet doors => 940391 ~ furniture parts of wood
office chair gas cylinder|chair lift cylinder|office chair gas lift|office chair hydraulic cylinder|chair arm pads|office chair wheels base|chair seat plate|chair tilt mechanism => 940199 940191:0.2 ~ seats parts other than of wood
# ---- later additions from probe misses
marine prop|outboard prop|outboard motor prop|jet ski prop|trolling motor prop|stainless steel boat propeller|aluminum boat propeller => 848710 ~ ships boats propellers blades
sheet metal folding machine|metal folding machine|sheet metal folder|double folder machine|metal folder machine => 8462 846226:0.5 846229:0.4 ~ bending folding straightening flattening machines working metal
laser tube holder|laser tube mount|laser tube bracket|laser tube support|laser head mount|laser lens holder => 901390 ~ parts accessories lasers optical appliances
pull on trousers|pull on shorts => 6104:0.6 6103:0.4 6204:0.3 6203:0.2 ~ trousers shorts knitted crocheted
fleece pajama pants|fleece pajamas|fleece pyjama bottoms|fleece sleepwear|fleece lounge pants => 6108 610832:0.7 610722:0.6 6107:0.5 ~ pyjamas man-made fibres knitted crocheted
wooden chair legs|wood chair legs|wooden sofa legs|wood sofa legs|wooden chair seat|wood chair seat|wooden chair back|wooden seat replacement => 940191 940391:0.3 ~ seats parts of wood
wooden headboard|wood headboard|solid wood headboard|wooden bed rails|wood bed rails|wooden bed frame parts => 940391 940350:0.3 ~ furniture parts of wood
hand crank flashlight|hand crank torch|crank flashlight|dynamo torch|dynamo flashlight|wind up torch|wind up flashlight|squeeze flashlight => 851310 ~ portable electric lamps own source of energy magnetos
weapon light|rifle light|pistol light|gun light|tactical weapon light|rail mounted flashlight|picatinny flashlight => 851310 ~ portable electric lamps own source of energy
model cement|polystyrene cement|tamiya cement|plastic model glue|glue refill sticks => 350610 350691:0.3 ~ glues adhesives put up for retail sale net weight not exceeding 1 kg
coral branches|coral rubble|hermit crab shells|sea urchin spines|shell grit|mother of pearl shell raw => 050800 960190:0.2 ~ coral similar materials shells molluscs echinoderms unworked
eyelet embroidery|eyelet embroidery trim|cotton eyelet embroidery|eyelet embroidered fabric => 581091 581092:0.3 ~ embroidery visible ground cotton strips motifs
silver inlaid copper|silver inlay copper|silver bonded copper|silver copper bimetal|silver copper clad|silver brazed bimetal strip => 710700 ~ base metals clad with silver semi-manufactured
pillar crane|pillar mounted jib crane|column crane|slewing jib crane|offshore pedestal crane|marine pedestal crane|floor mounted jib crane => 842630 ~ portal pedestal jib cranes
freight lift|cargo elevator|warehouse lift|service lift|traction elevator|hydraulic elevator|hospital bed elevator => 842810 ~ lifts skip hoists
nu bearing|nj bearing|nup bearing|cylindrical bearing|full complement cylindrical roller bearing => 848250 ~ cylindrical roller bearings
storage radiator|electric storage radiator|night storage radiator|thermal storage heater|electric storage heater => 851621 ~ electric storage heating radiators
hand drier|wall mounted hand dryer|hand dryer machine => 851633 ~ hand-drying apparatus electro-thermic
small signal transistor|signal transistor|bjt transistor|bipolar junction transistor => 854121 854129:0.3 ~ transistors dissipation rate less than 1 w
rv trailer|rv camper trailer|camping caravan|touring caravan|fifth wheel trailer|hybrid camper|hybrid travel trailer|squaredrop trailer => 871610 ~ trailers semi-trailers caravan type housing camping
natural gas meter|lpg gas meter|household gas meter|domestic gas meter|residential gas meter|ultrasonic gas meter|industrial gas meter|rotary gas meter|turbine gas meter => 902810 ~ gas supply production meters
`;
