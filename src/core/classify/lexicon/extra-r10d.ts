/**
 * Tenth-pass lexicon additions, written like the eighth and ninth passes from marketplace- and
 * ruling-style descriptions of a third random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R10D_LEXICON = String.raw`
# ---- 01 live animals: bees
bee package|nuc colony|honeybee colony|honey bee colony|mated queen|mated queen bee|live honeybees|honeybees live|bumblebee hive|bumble bee colony|mason bees|leafcutter bees => 010641 ~ insects live bees
# ---- 08 nuts, fruit, peel
shelled chestnuts|chestnut kernels => 080242 200819:0.3 081190:0.2 ~ chestnuts castanea fresh dried shelled
walnuts in shell|whole walnuts|walnut inshell|paper shell walnuts|thin shell walnuts => 080231 ~ walnuts fresh dried in shell
fresh mulberries|loganberries|boysenberries|dewberries => 081020 ~ raspberries blackberries mulberries loganberries fresh
dried orange peel|dried lemon peel|lemon peel|lime peel|tangerine peel|mandarin peel|chenpi|chen pi|pomelo peel|grapefruit peel|watermelon rind|dried citrus peel => 081400 ~ peel citrus fruit melons dried
# ---- 16/20 prepared meat, fruit
picnic ham|picnic shoulder|pork picnic|canned pork shoulder|cooked pork shoulder|smoked pork shoulder|shoulder ham|cured pork shoulder|pork shoulder ham => 160242 160249:0.2 ~ meat preparations swine shoulders cuts prepared preserved
diced pears|pears in syrup|pears in juice|pear fruit cups|pear cups|pear slices in syrup|sliced pears canned => 200840 ~ pears prepared preserved
fruit salad in syrup|fruit salad cups|canned mixed fruit|mixed fruit in syrup|tropical fruit salad|tropical fruit cocktail|canned tropical fruit => 200897 ~ fruit mixtures prepared preserved
lingonberry juice|cowberry juice|cranberry juice cocktail|pure cranberry juice|unsweetened cranberry juice => 200981 220299:0.2 ~ juice cranberry lingonberry unfermented
# ---- 22 waters
purified water|alkaline drinking water|drinking water bottles|bottled drinking water => 220190 220110:0.3 ~ waters not containing added sugar not flavoured
# ---- 26-29 ores, gases, organic chemicals
technical molybdic oxide|molybdic oxide technical|tech moly oxide|technical molybdenum oxide|roasted molybdenum concentrate|roasted molybdenite|moly oxide|tmo briquettes => 261310 282570:0.3 ~ molybdenum ores concentrates roasted
molybdenite concentrate|moly concentrate => 261390 261310:0.3 ~ molybdenum ores concentrates
krypton gas|xenon gas|krypton xenon mixture => 280429 ~ rare gases other than argon
gamma hch|hexachlorocyclohexane|gamma hexachlorocyclohexane => 290381 ~ hexachlorocyclohexane hch lindane
sodium sorbate|calcium sorbate|oleic acid pure|linoleic acid pure => 291619 ~ unsaturated acyclic monocarboxylic acids salts esters
chrysanthemic acid|cypermethric acid|cypermethric acid chloride|naphthenic acid => 291620 ~ cyclanic cyclenic cycloterpenic monocarboxylic acids
diisodecyl phthalate|didecyl phthalate|dinonyl phthalate|didp|diisononyl phthalate plasticizer|dinp plasticizer => 291733 ~ dinonyl didecyl orthophthalates
dcha|cyclohexylamine carbonate|sibutramine base => 292130 ~ cyclanic cyclenic cycloterpenic mono polyamines
# ---- 32-35 tanning, colouring, soap, casein
quebracho tannin|sulfited quebracho|quebracho powder|quebracho tannin extract => 320110 ~ tanning extracts quebracho
bixin|norbixin|carminic acid|sodium copper chlorophyllin|natural food coloring|natural pigment powder|indigo powder|natural indigo|madder root powder => 320300 ~ colouring matter vegetable animal origin
mint essential oil|dementholized mint oil|dementholised cornmint oil => 330125 ~ essential oils mints other than peppermint
laundry bar soap|laundry soap|bar soap laundry|washing soap bar|fels naptha|zote soap|sunlight bar soap|stain remover soap bar|dish washing bar|dishwashing bar soap => 340119 340111:0.2 ~ soap bars cakes not for toilet use
potassium caseinate|casein hydrolysate => 350190 ~ caseinates casein derivatives casein glues
redispersible latex powder|vae powder|vae emulsion powder => 390529 390521:0.3 ~ vinyl acetate copolymers primary forms
# ---- 40-48 rubber, wood, cork, paper
wood honeycomb panel|honeycomb wood panel|cellular wood panel|cellular board|hollow core panel|honeycomb core board|honeycomb door panel|honeycomb furniture panel => 441892 ~ cellular wood panels builders joinery
maple wood boards|maple hardwood|hard maple => 440793 ~ maple sawn lengthwise thicker 6 mm
laminated paperboard|laminated grey board|pasted board|pasted paperboard|duplex pasted board|composite paperboard|laminated kraft board|laminated chipboard sheets => 480700 ~ composite paper paperboard layers adhesive
newspaper print edition|printed newspaper => 490210 490290:0.3 ~ newspapers appearing at least four times a week
# ---- 50-58 fabrics, twine, labels
bourette silk|bourette fabric|silk noil cloth|noil silk|raw silk noil fabric => 500710 ~ woven fabrics noil silk
wool polyester fabric|poly wool fabric|polyester wool suiting|wool blend suiting fabric|tr wool fabric|polyester wool blend fabric => 551513 511219:0.3 ~ woven fabrics polyester staple fibres mixed wool
sisal baler twine|hay baler twine => 560721 560749:0.3 ~ binder baler twine sisal agave
microfiber terry|polyester terry|polyester terry cloth|bamboo terry|bamboo terry cloth|viscose terry fabric => 580220 ~ terry towelling woven terry fabrics other textile materials
printed labels fabric|printed satin labels|printed care labels|printed clothing labels|printed garment labels|printed fabric labels|iron on name labels|name labels clothes|fabric name labels|washing instruction labels => 5807 580710:0.5 580790:0.4 ~ labels badges textile materials not embroidered
# ---- 61-62 apparel
midi slip dress|silk slip dress|cowl neck slip dress => 6204 620443:0.4 620444:0.4 6104:0.3 ~ dresses women's girls' not knitted
woven boxer shorts|loose boxer shorts|loose boxers|button fly boxers => 6207 620711:0.5 620719:0.5 ~ underpants briefs men's boys' not knitted
# ---- 70 glass fibres
biaxial fiberglass|biaxial fiberglass fabric|biaxial fabric|biaxial glass fabric|multiaxial fabric|multiaxial fiberglass|triaxial fabric|triaxial fiberglass|quadraxial fabric|unidirectional fiberglass|unidirectional glass fabric|stitched fiberglass fabric|stitched glass fabric|stitch bonded glass fabric => 701962 701961:0.3 ~ glass fibres closed fabrics rovings stitched
roofing tissue|glass fiber roofing tissue|fiberglass roofing mat|gypsum board facer|fiberglass facer|glass fiber facer|glass fibre nonwoven fabric|wet laid glass tissue => 701972 701971:0.4 ~ glass fibres chemically bonded closed fabrics
# ---- 71-76 coin, steel, copper, aluminium
gold coin bullion|silver bullion coin|silver eagle coin|gold sovereign coin => 711890 711810:0.2 ~ coin legal tender gold silver
leaded steel bar|resulfurized steel bar => 721510 721430:0.3 722880:0.2 ~ bars rods free-cutting steel cold-formed
alloy steel bloom|alloy billet|forged alloy bloom => 722490 ~ alloy steel semi-finished products
built up beam|built up section|built up girder|welded box section|welded steel section|welded section steel => 730120 730890:0.3 ~ angles shapes sections welded
pvc coated chain link|vinyl coated chain link|pvc coated chain link fence|vinyl coated chain link fence|pvc coated hexagonal netting|pvc coated chicken wire|vinyl coated chicken wire|pvc coated hexagonal wire mesh|pvc coated gabion => 731442 ~ netting fencing iron steel wire coated plastics
power spring|motor spring|spring clip steel|leaf spring clip|belleville spring => 732090 ~ springs iron steel other
copper scouring pad|copper pot scrubber|copper mesh scrubber => 741810 ~ copper table kitchen household articles pot scourers
aluminum wire cloth|aluminum screen mesh|aluminum gutter guard mesh|aluminum mesh roll => 761691 761699:0.2 ~ aluminium wire cloth grill netting fencing
# ---- 84 machinery
isotope separation|isotope separation equipment|uranium enrichment centrifuge|enrichment centrifuge|electromagnetic isotope separator => 840120 ~ machinery apparatus isotopic separation
aircraft engine cylinder|aircraft cylinder assembly|aircraft engine crankshaft|aircraft engine piston|aviation engine cylinder|lycoming cylinder|aircraft engine overhaul kit|aircraft engine magneto => 840910 ~ parts aircraft engines spark-ignition piston
radiant tube|furnace radiant tube|furnace roller|furnace muffle|furnace retort|heat treatment furnace parts|industrial furnace parts|kiln car => 841790 851490:0.4 6903:0.3 ~ parts non-electric furnaces ovens industrial laboratory
paper coating machine|paper finishing machine|supercalender|paperboard coating machine|paper calender|paper calendering machine => 843930 ~ machinery finishing paper paperboard
headbox|paper machine headbox|yankee dryer|yankee cylinder|paper machine dryer cylinder|paper machine roll|suction couch roll|paper machine parts => 843999 843991:0.3 ~ parts machinery making finishing paper paperboard
leather strap cutting machine|leather belt cutting machine|leather strip cutter|leather strap cutter|leather bag making machine|leather folding machine|leather edge folding machine => 845380 845310:0.3 ~ machinery making articles hides skins leather
leather shaving machine|hide splitting machine|leather measuring machine|leather staking machine|tannery drum|leather setting machine => 845310 ~ machinery preparing tanning working hides skins leather
copper mould tube|mould tube|crystallizer copper tube|continuous casting mould|caster mould|billet mould tube|ladle turret|tundish car => 845490 ~ parts converters ladles ingot moulds casting machines
cnc horizontal boring mill|cnc boring milling machine|cnc floor boring mill|cnc horizontal boring machine => 845931 ~ boring-milling machines numerically controlled
marble polishing machine|stone grinding machine|slab polishing machine|granite grinding machine|stone edge polishing machine|glass edge grinding machine|glass edge polishing machine => 846420 ~ grinding polishing machines stone ceramics cold working glass
press brake clamp|press brake back gauge|backgauge|bending machine parts|press brake parts|press brake die holder => 846694 ~ parts accessories machines heading 8462 8463
jaw plate|jaw crusher plate|jaw crusher liner|cone crusher mantle|crusher mantle|mantle and concave|concave liner|bowl liner|crusher liner|crusher wear parts|blow bar|crusher hammer|crusher parts => 847490 ~ parts machines crushing grinding mineral substances
cigarette machine parts|garniture tape|cigarette making machine parts|tobacco machine parts|cigarette rolling machine parts => 847890 ~ parts machinery preparing making up tobacco
combined bearing|needle roller thrust ball bearing|combined needle roller bearing|combined needle bearing|nkx bearing|nkxr bearing|nkia bearing|needle roller thrust bearing combined => 848280 ~ bearings combined ball roller
# ---- 85 electrical
zinc cans|battery cathode cup => 850690 ~ parts primary cells batteries
induction furnace coil|induction melting coil|induction coil furnace => 851490 ~ parts industrial laboratory induction heating equipment
vhs vcr|vcr player|video recorder vhs|vcr deck|vhs deck => 852110 ~ video recording reproducing apparatus magnetic tape
crt monitor|crt computer monitor|crt display monitor => 852842 852849:0.2 ~ monitors cathode-ray tube automatic data processing machine
oscilloscope crt|oscilloscope tube|radar crt => 854060 854011:0.2 ~ cathode-ray tubes other
tv picture tube|crt picture tube|television picture tube => 854011 ~ cathode-ray television picture tubes colour
electronic scrap|electrical scrap|weee scrap|ewaste => 8549 854999:0.4 854939:0.4 854991:0.3 ~ electrical electronic waste scrap
# ---- 87-90 vehicles, instruments
biw body|car body assembly|complete car body => 870710 ~ bodies motor vehicles heading 8703
telescope primary mirror|telescope secondary mirror|mirror cell|mounted prism|prism assembly|binocular prism => 900290 900190:0.3 ~ optical elements mounted prisms mirrors parts instruments
tribrach|tribrach adapter|prism pole bipod|total station prism|prism holder surveying|theodolite tripod|total station tripod => 901590 ~ parts accessories surveying instruments
wireless ultrasound probe|ultrasound scanner probe|doppler ultrasound machine => 901812 ~ ultrasonic scanning apparatus
uvb lamp psoriasis|narrowband uvb|excimer laser vitiligo => 901820 ~ ultra-violet infra-red ray apparatus medical
mass spec|tof mass spectrometer => 902781 ~ mass spectrometers
cmm stylus|cmm probe|ruby ball stylus|ruby stylus|probe stylus|cmm probe head|cmm spare parts => 903190 ~ parts accessories measuring checking instruments
impeller balancer|tire balancing machine|wheel balancing machine car => 903110 ~ machines balancing mechanical parts
# ---- 91-96 watches, seats, pens
willow chair|osier chair|water hyacinth chair|seagrass armchair|wicker armchair|paper cord chair|lloyd loom chair|banana leaf chair|abaca chair|rush seat chair|loom chair => 940159 940153:0.3 ~ seats cane osier similar materials
ballpoint and pencil set|writing instrument set => 960850 ~ pen pencil sets
`;
