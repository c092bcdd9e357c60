/**
 * Sixth-pass lexicon additions, written from descriptions of a random sample of HS subheadings
 * (see the section headers), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R6D_LEXICON = String.raw`
# ---- 03 fish, crustaceans, molluscs
patagonian toothfish|antarctic toothfish|dissostichus|dissostichus eleginoides|dissostichus mawsoni => 030283 030383:0.6 030446:0.3 030485:0.3 ~ toothfish dissostichus fresh chilled
gilthead seabream|gilthead sea bream|gilthead bream|seabream|dorade royale|dorada|orata|sparus aurata|pagrus major|porgy|scup|sheepshead fish => 030285 030389:0.5 ~ seabream sparidae fresh chilled
mahi mahi fillet|dolphinfish fillet|snapper fillet|grouper fillet|sea bass fillet|seabass fillet|barramundi fillet|sea bream fillet|seabream fillet|wahoo fillet|opah fillet|corvina fillet => 030489 030449:0.8 ~ fish fillets other ~ fish fillets other
fresh fish fillet|chilled fish fillet => 030449 ~ fish fillets fresh chilled
smoked lobster|smoked lobster tail => 030692 030691:0.3 ~ crustaceans lobsters homarus smoked cooked
live mussels|fresh mussels|rope grown mussels|mytilus edulis|mytilus galloprovincialis|perna canaliculus => 030731 030732:0.5 160553:0.2 ~ molluscs mussels mytilus perna live fresh chilled
# ---- 07 11 vegetables, flours
puna yam|water yam|african yam|ghana yam|dioscorea|yam tuber|dried yam|yam chips dried|yam slices => 071430 ~ vegetable roots tubers yams dioscorea
pounded yam flour|poundo yam|elubo|amala flour|taro flour|sago flour|sweet potato flour => 110620 110819:0.2 ~ flour meal powder sago roots tubers 0714
dehydrated potato powder|potato meal|dehydrated potato flour => 110510 ~ flour meal powder potatoes
crushed cumin|cumin ground|ground jeera|jeera powder => 090932 ~ cumin seeds crushed ground
rice brokens|super brokens|broken milled rice|brewers rice|broken jasmine rice => 100640 ~ rice broken
kabuli chickpeas|desi chickpeas|split chickpeas|dry chickpeas|garbanzo beans dried => 071320 ~ leguminous vegetables chickpeas garbanzos dried shelled
cold milled flaxseed|whole flaxseed|golden linseed => 120400 ~ linseed whether or not broken
bovine tallow|rendered tallow|tallow fat|grass fed tallow => 150210 150290:0.3 ~ fats bovine animals sheep goats tallow
crude cno|unrefined coconut oil crude => 151311 ~ coconut copra oil crude
tortelloni|cappelletti|mezzelune => 190220 ~ pasta stuffed meat other substances
# ---- 25 26 minerals and ores
rough slate|slate slab rough|quarried slate => 251400 680300:0.3 ~ slate roughly trimmed merely cut blocks slabs
chalcopyrite concentrate|chalcopyrite|cu concentrate|bornite ore => 260300 ~ copper ores concentrates
# ---- 28 29 38 chemicals
silver chloride|silver carbonate|silver sulfate|silver acetate|silver iodide|silver bromide|silver cyanide|silver oxide powder|silver fluoride|silver lactate|silver citrate|silver trifluoroacetate|silver triflate|silver tetrafluoroborate => 284329 ~ silver compounds precious metals
halon|halon gas|halon agent|halon extinguishing agent => 290376 382712:0.3 ~ halogenated derivatives bromochlorodifluoromethane halon
halon fire extinguisher => 842410 ~ fire extinguishers charged
hbfc|hydrobromofluorocarbon|hbfc blend|hbfc mixture => 382712 290379:0.4 ~ mixtures halogenated derivatives methane ethane propane hydrobromofluorocarbons
zinc citrate|acetyl tributyl citrate|ferric ammonium citrate|ammonium citrate|lithium citrate => 291815 ~ salts esters citric acid
monoethanolamine hydrochloride => 292211 ~ monoethanolamine salts
tetraethylammonium perfluorooctane sulphonate|tetraethylammonium perfluorooctane sulfonate|tetraethylammonium perfluorooctanesulfonate|tetraethylammonium perfluorooctanesulphonate|tetraethylammonium pfos => 292330 ~ quaternary ammonium tetraethylammonium perfluorooctane sulphonate
apaan|phenylacetoacetonitrile|alpha phenylacetoacetonitrile => 292640 ~ alpha-phenylacetoacetonitrile
dronabinol|thc isolate|thc reference standard => 293295 ~ tetrahydrocannabinols isomers
pseudoephedrine sulphate|pseudoephedrine hydrochloride|pseudoephedrine hcl => 293942 ~ pseudoephedrine salts
phenylpropanolamine hydrochloride|phenylpropanolamine hcl => 293944 300343:0.3 300443:0.3 ~ norephedrine salts
nitro limestone|ammonium nitrate limestone => 310240 ~ ammonium nitrate calcium carbonate mixtures
cleanser powder|powder cleanser|abrasive cleanser|abrasive cleaning powder|bon ami|soft scrub|cif cream|scouring pad impregnated => 340540 ~ scouring pastes powders scouring preparations
polaroid i-type film|i-type film|polaroid go film|instax mini instant film|instax instant film => 370120 ~ photographic instant print film flat sensitised unexposed
softener resin|chelating resin|dowex|amberlite|purolite|lewatit => 391400 ~ ion-exchangers polymers primary forms
# ---- 39 40 plastics and rubber articles
rain water tank|polyethylene water tank|plastic septic tank|rainwater harvesting tank|underground water tank => 392510 392690:0.2 ~ reservoirs tanks vats containers capacity exceeding 300 litres plastics
chair leg covers|chair leg tips|furniture leg caps|leveling feet plastic|plastic cabinet knobs|plastic furniture handles|plastic hinge covers|screw cover caps|furniture cam lock plastic => 392630 830242:0.3 ~ fittings furniture coachwork plastics
latex tubing|gum rubber tubing|natural rubber tubing|slingshot tubing => 400911 400921:0.2 ~ tubes pipes hoses vulcanised rubber not reinforced without fittings
# ---- 41 leather
bovine crust|cow crust leather|cowhide crust|buffalo crust leather => 4104 410441:0.6 410449:0.4 ~ tanned crust hides skins bovine dry state crust
goat crust|goatskin crust|goat crust leather|kid crust leather|crust goatskin|goat skins crust => 410622 ~ tanned crust skins goats kids dry state crust
sheep crust|sheepskin crust|crust sheepskin|lamb crust leather => 410530 ~ tanned crust skins sheep lambs dry state crust
# ---- 44 45 wood and cork
poplar roundwood|poplar peeler logs|poplar wood logs => 440397 ~ wood rough poplar aspen populus
walnut logs|cherry logs|maple logs|ash logs|hickory logs|paulownia logs|elm logs|alder logs|linden logs|basswood logs => 440399 440349:0.2 ~ wood rough non-coniferous
dark red meranti|light red meranti|meranti bakau|meranti timber|meranti sawn timber|meranti boards => 440725 441233:0.1 ~ tropical wood meranti sawn lengthwise
wooden roof truss|timber truss|wood staircase|wooden staircase|wooden stair treads|wood stair treads|wood stair risers|wooden handrail|stair handrail wood => 441899 441830:0.2 ~ builders joinery carpentry wood
cork board sheet|cork flooring tiles => 450410 ~ agglomerated cork blocks plates sheets strip tiles
# ---- 47 48 pulp and paper
unbleached softwood kraft pulp|unbleached kraft softwood|ukp pulp|sack kraft pulp|unbleached sulphate pulp => 470311 470321:0.2 ~ chemical wood pulp soda sulphate unbleached coniferous
old corrugated cartons|corrugated scrap|waste corrugated|double lined kraft clippings|waste kraft paper|kraft paper scrap => 470710 ~ waste scrap unbleached kraft paper paperboard corrugated
khadi paper|handmade cotton paper|handmade watercolor paper => 480210 ~ hand-made paper paperboard
testliner board => 480524 480525:0.5 ~ testliner recycled linerboard uncoated
clay coated kraft|coated kraft paper|coated bleached kraft|clay coated kraft paper => 481031 481032:0.6 481039:0.3 ~ kraft paper coated kaolin inorganic substances bleached 150g/m2 or less
coated kraft board|solid bleached kraft board => 481032 481031:0.5 481039:0.3 ~ kraft paperboard coated kaolin inorganic substances bleached more than 150g/m2
# ---- 54 55 56 57 59 textiles
tenacity polyester|tenacity polyester yarn|tenacity polyester filament|polyester industrial yarn|hmls polyester yarn|polyester tire cord yarn|industrial polyester filament yarn|hty polyester => 540220 ~ synthetic filament yarn high tenacity polyesters
filament tow|synthetic filament tow|ptfe tow|vinylon tow|pva tow|polyvinyl alcohol tow|polyvinyl alcohol filament tow => 5501 550190:0.4 550120:0.4 550130:0.3 550140:0.3 ~ synthetic filament tow
nylon carpet tiles|tufted nylon carpet|nylon broadloom|nylon wall to wall carpet|commercial carpet tiles => 570329 570339:0.4 ~ carpets tufted nylon polyamides
layflat fire hose|fire fighting hose|polyester jacket hose|lay flat discharge hose => 590900 391739:0.3 ~ textile hosepiping tubing
# ---- 68 69 70 mineral, ceramic, glass
bituminous shingles|asphalt roof shingles|bitumen expansion joint|asphalt expansion joint|bituminous expansion joint|bitumen board|asphalt plank|asphalt mastic blocks => 680790 680710:0.3 ~ articles asphalt bitumen other than rolls
zirconia crucible|sic crucible|kiln stilts|cordierite kiln shelf|refractory setter|setter plate|refractory kiln shelf => 690390 690320:0.4 ~ refractory ceramic goods crucibles
scrap glass|broken glass scrap|recycled glass cullet => 700100 ~ cullet waste scrap glass
glass bevels|edge polished glass|polished edge glass|drilled glass panel|engraved glass panel => 700600 700719:0.2 ~ glass bent edge-worked engraved drilled enamelled worked
# ---- 71 precious metals
palladium foil|palladium sheet|palladium wire|palladium leaf|palladium strip|palladium tube => 711029 ~ palladium semi-manufactured
precious metal ash|jewellers ash|silver bearing ash|gold bearing ash|refinery ash|photographic ash => 711230 ~ ash containing precious metal compounds
platinum waste|scrap platinum|spent platinum catalyst|platinum catalyst scrap|platinum gauze scrap|platinum thermocouple scrap|platinum bearing scrap => 711292 ~ waste scrap platinum
# ---- 72 73 iron and steel
hc ferromanganese|ferro manganese high carbon|ferromanganese high carbon => 720211 ~ ferro-manganese more than 2% carbon
stainless slab|stainless steel semi finished => 721891 721899:0.3 ~ stainless steel semi-finished rectangular cross-section
welded casing|erw casing|welded oil casing|welded well casing|welded tubing oil => 730629 730621:0.5 ~ casing tubing drilling oil gas welded
steel cable ties|metal zip ties|stainless zip ties|shim plate|slotted shims|metal shims => 732690 ~ articles iron steel
# ---- 74 81 copper, other base metals
unrefined copper anodes|blister copper anodes|fire refined copper anodes|anode copper => 740200 ~ copper unrefined anodes electrolytic refining
brass billet|unwrought brass|brass bar stock unwrought => 740321 ~ copper-zinc base alloys brass unwrought
bare copper stranded wire|stranded bare copper|braided copper strap|copper ground strap|bare copper cable|copper earthing cable bare => 741300 ~ copper stranded wire cables plaited bands not electrically insulated
copper forgings|copper stampings => 741920 741980:0.4 ~ copper cast moulded stamped forged not further worked
bismuth granules => 810610 810690:0.4 ~ bismuth articles waste scrap
manganese lumps|manganese metal flakes|manganese scrap => 811100 ~ manganese articles waste scrap
rhenium wire|rhenium sheet|rhenium foil|rhenium rod|rhenium ribbon|rhenium plate|rhenium tube => 811249 ~ rhenium wrought
rhenium pellets|rhenium scrap => 811241 ~ rhenium unwrought powders waste scrap
# ---- 82 83 tools, base-metal articles
hand brace|breast drill|gimlet => 820510 ~ hand tools drilling threading tapping
slot cutter|corner rounding end mill|roughing end mill => 820770 ~ interchangeable tools milling
cutlery knife set|assorted knives|knife roll set => 821110 ~ knives sets assorted articles
replacement knife handle|metal knife handle|knife handle blank|knife handles metal => 821195 ~ handles base metal knives
address numbers|address number sign|metal sign plate => 831000 ~ sign-plates name-plates address-plates numbers letters symbols base metal
flux core mig wire|cored welding wire => 831120 ~ cored wire base metal electric arc-welding
# ---- 84 machinery and parts
calender roll|calender roller|calender cylinder|calender bowl => 842091 ~ parts cylinders calendering rolling machines
airless spray tip|sprayer nozzle|agricultural nozzle|spray nozzle tip|sprayer wand|spray wand|spray lance|sprayer lance|spray boom|sprayer parts => 842490 ~ parts mechanical appliances projecting dispersing spraying liquids
snowblower => 843020 ~ snow-ploughs snow-blowers
wine press parts|fruit press parts|cider press parts|juice press parts|press basket|wine press basket => 843590 ~ parts presses crushers wine cider fruit juices
spinneret|spinneret plate => 844820 ~ parts accessories machines extruding drawing texturing cutting man-made textile
metallic card clothing|carding wire|flat card clothing|doffer wire|cylinder card wire => 844831 ~ card clothing
yarn splicer|autoconer parts|cone winder parts|winding machine parts|spinning machine parts => 844839 844833:0.3 ~ parts accessories machines heading 8445
cnc tool grinder|cnc tool and cutter grinder|cnc cutter grinder|cnc end mill grinder => 846031 ~ sharpening tool cutter grinding machines numerically controlled
cutter grinder|drill bit grinder => 846039 846031:0.4 ~ sharpening tool cutter grinding machines
draw bench|drawbench|tube drawing machine|bar drawing machine|wire drawing bench => 846310 ~ draw-benches bars tubes profiles wire
veneer slicer|veneer slicing machine|veneer peeling lathe|veneer peeler|firewood splitter|hydraulic log splitter => 846596 846599:0.2 ~ machine-tools working wood splitting slicing paring machines
asphalt batching plant|asphalt batch mixing plant|asphalt drum mix plant|asphalt mixer|bitumen mixing plant => 847432 ~ machines mixing mineral substances bitumen
ship boarding bridge|ferry boarding bridge|cruise boarding bridge|marine boarding bridge|seaport boarding bridge|passenger gangway|telescopic gangway|ship gangway => 847979 ~ passenger boarding bridges other than airports
# ---- 85 electrical
radio station transmitter|uhf tv transmitter|fm exciter|tv broadcast transmitter => 852550 ~ transmission apparatus radio-broadcasting television
hi-fi tuner|am fm tuner|dab tuner|radio tuner|mains radio => 852799 852719:0.3 ~ radio-broadcast receivers not combined sound recording clock
trimmer pot|carbon potentiometer|cermet potentiometer => 853340 853331:0.2 ~ electrical resistors variable rheostats potentiometers
waste alkaline batteries|spent alkaline batteries|spent lithium batteries|lithium battery scrap|li-ion battery scrap|waste lithium batteries|spent lithium ion batteries|waste batteries sorted => 854913 854914:0.4 ~ waste scrap primary cells batteries accumulators sorted chemical type
scrap lead acid batteries|ulab scrap => 854911 ~ waste scrap lead-acid accumulators
hybrid bus|hybrid city bus|diesel hybrid bus|diesel electric city bus|diesel electric bus|hybrid electric bus|hybrid coach => 870230 ~ public transport vehicles compression-ignition electric motor propulsion
electric buses|battery electric bus|electric school bus|electric coach|electric minibus|electric sightseeing bus|electric shuttle bus => 870240 ~ public transport vehicles only electric motor propulsion
# ---- 88 90 aircraft trainers, optics, instruments
ground flight trainer|pilot training simulator|flight simulator trainer => 880529 ~ ground flying trainers parts
altazimuth mount|alt azimuth mount|telescope tube rings|telescope dew shield|telescope finder bracket|dovetail saddle telescope => 900590 ~ parts accessories binoculars telescopes mountings
filmstrip projector|photographic enlarger|slide viewer projector => 900850 ~ image projectors photographic enlargers reducers
bomb calorimeter|dilatometer|porosimeter => 902789 ~ instruments physical chemical analysis viscosity porosity expansion surface tension heat sound light
sliding microtome|microtome knife => 902790 ~ microtomes parts accessories
data logging multimeter|logging multimeter|recording multimeter|datalogging multimeter|multimeter data logger => 903032 ~ multimeters recording device
# ---- 95 games, fishing
arcade claw machine|token game machine|doll machine|arcade game machine|redemption game machine => 950430 ~ games operated coins banknotes tokens
deer decoy => 950790 ~ decoy birds hunting shooting requisites
`;
