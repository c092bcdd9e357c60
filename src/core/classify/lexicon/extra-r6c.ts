/**
 * Sixth-pass lexicon additions, written from descriptions of a random sample of HS subheadings
 * (see the section headers), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R6C_LEXICON = String.raw`
# ---- 03 fish, crustaceans, aquatic invertebrates
chilean sea bass fillet|chilean seabass fillet|toothfish fillet|toothfish portions|toothfish loin|patagonian toothfish fillet => 030485 030383:0.2 ~ fish fillets frozen toothfish dissostichus
hake loins|hake portions|merluccius fillets => 030474 030444:0.3 ~ fish fillets frozen hake merluccius urophycis
anchovies in salt|salt cured anchovies|salt packed anchovies|anchovies in brine|brined anchovies => 030563 160416:0.3 ~ fish salted in brine anchovies engraulis
dried croaker|bombay duck|dried bombay duck|bombil|dried ribbonfish|dried hairtail|dried lizardfish|dried mullet|dried milkfish|dried snapper|dried grouper => 030559 ~ fish dried whether or not salted not smoked
frozen sea cucumber|iqf sea cucumber => 030812 ~ sea cucumbers stichopus japonicus holothuroidea frozen
live langoustine|fresh langoustine|live norway lobster|chilled langoustines => 030634 ~ crustaceans live fresh chilled norway lobsters nephrops norvegicus
# ---- 04 dairy fats
anhydrous butterfat|dehydrated butter|milk fat fraction|butterfat fraction => 040590 ~ fats oils derived from milk
# ---- 07 vegetables fresh, provisionally preserved
karela|chayote squash|fresh bamboo shoots|fresh water chestnut|lotus root fresh|sweetcorn cobs => 070999 ~ vegetables fresh chilled n.e.c.
provisionally preserved olives|olives provisionally preserved|olives for further processing => 071120 ~ olives provisionally preserved unsuitable immediate consumption
# ---- 09 spices
ground cassia|cassia cinnamon powder|cinnamon ground|saigon cinnamon powder|korintje cinnamon powder => 090620 ~ cinnamon cinnamon-tree flowers crushed ground
# ---- 15 microbial fats
microbial oil|algae oil dha|schizochytrium oil|ara oil|arachidonic acid oil => 151560 151630:0.2 210690:0.2 ~ microbial fats oils fractions
hydrogenated algal oil|hydrogenated microbial oil|interesterified microbial oil => 151630 ~ microbial fats oils hydrogenated inter-esterified
# ---- 17 sugars
glucose fructose syrup => 1702 170260:0.6 170240:0.5 ~ fructose syrup glucose syrup containing fructose
# ---- 23 residues of starch manufacture
maize gluten feed|maize gluten meal|wheat gluten feed|potato pulp feed => 230310 ~ residues starch manufacture similar residues pellets
# ---- 25 sulphur
lump sulphur|sulphur prills|sulphur pastilles|elemental sulphur => 250300 ~ sulphur all kinds other than sublimed precipitated colloidal
# ---- 28-29 gases, halogenated derivatives, ketones, vitamins
compressed oxygen|industrial oxygen|oxygen refill gas => 280440 ~ oxygen
diisobutyl ketone|methyl amyl ketone|methyl isoamyl ketone|methyl propyl ketone|diethyl ketone|pinacolone => 291419 ~ ketones acyclic without other oxygen function
magnesium ascorbyl phosphate|sodium ascorbyl phosphate|ascorbyl glucoside|ethyl ascorbic acid|ascorbyl tetraisopalmitate => 293627 ~ vitamin c derivatives unmixed
nicotinamide powder|nicotinic acid powder|biotin powder|folic acid powder|cholecalciferol powder => 293629 ~ vitamins derivatives unmixed
# ---- 30 medicaments
amoxicillin suspension|co amoxiclav|amoxiclav|flucloxacillin capsules|phenoxymethylpenicillin tablets|benzathine penicillin injection => 300410 300310:0.2 ~ medicaments penicillins retail sale
# ---- 34 surfactants
alkylphenol ethoxylate|octylphenol ethoxylate|alkyl polyglycoside|apg surfactant|ethoxylated castor oil|eo po block copolymer|fatty amine ethoxylate => 340242 ~ organic surface-active agents non-ionic
# ---- 38 residual products
waste antifreeze|spent antifreeze|waste coolant|spent coolant|waste brake fluid|spent brake fluid => 382550 ~ wastes pickling liquors hydraulic fluids brake fluids anti-freeze fluids
# ---- 39 plastics
polybutylene resin|polymethylpentene|tpx resin|pmp resin => 390290 ~ polymers propylene other olefins primary forms
polyethersulfone|polyether sulfone|pes resin|polysulfone|polysulphone|psu resin|polyphenylsulfone|ppsu resin|pps compound|polysulfide polymer|liquid polysulfide => 391190 ~ polysulphides polysulphones primary forms
frp wall panel|frp wall board|frp liner panel|fiberglass reinforced plastic panel|fiberglass reinforced plastic sheet|fibreglass reinforced plastic sheet|compact laminate|epoxy glass sheet => 392190 ~ plates sheets film strip plastics reinforced laminated non-cellular
# ---- 40 rubber
unvulcanized rubber sheet => 400591 400690:0.5 ~ compounded rubber unvulcanised plates sheets strip
uncured rubber cord|unvulcanized rubber cord|unvulcanized rubber profile|uncured rubber rod|unvulcanized rubber ring|unvulcanized rubber disc|unvulcanised rubber washers => 400690 ~ unvulcanised rubber other forms rods tubes profile shapes articles discs rings
latex apron => 401590 ~ articles apparel clothing accessories vulcanised rubber
# ---- 43 furskin articles
fur throw|fur blanket|rabbit fur blanket|fox fur blanket|mink blanket fur|fur pillow|fur cushion|fur bedspread|fur bag charm real|fur keyring => 430390 ~ articles furskin other than apparel
# ---- 44 wood
chestnut paling|split chestnut|hazel stakes|hazel poles|hazel pea sticks|pea sticks|bean poles hazel|split pales|cleft fencing|cleft oak pales => 440420 440410:0.2 ~ hoopwood split poles piles pickets stakes wood pointed not sawn lengthwise non-coniferous
sawn birch|birch planks|birch wood boards => 440796 ~ wood birch betula sawn lengthwise thickness exceeding 6 mm
russian birch plywood|birch plywood sheet|maple plywood|oak plywood|eucalyptus plywood|walnut plywood|ash plywood|cherry plywood => 441233 441234:0.2 ~ plywood each ply not exceeding 6 mm outer ply birch maple oak beech poplar
larch plywood|fir plywood|douglas fir plywood|sheathing plywood => 441239 441299:0.2 ~ plywood each ply not exceeding 6 mm both outer plies coniferous
oak beam|timber frame beam|post and beam kit => 441830 440799:0.3 ~ posts beams wood builders joinery carpentry
bamboo bathtub caddy|bamboo bathtub tray|bamboo plant stakes|bamboo shower caddy => 442191 ~ articles bamboo n.e.c.
posts and beams|timber frame posts => 441830 440799:0.2 ~ posts beams wood builders joinery carpentry
# ---- 46 plaiting materials
prewoven cane webbing|radio weave cane|rattan braid => 460193 ~ plaiting materials plaits similar products rattan
# ---- 48 paper and paperboard
pe coated paperboard|poly coated paperboard|paper cup stock => 4811 481151:0.6 481159:0.5 ~ paper paperboard coated impregnated covered plastics
grasscloth wallcovering|paste the wall wallpaper|fleece wallpaper => 481490 ~ wallpaper similar wall coverings paper
paperboard spool|cardboard core tube|kraft paper core|paper cores tube => 482290 482210:0.2 ~ bobbins spools cops similar supports paper paperboard
# ---- 54-55 man-made fibre yarns and fabrics
pongee fabric|dty pongee|pongee taffeta => 5407 540752:0.5 540761:0.4 ~ woven fabrics synthetic filament yarn textured polyester dyed
spun nylon yarn|nylon staple yarn|polyamide staple yarn => 5509 550911:0.6 550912:0.3 551110:0.2 ~ yarn synthetic staple fibres nylon polyamides
acrylic awning fabric|acrylic woven fabric|acrylic greige fabric => 5512 551229:0.6 551221:0.4 ~ woven fabrics acrylic modacrylic staple fibres
polycotton fabric|tc poplin|tc twill|tc canvas => 5513 5514:0.6 ~ woven fabrics synthetic staple fibres less than 85% mixed with cotton
# ---- 58 lace
cotton lace ribbon|linen lace|cotton lace fabric => 580429 ~ lace mechanically made textile materials other than man-made fibres
polyester warp knit fabric|brushed tricot fabric|warp knit polyester fabric => 6005 600537:0.6 600536:0.2 ~ warp knit fabrics synthetic fibres dyed
# ---- 61-62 apparel
jersey suit|mens knit suit|stretch knit suit => 610310 ~ suits men's boys' knitted crocheted
silk briefs|silk boxer briefs|merino boxer briefs|merino briefs|merino boxers|wool boxer briefs => 610719 610829:0.4 ~ underpants briefs textile materials knitted
wool tights|merino tights|woolen tights|cotton tights|wool pantyhose|cashmere tights => 611529 ~ panty hose tights textile materials other than synthetic fibres knitted
# ---- 64-65 footwear, hat-shapes
swedish clog|wooden sole clog|wood sole clogs|cork sole shoes => 640510 640590:0.3 640399:0.2 ~ footwear uppers leather composition leather outer soles wood cork
panama hat body|straw hood|raffia hat body|sisal hat body|toquilla hat body|parasisal hat body|paper straw hat body => 650200 ~ hat-shapes plaited assembling strips not blocked
# ---- 68 asbestos, mineral articles
asbestos cement sheet|asbestos cement roofing|asbestos roof sheet|asbestos cement pipe|corrugated asbestos cement|asbestos cement board => 681140 ~ articles asbestos-cement containing asbestos
asbestos brake lining|asbestos brake pads|asbestos clutch facing|asbestos brake block|asbestos clutch plate => 681320 ~ friction material brakes clutches basis asbestos not mounted
chopped carbon fiber|milled carbon fiber => 681511 ~ carbon fibres non-electrical uses
basalt roving|chopped basalt fiber => 681599 ~ articles stone other mineral substances n.e.c.
# ---- 72 steel
nickel plated steel sheet|nickel plated steel coil|copper plated steel sheet|copper clad steel sheet => 721090 721250:0.3 ~ flat-rolled iron non-alloy steel plated coated width 600 mm
grain oriented electrical steel|grain oriented silicon electrical steel|crgo coil|crgo steel|crgo electrical steel|crgo silicon steel => 722511 722611:0.3 ~ flat-rolled silicon-electrical steel grain-oriented
# ---- 75 nickel
mixed hydroxide precipitate|mixed sulphide precipitate|nickel sinter|nickel speiss => 750120 ~ nickel oxide sinters intermediate products nickel metallurgy
monel rod|monel round bar|nickel alloy rod|nickel alloy round bar|hastelloy rod|incoloy bar|incoloy rod|nimonic bar|inconel round bar => 750512 ~ nickel bars rods profiles nickel alloys
# ---- 81 other base metals
magnesium alloy anode|magnesium sacrificial anode|sacrificial magnesium anode|magnesium alloy sheet|magnesium alloy plate|magnesium plate|magnesium alloy bar|magnesium tube => 810490 ~ magnesium articles
# ---- 82 hand tools
ryoba saw|dozuki saw|hand panel saw => 820210 ~ hand saws
# ---- 84 machinery
inboard diesel engine|boat diesel engine|marine propulsion engine|diesel inboard engine|marine inboard diesel|diesel boat engine => 840810 ~ compression-ignition engines marine propulsion
thermoelectric refrigerator|kerosene fridge|gas refrigerator => 841829 841869:0.2 ~ refrigerators household other than compression-type
centrifuge rotor|centrifuge bowl|separator bowl|centrifuge basket|decanter bowl|decanter scroll|centrifuge parts|cream separator parts => 842191 ~ parts centrifuges centrifugal dryers
pedestal crane|pedestal jib crane|column jib crane|portal jib crane|level luffing crane|harbour portal crane => 842630 ~ portal pedestal jib cranes
letterpress printing machine|windmill letterpress|heidelberg windmill|heidelberg platen|sheet fed letterpress => 844315 ~ letterpress printing machinery other than reel-fed
planer type milling machine|plano milling machine|planomiller|gantry milling machine|bed type milling machine|bed mill => 845969 845961:0.7 ~ milling machines metal not knee-type
interlocking brick making machine|soil block press => 847480 ~ machinery agglomerating shaping moulding mineral products
wafer handling robot|wafer robot|equipment front end module|wafer sorter|wafer stocker => 848640 ~ machines apparatus assembling semiconductor devices lifting handling
# ---- 85 electrical
induction bolt heater|bolt heater => 851440 ~ equipment heat treatment materials induction dielectric loss
arc chute|circuit breaker parts|mccb parts|contactor parts|breaker housing|switchgear parts|switchboard parts => 853890 ~ parts apparatus headings 8535 8536 8537
lead frame|leadframe|ic lead frame => 854290 ~ parts electronic integrated circuits
glass suspension insulator|toughened glass insulator|glass disc insulator|glass pin insulator|hemingray insulator|telephone pole insulator => 854610 ~ electrical insulators glass
# ---- 86-89 rail, vessels
gondola wagon|gondola railcar|gondola rail car|coal wagon|open freight wagon => 860692 860699:0.2 ~ railway goods wagons open non-removable sides
rowing eight|racing eight|coxed four|coxless four|quad scull|double scull|coxless pair|single scull => 890399 890393:0.3 ~ vessels pleasure sports rowing boats length exceeding 7.5 m
pontoon dock => 890790 ~ floating structures buoys beacons landing stages
# ---- 90-91 optics, watch cases
uncut lenses|polycarbonate lens blank|spectacle lens blank|ophthalmic lens => 900150 900140:0.3 ~ spectacle lenses unmounted materials other than glass
resin watch case|plastic watch case|ceramic watch case|wooden watch case|plastic watch housing => 911180 ~ watch cases n.e.c.
apple watch case|smart watch case|iwatch case|galaxy watch case|fitbit case|watch screen protector case => 392690 420232:0.2 ~ articles plastics protective cover
# ---- 69 ceramic tableware
porcelain soup spoon|chinese soup spoon|ceramic soup spoon => 6911 691110:0.6 691200:0.5 ~ tableware kitchenware porcelain china ceramic
# ---- 94 furniture, mattress supports
rattan console table|rattan sideboard|rattan dresser|rattan bookshelf|rattan bed|rattan nightstand|rattan bar cart|rattan wardrobe => 940383 940389:0.3 ~ furniture rattan
wooden bed slats|bed slat set|roll out bed slats|bed slat roll => 940410 940391:0.4 ~ mattress supports
# ---- 97 collectors' pieces
real human skull|real human skeleton|human bone specimen|human specimen => 970521 ~ collections collectors pieces human specimens parts thereof
`;
