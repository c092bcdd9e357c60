/**
 * Tenth-pass lexicon additions, written like the eighth and ninth passes from marketplace- and
 * ruling-style descriptions of a third random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R10B_LEXICON = String.raw`
# ---- 01 live animals
live water buffalo|murrah buffalo|buffalo heifer|buffalo calf|bubalus bubalis|nili ravi buffalo => 010239 010231:0.4 ~ buffalo live other than pure-bred breeding animals
breeding boar|breeding gilts|purebred pigs|pure bred pigs|pedigree pigs|duroc boar|landrace gilts|yorkshire gilts|large white gilts|swine genetics|boar semen donor => 010310 0103:0.3 ~ swine live pure-bred breeding animals
# ---- 08 citrus hybrids
tangelo|minneola tangelo|honeybell|tangor|uniq fruit|hallabong|shiranui|kiyomi => 080529 080521:0.3 ~ tangelos wilkings similar citrus hybrids fresh dried
# ---- 13 liquorice extract
liquorice root extract|licorice extract powder|liquorice paste|licorice paste|liquorice block|glycyrrhiza extract|glycyrrhiza glabra extract|glycyrrhiza uralensis extract|deglycyrrhizinated licorice|dgl licorice => 130212 ~ vegetable saps extracts liquorice
# ---- 14 plaiting materials
natural raffia|raffia fiber|raffia grass|palm raffia|raffia palm fiber|raw raffia|raffia hanks|dried seagrass|seagrass bulk|sea grass rope|seagrass rope|water hyacinth fiber|dried water hyacinth|pandan leaves dried|pandanus leaves|lepironia|bulrush stems => 140190 460121:0.2 ~ vegetable materials plaiting raffia reeds rushes straw
# ---- 16 prepared shark fin
prepared shark fin|canned shark fin|braised shark fin|cooked shark fin|shark fin in brine|ready to eat shark fin => 160418 ~ fish preparations shark fins prepared preserved
# ---- 24 cigarettes of tobacco substitutes
herbal cigars|herbal cigarillos|tobacco free cigars|tea cigarettes|tea leaf cigarettes|cbd cigars|damiana cigarettes|mullein cigarettes => 240290 240399:0.2 ~ cigars cigarettes containing tobacco substitutes
# ---- 29 organic chemicals
hexafluoropropylene|hexafluoropropene|tetrafluoroethylene|tfe monomer|vinylidene fluoride|vinylidene fluoride monomer|vdf monomer|vinyl fluoride|perfluoroisobutylene => 290359 ~ unsaturated fluorinated derivatives acyclic hydrocarbons
nonyl phenol|octyl phenol|tert-octylphenol|para tert octylphenol|dodecylphenol => 290713 ~ monophenols octylphenol nonylphenol isomers salts
azinphos-methyl|azinphos-ethyl|guthion technical => 293392 380891:0.3 ~ heterocyclic compounds nitrogen hetero-atoms azinphos-methyl
hydrocortisone powder|hydrocortisone acetate|cortisone acetate|prednisolone acetate|prednisolone powder => 293721 300490:0.2 ~ steroidal hormones cortisone hydrocortisone prednisone prednisolone
# ---- 32 carotenoid colours
beta carotene powder|beta carotene cws|beta carotene emulsion|beta carotene suspension|carotenoid pigment|carotenoid colorant|apocarotenal ester|beta apo carotenal|synthetic astaxanthin feed|astaxanthin feed grade|canthaxanthin feed => 320418 293629:0.2 ~ carotenoid colouring matters preparations based thereon
# ---- 35 whey proteins, starch glues
wpc80|whey protein concentrate powder|alpha lactalbumin|whey protein isolate powder|wpi90 => 350220 040410:0.4 ~ albumins milk albumin concentrates whey proteins
wall paper paste|wall paper glue|wallcovering adhesive|labeling glue starch|tube winding glue => 350520 350691:0.3 ~ glues based starches dextrins modified starches
# ---- 37 sheet film
bw sheet film|monochrome sheet film|large format sheet film|ortho litho film|lith film => 370199 370191:0.3 370130:0.2 ~ photographic plates film flat sensitised unexposed no side exceeding 255mm
# ---- 39 amino resins n.e.c.
benzoguanamine resin|benzoguanamine formaldehyde resin|aniline formaldehyde resin|glycoluril resin|glycoluril formaldehyde|thiourea formaldehyde resin|urea melamine formaldehyde resin|muf resin => 390939 390920:0.3 ~ amino-resins primary forms
ethylene acrylic acid copolymer|eaa copolymer|eaa resin|ethylene methyl acrylate|ema resin|ema copolymer|ethylene butyl acrylate|eba resin|ethylene ethyl acrylate|eea resin|ionomer resin|surlyn|evoh resin|evoh granules|ethylene vinyl alcohol => 390190 390140:0.2 ~ polymers ethylene primary forms
# ---- 43 furskins
raccoon skins|bobcat pelts|lynx pelts|marten pelts|fisher pelts|otter pelts|squirrel pelts|nutria pelts|possum pelts => 4301 430180 430219:0.6 ~ raw furskins animals whole head tail paws
# ---- 45 cork
cork crumb|crushed cork|ground cork|cork powder|cork dust|cork chips => 450190 ~ cork waste crushed granulated ground
# ---- 48 paper sacks base 40 cm or more
cement paper bag|cement paper sack|kraft paper sack|multiwall paper bag|paper valve bag|paper valve sack|kraft valve bag|kraft valve sack|pasted valve sack|pinch bottom paper bag|sos bag large => 481930 481940:0.3 ~ sacks bags paper base width 40 cm
# ---- 53 hemp yarn
pure hemp yarn|wet spun hemp yarn|hemp knitting yarn|hemp weaving yarn|hemp fiber yarn|hemp blend yarn => 530820 ~ yarn hemp cannabis sativa
# ---- 54 58 fabrics
olefin fabric|olefin upholstery fabric|outdoor olefin fabric|polypropylene filament fabric|pp filament fabric|olefin woven fabric => 5407 540773:0.3 540772:0.3 540771:0.3 540774:0.3 ~ woven fabrics synthetic filament yarn other than nylon polyesters
chenille sofa fabric|chenille upholstery|chenille jacquard fabric|chenille curtain fabric|chenille fabric by the yard => 5801 580136:0.6 580126:0.4 ~ woven chenille fabrics man-made fibres cotton
# ---- 61 62 garments
cable knit dress|turtleneck dress|turtleneck sweater dress|sweater midi dress|sweater maxi dress => 6104 610441:0.3 610442:0.3 610443:0.3 ~ dresses women's girls' knitted crocheted
terry cloth robe|terry cloth bathrobe|terrycloth robe|waffle bathrobe|hotel robe|shawl collar bathrobe|hooded bathrobe => 6208 6207:0.9 6108:0.7 6107:0.6 ~ bathrobes dressing gowns cotton
# ---- 70 glass
low emissivity glass|solar control glass|heat reflective glass|pyrolytic coated glass|offline coated glass|online coated glass|coated float glass|anti reflective glass sheet|ar coated glass => 700510 700529:0.2 ~ float glass sheets non-wired absorbent reflecting non-reflecting layer
glass microscope slides|blank microscope slides|frosted microscope slides|adhesion microscope slides|soda lime test tubes|glass culture tubes|glass dropper lab|glass vials lab => 701790 701720:0.3 ~ laboratory glassware glass
ptfe coated fiberglass|ptfe coated fibreglass|teflon coated fiberglass|ptfe fiberglass fabric|silicone coated fibreglass|silicone coated fiberglass cloth|silicone coated glass fabric|pu coated fiberglass|coated fiberglass cloth|coated fiberglass fabric|vermiculite coated fiberglass|aluminum foil fiberglass cloth => 701964 701969:0.3 701990:0.2 ~ glass fibres closed woven fabrics plain weave coated laminated
# ---- 74 79 copper, zinc
refined copper ingot|pure copper ingot|copper bullion bar|copper bullion => 740319 740311:0.2 ~ refined copper unwrought
copper flake powder|lamellar copper powder|leafing copper powder|bronze flake|bronze flake powder|gold bronze powder|copper bronze powder|rich gold powder pigment|pale gold bronze powder => 740620 321290:0.2 ~ copper powders lamellar structure flakes
brass flat sheet|cuzn37 sheet|h62 brass plate|c26000 brass sheet => 7409 740929 740921:0.4 ~ copper-zinc base alloys brass plates sheets strip
brass strip coil => 740921 740929:0.3 ~ copper-zinc base alloys brass strip coils
rolled zinc|rolled zinc sheet|zinc coil|pure zinc sheet|zinc metal sheet => 790500 ~ zinc plates sheets strip foil
# ---- 84 boilers
fire tube steam boiler|firetube boiler|shell type boiler|wns boiler|szl boiler|coal fired steam boiler|gas fired steam boiler|oil fired steam boiler|biomass steam boiler|diesel fired steam boiler|horizontal steam boiler => 840219 840212:0.3 ~ vapour generating boilers hybrid boilers
superheated water boiler|super heated water boiler|hthw boiler|pressurized hot water boiler => 840220 840310:0.3 ~ super-heated water boilers
boiler drum|steam drum boiler|boiler header|boiler water wall|water wall panel|water wall tubes|boiler membrane wall|membrane wall panel|boiler pressure parts|boiler tube panel|boiler tube bundle|boiler grate|boiler furnace tube|boiler bank tubes => 840290 840410:0.2 ~ parts steam vapour generating boilers
# ---- 84 engines, turbines
car diesel engine|truck diesel engine|diesel engine for truck|diesel engine for car|pickup diesel engine|turbo diesel engine|diesel crate engine|complete diesel engine|diesel long block|diesel engine long block|diesel engine for pickup => 840820 840890:0.3 ~ compression-ignition engines propulsion vehicles chapter 87
francis turbine|francis hydro turbine|kaplan turbine|pelton turbine|hydro turbine|bulb turbine|crossflow turbine|turgo turbine|hydroelectric turbine => 8410 841011:0.3 841012:0.3 841013:0.3 850239:0.2 ~ hydraulic turbines water wheels
pelton runner|pelton bucket|francis runner|kaplan runner|turbine runner hydro|hydro turbine runner|hydro turbine parts|water turbine parts|hydraulic turbine parts|turbine guide vane|wicket gate|turbine governor hydro|hydro governor => 841090 ~ parts hydraulic turbines water wheels regulators
# ---- 84 pumps, weighing, dairy, textile, machine tools
drum pump with meter|drum pump with flow meter|transfer pump with flow meter|transfer pump with meter|pump with flow meter|pump with digital meter|oil pump with meter|lubricant pump with meter|pump with counter|metered transfer pump => 841319 841311:0.3 ~ pumps liquids fitted measuring device
belt weigher|conveyor belt weigher|conveyor belt scale|weighbelt|weigh belt feeder|belt scale system|continuous weighing scale => 842320 ~ scales continuous weighing goods conveyors
butter churner|cheese making vat|cheese moulding machine|dairy homogenizer|yogurt making machine|curd making machine|paneer press machine => 843420 ~ dairy machinery
carding machine parts|card flats|revolving flats|doffer comb|comber parts|combing machine parts|circular comb comber|draw frame parts|drawframe parts|roving frame parts|blowroom parts|opener beater|cotton gin parts|gin saws|gin ribs => 844832 ~ parts machines preparing textile fibres other than card clothing
needle punching machine|needle loom nonwoven|nonwoven needle loom|nonwoven machinery|nonwoven production line|nonwoven fabric machine|felt making machine|felt hat machine|felt hat making machine|spunlace line|spunbond line|meltblown production line|meltblown machine|thermal bonding line => 844900 ~ machinery manufacture finishing felt non-wovens piece shapes felt hats
electrochemical machining|ecm machine|electron beam machining|ion beam milling machine|ion beam etching|photochemical machining machine => 845690 ~ machine tools removal material other processes
vertical boring lathe|vtl lathe => 8458 845891 845899:0.6 ~ lathes other than horizontal
manual vertical lathe|conventional vertical lathe|single column vertical lathe|double column vertical lathe => 845899 845891:0.3 ~ lathes other than horizontal numerically controlled
horizontal boring machine|boring milling machine|horizontal boring and milling machine|table type boring mill => 8459 845939 845931:0.6 ~ boring-milling machines removing metal
flat surface grinder|precision surface grinder|hydraulic surface grinder|manual surface grinder => 8460 846019 846012:0.5 ~ flat-surface grinding machines
cnc surface grinder|cnc surface grinding machine|cnc flat surface grinder => 846012 ~ flat-surface grinding machines numerically controlled
centerless grinding machine|centreless grinding machine|through feed centerless grinder => 8460 846029 846022:0.6 ~ grinding machines centreless
cnc centerless grinder|cnc centreless grinder|cnc centerless grinding machine => 846022 ~ grinding machines centreless numerically controlled
particle board press|particleboard press|mdf hot press|plywood hot press|plywood press machine|board hot press|veneer hot press|short cycle lamination press|melamine laminating press|particle board production line|mdf production line|osb production line|wood impregnation plant|wood pressure treatment plant => 847930 ~ presses manufacture particle fibre building board wood machinery treating wood cork
# ---- 85 electrical
brushless ac alternator|single phase alternator|synchronous alternator|generator alternator|generator dynamo|stamford alternator|stc alternator|st alternator|permanent magnet alternator|pmg alternator => 8501 850161 850162:0.4 851150:0.2 ~ ac generators alternators
ac solar panel|ac solar module|ac pv module|ac photovoltaic module|solar panel with microinverter|solar module with microinverter|solar panel with micro inverter|solar panel with built-in inverter|solar panel with integrated inverter => 850180 854143:0.4 ~ photovoltaic ac generators alternators
vacuum arc furnace|vacuum arc remelting furnace|var furnace|vacuum arc melting furnace|plasma arc furnace|plasma furnace|plasma melting furnace|plasma arc melting furnace|skull melting furnace => 851432 ~ electric furnaces plasma vacuum arc furnaces industrial laboratory
electron beam furnace|electron beam melting furnace|eb furnace|eb melting furnace|electron beam cold hearth|electron beam cold hearth furnace|electron beam welding furnace => 851431 ~ electric furnaces electron beam industrial laboratory
suitcase record player|vintage record player|portable record player|bluetooth record player|record player with speakers|phonograph|gramophone|nostalgic record player => 851989 851930:0.4 ~ sound reproducing apparatus
belt drive turntable|direct drive turntable|hifi turntable|audiophile turntable|manual turntable => 851930 851989:0.3 ~ turntables record-decks
bluray player|4k blu-ray player|dvd player for tv|portable dvd player|headrest dvd player|vcd player|evd player|dvd cd player => 852190 ~ video recording reproducing apparatus other than magnetic tape-type
cd player with radio|stereo radio cd|cd radio cassette|micro hifi system|mini hifi system|micro stereo system|bookshelf stereo system|hifi cd system|cd micro system|radio cassette recorder => 8527 852791 852713:0.6 ~ radio-broadcast receivers combined sound recording reproducing apparatus
crt display|crt video monitor|crt broadcast monitor|pvm monitor|bvm monitor|crt arcade monitor|arcade crt|crt cctv monitor|cathode ray tube monitor => 852849 852842:0.4 ~ monitors cathode-ray tube
vga crt monitor|crt vga monitor => 852842 852849:0.3 ~ monitors cathode-ray tube automatic data processing machine
polymeric insulator|silicone rubber insulator|composite suspension insulator|composite post insulator|composite long rod insulator|epoxy resin insulator|epoxy insulator|cast resin insulator|polymer pin insulator|polymer suspension insulator => 854690 ~ electrical insulators other than glass ceramics
# ---- 90 optics, cinema
glass spectacle lens|glass spectacle lenses|mineral glass lens|mineral glass lenses|mineral spectacle lenses|glass eyeglass lenses|glass prescription lenses|glass ophthalmic lens|glass ophthalmic lenses|photochromic glass lens|photochromic glass lenses|crown glass lens|crown glass lenses => 900140 900150:0.2 ~ spectacle lenses unmounted glass
motion picture film camera|arriflex => 900710 ~ cinematographic cameras
# ---- 91 precious metal pocket watches
sterling silver pocket watch|solid silver pocket watch|solid gold pocket watch|karat gold pocket watch|hallmarked silver pocket watch|silver cased pocket watch|gold cased pocket watch => 9101 910199 910191:0.4 ~ pocket-watches case precious metal
solid gold watch band|solid gold watch strap|solid gold watch bracelet|sterling silver watch band|sterling silver watch strap|sterling silver watch bracelet|platinum watch bracelet => 911310 ~ watch straps bands bracelets precious metal
# ---- 94 furniture, buildings
willow furniture|wicker side table|wicker coffee table|willow table|wicker shelf|wicker storage cabinet|seagrass cabinet|seagrass table|water hyacinth cabinet|water hyacinth table|wicker dresser|wicker nightstand|loom furniture => 940389 940383:0.3 ~ furniture cane osier similar materials
prefabricated wooden house|prefab wooden house|prefabricated wood house|wooden prefab house|prefab timber house|prefabricated timber house|log house kit|prefab log cabin|wooden cabin kit|garden cabin kit|wood storage shed|wooden garden house|wooden summer house|wooden tiny house|sauna cabin kit => 940610 ~ prefabricated buildings wood
# ---- additions after the first re-run
water buffalo|live bubalus => 010239 010231:0.4 ~ buffalo live other than pure-bred breeding animals
raw horse hair|raw horsehair|horse mane and tail hair|horsehair for brushes|horse hair for brush making|brush making horse hair|cattle tail hair|ox ear hair => 051199 ~ animal products horsehair n.e.c.
frozen feeder mice|frozen mice|frozen pinkies|frozen pinky mice|frozen feeder rats|frozen rats|frozen rodents|frozen day old chicks|frozen chicks reptile|frozen fuzzies|frozen hoppers mice => 051199 ~ dead animals chapter 1 unfit human consumption
ready to eat rice|instant cooked rice|pre-cooked rice|quick cooking rice|minute rice|instant rice cup|steamed rice pouch|ready rice pouch|cooked white rice bowl|instant brown rice => 190490 ~ cereals pre-cooked otherwise prepared grain form
amarena cherries|luxardo cherries|sour cherries in syrup|morello cherries jar|cherry pie filling|cherries in brandy|canned sweet cherries => 200860 ~ cherries prepared preserved
copra expeller cake|copra pellets|coconut oil cake|coconut expeller|coconut expeller meal|coconut expeller pellets|coconut oilcake|copra oilcake => 230650 ~ oil-cake solid residues extraction coconut copra oils
tobacco waste|tobacco fines|tobacco midribs|tobacco stem powder => 240130 ~ tobacco refuse
bamboo seat|bamboo armchair|bamboo lounge chair|bamboo rocking chair|bamboo bar stool|bamboo folding chair|bamboo lounger => 940152 940153:0.2 ~ seats bamboo
timber frame house|wooden villa|prefab wooden villa|prefabricated wooden villa|wooden bungalow kit|glamping cabin wood|wooden glamping pod|wooden sauna house => 940610 ~ prefabricated buildings wood
# ---- additions after a scratch round
natural sea sponge|sea wool sponge|honeycomb sea sponge|mediterranean sea sponge|natural bath sponge|silk sea sponge|grass sea sponge => 051199 ~ animal products natural sponges
palm leaf raffia|raffia bundle|raffia fibre bundle|raffia strands|natural raffia strands => 140190 ~ vegetable materials plaiting raffia
fried rice|frozen fried rice|egg fried rice|yangzhou fried rice|nasi goreng|kimchi fried rice|fried rice ready meal => 190490 ~ cereals pre-cooked otherwise prepared grain form
herbal smoking cigarettes|herbal smokes|nicotine free herbal cigarettes => 240290 ~ cigarettes containing tobacco substitutes
ethylene acrylic acid|primacor|nucrel|eaa pellets|ethylene methacrylic acid|emaa copolymer => 390190 ~ polymers ethylene primary forms
bare rubber thread|extruded rubber thread|latex rubber yarn|heat resistant rubber thread|rubber thread gauge|natural rubber thread => 400700 560410:0.3 ~ vulcanised rubber thread cord
circular comb|comber top comb|comber needles|comber cylinder|gill pins|gill box pins|faller bars => 844832 ~ parts machines preparing textile fibres
built-in microinverter|integrated microinverter|solar panel with built-in microinverter|solar panel with integrated microinverter => 850180 854143:0.3 850440:0.2 ~ photovoltaic ac generators
rotary dial phone|rotary telephone|rotary dial telephone|corded landline|corded landline phone|antique telephone|wall mount telephone => 851718 ~ telephone sets
micro hi-fi system|mini hi-fi system|hi-fi system cd|micro hi-fi|mini hi-fi|cd micro hi-fi => 8527 852791 852713:0.4 ~ radio-broadcast receivers combined sound recording reproducing apparatus
composite pin insulator|composite line post insulator|polymer line post insulator|silicone insulator|silicone rubber pin insulator|hybrid insulator => 854690 ~ electrical insulators other than glass ceramics
stainless steel ball chain|steel ball chain|iron ball chain|ball chain roll|bead chain roll|jack chain|sash chain|twist link chain|double loop chain|plumbing chain|toilet flapper chain|knotted link chain|ladder chain => 731589 711719:0.2 ~ chain iron steel
seagrass side table|seagrass coffee table|seagrass accent table|seagrass console|seagrass console table|seagrass dresser|water hyacinth side table|water hyacinth coffee table|water hyacinth chest|seagrass chest|wicker chest of drawers => 940389 940383:0.3 ~ furniture cane osier similar materials
# ---- additions after a second scratch round
deployant buckle|watch folding clasp => 9113 911320:0.6 911390:0.4 911310:0.3 ~ watch straps bands bracelets parts
blu-ray disc player|bluray disc player|ultra hd blu-ray player|uhd blu-ray player|dvd disc player|region free dvd player|hdmi dvd player => 852190 ~ video recording reproducing apparatus other than magnetic tape-type
water hyacinth sideboard|seagrass sideboard|wicker sideboard|willow sideboard|water hyacinth dresser|wicker console table|willow cabinet => 940389 940383:0.3 ~ furniture cane osier similar materials
wood chair back|wood chair backrest|wooden chair backrest|bentwood chair parts|wooden chair spindles|wood chair spindles|wooden chair rungs|wood chair rungs|wooden chair arms|wooden armrest chair|chair seat plywood|plywood chair seat|plywood seat shell => 940191 ~ seats parts of wood
plansifter sieve|plansifter parts|plansifter frame|sifter sieve frame|flour mill sieve|roller mill parts|flour mill parts|rice mill parts|rice huller parts|rice polisher screen|rice whitener screen|huller parts|hammer mill beater grain|flour mill roller => 843790 ~ parts machines cleaning sorting grading milling cereals
daylight developing tank|film processing tank|darkroom tray|changing bag film|film drying cabinet|print washer darkroom|darkroom print washer => 901050 901090:0.2 ~ photographic laboratory apparatus equipment
hv switchgear|hv switch cabinet|kyn28 switchgear|xgn switchgear|mv switchboard|medium voltage panel => 853720 ~ boards panels electric control distribution voltage exceeding 1000 volts
nylon shoulder washer|shoulder washer nylon|insulating bush plastic|insulating spacer|nylon pcb standoff|plastic pcb standoff|pcb spacer nylon|motor slot wedge|slot insulation wedge|insulating sleeve plastic|busbar insulation cover|terminal insulating cover => 854720 392690:0.3 ~ insulating fittings plastics electrical machines appliances
# ---- 70 glass fibre mesh (open woven fabrics)
fiberglass mesh tape|fibreglass mesh tape|self adhesive fiberglass mesh tape|fiberglass joint tape|drywall mesh tape|fiberglass seam tape => 701965 701966:0.2 ~ glass fibres open woven fabrics width not exceeding 30 cm
alkali resistant fiberglass mesh|ar fiberglass mesh|eifs mesh|stucco mesh fiberglass|fiberglass reinforcing mesh|fiberglass insect screen|fiberglass screen roll|fiberglass fly screen => 701966 701965:0.3 701969:0.2 ~ glass fibres open woven fabrics width exceeding 30 cm
`;
