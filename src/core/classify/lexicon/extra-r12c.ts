/**
 * Twelfth-pass lexicon additions, written like the eighth to eleventh passes from marketplace- and
 * ruling-style descriptions of a fifth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R12C_LEXICON = String.raw`
# ---- 08 nuts and provisionally preserved fruit
brazil nuts in shell|inshell brazil nuts|unshelled brazil nuts|para nuts in shell => 080121 ~ brazil nuts in shell
sulphited strawberries|strawberries in so2|sulphited fruit|sulphited fruit pulp|fruit pulp in so2|apricot pulp in so2|sulphured apricot pulp|apricots in so2|fruit in so2 solution|provisionally preserved fruit => 081290 081210:0.3 ~ fruit provisionally preserved unsuitable immediate consumption
# ---- 13 opium
raw opium|opium gum|opium latex|poppy latex|medicinal opium|opium powder => 130211 ~ vegetable saps extracts opium
# ---- 19 wafers and waffles
caramel waffle cookies|hazelnut wafers|chocolate wafer bar|waffle bowls|egg rolls wafer|liege waffles|belgian waffles => 190532 ~ waffles wafers
# ---- 20 juices
pineapple juice nfc => 200941 200949:0.3 ~ juice pineapple brix not exceeding 20
concentrated pineapple juice => 200949 ~ juice pineapple brix exceeding 20
# ---- 21 ice cream
ice cream pint|ice cream tub => 210500 ~ ice cream edible ice
# ---- 24 tobacco leaf
whole leaf tobacco|raw tobacco leaf|burley tobacco leaf|dark fired tobacco|cigar leaf|tobacco leaf bales => 240110 240120:0.5 ~ tobacco not stemmed stripped unmanufactured
# ---- 28 inorganic
natural red oxide|natural iron oxide pigment|hematite pigment|haematite pigment|indian red oxide|spanish red oxide|persian red oxide|natural red iron oxide => 282120 253090:0.5 282110:0.3 ~ earth colours combined iron fe2o3
sodium bichromate|sodium dichromate dihydrate => 284130 ~ salts sodium dichromate
low enriched uranium|enriched uranium dioxide|uranium hexafluoride enriched|enriched uranium hexafluoride|uranium fuel pellets|nuclear fuel pellets|mox fuel|plutonium oxide => 284420 ~ uranium enriched u235 plutonium compounds
# ---- 29 organic
hydroxybenzaldehyde|syringaldehyde|isovanillin|anisic aldehyde|salicylaldehyde|veratraldehyde|ortho vanillin => 291249 ~ aldehyde-phenols aldehyde-ethers aldehydes other oxygen function
vitamin b6 powder => 293625 ~ vitamin b6 derivatives unmixed
# ---- 33 essential oils
sweet orange essential oil|wild orange essential oil|valencia orange oil|blood orange oil|citrus sinensis|citrus sinensis oil|citrus sinensis peel oil => 330112 ~ oils essential orange
# ---- 40 rubber
# ---- 44 wood
birch poles|birch pulpwood|birch pulp logs|small birch logs => 440396 440395:0.3 ~ wood birch rough cross-sectional less than 15 cm
birch faced plywood|birch veneer plywood => 441233 ~ plywood birch outer ply each ply 6mm or less
# ---- 47 pulp
sbsk pulp|bleached softwood pulp|softwood kraft pulp bleached => 470321 ~ chemical wood pulp sulphate bleached coniferous
# ---- 50 raw silk
raw silk filament|reeled silk|mulberry raw silk|raw silk skeins|grege silk|greige silk => 500200 ~ raw silk not thrown
# ---- 55 yarn and fabric
acrylic cotton yarn|acrylic cotton blend yarn|modacrylic cotton yarn|modacrylic cotton blend yarn|fr modacrylic yarn => 550962 551120:0.4 ~ yarn acrylic modacrylic staple fibres mixed cotton not retail
printed polycotton fabric|printed poly cotton fabric|printed tc fabric|printed polyester cotton fabric => 5513 5514 551441:0.5 551341:0.5 ~ woven fabrics printed polyester staple fibres mixed cotton
# ---- 56 chenille, rope
# ---- 58 labels
damask labels|damask woven labels|neck labels|woven neck labels|woven name labels|woven name tapes|woven tags|woven logo labels => 580710 580790:0.2 ~ labels badges woven textile not embroidered
# ---- 62 coated garments
waterproof overtrousers|rain bib overalls|pvc bib trousers|fishing bib pants|rubberised bib trousers => 6210 621040:0.6 621050:0.4 392620:0.3 ~ garments fabrics 5903 5906 5907 trousers
# ---- 65 hat parts
cap sweatband|hat chinstrap|hat foundation|buckram hat frame => 650700 ~ head-bands linings covers hat foundations frames peaks chinstraps headgear
# ---- 68 stone
limestone cladding|limestone sill|limestone windowsill|limestone window sill|limestone coping|limestone pavers|limestone flooring|limestone fireplace|limestone mantel|limestone sink|limestone basin|limestone wall tiles|jerusalem stone|jura limestone|limestone veneer|limestone paving slabs|limestone steps => 680292 680229:0.3 ~ calcareous stone articles worked
# ---- 70 glassware
glass food storage containers|borosilicate baking dish|glass kettle|borosilicate pitcher|borosilicate carafe => 701342 701349:0.3 ~ glassware table kitchen low expansion borosilicate
# ---- 73 iron and steel
ssaw steel pipe|hsaw pipe|ssaw line pipe|hsaw line pipe|spiral welded line pipe|helical welded line pipe|helical submerged arc welded => 730519 730539:0.5 ~ line pipe oil gas not longitudinally welded exceeding 406.4mm
steel oval tube|oval steel tube|oval steel pipe|elliptical steel tube|elliptical pipe|flat oval tube|half round tube|triangular steel tube|hexagonal steel tube|octagonal steel tube => 730669 730690:0.2 ~ tubes welded non-circular cross-section
footbridge|pedestrian bridge|truss bridge|modular bridge|prefabricated bridge|steel truss bridge|bridge truss => 730810 ~ structures bridges bridge-sections
communication tower|guyed mast|guyed tower|radio tower|angle steel tower => 730820 ~ structures towers lattice masts
inverted tooth chain|forklift leaf chain|forklift chain|mast chain|pintle chain|detachable link chain|drop forged chain|forged link chain|scraper chain => 731512 731511:0.3 ~ chain articulated link other than roller
studlink chain|stud link anchor chain|studlink anchor chain|stud link mooring chain => 731581 ~ chain stud-link
studless chain|studless mooring chain|studless anchor chain => 731582 ~ chain welded link
# ---- 82 tools
hand crank grinding wheel|treadle grinder|pedal grinding wheel|foot pedal grindstone|coal forge|bench anvil => 820590 ~ hand tools anvils portable forges grinding wheels frameworks
# ---- 83 keys
house key blank|uncut key blade|key blade uncut => 830170 ~ keys presented separately base metal
# ---- 84 machinery
wood gas generator => 840510 ~ generators producer gas water gas acetylene
ice making machine|ice cube maker|nugget ice maker|commercial ice maker|countertop ice maker|portable ice maker => 841869 ~ refrigerating freezing equipment
scale load sensor|scale sensor => 842390 903180:0.2 ~ parts weighing machinery
rt crane|franna crane|tyre mounted crane|wheeled crane => 842641 870510:0.2 ~ cranes self-propelled on tyres
ctp spare parts|platesetter spare parts|ctp parts|platesetter parts|ctp laser head|platesetter laser head|plate processor parts|plate processor brush|plate processor roller|plate processor brush roller => 844240 ~ machinery preparing making printing components parts thereof
pocket setter|automatic pocket setter|pocket welting machine|automatic sewing unit|template sewing machine|pattern sewing machine|programmable pattern sewer|automatic placket machine|automatic hemming machine|sleeve setting machine|automatic buttonhole machine => 845221 ~ sewing machines not household automatic units
heel lasting machine|cobbler machine|sole cementing machine => 845320 ~ machinery making repairing footwear
wire nail machine => 846330 ~ machine-tools working wire without removing material
wood machining center|woodworking machining center|nesting cnc|nesting machine|panel machining center|atc router => 846520 ~ machine-tools working wood machining centres
# ---- 85 electrical
dent puller welder|dent repair welder|stud welder dent|car body dent puller|manual spot welder|pedal spot welder|foot pedal spot welder|portable spot welder|handheld spot welder|spot welding gun => 851529 ~ resistance welding not fully automatic
automatic spot welder|automatic spot welding machine|robotic spot welder|mesh welding machine => 851521 851529:0.3 ~ resistance welding fully partly automatic
tuner component => 852799 ~ radio-broadcast receivers not combined recording clock
lto ultrium|dlt tape|blank cassette tape|audio cassette blank|reel to reel tape|vhs blank|blank vhs => 852329 ~ magnetic media tapes
led indicator panel|annunciator panel|alarm indicator panel|led status panel|led mimic panel => 853120 ~ indicator panels led signalling
carbon resistor|carbon composition resistor|carbon film resistor kit|carbon film resistor assortment => 853310 ~ fixed carbon resistors composition film
hv disconnector|ab switch => 853530 ~ isolating make-and-break switches exceeding 1000 volts
switch housing|switchgear spare parts => 853890 ~ parts apparatus 8535 8536 8537
sealed beam lamp|par56 sealed beam => 853910 ~ lamps sealed beam units
data display tube|graphic display tube|monochrome display tube => 854040 854060:0.3 ~ data graphic display tubes monochrome colour
# ---- 87 vehicles
hybrid box truck|hybrid lorry|hybrid tipper|hybrid delivery truck|diesel electric truck|hybrid dump truck => 8704 870442:0.6 870441:0.3 870443:0.3 ~ vehicles transport goods compression-ignition electric motor
truck mounted water well drilling rig|truck mounted borehole drilling rig|workover rig truck|mobile workover rig => 870520 ~ vehicles mobile drilling derricks
# ---- 89, 93, 94, 96
stern trawler|tuna seiner|fish factory ship => 890200 ~ fishing vessels factory ships
steel filing cabinet|steel office locker|steel office desk|steel office cabinet|metal office cabinet => 940310 ~ furniture metal office
# ---- second batch: goods of the sampled subheadings found missing
pizzelle|krumkake|wafer cups|waffle biscuits => 190532 ~ waffles wafers
soft serve ice cream|ice cream cups|push pops|cornetto|magnum ice cream => 210500 ~ ice cream edible ice
dark air cured tobacco|cigar filler leaf|tobacco bales => 240110 240120:0.5 ~ tobacco not stemmed stripped
plutonium dioxide|highly enriched uranium => 284420 ~ uranium enriched u235 plutonium compounds
womens jeans|cargo pants women => 620462 620463:0.3 ~ trousers women's girls' cotton
wide leg trousers => 6204 620462:0.5 620463:0.5 6104:0.3 ~ trousers women's girls'
poplin blouse => 620630 ~ blouses shirts women's cotton
merino wool throw|alpaca blanket => 630120 630140:0.3 ~ blankets travelling rugs wool fine animal hair
cotton curtains => 630391 630319:0.2 ~ curtains drapes cotton not knitted
beer can glass => 701337 701333:0.2 ~ drinking glasses other than lead crystal
tampo printer|rotary screen printer => 844319 ~ printing machinery
industrial buttonhole machine|eyelet buttonhole machine|automatic buttonhole sewing machine|lockstitch buttonhole machine => 845221 845229:0.3 ~ sewing machines automatic units
portable bag sewing machine => 845229 ~ sewing machines not household
mandrel tube bender => 846259 846251:0.4 ~ machine-tools working tube pipe bar
servo punching press|servo press machine => 846263 ~ cold metal working presses servo-presses
egg laying block machine|brick extruder|coal briquette machine|foundry molding machine|sand moulding machine => 847480 ~ machines agglomerating shaping moulding ceramic paste unhardened cements foundry moulds
bottle cap mould => 848071 ~ moulds rubber plastics injection compression
capacitor run motor|psc motor => 850140 ~ electric motors ac single-phase
nand flash chip => 854232 ~ electronic integrated circuits memories
`;
