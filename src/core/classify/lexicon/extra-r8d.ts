/**
 * Eighth-pass lexicon additions, written from marketplace- and ruling-style descriptions of a
 * random sample of HS subheadings (weighted towards consumer goods), without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R8D_LEXICON = String.raw`
# ---- 01 live animals
squirrel monkey|marmoset|macaque|cynomolgus monkey|rhesus monkey|capuchin monkey|tamarin monkey|live primate|live monkey => 010611 ~ mammals live primates
# ---- 08 fruit
ponkan|kinnow|murcott|dekopon|sumo citrus|baby mandarins => 080521 080522:0.3 080529:0.2 ~ mandarins tangerines satsumas fresh dried
# ---- 12 seeds for sowing
timothy seed|timothy grass seed|orchardgrass seed|orchard grass seed|sudan grass seed|sudangrass seed|bahia grass seed|brome grass seed|forage seed|pasture seed|forage grass seed|vetch seed => 120929 120930:0.1 ~ seeds forage plants sowing
lawn grass seed => 1209 120929:0.4 120925:0.3 120923:0.3 120924:0.3 ~ seeds sowing grass
# ---- 13 gums
arabic gum|gum arabic powder|acacia senegal gum => 130120 ~ gum arabic
# ---- 20 jams and marmalades
seville orange marmalade|lime marmalade|grapefruit marmalade|citrus marmalade|yuzu jam|yuzu marmalade|lemon jam|kumquat jam => 200791 210690:0.2 ~ jams jellies marmalades citrus fruit cooked preparations
# ---- 22 liqueurs
irish cream liqueur|fruit liqueur|frangelico|drambuie|advocaat|creme de menthe|creme de cassis|maraschino liqueur => 220870 ~ liqueurs cordials
# ---- 23 milling residues
wheat bran pellets|wheat midds|wheat sharps|wheat millfeed|wheat mill feed|wheat feed pellets => 230230 ~ bran sharps residues wheat sifting milling
# ---- 29 vitamins
riboflavin powder|vitamin b2 powder|riboflavin sodium phosphate => 293623 210690:0.2 ~ vitamin b2 derivatives unmixed
niacin powder => 293629 ~ vitamins unmixed derivatives
# ---- 35 albumins
egg whites|liquid egg albumen|liquid albumen|frozen egg whites|pasteurized egg whites => 350219 350211:0.3 ~ albumins egg albumin not dried
dried egg whites|powdered egg whites => 350211 ~ egg albumin dried
egg albumen => 3502 350211:0.5 350219:0.5 ~ albumins egg albumin
# ---- 37 photographic
photographic emulsion|silver gelatin emulsion|silver halide emulsion|darkroom emulsion|liquid photo emulsion => 370710 ~ sensitised emulsions photographic put up retail
# ---- 39 plastics: resins, scrap, sheets, bags
pet bottle flakes|clear pet flakes|acrylic scrap|pmma scrap|polycarbonate scrap|pet film scrap|pu foam scrap|foam scrap => 391590 ~ waste parings scrap plastics
bakelite board|bakelite plate|phenolic board|phenolic plate => 392094 392190:0.5 ~ plates sheets phenolic resins non-cellular
nylon scrap|polyamide scrap|nylon regrind => 391590 550510:0.3 ~ waste scrap plastics polyamides
uf glue|urea formaldehyde glue|urea moulding compound|amino moulding compound => 390910 350691:0.2 ~ amino-resins urea resins primary forms
melamine resin powder|melamine glazing powder => 390920 ~ melamine resins primary forms
propylene glycol alginate|calcium alginate powder|alginate powder food grade => 391310 ~ alginic acid salts esters primary forms
di resin|deionization resin => 391400 ~ ion-exchangers polymers primary forms
craft foam sheets|cosplay foam|xpe foam sheet|closed cell foam sheet|cross linked polyethylene foam => 392119 392113:0.2 400811:0.1 ~ plates sheets cellular plastics
diaper disposal bags|nappy sacks|diaper trash bags|diaper pail liners|diaper pail refill|sanitary disposal bags|sanitary napkin disposal bags => 392321 392329:0.3 ~ sacks bags polymers ethylene
# ---- 43 furskins
mink furskin|mink fur pelt|tanned mink|dressed mink => 430211 430110:0.2 430219:0.2 ~ furskins tanned dressed mink whole
# ---- 47 wood pulp
unbleached softwood pulp|unbleached kraft wood pulp => 470311 ~ chemical wood pulp sulphate unbleached coniferous
# ---- 49 maps and plans
historical atlas|student atlas|kids atlas|world atlas book|illustrated atlas|pocket atlas => 490520 ~ maps atlases book form
hand drawn blueprint|hand drawn plan|handwritten manuscript|handwritten letter|hand drawn architectural drawing => 490600 ~ plans drawings originals drawn hand hand-written texts
# ---- 50 silk yarn
raw silk yarn|thrown silk|organzine|tram silk|silk yarn cone => 500400 500600:0.3 ~ silk yarn not put up retail sale
# ---- 51 fine animal hair yarn
camel hair yarn|yak wool yarn|baby alpaca yarn|kid mohair yarn|rabbit hair yarn|vicuna yarn|qiviut yarn => 5108 510810:0.5 510820:0.4 510910:0.5 510990:0.2 ~ yarn fine animal hair carded combed
carded cashmere|carded cashmere yarn|carded alpaca|carded alpaca yarn|carded camel hair|carded yak|carded mohair|woolen spun cashmere => 510810 510910:0.3 ~ yarn fine animal hair carded
combed cashmere|combed cashmere yarn|combed alpaca|combed mohair|combed camel hair|worsted cashmere => 510820 510910:0.3 ~ yarn fine animal hair combed
# ---- 56 wadding
camel hair batting|camel wool wadding|silk floss|cashmere batting => 560129 ~ wadding other textile materials
# ---- 58 lace
leavers lace|scalloped lace trim => 5804 580421:0.5 580429:0.3 580430:0.2 ~ lace mechanically made man-made fibres piece strips motifs
# ---- 59 rubberised fabrics
rubberized knit fabric|rubber coated knit fabric|rubberized jersey|rubber coated jersey|rubberised knitted fabric|rubberized nylon fabric|rubberized polyester fabric => 5906 590691:0.5 590699:0.5 ~ textile fabrics rubberised knitted crocheted
# ---- 61 knitted garments and hosiery
medical compression tights|medical compression pantyhose|compression pantyhose|graduated compression tights|graduated compression pantyhose|maternity compression pantyhose => 611510 ~ graduated compression hosiery stockings varicose veins
knee high nylons|ankle high stockings => 611530 ~ hosiery women full-length knee-length measuring less 67 decitex
fishnet pantyhose => 6115 611521:0.6 611529:0.3 ~ panty hose tights synthetic fibres
# ---- 62 woven garments and accessories
snow suit|snowboard suit|snowboard jumpsuit => 621120 611220:0.4 ~ ski suits not knitted crocheted
underskirt|waist slip|underslip|crinoline petticoat|tulle petticoat|tutu petticoat|hoop skirt|hoop petticoat|wedding petticoat|bridal petticoat => 6208 620811:0.5 620819:0.3 6108:0.3 ~ slips petticoats women girls
nylon web belt|duty belt|rigger belt|cloth belt|golf web belt => 6217 621710:0.6 6117:0.2 420330:0.1 ~ clothing accessories belts textile not knitted
tailored jacket|tailored blazer|womens suit jacket => 6204 620433:0.5 620432:0.4 620431:0.2 6104:0.2 ~ jackets blazers women girls
pashmina shawl|cashmere shawl|wool shawl|merino scarf|wool wrap|cashmere wrap|wool stole => 621420 611710:0.3 ~ shawls scarves mufflers wool fine animal hair
dickey collar|half shirt collar => 621710 611780:0.3 ~ clothing accessories not knitted
obi sash|kimono belt|sash belt|fabric sash belt|martial arts belt|jiu jitsu belt|bjj belt => 621710 611780:0.2 ~ clothing accessories belts not knitted
# ---- 63 bedspreads
knitted bedspread|knit coverlet|crochet coverlet => 630411 ~ bedspreads knitted crocheted
bedcover => 6304 630419:0.6 630411:0.3 ~ bedspreads
# ---- 65 headgear
plastic rain hat|plastic rain hood|rain cap plastic => 650691 650699:0.2 ~ headgear rubber plastics
# ---- 70 glass fibres
fiberglass needle mat|fibreglass needle mat|glass fiber needle mat|needled glass fibre mat|fiberglass stitched mat|glass fiber stitched mat|stitched combo mat|biaxial stitched mat => 701914 ~ glass fibres mechanically bonded mats
# ---- 71 pearls, precious metal scrap, silversmiths wares
loose undrilled pearls => 710121 ~ pearls cultured unworked
silver waste|scrap silver|silver sweeps|silver bearing scrap|silver plated scrap|silver contact scrap|silver filings|silver dross => 711299 ~ waste scrap precious metals silver
sterling silver goblet|sterling silver cup|sterling silver vase|sterling silver picture frame|sterling silver trinket box|silver hollowware|sterling hollowware => 711411 ~ silversmiths wares silver
# ---- 72 flat-rolled steel
aluminized steel|aluminised steel|aluminized sheet|aluminized coil|aluminized steel coil|aluminized steel sheet|hot dip aluminized => 721069 721250:0.3 ~ flat-rolled iron non-alloy steel plated coated aluminium
alloy steel strip|cold rolled alloy steel strip|alloy spring steel strip|chrome vanadium steel strip|boron steel strip|crv steel strip => 722692 722691:0.3 722699:0.2 ~ alloy steel flat-rolled width less 600mm cold-rolled
# ---- 73 steel tubes, mesh
chromoly steel tube|chrome moly tube|crmo tube|cromo tube => 730451 730459:0.4 ~ seamless tubes alloy steel cold-drawn circular cross-section
concrete reinforcing mesh|trench mesh|slab mesh|welded reinforcing fabric|steel reinforcing mesh|concrete wire mesh => 731420 ~ welded wire mesh intersections fencing iron steel wire
# ---- 75 nickel tubes
nickel pipe|pure nickel tube|pure nickel pipe => 750711 ~ nickel tubes pipes not alloyed
monel tube|hastelloy tube|monel pipe => 750712 ~ nickel alloys tubes pipes
nickel capillary tube => 750711 ~ nickel tubes pipes not alloyed
# ---- 82 tools and machine knives
circular slitting knife|packaging machine blade|serrated packaging knife => 820890 ~ knives cutting blades machines mechanical appliances
oscillating knife blade|zund blade|cnc knife blade|cnc cutting blade|drag knife blade|flatbed cutter blade|tangential knife blade|cutting plotter knife => 820890 ~ knives cutting blades machines
# ---- 83 castors
metallising wire => 831190 ~ wires rods metal spraying base metal
ball caster|piano caster => 830220 ~ castors mountings base metal
# ---- 84 machinery and parts
aircraft engine|aviation engine|airplane engine|ultralight engine|ultralight aircraft engine|paramotor engine|paraglider engine|uav engine|gyrocopter engine|light aircraft engine|piston aircraft engine => 840710 840790:0.2 841112:0.2 ~ engines aircraft spark-ignition reciprocating piston
liquid nitrogen generator|liquid nitrogen plant|ln2 generator|liquid nitrogen machine|nitrogen liquefier|liquid oxygen plant|liquid oxygen generator|air separation unit|air separation plant|cryogenic air separation|cryogenic oxygen plant|lng plant|gas liquefaction plant|helium liquefier|co2 liquefaction plant => 841960 841940:0.2 ~ machinery liquefying air gas
incubator egg turner|automatic egg turner|egg turner motor|egg turning tray|incubator motor|incubator tray|hatching tray|hatcher tray|incubator turning tray => 843691 ~ parts poultry incubators brooders
web offset|web offset press|web offset printing|reel fed offset|heatset web offset|coldset web offset|newspaper printing press|newspaper press|rotary offset press => 844311 ~ printing machinery offset reel-fed
shoe machine parts|shoe making machine parts|shoe machinery parts|leather machine parts|skiving machine parts|splitting machine parts|shoe press parts => 845390 ~ parts machinery working hides skins leather footwear
sole pressing machine => 845320 ~ machinery making repairing footwear
ceiling fan blade|compressor valve plate|vacuum pump parts|fan grill|compressor reed valve => 841490 ~ parts pumps compressors fans
wine filtration machine|beer filtration machine|beer filtration system|juice filtration machine|beverage filtration|candle filter beer|kieselguhr filter|crossflow wine filter|wine filter pump|plate and frame wine filter => 842122 ~ filtering purifying beverages other than water
electric boat winch|electric capstan|electric hoist winch => 842531 ~ winches capstans electric motor
potato grading machine|date sorting machine|egg candling machine => 843360 ~ machines cleaning sorting grading eggs fruit agricultural produce
automatic turning tray|egg incubator tray => 843691 ~ parts poultry incubators
glassblowing lathe|glass forming machine|glass bottle forming machine|ampoule forming machine|vial forming machine|glass tube forming machine => 847529 ~ machines manufacturing hot working glass
rie etcher|reactive ion etcher|lpcvd|wafer stepper|semiconductor lithography => 848620 ~ machines manufacture semiconductor devices
vacuum pump vanes|rotary vane pump vanes|vacuum pump rebuild kit|vacuum pump repair kit|vacuum pump service kit|compressor rebuild kit|air compressor rebuild kit => 841490 ~ parts air vacuum pumps compressors
# ---- 85 electrical
capacitor housing|capacitor case|capacitor shell|capacitor cover|capacitor cover plate|capacitor end seal|capacitor rubber seal|capacitor terminal plate => 853290 ~ parts electrical capacitors
empty control cabinet|empty switchboard|empty electrical cabinet|empty panel board|empty consumer unit|empty distribution board|empty switchgear cabinet|distribution box enclosure|breaker box enclosure|consumer unit enclosure => 853810 ~ boards panels cabinets not equipped apparatus
medium voltage power cable => 854460 ~ insulated electric conductors voltage exceeding 1000 volts
yogurt machine|natto maker|rice wine maker|greek yogurt maker => 851679 ~ electro-thermic appliances domestic
electric pour over kettle|temperature control kettle|variable temperature kettle => 851679 ~ electro-thermic appliances domestic kettles
rc radio controller|drone radio controller|radio controller drone|rc remote controller => 852692 ~ radio remote control apparatus
electric thermo pot|electric airpot|electric air pot|electric water boiler|instant hot water dispenser => 851679 841981:0.2 ~ electro-thermic appliances domestic
# ---- 87 vehicles
street sweeper truck|sweeper truck|mobile workshop truck|well drilling truck|led advertising truck|sewage suction truck|wrecker truck => 870590 ~ special purpose motor vehicles
moped scooter|petrol moped => 871110 871120:0.3 ~ mopeds auxiliary motor cylinder capacity not exceeding 50cc
# ---- 90 optical frames
metal optical frame|wire rim frames => 900319 ~ frames mountings spectacles materials other than plastics
# ---- 91 watches
mechanical stopwatch|wind up stopwatch|mechanical stop watch|hand wind stopwatch => 910299 ~ pocket watches stop-watches other than electrically operated
sport loop band|nylon sport loop|nylon loop band => 911390 ~ watch straps bands
# ---- 92 piano parts
piano wippen|piano action => 920991 ~ parts accessories pianos
# ---- 94 furniture and luminaires
reclining barber chair|hydraulic tattoo chair => 940210 ~ dentists barbers similar chairs rotating reclining elevating
solar wall lamp|solar sensor light => 940541 ~ luminaires photovoltaic
alcohol lamp|alcohol burner lamp|methylated spirit lamp => 940550 ~ luminaires non-electric lamps
# ---- 95 amusement rides
flying chair ride => 950822 ~ amusement park rides carousels swings roundabouts
# ---- 96 brooms
vietnamese broom|natural fiber broom|straw whisk broom|broomcorn whisk => 960310 ~ brooms twigs vegetable materials bound together
`;