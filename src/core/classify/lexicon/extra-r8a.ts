/**
 * Eighth-pass lexicon additions, written from marketplace- and ruling-style descriptions of a
 * random sample of HS subheadings (weighted towards consumer goods), without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R8A_LEXICON = String.raw`
# ---- 07 dried leguminous vegetables
bambara groundnut|bambara nut|okpa beans|vigna subterranea|jugo beans|njugu mawe|voandzeia => 071334 ~ leguminous vegetables bambara beans shelled dried
# ---- 20 juices
nfc grapefruit juice|ruby red grapefruit juice|pomelo juice|grapefruit juice drink => 200921 200929:0.3 ~ juice grapefruit pomelo brix value not exceeding 20
concentrated grapefruit juice|frozen concentrated grapefruit juice => 200929 200921:0.2 ~ juice grapefruit pomelo brix value exceeding 20
# ---- 29 32 chemicals, tanning
diethylaminoethanethiol|diethylamino ethanethiol|diethylaminoethyl mercaptan => 293060 ~ organo-sulphur compounds diethylamino ethanethiol
synthetic tannin|retanning agent|phenolic syntan|acrylic retanning agent|replacement syntan|naphthalene syntan => 320210 ~ synthetic organic tanning substances
# ---- 39 plastics in primary forms
asa resin|asa pellets|asa granules|acrylonitrile styrene acrylate|mbs impact modifier|mbs resin|sbc resin|styrene butadiene copolymer resin|smma resin|styrene methyl methacrylate => 390390 ~ styrene polymers primary forms
fluorinated ethylene propylene|fep pellets|fep granules|pfa pellets|etfe pellets|ectfe resin|polyvinylidene fluoride|pvdf pellets|kynar resin|pctfe resin|fkm raw gum => 390469 ~ fluoro-polymers other than polytetrafluoroethylene primary forms
chlorinated polyvinyl chloride|cpvc powder => 390490 ~ polymers vinyl chloride halogenated olefins primary forms
pvdc latex|polyvinylidene chloride => 390450 ~ vinylidene chloride polymers primary forms
pa66 gf30|pa6 gf30|pa66 granules|pa6 granules|pa12 powder|pa12 granules|glass filled nylon pellets|glass fiber reinforced nylon|glass fiber reinforced polyamide|reinforced nylon pellets => 390810 ~ polyamides polyamide-6 -6,6 -12 primary forms
# ---- 39 plastics: tubes, sheets
polycarbonate tube|clear pc tube|plexiglass tube|perspex tube|acrylic pipe|acrylic round tube|abs dwv pipe|pmma tube => 391729 391732:0.2 ~ tubes pipes rigid plastics other
upvc sheet|upvc film|pvc blister film|pharmaceutical pvc film|rigid pvc roll|pvc binding cover|clear pvc binding cover|rigid clear pvc sheet|rigid polyvinyl chloride film|rigid polyvinyl chloride sheet|unplasticised pvc film|unplasticized pvc film|unplasticised polyvinyl chloride film => 392049 392043:0.3 ~ plates sheets film polymers vinyl chloride less than 6% plasticisers
# ---- 42 cases, gloves
cardboard suitcase|paperboard suitcase|fibreboard suitcase|vulcanised fibre case|vulcanized fibre suitcase|fibre suitcase|kraft paper suitcase => 420219 ~ suit-cases brief-cases vulcanised fibre paperboard
leather winter gloves|leather work gloves men|leather touchscreen gloves => 420329 420321:0.2 ~ gloves mittens mitts leather composition leather not sports
# ---- 56 nonwovens, cordage
spunbond nonwoven fabric|polyester spunbond|pet nonwoven|pp spunbond fabric|spunbond roll => 560313 560312:0.5 560314:0.3 560311:0.3 ~ nonwovens man-made filaments
rope with hooks|eye spliced rope|spliced dock line|dock line with loop|rope lanyard|tow rope with hooks => 560900 5607:0.3 ~ articles yarn twine cordage rope cables
# ---- 61 62 garments
wide leg jumpsuit|linen jumpsuit|womens jumpsuit|utility jumpsuit|jumpsuits for women => 6211 621143:0.5 621142:0.4 621149:0.3 6114:0.4 ~ other garments women's girls' jumpsuits
knit suit jacket|knit pant suit|knit skirt suit => 6104 610413:0.5 610423:0.3 6103:0.3 ~ suits women's girls' knitted crocheted
straw hat hood|capeline straw => 650200 ~ hat-shapes plaited assembling strips not blocked lined trimmed
hat body hood|unblocked hat body|millinery hood => 650100 650200:0.4 ~ hat-forms hat bodies hoods felt not blocked
# ---- 64 waterproof footwear
steel toe gumboots|steel toe wellington|steel toe wellies|safety gumboots|safety wellington boots|safety rain boots|steel toe rain boots => 640110 640192:0.2 ~ waterproof footwear protective metal toe-cap rubber plastics
ankle rain boots|short rain boots|rain booties|chelsea rain boots|ankle wellies|short wellies|rubber ankle boots|garden ankle boots => 640192 640199:0.3 ~ waterproof footwear covering ankle not knee rubber plastics
# ---- 67 wigs, flowers
yak hair beard|yak hair wig|yak hair extensions|mohair wig|animal hair wig|horsehair wig|yak hair braid => 670490 ~ wigs false beards animal hair textile materials
# ---- 71 precious stones and metals
ruby powder|sapphire powder|jade powder|emerald powder|amethyst powder|turquoise powder|gem powder|gemstone dust|gem dust|crystal gemstone powder => 710590 ~ dust powder natural synthetic precious semi-precious stones
palladium sponge|palladium powder|palladium grain|palladium shot|palladium ingot|palladium bullion => 711021 ~ palladium unwrought powder
rhodium sponge|rhodium powder|rhodium ingot|rhodium bullion => 711031 ~ rhodium unwrought powder
rhodium wire|rhodium foil|rhodium sheet|rhodium strip|rhodium tube|rhodium rod => 711039 ~ rhodium semi-manufactured
# ---- 73 76 80 metals
stainless steel casing|stainless casing|stainless oil well tubing|cra casing|duplex casing|duplex tubing => 730424 730429:0.2 ~ seamless casing tubing drilling oil gas stainless steel
aluminum circles for cookware|aluminum disc blank|aluminum round plate|aluminium round sheet|deep drawing circle|aluminum round blank => 7606 760692:0.6 760691:0.5 ~ aluminium plates sheets not rectangular square alloys
pewter bar|tin lead ingot|tin lead alloy|tin antimony alloy|tin alloy bar|britannia metal ingot => 800120 ~ tin unwrought alloys
# ---- 83 base-metal fittings for vehicles
trailer door holder|trailer door lock|truck door latch|trailer latch|cam bar lock|rear door lock trailer|cam action door lock|truck body latch|toolbox latch truck => 830230 830249:0.3 ~ mountings fittings motor vehicles base metal
# ---- 84 machinery
paper dryer|paper drying machine|veneer dryer|veneer drying machine|pulp dryer|paperboard dryer|vacuum timber dryer|vacuum wood dryer => 841935 ~ dryers wood paper pulp paper paperboard
milking machine parts|milking machine spare parts|milker parts|milker spare parts|milking equipment parts|teat cup liner => 843490 ~ milking machines dairy machinery parts
paper embossing machine|paper creasing machine => 844180 ~ machinery making up paper pulp paper paperboard
small offset press|sheet fed offset|sheetfed offset press => 844313 844311:0.2 ~ offset printing machinery
woodworking drill press|wood drill press|wood drilling machine|hinge drilling machine|wood boring machine => 846595 ~ machine-tools working wood drilling morticing machines
# ---- 85 electrical
tantalum electrolytic capacitor|smd tantalum|tantalum chip capacitor|tantalum polymer capacitor|polymer tantalum => 853221 ~ electrical capacitors fixed tantalum
alarm control board|alarm panel board|siren driver board|doorbell chime board|alarm main board => 853190 ~ signalling apparatus parts
pcb scrap|circuit board scrap|motherboard scrap|computer board scrap|mobile phone board scrap|tv board scrap => 8549 854929:0.5 854939:0.4 854921:0.3 854931:0.3 ~ electrical electronic waste scrap printed circuit boards recovery precious metal
lithium ion battery scrap|battery cell scrap|lithium cell scrap => 854913 854914:0.4 854919:0.2 ~ waste scrap electric accumulators sorted chemical type
alkaline battery scrap|dry cell scrap|mixed battery scrap => 854914 854913:0.3 854919:0.2 ~ waste scrap primary cells batteries unsorted
# ---- 88 90 aircraft, instruments
paragliding glider|paragliding canopy|speed wing paraglider|skydiving canopy => 880400 ~ parachutes paragliders
reflectorless total station|robotic total station|surveying total station|electronic total station => 901520 ~ surveying equipment theodolites tachymeters
radiation dosimeter|radiation survey meter|gamma detector|geiger muller counter => 903010 ~ instruments measuring detecting ionising radiations
phase sequence meter|phase rotation meter|phase sequence indicator => 903089 903040:0.2 ~ instruments apparatus measuring checking electrical quantities without recording device
analog digital watch movement|analog digital movement|ana digi quartz movement|dual display movement|ana digi movement|anadigi movement => 910819 910811:0.3 ~ watch movements electrically operated
# ---- 95 96 amusement, snaps
xd cinema|cinema motion seats|motion theater seats|cinema simulator|motion cinema chair => 950824 ~ amusement park rides motion simulators moving theatres
# ---- 15 20 21 22 food and drink
refined pomace oil|refined olive pomace oil|pomace olive oil blend => 151090 151010:0.3 ~ oils obtained solely from olives olive pomace refined
manzanilla olives|castelvetrano olives|garlic stuffed olives|marinated olives|olive snack cups|ripe olives|gordal olives => 200570 200190:0.2 ~ olives prepared preserved otherwise than by vinegar not frozen
soup powder|broth powder|soup concentrate|instant noodle soup base|soup sachet => 210410 210390:0.2 ~ soups broths preparations therefor
vsop cognac|xo cognac|vs cognac|french brandy|spanish brandy|singani|brandy vsop|brandy xo|grape marc spirit|xo brandy|vsop brandy => 220820 ~ spirits distilling grape wine grape marc
# ---- 33 toothpaste
herbal toothpaste|tooth gel|sensitive toothpaste|probiotic toothpaste|toothpaste tabs|tooth powder whitening => 330610 ~ dentifrices oral dental hygiene
# ---- 39 cellulose
hydroxypropyl cellulose|methyl hydroxyethyl cellulose|mhec|hemc|tylose|ethyl hydroxyethyl cellulose|cellulose ether powder => 391239 ~ cellulose ethers primary forms
nanocellulose|cellulose nanofiber|cellulose nanocrystals|powdered cellulose|regenerated cellulose powder => 391290 ~ cellulose chemical derivatives primary forms
# ---- 42 belts
leather ratchet belt|leather dress belt|reversible leather belt|western leather belt|cowhide belt|full grain leather belt|leather gun belt|leather duty belt|braided leather belt|leather jeans belt => 420330 ~ belts bandoliers leather composition leather
# ---- 48 49 paper, printed matter
letter paper ream|xerox paper|woodfree paper a4|a4 printing paper|a4 printer paper|copier paper a4 => 480256 480257:0.2 ~ uncoated paper writing printing sheets 40 150 g/m2
travel map poster|country map|navigation chart|topographic map poster|folded road map => 490590 ~ maps hydrographic charts wall maps topographical plans printed
# ---- 61 62 63 garments and blankets
wool pullover|merino cardigan|cable knit wool sweater|merino wool sweater => 611011 611012:0.2 611019:0.2 ~ jerseys pullovers cardigans wool fine animal hair knitted
winter tights|footed tights|control top tights|pantyhose nylon => 6115 611522:0.5 611521:0.5 611529:0.2 ~ panty hose tights synthetic fibres decitex
wool peacoat|wool blend overcoat|cashmere overcoat|tweed overcoat|loden coat|wool trench coat|wool topcoat|wool blend coat|chesterfield coat|wool car coat => 620120 620220:0.6 610210:0.2 ~ overcoats car-coats capes cloaks wool fine animal hair
wool blend suit|mens wool suit|worsted wool suit => 620311 620411:0.4 ~ suits wool fine animal hair
linen baby romper|baby linen romper|linen baby dress|linen baby clothes|linen baby outfit|linen baby bloomers => 620990 611190:0.3 ~ babies garments clothing accessories other textile materials
waffle weave blanket|cotton thermal blanket|cotton cellular blanket|cotton knit blanket|cotton bed blanket|cotton baby blanket => 630130 ~ blankets travelling rugs cotton
# ---- 64 footwear
slip on canvas shoes|knit walking shoes|mesh walking shoes|fabric loafers|canvas loafers => 640419 640411:0.3 640420:0.1 ~ footwear rubber plastics outer soles uppers textile materials
# ---- 70 71 glass, stones
murano glass rods|boro rods|glass stringer => 700220 ~ glass unworked rods
glass lamp shell|bulb shell|glass bulb shell|glass lamp envelope|bulb glass blank => 701110 ~ glass envelopes bulbs open without fittings electric lighting
natural diamond loose|diamond gemstone loose|certified loose diamond => 710239 710491:0.3 ~ diamonds non-industrial worked not mounted set
piezoelectric quartz|lumbered quartz|cultured quartz bar|synthetic quartz bar|quartz crystal blank|synthetic quartz crystal => 710410 ~ piezo-electric quartz synthetic
# ---- 72 73 76 steel, aluminium
cold rolled carbon steel|cold rolled carbon steel plate|cold rolled carbon steel sheet|cold rolled mild steel|cold rolled mild steel sheet|cold rolled plate => 7209 ~ flat-rolled iron non-alloy steel cold-rolled cold-reduced not clad plated coated
stainless steel seamless casing|stainless seamless casing|seamless stainless casing => 730424 ~ seamless casing tubing drilling oil gas stainless steel
aluminium alloy disc|aluminium alloy circle|alloy aluminium circle => 760692 ~ aluminium plates sheets alloys not rectangular square
river anchor => 731600 ~ anchors grapnels iron steel
ceiling hook screw|square screw hook|threaded hook|swing hook screw|hammock hook screw => 731813 ~ threaded screw hooks screw rings iron steel
steel grinding media => 732611 732591:0.4 ~ grinding balls similar articles mills forged stamped
electrolytic copper cathode => 740311 ~ copper refined unwrought cathodes
alsi alloy ingot|aluminium ingot alloy => 760120 ~ aluminium unwrought alloys
g80 connecting link|lifting chain connecting link|chain coupling link|hammerlok|kenter shackle|joining shackle|detachable link|chain joining link|lifting chain coupling => 731590 731519:0.3 ~ chain parts iron steel
metal corner protectors|brass corner protectors|box corner protectors|trunk corners|chest corners|brass box corners|decorative box corners => 830249 830242:0.3 ~ mountings fittings trunks chests base metal
# ---- 82 tools
manual hedge trimmer|telescopic hedge shears|border shears => 820160 ~ hedge shears two-handed pruning shears
tinner snips|metal cutting shears => 820330 ~ metal cutting shears hand tools
full tang knife|fixed blade hunting knife|tactical fixed blade => 821192 ~ knives fixed cutting blades
split rivets|hollow rivets|rivet studs leather => 830820 ~ rivets tubular bifurcated base metal
welding stick|low hydrogen electrode => 831110 ~ electrodes coated base metal electric arc-welding
# ---- 84 85 machines and electrical
bulldozer blade|angledozer blade|angle dozer blade => 843142 ~ bulldozer angledozer blades
milking machine liner|milking machine claw|milking machine pulsator|milking machine hose|milker bucket => 843490 ~ milking machines dairy machinery parts
air hammer forging|pneumatic forging hammer|blacksmith power hammer => 846219 846229:0.2 ~ machine-tools hot forming hammers working metal
transfer belt printer|printer formatter board => 844399 ~ printing machinery parts accessories
coin operated jukebox|coin operated music player => 851920 ~ sound reproducing apparatus operated coins
power management chip|dc dc converter ic|dc dc converter chip => 854239 ~ electronic integrated circuits other
waste printed circuit boards|scrap printed circuit boards|waste pcb|board scrap => 8549 854929:0.5 854939:0.4 854921:0.3 854931:0.3 ~ electrical electronic waste scrap printed circuit boards
# ---- 90 instruments
intravenous cannula|nelaton catheter|feeding catheter => 901839 ~ catheters cannulae
femoral stem|acetabular cup|femoral head implant|tibial tray|femoral component => 902131 ~ artificial joints
chlorophyll meter|uv photometer|water colorimeter => 902750 ~ instruments apparatus using optical radiations
# ---- 95 sports
carp hooks|offset worm hooks|baitholder hooks => 950720 ~ fish-hooks snelled
# ---- more garments, food, instruments (second pass)
hip joint prosthesis|knee joint prosthesis|joint prosthesis|shoulder joint prosthesis|hip joint replacement|elbow prosthesis|finger joint implant => 902131 ~ artificial joints
dashi stock|broth cubes|soup stock powder => 210410 ~ soups broths preparations therefor
pheromone perfume|perfume roller|solid cologne => 330300 ~ perfumes toilet waters
cotton jersey dress|polo dress|cotton knit dress|cotton bodycon dress|cotton maxi dress knit => 6104 610442:0.6 ~ dresses women's girls' knitted cotton
bike shorts women|scrunch butt leggings|gym shorts women => 6104 610463:0.5 ~ trousers shorts women's knitted synthetic
full wetsuit|wetsuit jacket => 611300 401590:0.3 ~ garments knitted fabrics 5903 5906 5907
pfd|kids life vest|fishing life vest => 630720 ~ life-jackets life-belts
atv snow plow|utv snow plow|truck snow plow => 843020 ~ snow-ploughs snow-blowers
cotton polo shirt|polo shirts men|boys polo shirt => 6105 610510:0.6 ~ shirts men's boys' knitted cotton
`;
