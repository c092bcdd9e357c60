/**
 * Twelfth-pass lexicon additions, written like the eighth to eleventh passes from marketplace- and
 * ruling-style descriptions of a fifth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R12D_LEXICON = String.raw`
# ---- 01 live guinea fowl (young keets weigh well under 185 g; grown birds go to 0105.99)
guinea keets|guinea fowl keets|guineafowl keets|guinea fowl chicks|guineafowl chicks|guinea chicks|day old guinea fowl|baby guinea fowl => 010515 ~ poultry live guinea fowls weighing not more than 185g
live guineafowl|guinea fowl breeders|guinea hens live => 010599 010515:0.3 ~ poultry live guinea fowls weighing more than 185g
# ---- 07 small red (adzuki) beans, dried
adzuki|azuki|small red beans|adzuki bean sprouting seeds => 071332 ~ leguminous small red adzuki beans vigna angularis shelled dried
# ---- 08 dates
khalas dates|mazafati dates|safawi dates|mabroom dates|zahidi dates|barhi dates|kimia dates|segai dates|sagai dates|rutab dates|dried date fruit => 080410 ~ fruit edible dates fresh dried
# ---- 12 groundnuts for sowing
peanut planting seed|groundnut planting seed|peanut seed kernels|groundnut seed kernels => 120230 ~ ground-nuts seed not roasted
# ---- 13 vegetable extracts (ephedra 1302.14; other plant extracts 1302.19; pectin 1302.20)
ephedra extract|ephedra sinica extract|ma huang extract|ephedra herb extract => 130214 ~ vegetable saps extracts of ephedra
ginkgo biloba extract|ginkgo biloba leaf extract|ginkgo leaf extract|rhodiola extract|rhodiola rosea extract|maca extract|maca root extract|moringa extract|moringa leaf extract|garcinia cambogia extract|ginger extract|ginger root extract|garlic extract|cranberry extract|fenugreek extract|fenugreek seed extract|bilberry extract|tongkat ali extract|ashwagandha extract|ashwagandha root extract|silymarin|panax ginseng extract|ginseng root extract|tribulus extract|tribulus terrestris extract|epimedium extract|horny goat weed extract|valerian extract|valerian root extract|echinacea extract|boswellia extract|artichoke extract|artichoke leaf extract|nettle extract|nettle root extract|dandelion extract|hibiscus extract|pine bark extract|horse chestnut extract|ivy leaf extract|yohimbe extract|yohimbe bark extract|bacopa extract|gymnema extract|mulberry leaf extract|kudzu extract|kudzu root extract|centella asiatica extract|gotu kola extract|fo ti extract|polygonum extract|astragalus extract|eleuthero extract|schisandra extract|st john's wort extract|grape seed extract powder|olive leaf extract powder => 130219 ~ vegetable saps extracts other
mushroom extract|reishi extract|ganoderma extract|lion's mane extract|cordyceps extract|chaga extract|turkey tail extract|shiitake extract|maitake extract => 130219 210690:0.3 ~ vegetable saps extracts other
turmeric extract powder|turmeric root extract|curcumin extract|curcumin powder|curcuma extract|curcuminoids => 130219 320300:0.4 ~ vegetable saps extracts other colouring matter vegetable origin
amidated pectin|low methoxyl pectin|lm pectin|hm pectin|pectate|pectic substances|nh pectin => 130220 ~ pectic substances pectinates pectates
# ---- 20 potato preparations (frozen 2004.10, not frozen 2005.20); peas 2005.40
frozen potato fries|frozen hash browns|potato waffles|waffle fries|frozen chips => 200410 ~ vegetable preparations potatoes prepared preserved frozen
potato snack|potato rings|potato straws|stackable chips|canned potatoes|tinned potatoes|fried potato sticks => 200520 ~ vegetable preparations potatoes prepared preserved not frozen
canned sweet peas|tinned peas|garden peas canned|processed peas|canned garden peas|marrowfat peas canned|peas in brine => 200540 ~ vegetable preparations peas pisum sativum prepared preserved not frozen
# ---- 21 preparations with a basis of coffee
white coffee|cafe latte|iced coffee powder|iced coffee mix|mocha mix|instant mocha|coffee latte sachets|cappuccino sachets|kopi mix|ipoh white coffee|vietnamese coffee mix|instant coffee premix => 210112 210111:0.3 ~ preparations basis extracts essences concentrates coffee
# ---- 26 molybdenum ores; granulated slag
molybdenite ore|molybdenite|mos2 concentrate|molybdenum ore concentrate => 261390 261310:0.2 ~ molybdenum ores concentrates other than roasted
technical grade molybdenum oxide|roasted moly concentrate => 261310 282570:0.3 ~ molybdenum ores concentrates roasted
granulated blast furnace slag|slag sand|water granulated slag|water quenched slag|gbfs|ggbfs|ggbs|ground granulated blast furnace slag|granulated bf slag => 261800 ~ granulated slag sand manufacture iron steel
bf slag => 261800:0.6 261900:0.5 ~ slag manufacture iron steel
# ---- 28 phosphates (other than of mono/disodium, potassium, calcium)
tsp cleaner|trisodium orthophosphate|trisodium phosphate anhydrous|trisodium phosphate dodecahydrate|trisodium phosphate crystals|trimagnesium phosphate|ferric orthophosphate|manganese phosphate|sodium aluminium phosphate|ammonium ferric phosphate|cobalt phosphate|copper phosphate => 283529 ~ phosphates other
# ---- 29 organic chemicals
dinoseb|dinoseb ammonium|dinoseb salt|dinoseb technical => 290891 ~ phenol derivatives dinoseb iso salts
ammonium acetate|lead acetate|copper acetate|cupric acetate|aluminium acetate|sodium acetate trihydrate|sodium acetate anhydrous|nickel acetate|manganese acetate|chromium acetate|barium acetate|strontium acetate|lithium acetate|ferrous acetate|calcium magnesium acetate|cma deicer => 291529 ~ acetic acid salts
zinc lactate|ferrous lactate|iron lactate|magnesium lactate|potassium lactate|ammonium lactate|butyl lactate|methyl lactate|buffered lactic acid|calcium lactate gluconate => 291811 ~ lactic acid salts esters
methylephedrine|dl methylephedrine|methylephedrine hydrochloride|etafedrine|ephedrine derivatives => 293949 ~ alkaloids ephedra derivatives other
# ---- 32 surfacing preparations for walls (painters' fillings 3214.10)
putty powder|wall putty powder|interior wall putty|exterior wall putty|venetian plaster|polished plaster|stucco veneziano|skim coat putty|wall skim coat|decorative plaster acrylic|textured wall coating|texture coating wall => 321490 321410:0.3 ~ non-refractory surfacing preparations facades indoor walls
# ---- 40 rubber hose reinforced with textile only
textile braided hose|fabric braided hose|fabric reinforced hose|fabric reinforced rubber hose|textile reinforced hose|textile braided rubber hose|r3 hose|r6 hose|twin welding hose|twin line welding hose|oxy acetylene hose|rubber air hose textile|cloth inserted hose|wrapped rubber hose => 400931 400932:0.4 ~ vulcanised rubber tubes pipes hoses reinforced combined only textile materials without fittings
# ---- 44 mahogany lumber; windows of wood
mahogany boards|mahogany planks|mahogany timber|mahogany wood|honduras mahogany|swietenia|mahogany sawn => 440721 ~ wood tropical mahogany swietenia sawn lengthwise
african mahogany|khaya|khaya ivorensis|khaya lumber => 440729 ~ wood tropical other sawn lengthwise
wood casement window|timber casement window|tilt and turn wooden window => 441819 441811:0.3 ~ builders joinery windows french-windows frames wood
# ---- 55 polyester spun yarn mixed with other fibres
polyester linen yarn|polyester linen blend yarn|polyester flax yarn|poly linen yarn => 550959 ~ yarn polyester staple fibres mixed other not put up retail sale
# ---- 62 disposable garments of nonwovens
disposable protective coverall|disposable protective suit|disposable protective clothing|disposable isolation suit|sms coverall|microporous coverall|disposable boiler suit|disposable paint suit|spray paint suit disposable => 621010 ~ garments felt nonwovens
# ---- 74 copper articles cast or forged, not further worked
bronze forging|copper alloy casting|copper stamping blank => 741920 741980:0.3 ~ copper cast moulded stamped forged not further worked
# ---- 84-85 machinery and electrical
rotary phase converter|motor generator set|rotary frequency converter|rotary inverter => 850240 ~ electric rotary converters
flexible magnet|rubber magnet|magnetic rubber|rubber magnetic tape|flexible magnetic tape|adhesive magnetic tape|self adhesive magnetic tape|magnetic rubber sheet|ferrite ring magnet|ceramic ring magnet|ferrite block magnet|ceramic block magnet|ferrite arc magnet|ferrite disc magnet => 850519 ~ magnets permanent articles intended become permanent magnets other than metal
tuning capacitor|air variable capacitor|vacuum variable capacitor|polyvaricon|adjustable capacitor => 853230 ~ electrical capacitors variable adjustable pre-set
h4 bulb|h7 bulb|h1 bulb|h3 bulb|h11 bulb|gu10 halogen|mr16 halogen|g4 halogen|g9 halogen|r7s halogen|halogen lamp bulb => 853921 ~ lamps filament tungsten halogen
disc insulator|strain insulator porcelain|porcelain suspension insulator|ceramic suspension insulator|porcelain pin insulator|porcelain post insulator|porcelain bushing => 854620 854610:0.2 ~ electrical insulators ceramics
# ---- 91 watches and movements
ebauche|raw watch movement => 911019 ~ watches rough movements
# ---- 70 glass containers named by their former contents (not the drink)
empty wine bottle|empty glass bottle|empty beer bottle|empty liquor bottle|empty spirit bottle|empty whiskey bottle|empty vodka bottle|empty champagne bottle|empty sauce bottle glass => 701090 ~ glass bottles flasks jars conveyance packing goods
# ---- 84 jacks, drills
electric car jack|electric scissor jack|electric jack car|automatic car jack|electric tire jack => 842549 842542:0.3 ~ jacks hoists other than hydraulic raising vehicles
electric drill pen|drill pen|usb drill|usb mini drill|usb hand drill|resin drill|mini hand drill electric|micro electric drill => 846721 ~ tools working hand self-contained electric motor drills
# ---- 85 irons, recorded media, halogen lamps
dry iron|electric dry iron|dry flat iron => 851640 ~ smoothing irons electric
prerecorded dvd|pre recorded dvd|prerecorded cd|prerecorded blu ray|prerecorded disc|prerecorded video disc|prerecorded optical disc|recorded cd|cd rom|cdrom|software cd|instructional dvd|workout dvd|dvd course|dvd boxset => 852349 ~ optical media recorded
double ended halogen|halogen work light bulb|halogen floodlight bulb|j118 halogen|j78 halogen => 853921 ~ lamps filament tungsten halogen
# ---- 94 wooden seats, not upholstered
wooden folding chair|wood folding chair|solid wood chair|solid wood dining chair|wooden dining chair|wood dining chair|wooden rocking chair|wooden rocker|wooden adirondack chair|wooden directors chair|wood directors chair|wooden bar stool|wood bar stool|wooden counter stool|wood counter stool|solid wood bar stool|wooden step stool|wooden kids chair|wooden toddler chair|teak shower bench|wooden bath stool|wooden bench seat => 940169 940161:0.3 ~ seats wooden frames not upholstered
# ---- 76 electrical-conductor aluminium wire rod (9.5 mm, over 7 mm)
ec grade rod|ec grade wire rod|aluminium conductor rod|electrical grade aluminium rod|aluminium redraw rod => 760511 760521:0.3 ~ aluminium not alloyed wire maximum cross-sectional dimension exceeds 7mm
# ---- 74 copper alloy (other than brass) bars
aluminium bronze rod|nickel aluminium bronze rod|cupronickel rod|copper nickel rod|cuni rod|tin bronze rod|silicon bronze bar|becu rod => 740729 ~ copper alloys bars rods profiles other than copper-zinc
# ---- 84 machine-tool attachments; slitting lines
indexing table|cnc rotary table|milling attachment|vertical milling head|milling head attachment|slotting attachment|lathe milling attachment|universal milling head => 846630 846620:0.2 ~ dividing heads special attachments machine-tools
coil slitting machine|metal slitting machine|steel slitting machine|coil slitter|steel coil slitter|metal coil slitter|slitting line machine|steel slitting line|cut to length machine|coil cut to length => 846232 846239:0.3 ~ slitting lines cut-to-length lines working metal
# ---- 85 carbon brushes named by the machine
generator brush|slip ring brush|starter motor brush|electrographite brush|brush block alternator => 854520 851190:0.2 ~ carbon brushes electrical purposes
# ---- 60 knitted fabrics of artificial fibres (without 5% elastomeric yarn), dyed
rayon rib knit|viscose rib knit|rayon knit fabric|viscose knit fabric|rayon jersey fabric|tencel jersey|lyocell jersey|lyocell knit fabric|cupro jersey|cupro knit|viscose interlock|rayon interlock|acetate jersey|triacetate jersey|modal rib knit|modal knit fabric => 600642 600644:0.3 600641:0.2 ~ knitted crocheted fabrics artificial fibres dyed
# ---- 62 disposable nonwoven garments
disposable smock|visitor coat|disposable visitor coat|non woven lab coat|pp lab coat|sms surgical gown|disposable surgical gown|disposable patient gown|disposable isolation coat|pp coverall|pp nonwoven coverall => 621010 ~ garments felt nonwovens
# ---- 63 packing sacks of polypropylene strip (woven or raschel)
woven feed bag|pp feed bag|woven feed sack|pp rice bag|woven rice bag|pp fertilizer bag|woven fertilizer bag|pp flour bag|woven flour sack|pp cement bag|woven cement bag|pp sugar bag|mesh onion bag|pp mesh bag|raschel mesh bag|tubular mesh bag|vegetable mesh sack => 630533 ~ sacks bags packing goods polyethylene polypropylene strip
# ---- 84 paper converting: boxes and tubes; die forging
paper lunch box machine|paper box forming machine|carton forming machine|rigid box making machine|cardboard tube machine|paper core making machine|composite can making machine|pizza box making machine => 844130 ~ machines making cartons boxes cases tubes drums containers paper
die forging press|closed die forging press|impression die forging press|closed die forging machine => 846211 846219:0.3 ~ closed die forging machines working metal
# ---- 79 zinc waste and scrap (die-cast and alloy scrap stays here, not unwrought zinc alloy)
zamak scrap|zamac scrap|zinc diecast scrap|zinc alloy scrap|zinc clippings|zinc roofing scrap|zinc sheet scrap|zinc scrap metal|zinc turnings|zinc borings => 790200 ~ zinc waste scrap
# ---- 29 acyclic ethers named in full
methyl tertiary butyl ether|dibutyl ether|diisopentyl ether|ethyl tert butyl ether|ethyl tertiary butyl ether|tame ether|tert amyl methyl ether|dipropyl ether|diisobutyl ether|methyl propyl ether => 290919 ~ ethers acyclic other than diethyl ether
# ---- 32 ready-mixed wall putty (surfacing preparation)
wall putty paste|ready mixed wall putty|acrylic wall putty|cement based wall putty|facade putty|exterior facade putty => 321490 321410:0.4 ~ non-refractory surfacing preparations facades indoor walls
# ---- 74 refrigeration copper tube
pancake coil|copper line set|mini split line set|line set copper|refrigeration copper coil|refrigeration copper pipe|acr tubing|acr copper pipe|air conditioner copper pipe|air conditioner copper tube => 741110 741220:0.3 ~ copper tubes pipes refined copper
# ---- 84 mechanical jacks, harvesters, NC tool grinders
worm gear screw jack|machine screw jack|worm screw jack|screw jack lift|ball screw jack|mechanical screw jack|trapezoidal screw jack => 842549 ~ jacks hoists other than hydraulic
corn picker|maize picker|corn snapper|cotton stripper|cotton picker machine|tea plucking machine|reed harvester|hemp harvester|hay chopper harvester => 843359 843351:0.2 ~ harvesting machinery other
cnc drill grinder|cnc tool sharpener|cnc universal tool grinder => 846031 ~ sharpening tool cutter grinding machines numerically controlled
# ---- 82 hand tools named by their use
eyelash tweezers|eyelash extension tweezers|volume tweezers|volume lash tweezers|isolation tweezers|lash isolation tweezers => 820320 ~ tools hand pliers pincers tweezers
carbide scriber|scribing pen|metal scriber|tungsten carbide scriber|engraving scriber|scriber pen => 820559 ~ hand tools other
# ---- 87 bicycle brake parts
disc brake adapter|caliper adapter|brake caliper adapter|post mount adapter|rotor adapter|centerlock adapter|center lock adapter|rotor spacer bike => 871494 ~ cycles parts brakes
# ---- 94 more wooden chairs (not upholstered unless padded)
bentwood chair|thonet chair|wooden cafe chair|wooden bistro chair|beech wood chair|oak dining chair|solid oak chair|oak chair|walnut dining chair|teak dining chair|acacia dining chair|slatted wood chair|slatted wooden chair|wooden slat chair|farmhouse wooden chair|wooden beach chair => 940169 940161:0.3 ~ seats wooden frames not upholstered
# ---- 70 more glass containers for packing
serum vial|injection vial|glass serum vial|glass injection vial|crimp top vial|headspace vial|moulded glass vial|tubular glass vial|glass cream jar|hexagon honey jar|glass candle vessel => 701090 701399:0.2 ~ glass bottles flasks jars phials containers conveyance packing goods
# ---- 73 seamless line pipe by grade
x42 line pipe|x52 line pipe|x60 line pipe|x65 line pipe|x70 line pipe|psl1 line pipe|psl2 line pipe|seamless pipeline pipe|gas pipeline pipe|oil pipeline pipe => 730419 730619:0.4 ~ iron steel seamless line pipe oil gas pipelines
`;
