/**
 * The project's own lexicon: everyday and marketplace words for goods, materials and uses,
 * mapped to HS headings/subheadings (hints) and to the nomenclature's own terms (expansion).
 * Written by hand from general knowledge of product vocabulary and the HS structure; it is
 * not derived from any labelled data set.
 *
* Line format:  phrase|phrase|... =>  CODE[:weight] CODE ...  ~ expansion words
 *   - a phrase is one or more words matched as consecutive tokens (after normalisation);
 *   - CODE is a 4-digit heading or 6-digit subheading; weight defaults to 1;
 *   - expansion words are nomenclature vocabulary added to the query.
 */
import { FOOD_LEXICON } from './lexicon/food.js';
import { CHEMICALS_LEXICON } from './lexicon/chemicals.js';
import { MATERIALS_LEXICON } from './lexicon/materials.js';
import { MACHINERY_LEXICON } from './lexicon/machinery.js';
import { TEXTILES_LEXICON } from './lexicon/textiles.js';
import { MISC_LEXICON } from './lexicon/misc.js';
import { EXTRA_CHEM2_LEXICON } from './lexicon/extra-chem2.js';
import { EXTRA_TEXTILES2_LEXICON } from './lexicon/extra-textiles2.js';
import { EXTRA_METALS2_LEXICON } from './lexicon/extra-metals2.js';
import { EXTRA_FOOD2_LEXICON } from './lexicon/extra-food2.js';
import { EXTRA_ELECTRICAL2_LEXICON } from './lexicon/extra-electrical2.js';
import { EXTRA_MACHINES2_LEXICON } from './lexicon/extra-machines2.js';
import { EXTRA_MISC2_LEXICON } from './lexicon/extra-misc2.js';
import { EXTRA_GOODS2_LEXICON } from './lexicon/extra-goods2.js';
import { EXTRA_WEAR3_LEXICON } from './lexicon/extra-wear3.js';
import { EXTRA_TECH3_LEXICON } from './lexicon/extra-tech3.js';
import { EXTRA_HOME3_LEXICON } from './lexicon/extra-home3.js';
import { EXTRA_TRADE3_LEXICON } from './lexicon/extra-trade3.js';

const BASE_LEXICON = String.raw`
# ---------------------------------------------------------------- apparel, knitted (61)
tshirt|tshirts|tee shirt|graphic tee|crop top|tank top|singlet|vest top|camisole|cami => 6109 ~ tshirts singlets vests knitted
hoodie|hoodies|hoody|hooded sweatshirt|sweatshirt|pullover|sweater|jumper|cardigan|jersey|fleece jacket|knit top => 6110 ~ jerseys pullovers cardigans sweatshirts knitted
polo shirt|polo => 6105:0.8 6106:0.5 6109:0.4 ~ shirts knitted
stockings|socks|sock|hosiery|ankle socks|knee high socks => 6115 ~ pantyhose tights stockings socks hosiery knitted
yoga pants|leggings|jogger|joggers|sweatpants|track pants => 6104:0.6 6103:0.4 ~ trousers knitted
tracksuit|track suit|jogging suit|sweatsuit => 6112 ~ track suits knitted
swimsuit|swimwear|bikini|swimming trunks|swim trunks|bathing suit|beachwear|one piece swimsuit|tankini|board shorts|rash guard => 6112:0.9 6211:0.5 ~ swimwear
sports bra|bralette|corset|girdle|shapewear|waist trainer|body shaper|garter|suspenders => 6212 ~ brassieres girdles corsets braces suspenders garters
panties|panty|knickers|thong|briefs|lingerie|underwear|boxer|boxers|boxer briefs|nightgown|nightdress|pajama|pajamas|sleepwear|nightwear|negligee|robe|bathrobe|dressing gown => 6108:0.7 6107:0.6 6208:0.3 6207:0.3 ~ briefs panties nightdresses pyjamas underpants bathrobes dressing gowns knitted
dress|dresses|gown|gowns|sundress|maxi dress|mini dress|evening dress|prom dress|wedding dress|bridal gown|cocktail dress|party dress => 6104:0.7 6204:0.7 ~ dresses women
skirt|skirts|miniskirt|maxi skirt|pleated skirt => 6104:0.6 6204:0.6 ~ skirts women
jeans|denim pants|denim jeans|denim shorts => 6203:0.7 6204:0.7 ~ trousers denim cotton woven
trousers|pants|slacks|chinos|cargo pants|capris|overalls|dungarees|jumpsuit|romper|playsuit => 6203:0.5 6204:0.5 6103:0.5 6104:0.5 ~ trousers breeches shorts overalls
suit|blazer|tuxedo|suit jacket => 6203:0.6 6204:0.4 6103:0.3 ~ suits jackets blazers
jacket|coat|parka|anorak|windbreaker|raincoat|overcoat|trench coat|puffer jacket|down jacket|bomber jacket|ski jacket|peacoat|cape|poncho => 6201:0.6 6202:0.6 6101:0.4 6102:0.4 ~ overcoats anoraks windcheaters jackets capes cloaks
shirt|blouse|button down|dress shirt|button up shirt => 6205:0.6 6206:0.6 6105:0.4 6106:0.4 ~ shirts blouses
baby clothes|romper|onesie|bodysuit|baby outfit|baby set|infant clothes|newborn clothes|bib => 6111:0.8 6209:0.6 ~ babies garments clothing accessories
costume|cosplay|cosplay costume|halloween costume|fancy dress|masquerade costume => 6211:0.5 6114:0.4 6104:0.4 9505:0.5 ~ garments costumes
kimono|hanbok|cheongsam|qipao|sari|abaya|kaftan|thobe => 6204:0.5 6104:0.5 6211:0.4 ~ dresses garments
apron|aprons|uniform|scrubs|lab coat|workwear|coverall => 6211:0.6 6114:0.5 ~ garments
gloves|glove|mittens|mitts => 6116:0.6 6216:0.5 4203:0.4 3926:0.3 ~ gloves mittens mitts
scarf|scarves|shawl|pashmina|bandana|stole => 6117:0.5 6214:0.7 ~ shawls scarves mufflers mantillas veils
necktie|tie|bow tie|bowtie|cravat => 6215 ~ ties bow ties cravats
handkerchief|pocket square => 6213 ~ handkerchiefs
hat|cap|caps|baseball cap|beanie|bucket hat|sun hat|fedora|beret|visor|headwear|trucker hat|snapback|knit hat|balaclava => 6505:0.8 6504:0.3 ~ hats headgear
helmet|motorcycle helmet|bike helmet|bicycle helmet|safety helmet|hard hat => 6506 ~ safety headgear helmets
belt|belts|waist belt => 4203:0.6 6217:0.3 3926:0.3 ~ belts clothing accessories
wig|wigs|hair extension|hair extensions|lace front|hairpiece|toupee => 6704 ~ wigs false beards eyebrows eyelashes switches human hair
leather jacket|leather coat|leather pants|leather trousers|leather skirt|leather vest|biker jacket leather => 420310 ~ articles apparel leather composition leather
leather belt|genuine leather belt => 420330 ~ belts bandoliers leather
face mask|cloth mask|dust mask|mouth mask|eye mask|sleep mask|sleeping mask => 630790 ~ textiles made up articles
pet clothes|pet clothing|dog clothes|dog clothing|cat clothes|cat clothing|dog coat|dog jacket|dog sweater|dog hoodie|dog vest|dog shirt|dog dress|cat jacket|cat vest|cat sweater|cat coat|pet jacket|pet vest|pet sweater|pet hoodie|pet coat|pet costume|dog costume|cat costume|dog raincoat|pet raincoat => 420100 ~ saddlery harness animal coats
watch dial|watch hands|watch parts|watch crown => 9114 9110:0.4 ~ clock watch parts
# ---------------------------------------------------------------- footwear (64)
shoes|shoe|footwear|sneakers|sneaker|running shoes|trainers|athletic shoes|basketball shoes|tennis shoes|loafers|moccasins|heels|high heels|stilettos|flats|oxfords|derby|sandals|sandal|slippers|slipper|flip flops|slides|clogs|boots|boot|ankle boots|knee high boots|rain boots|wellies|espadrilles|mules => 6402:0.5 6403:0.5 6404:0.5 6405:0.3 ~ footwear outer soles uppers
flip flops|slides|rain boots|wellies|crocs|jelly shoes => 6402 ~ rubber plastics
insole|insoles|shoe insert|heel pad|shoe pad => 6406:0.6 6307:0.4 ~ parts footwear insoles
# ---------------------------------------------------------------- bags and leather goods (42)
bag|bags|handbag|handbags|purse|clutch|clutch bag|tote|tote bag|shoulder bag|crossbody|crossbody bag|satchel|hobo bag|bucket bag|evening bag => 4202:0.9 420221:0.3 420222:0.3 ~ handbags shoulder strap
backpack|rucksack|school bag|schoolbag|travel bag|duffel|duffel bag|gym bag|sports bag|luggage|suitcase|trolley case|carry on|briefcase|laptop bag|camera bag|tool bag|cosmetic bag|makeup bag|toiletry bag|pencil case|pencil bag|lunch bag|cooler bag|fanny pack|waist bag|belt bag|messenger bag => 4202 ~ trunks suitcases travel bags rucksacks containers cases
wallet|wallets|card holder|cardholder|coin purse|money clip|key pouch|key case|passport holder|passport cover => 420231:0.7 420232:0.7 4202:0.5 ~ pocket handbag wallets
earphone case|earbud case|airpods cover|headphone case|phone case|phone cover|iphone case|mobile case|cellphone case|smartphone case|case cover|back cover|protective case|flip case|tablet case|ipad case|airpods case|earbuds case => 392690:0.8 420232:0.4 420299:0.3 ~ plastics articles cases
leather => 4202:0.2 4203:0.2 4205:0.2 ~ leather
harness|dog harness|collar|dog collar|leash|dog leash|pet leash|saddle|saddlery => 4201 ~ saddlery harness animals leashes collars
# ---------------------------------------------------------------- jewellery (71)
necklace|necklaces|pendant|pendants|choker|bracelet|bracelets|bangle|bangles|anklet|earring|earrings|ear studs|studs|hoop earrings|ring|rings|brooch|charm|charms|jewelry|jewelry set|body jewelry|nose ring|belly ring|cufflinks|tiara|hair jewelry => 7117:0.8 7113:0.5 ~ imitation jewellery jewellery
s925|sterling|sterling silver|925 silver|solid gold|14k|18k|karat|platinum => 7113:0.9 711311:0.6 ~ jewellery precious metal silver
gold plated|silver plated|rhodium plated|plated|stainless steel jewelry|rhinestone|rhinestones|zircon|cubic zirconia|cz|imitation pearl|faux pearl => 7117:0.5 ~ imitation jewellery base metal
pearl|pearls|freshwater pearl|baroque pearl|natural pearl => 7101:0.6 7116:0.6 ~ pearls natural cultured
gemstone|gemstones|gem|sapphire|ruby|emerald|amethyst|opal|jade|turquoise|agate|quartz|crystal stone|tourmaline|garnet|topaz|precious stone|semi precious => 7103:0.6 7116:0.6 7104:0.3 ~ precious semi-precious stones
beads|bead|spacer beads|loose beads => 7018:0.4 3926:0.4 7117:0.4 ~ beads
watch|watches|wristwatch|wrist watch|quartz watch|mechanical watch|automatic watch|digital watch|chronograph|pocket watch|stopwatch => 9102:0.9 851762:0.3 ~ wrist-watches watches
watch band|watch strap|watchband|watch bracelet|watch straps|watch bands|smartwatch band|apple watch band => 9113 ~ watch straps bands bracelets
clock|clocks|alarm clock|wall clock|desk clock|table clock => 9105 ~ clocks
# ---------------------------------------------------------------- electronics (84, 85)
laptop|notebook computer|laptop computer|ultrabook|chromebook|macbook|netbook|tablet|tablet pc|ipad|android tablet|handheld computer|portable computer => 847130 ~ automatic data processing machines portable weighing not more than 10 kg
desktop|desktop computer|pc|computer|mini pc|all in one pc|workstation|server => 8471 ~ automatic data processing machines
keyboard|mechanical keyboard|mouse|computer mouse|gaming mouse|wireless mouse|trackpad|touchpad|joystick|scanner|card reader => 847160:0.7 847180:0.3 ~ input units
ssd|solid state drive|hard drive|hard disk|hdd|external drive|nas => 847170 8523:0.3 ~ storage units
usb flash drive|flash drive|pendrive|pen drive|usb stick|memory card|sd card|micro sd|tf card|memory stick => 852351 ~ solid-state non-volatile storage devices semiconductor media
graphics card|gpu|motherboard|mainboard|cpu cooler|ram|memory module|computer parts|pc case|computer case => 847330 ~ parts accessories machines heading 8471
printer|inkjet printer|laser printer|label printer|thermal printer|photocopier|copier => 8443 844332:0.6 ~ printers
ink cartridge|toner|toner cartridge|ink cartridges => 844399:0.6 3215:0.5 ~ printing ink parts accessories printers
monitor|computer monitor|display|lcd monitor|gaming monitor => 852852:0.7 8528:0.6 ~ monitors
projector|mini projector|video projector|beamer => 852862:0.6 852869:0.5 ~ projectors
tv|television|smart tv|led tv|iptv => 852872:0.6 8528:0.5 ~ television receivers reception apparatus
phone|smartphone|cellphone|cell phone|mobile phone|iphone|android phone|rugged phone|feature phone => 851713 ~ telephones smartphones cellular networks wireless networks
router|wifi router|modem|wifi extender|repeater|access point|network switch|ethernet switch|bluetooth adapter|wifi adapter|dongle|gps tracker|intercom|baby monitor|doorbell|video doorbell => 851762 ~ machines reception conversion transmission regeneration voice images data switching routing apparatus
phone parts|touch screen|flex cable|charging port => 851779 ~ parts telephone apparatus
earbuds|earphones|headphones|headset|earphone|headphone|wireless earbuds|bluetooth headphones|gaming headset|tws|airpods|in ear => 851830 ~ headphones earphones combined microphone loudspeakers
speaker|speakers|bluetooth speaker|loudspeaker|subwoofer|soundbar|sound bar|portable speaker|smart speaker => 8518:0.9 851822:0.5 ~ loudspeakers
microphone|mic|lavalier|condenser microphone|karaoke microphone => 851810 ~ microphones stands
camera|digital camera|action camera|dashcam|dash cam|webcam|security camera|ip camera|cctv|surveillance camera|camcorder|trail camera|endoscope camera|spy camera => 852589 ~ television cameras digital cameras video camera recorders
tripod|monopod|selfie stick|gimbal => 9002:0.5 9006:0.4 962000:0.6 ~ lenses tripods monopods
drone|quadcopter|fpv drone|rc drone => 880621:0.5 880622:0.5 9503:0.4 ~ unmanned aircraft
charger|phone charger|usb charger|wall charger|fast charger|wireless charger|power adapter|ac adapter|laptop charger|charging station|adapter|power supply|led driver|inverter|ups => 850440 850431:0.3 ~ static converters transformers
power bank|powerbank|portable charger|battery pack|lithium battery|li ion battery|lipo battery|18650|rechargeable battery|battery|batteries => 8507:0.7 850760:0.6 8506:0.4 ~ electric accumulators lithium-ion
aa battery|aaa battery|coin battery|button battery|cr2032|alkaline battery => 8506 ~ primary cells primary batteries
cable|usb cable|charging cable|data cable|hdmi cable|lightning cable|type c cable|extension cord|power cord|wire|ethernet cable|aux cable|audio cable => 854442 8544:0.6 ~ insulated electric conductors fitted connectors
plug|socket|power strip|outlet|switch|light switch|wall switch|smart plug|connector|terminal|relay|fuse|circuit breaker => 8536 ~ switching protecting electrical circuits plugs sockets connectors
smart home|sensor|motion sensor|thermostat|controller|remote control|remote => 8543:0.3 8537:0.3 9032:0.3 852691:0.2 ~ apparatus
led strip|led light|led lights|led lamp|lamp|lamps|lights|night light|string lights|fairy lights|desk lamp|table lamp|floor lamp|ceiling light|chandelier|pendant light|wall light|wall lamp|spotlight|torch|lantern|solar light|garden light|neon sign|light bar|work light|grow light => 9405 ~ luminaires light fittings lamps lighting
light bulb|bulb|led bulb|lightbulb|led bulbs|filament bulb|halogen bulb|fluorescent tube => 8539 ~ electric filament discharge lamps light-emitting diode led lamps
torch => 851310 9405:0.3 ~ portable electric lamps
game console|video game console|gaming console|handheld game console|retro game console|playstation|xbox|nintendo|game controller|gamepad|joystick controller|controller for ps4|arcade => 950450 ~ video game consoles machines
vr headset|vr glasses|virtual reality => 852862:0.3 852869:0.2 9504:0.3 ~ video
e-cigarette|ecigarette|vape|vape pen|electronic cigarette|pod system => 854340 ~ electronic cigarettes vaporising devices
calculator|electronic dictionary|translator device => 8470 ~ calculating machines
radio|fm radio|car radio|car stereo|car audio => 8527 851981:0.4 ~ reception apparatus radio-broadcasting
electric motor|motor|dc motor|stepper motor|brushless motor|servo|servo motor|gear motor => 8501 ~ electric motors
solar panel|solar panels|photovoltaic|solar cell => 854143 8541:0.6 8502:0.4 ~ photovoltaic cells modules panels
pcba|development board|arduino|raspberry pi|ic|integrated circuit|electronic components => 8542 8534:0.5 8532:0.4 8533:0.4 8541:0.4 ~ electronic integrated circuits printed circuits
esc|speed controller|flight controller => 8537:0.5 850300:0.4 ~ boards panels control
soldering iron|soldering station|welding machine|welder|soldering => 8515 ~ soldering welding machines
multimeter|oscilloscope|voltage tester|clamp meter|tester => 9030 ~ instruments measuring checking electrical quantities
diagnostic tool|obd|obd2|car scanner|code reader => 903180 9031:0.7 ~ measuring checking instruments
# ---------------------------------------------------------------- appliances (84, 85)
electric toothbrush|water flosser|oral irrigator => 850980 ~ electro-mechanical domestic appliances
vacuum cleaner|vacuum|robot vacuum|cordless vacuum|handheld vacuum => 8508 ~ vacuum cleaners
blender|juicer|mixer|food processor|stand mixer|hand mixer|coffee grinder|meat grinder => 850940 ~ food grinders processors mixers fruit vegetable juice extractors
oven => 8516:0.9 851671:0.4 851660:0.4 851650:0.3 851672:0.3 ~ electro-thermic domestic appliances cooking
heater|space heater|electric heater|water heater|heating pad => 8516:0.8 851629:0.5 ~ space heating apparatus
fan|electric fan|desk fan|ceiling fan|neck fan|handheld fan|usb fan|cooling fan|exhaust fan|blower => 8414:0.9 841451:0.5 ~ fans
air conditioner|ac unit|portable air conditioner|dehumidifier => 8415:0.8 847989:0.3 ~ air conditioning machines
humidifier|diffuser|aroma diffuser|essential oil diffuser => 850980:0.5 842139:0.5 ~ domestic appliances filtering purifying air
refrigerator|fridge|freezer|mini fridge|ice maker => 8418 ~ refrigerators freezers
washing machine => 8450:0.6 8422:0.4 8451:0.3 ~ household washing machines dish washing
sewing machine => 8452 ~ sewing machines
scale|kitchen scale|bathroom scale|weighing scale|digital scale|luggage scale => 8423 ~ weighing machinery scales
pump|water pump|aquarium pump|fuel pump|submersible pump|inflator => 8413:0.7 8414:0.5 ~ pumps liquids air pumps
compressor|air compressor => 841480 ~ compressors
filter|water filter|air filter|oil filter|fuel filter|filter cartridge|filter element => 8421 ~ filtering purifying machinery
valve|faucet|tap|mixer tap|shower head|showerhead|solenoid valve => 8481 ~ taps cocks valves
bearing|ball bearing|roller bearing => 8482 ~ ball roller bearings
gear|gearbox|pulley|sprocket|transmission shaft|coupling => 8483 ~ transmission shafts gears pulleys
lawn mower|lawnmower|robot mower|grass cutter => 8433:0.7 8467:0.5 ~ mowers lawns
chainsaw|chain saw => 846722 846781:0.3 ~ chain saws
drill|electric drill|cordless drill|impact driver|power drill|rotary hammer|angle grinder|grinder|sander|polisher|jigsaw|circular saw|heat gun|nail gun|power tool|power tools => 8467 846721:0.5 ~ tools working hand self-contained electric motor drills
sprayer|spray gun|paint sprayer|pressure washer|garden sprayer|fire extinguisher => 8424 ~ mechanical appliances projecting dispersing spraying liquids
hoist|jack|car jack|winch => 8425:0.6 8427:0.4 ~ pulley tackle hoists winches jacks
engine|motor engine|outboard motor|diesel engine => 8407:0.4 8408:0.4 8412:0.3 ~ engines
# ---------------------------------------------------------------- phone & computer accessories
screen protector|tempered glass|glass film|protective film|lens protector|privacy screen => 700719:0.5 392690:0.5 3919:0.3 ~ toughened safety glass film plastics
phone holder|phone stand|car mount|car holder|tablet stand|laptop stand|monitor arm|desk mount|ring holder|popsocket|phone grip => 392690 8302:0.3 7326:0.3 ~ plastics articles
stylus|stylus pen|touch pen => 960899:0.5 847160:0.3 ~ pens
# ---------------------------------------------------------------- cosmetics, personal care (33, 34, 96)
lipstick|lip gloss|lip balm|lip liner|lip tint|lip stain|lip oil => 330410 ~ lip make-up preparations
mascara|eyeliner|eye shadow|eyeshadow|eyeshadow palette|eyebrow pencil|brow gel|eye makeup => 330420 ~ eye make-up preparations
nail polish|nail gel|gel polish|nail lacquer|top coat|base coat|nail art|nail tips => 330430 ~ manicure pedicure preparations
foundation|concealer|face powder|setting powder|blush|bronzer|highlighter|makeup|cosmetics|bb cream|cc cream|primer => 330499 330491:0.5 ~ beauty make-up preparations
skin care|skincare|face cream|moisturizer|serum|face serum|lotion|body lotion|sunscreen|sunblock|face mask|sheet mask|toner|cleanser|eye cream|anti aging|whitening cream|body butter => 330499 ~ beauty skin care preparations sunscreen
perfume|fragrance|cologne|eau de toilette|eau de parfum|body mist|body spray => 330300 ~ perfumes toilet waters
shampoo|conditioner|hair mask|hair oil|hair dye|hair color|hair spray|hair gel|hair wax|pomade => 3305 ~ hair preparations shampoos
deodorant|antiperspirant|shaving cream|shaving foam|aftershave|bath salt|bath bomb|bubble bath|air freshener|room spray|incense => 3307 ~ deodorants shaving bath preparations
toothpaste|mouthwash|dental floss|teeth whitening => 3306 ~ preparations oral dental hygiene dentifrices
soap|hand soap|bar soap|body wash|shower gel|hand wash => 3401 ~ soap washing skin
essential oil|essential oils => 3301 ~ essential oils
makeup brush|makeup brushes|brush set|hairbrush|hair brush|toothbrush|toothbrushes|paint brush|paintbrush|cleaning brush => 9603:0.8 9615:0.3 ~ brushes toothbrushes shaving brushes hair brushes
hair clip|hair clips|hairpin|hairpins|barrette|scrunchie|scrunchies|hair tie|hair ties|bobby pin|hair accessories => 9615:0.8 6117:0.3 ~ combs hair-slides hairpins curling pins
razor|razors|razor blade|razor blades|safety razor|shaving razor => 8212 ~ razors razor blades
nail clipper|nail clippers|nail file|cuticle pusher|manicure set|pedicure set|eyelash curler => 8214:0.7 820320:0.3 ~ manicure pedicure sets instruments nail files
makeup sponge|beauty blender|powder puff|cosmetic puff => 961620 ~ powder puffs pads cosmetics
spray bottle|perfume atomizer|atomizer|dispenser bottle|pump bottle => 961610 3923:0.4 ~ scent sprays mounts heads
sanitary pad|sanitary pads|tampon|tampons|diaper|diapers|panty liner|adult diaper => 961900 3307:0.2 ~ sanitary towels pads tampons napkins diapers
condom|condoms => 401410 ~ sheath contraceptives
sunglasses|sunglass|eyeglasses|eyewear|goggles|ski goggles|swim goggles => 9004:0.8 9003:0.4 ~ spectacles goggles sunglasses
contact lens|contact lenses => 900130 ~ contact lenses
# ---------------------------------------------------------------- toys, games, sport (95)
toy|toys|kids toy|baby toy|educational toy|plush toy|stuffed animal|stuffed toy|teddy bear|doll|dolls|action figure|figure|figurine toy|building blocks|lego|blocks|puzzle|jigsaw puzzle|rc car|remote control car|model kit|scale model|fidget|fidget toy|slime|squishy|rubik|kite|water gun|toy car|die cast|diecast|ride on|balloon|balloons|bubble machine|magnetic tiles => 950300 ~ toys dolls models puzzles
anime figure|pvc figure|collectible figure => 950300:0.6 392640:0.4 ~ toys
board game|card game|playing cards|poker|chess|chess set|dice|mahjong|domino|dominoes|darts|dartboard|billiard|pool cue|table game|game table|foosball => 9504 950440:0.3 950490:0.6 ~ games playing cards parlour table games
christmas decoration|christmas tree|christmas ornament|christmas ornaments|ornaments|party decorations|party supplies|halloween decoration|halloween props|easter decoration|confetti|party hat|party favor|birthday decoration|festive decorations|carnival mask|mask costume => 9505 ~ festive carnival entertainment articles christmas
fitness|gym equipment|dumbbell|dumbbells|kettlebell|barbell|weight plate|resistance band|resistance bands|yoga mat|exercise mat|exercise bike|treadmill|jump rope|skipping rope|pull up bar|ab roller|hand grip|foam roller|gymnastics|trampoline => 950691 ~ gymnastics athletics exercising apparatus
ball|football|soccer ball|basketball|volleyball|rugby ball|tennis ball|golf ball|ping pong|ping pong balls => 9506 950662:0.5 ~ balls
racket|racquet|tennis racket|badminton racket|badminton|shuttlecock|pickleball paddle|table tennis|ping pong paddle => 950659 950640:0.4 ~ rackets badminton
golf|golf club|golf clubs|golf tee|putter => 9506:0.6 950639:0.4 950631:0.4 ~ golf equipment
skateboard|longboard|roller skates|inline skates|ice skates|skates|surfboard|paddle board|snowboard|ski|skis|bodyboard|wakeboard => 9506 950670:0.3 950629:0.3 950300:0.2 ~ skates surf-boards skis water-sport equipment
fishing|fishing rod|fishing reel|fishing lure|fishing lures|lure|lures|fishing hook|fish hook|fishing line|fishing tackle|bait|jig|sinker => 9507 ~ fishing rods fish-hooks line fishing tackle
tent|tents|camping tent|tarp|tarpaulin|awning|canopy|sun shade|shade sail|hammock => 6306 ~ tarpaulins awnings sunblinds tents camping goods
sleeping bag => 940430 ~ sleeping bags
swimming pool|inflatable pool|pool float|swim ring|swim fins|snorkel|diving mask => 9506:0.7 630720:0.4 ~ swimming pools water-sport
bicycle|bike|mountain bike|road bike|bmx => 871200 ~ bicycles cycles
electric bike|ebike|e bike|electric scooter|escooter|e scooter|hoverboard|electric skateboard|electric unicycle => 871160 8711:0.8 ~ motorcycles electric motor propulsion
bicycle parts|bike parts|derailleur|handlebar|bike wheel|bicycle accessories|bike accessories => 8714 871499:0.4 ~ cycles parts accessories
stroller|pram|baby stroller|pushchair|baby carriage => 871500 ~ baby carriages
car seat|baby car seat|booster seat => 940120 ~ seats motor vehicles
# ---------------------------------------------------------------- vehicles, auto parts (87, 40)
car parts|auto parts|car accessories|auto accessories|brake pad|brake pads|brake disc|brake caliper|bumper|grille|car mirror|shock absorber|steering wheel|radiator|muffler|exhaust|exhaust pipe|clutch|axle|car door|fender|wiper|seat cover|car seat cover|floor mats car|mud flaps|spoiler|hubcap|wheel rim|rims|car wheel => 8708 870899:0.5 ~ vehicle parts accessories motor vehicles
headlight|headlights|tail light|taillight|car light|car lights|fog light|turn signal|car led => 851220 8539:0.4 ~ lighting visual signalling equipment vehicles
spark plug|ignition coil|starter motor|alternator => 8511 ~ ignition starting equipment
car battery => 850710 ~ lead-acid
tire|tires|tyre|car tire|bike tire|bicycle tire => 4011:0.8 4013:0.4 ~ new pneumatic tyres rubber inner tubes
motorcycle parts|motorcycle accessories|motorbike parts => 871410 ~ motorcycles parts accessories
car|vehicle|suv|sedan|pickup truck|electric car => 8703 ~ motor cars vehicles transport persons
motorcycle|motorbike|dirt bike|moped => 8711 ~ motorcycles mopeds
trailer|caravan => 8716 ~ trailers
oil seal|o ring|gasket|gaskets|seal ring|rubber seal|washer|grommet => 401693 8484:0.5 ~ gaskets washers seals rubber
rubber mat|rubber mats|floor mat => 4016:0.6 5705:0.4 ~ rubber mats floor coverings
hose|rubber hose|hydraulic hose => 4009 3917:0.4 ~ tubes pipes hoses
# ---------------------------------------------------------------- household, kitchen (39, 44, 69, 70, 73, 76, 82)
kitchenware|kitchen utensils|kitchen tools|cookware|utensil|utensils|spatula|ladle|whisk|tongs|turner|skimmer|colander|strainer|bottle opener|garlic press|rolling pin|measuring cup|measuring spoon|baking mold|cake mold|baking tray|baking pan|cookie cutter|silicone mold|ice cube tray => 3924:0.6 7323:0.5 8215:0.4 8205:0.3 ~ tableware kitchenware household articles
pot|pots|pan|pans|frying pan|skillet|wok|saucepan|stockpot|casserole|dutch oven|pressure cooker|kettle stove|steamer => 7323:0.7 7615:0.5 ~ table kitchen household articles cooking
knife|knives|kitchen knife|chef knife|pocket knife|folding knife|utility knife|hunting knife|knife set|box cutter => 8211 8213:0.5 ~ knives cutting blades scissors
spoon|spoons|fork|forks|cutlery|flatware|chopsticks|teaspoon|dessert spoon|cake server => 8215 4419:0.3 ~ spoons forks ladles skimmers cake-servers tableware
plate|plates|dish|dishes|bowl|bowls|mug|mugs|cup|cups|saucer|teapot|tea set|tableware|dinnerware|dinner set|serving tray|platter => 6912:0.6 6911:0.5 3924:0.5 7013:0.4 ~ tableware kitchenware ceramic porcelain
ceramic|ceramics|porcelain|stoneware|earthenware => 6912:0.5 6911:0.5 6913:0.4 ~ ceramic porcelain china
glass|glassware|wine glass|drinking glass|tumbler|shot glass|beer glass|glass jar|glass bottle|vase|glass vase => 7013:0.7 7010:0.4 ~ glassware table kitchen drinking glasses
water bottle|thermos|vacuum flask|insulated bottle|travel mug|tumbler cup|vacuum cup|insulated cup|flask => 961700:0.7 7323:0.4 3924:0.4 ~ vacuum flasks vessels
food container|lunch box|bento box|storage container|storage box|food storage|plastic container|storage bin|organizer box|jar => 3924:0.6 3923:0.4 ~ plastics household articles containers
plastic bag|garbage bag|trash bag|zip lock bag|ziplock|packaging bag|mailer|poly mailer|bubble mailer|shipping bag|gift bag plastic|bottle|bottles|cap|caps|lid|lids|packaging|container|box => 3923:0.6 4819:0.3 ~ articles conveyance packing goods plastics boxes bags sacks
cardboard box|gift box|paper bag|gift bag|shipping box|carton|packaging box => 4819 ~ cartons boxes cases bags paper paperboard
cutting board|chopping board => 4419:0.6 3924:0.5 ~ tableware kitchenware wood
towel|towels|bath towel|beach towel|hand towel|face towel|washcloth|kitchen towel => 630260:0.8 6302:0.6 ~ toilet kitchen linen terry towelling
bed sheet|bedsheet|bed sheets|sheet set|duvet cover|pillowcase|pillow case|pillow cover|bedding set|bed linen|fitted sheet => 6302:0.9 630231:0.4 630232:0.4 ~ bed linen
tablecloth|table cloth|table runner|placemat|napkin|napkins => 6302:0.6 630251:0.3 630253:0.3 ~ table linen
curtain|curtains|drapes|blinds|valance|shower curtain => 6303 ~ curtains drapes interior blinds
blanket|blankets|throw|throw blanket|fleece blanket|baby blanket|swaddle => 6301 ~ blankets travelling rugs
quilt|duvet|comforter|bedspread => 940440 ~ quilts bedspreads eiderdowns duvets
pillow|pillows|cushion|cushions|throw pillow|seat cushion|memory foam pillow|bolster => 940490 6304:0.3 ~ cushions pillows bedding
cushion cover|pillow cover|sofa cover|slipcover|chair cover|bedspread cover => 6304 ~ furnishing articles
mattress|mattresses|topper|mattress topper => 9404:0.8 940421:0.4 ~ mattresses
carpet|carpets|rug|rugs|area rug|doormat|door mat|bath mat|runner rug => 5703 5705:0.6 ~ carpets textile floor coverings
mat|mats => 5705:0.4 4016:0.3 3918:0.3 ~ mats
cleaning cloth|dish cloth|mop|mop head|duster|rag => 630710 9603:0.3 ~ floor cloths dish-cloths dusters cleaning cloths
broom|brush|mop|toilet brush => 9603 ~ brooms brushes mops
sponge|scrubber|scouring pad|steel wool => 732399:0.4 3924:0.3 ~ scouring pads
umbrella|umbrellas|parasol|beach umbrella => 6601 ~ umbrellas sun umbrellas
candle|candles|scented candle|tea light|tealight|wax melt => 3406 ~ candles tapers
photo frame|picture frame|frame => 4414:0.6 8306:0.3 7020:0.2 ~ wooden frames paintings photographs mirrors
mirror|mirrors|makeup mirror|wall mirror|vanity mirror|compact mirror => 7009 ~ glass mirrors
wall art|poster|posters|art print|canvas print|wall sticker|wall decal|sticker|stickers|decal|decals => 4911:0.6 491191:0.5 ~ printed matter pictures prints photographs
painting|paintings|canvas painting|hand painted painting|oil painting on canvas => 9701:0.6 491191:0.4 ~ paintings drawings executed entirely hand
statue|statues|figurine|figurines|sculpture|ornament|home decor|decoration|decorative|ornaments => 392640:0.5 6913:0.4 8306:0.4 4420:0.3 7018:0.2 ~ statuettes ornamental articles
artificial flower|artificial flowers|fake flowers|silk flowers|artificial plant|artificial plants|fake plant|faux plant|artificial leaves|artificial tree|flower wall|garland => 6702 ~ artificial flowers foliage fruit
plant pot|vase|pots planters => 6914:0.4 3924:0.4 6912:0.3 ~ flower pots
hook|hooks|coat hook|wall hook|towel rack|shelf bracket|curtain rod|curtain rail|door handle|knob|hinge|hinges|latch => 8302 8301:0.6 ~ base metal mountings fittings hinges locks padlocks
key|keys|keychain|key chain|key ring|keyring|lanyard => 7326:0.4 8301:0.3 7117:0.3 ~ key rings
screw|screws|bolt|bolts|nut|nuts|rivet|rivets|anchor|washer => 7318 7317:0.4 ~ screws bolts nuts washers rivets
chain|chains|link chain => 7315 7117:0.3 ~ chain links
wire rope|cable tie|zip tie|zip ties => 392690:0.5 7312:0.4 ~ plastics articles
spring|springs|coil spring => 7320 ~ springs leaves
magnet|magnets|neodymium magnet|fridge magnet => 8505 ~ permanent magnets electro-magnets
storage rack|shelf|shelves|shelving|rack|wall shelf|bookshelf|drying rack|dish rack|shoe rack => 9403:0.6 7326:0.3 7323:0.3 ~ furniture shelves racks
# ---------------------------------------------------------------- furniture (94)
sofa|couch|sectional|loveseat|armchair|recliner|chair|chairs|office chair|gaming chair|dining chair|stool|bar stool|bench|seat|rocking chair|bean bag => 9401 940161:0.3 940171:0.3 ~ seats upholstered frames
table|desk|dining table|coffee table|side table|nightstand|bedside table|dresser|wardrobe|cabinet|cupboard|bookcase|tv stand|console table|vanity|bed|bed frame|bunk bed|crib|cot|furniture|sideboard|drawer|chest of drawers|shoe cabinet => 9403 940360:0.3 ~ furniture
mosquito net|bed canopy => 6304:0.5 ~ bed nets
# ---------------------------------------------------------------- tools (82, 84, 90)
hand tool|hand tools|tool set|toolbox|toolkit => 8206 8205:0.6 ~ tools sets retail sale hand tools
wrench|spanner|socket set|socket wrench|torque wrench|allen key|hex key => 8204 ~ hand-operated spanners wrenches sockets
pliers|plier|wire cutter|wire stripper|crimper|crimping tool|cutting pliers|locking pliers => 820320 ~ pliers pincers tweezers
screwdriver|screwdrivers|screwdriver set|precision screwdriver => 820540 ~ screwdrivers
hammer|mallet|chisel|vice|clamp|vise|crowbar|pry bar|trowel|scraper|putty knife|caulking gun|glue gun|hot glue gun|tool => 8205 8202:0.4 8201:0.3 820570:0.3 ~ hand tools hammers sledge hammers vices clamps
shovel|spade|rake|hoe|pruning shears|secateurs|pruner|garden shears|hedge shears|pitchfork|garden tools|garden tool|weeder|loppers => 8201 ~ spades shovels rakes hoes secateurs pruners hedge shears
drill bit|drill bits|hole saw|router bit|milling cutter|end mill|tap and die|cutting disc|blade|blades => 8207 8202:0.4 6804:0.3 ~ interchangeable tools drilling boring milling
tape measure|measuring tape|ruler|vernier|micrometer|protractor|square ruler|marking gauge => 9017 901780:0.4 901580:0.2 ~ instruments measuring length rules tapes
thermometer|hygrometer|barometer|infrared thermometer|meat thermometer => 9025 ~ thermometers hydrometers
microscope|magnifier|magnifying glass|loupe|telescope|binoculars|monocular => 9011:0.5 9013:0.4 9005:0.5 ~ microscopes binoculars telescopes
medical|blood pressure monitor|stethoscope|syringe|needle|thermometer medical|massager|tens|orthopedic|knee brace|back brace|posture corrector|first aid kit|face mask medical|surgical mask => 9018 9019:0.5 9021:0.5 3005:0.3 6307:0.3 ~ medical surgical instruments appliances orthopaedic mechano-therapy massage
massager|massage chair|foot massager|neck massager => 901910 ~ mechano-therapy appliances massage apparatus
# ---------------------------------------------------------------- stationery, books, office (48, 49, 96)
book|books|novel|hardcover|paperback|textbook|comic|comics|manga|children book|picture book|coloring book|cookbook => 4901 490199:0.6 4903:0.4 ~ printed books brochures leaflets
notebook|notebooks|journal|diary|planner|notepad|memo pad|exercise book|sketchbook|binder|folder|file folder => 4820 ~ registers account books notebooks diaries
paper|printing paper|copy paper|a4 paper|wrapping paper|gift wrap|tissue paper|craft paper|origami paper|sticker paper => 4802:0.5 4823:0.4 4810:0.3 ~ paper paperboard
pen holder|desk organizer|pencil holder|file tray|desk tidy => 392610 4420:0.3 ~ office school supplies plastics
pen|pens|ballpoint|ballpoint pen|gel pen|fountain pen|marker|markers|highlighter pen|fineliner|whiteboard marker => 9608 9609:0.6 ~ pens ballpoint felt-tipped markers pencils crayons
eraser|rubber eraser => 401692 ~ erasers
staples|paper clip|paper clips|binder clip|thumbtack|push pin => 8305:0.7 8472:0.3 ~ fittings loose-leaf binders staples paper clips
tape|adhesive tape|duct tape|double sided tape|packing tape|electrical tape => 3919 ~ self-adhesive plates sheets film tape strip plastics
glue|adhesive|super glue|epoxy|hot glue sticks|glue stick => 3506 ~ prepared glues adhesives
paint|acrylic paint|watercolor|watercolour|oil paint|paint set|spray paint|gouache => 3213 3208:0.4 3210:0.3 ~ colours artists students painters
canvas|art supplies|easel|palette => 5901:0.3 9701:0.2 4420:0.2 ~ painting
label|labels|sticker label|tag|tags|hang tag => 4821 ~ paper labels
calendar|calendars => 4910 ~ calendars
greeting card|greeting cards|postcard|postcards|birthday card|invitation card|wedding invitation => 4909 ~ postcards greeting cards
map|maps|globe => 4905 ~ maps charts globes
stamp|rubber stamp|stamps|seal stamp => 9611 ~ date sealing numbering stamps
whiteboard|chalkboard|blackboard => 9610 ~ slates boards writing drawing surfaces
# ---------------------------------------------------------------- music (92)
guitar|acoustic guitar|bass guitar|ukulele|violin|cello|viola|harp|mandolin|banjo => 9202 920710:0.3 ~ string musical instruments
keyboard piano|electric piano|digital piano|synthesizer|midi keyboard => 9201:0.5 920710:0.6 ~ keyboard instruments
drum|drums|drum set|cajon|tambourine|xylophone|cymbal|percussion => 9206 ~ percussion musical instruments
flute|trumpet|clarinet|harmonica|trombone|ocarina => 9205 ~ wind musical instruments
guitar strings|guitar pick|capo|guitar strap|tuner|metronome|music stand => 9209 ~ parts accessories musical instruments strings
# ---------------------------------------------------------------- pets, garden, misc (various)
cat tree|scratching post|pet bowl|pet feeder|pet carrier => 4201:0.3 9403:0.2 3924:0.3 6307:0.3 ~ articles animals
pet food|dog food|cat food|dog treats|cat treats|fish food => 230910 ~ dog cat food retail sale
seeds|plant seeds|flower seeds|vegetable seeds => 1209 ~ seeds fruit spores sowing
fertilizer|plant food => 3105 ~ fertilisers
sprinkler|drip irrigation => 4009:0.4 3926:0.3 8424:0.5 ~ spraying watering
bbq|barbecue|charcoal grill|gas grill|camping stove|portable stove => 7321 ~ cooking appliances plate warmers barbecues
shopping cart|hand truck|wheelbarrow|trolley => 8716 ~ vehicles not mechanically propelled
safe box|cash box|money box => 8303 ~ armoured reinforced safes strong-boxes cash deed boxes
lighter|lighters|cigarette lighter|torch lighter => 9613 ~ cigarette lighters
smoking pipe|hookah|shisha|grinder herb|rolling papers|ashtray => 9614:0.5 4813:0.3 ~ smoking pipes
ecig liquid|e liquid|vape juice => 240412 ~ nicotine inhalation
cigarette|cigarettes|cigar|cigars|tobacco => 2402 2403:0.5 ~ cigars cigarettes tobacco
coin|coins|banknote|stamp collection|collectible coin|antique => 7118:0.4 9705:0.3 9706:0.3 ~ coins collectors pieces antiques
button|buttons|snap button|snap fasteners|press studs|snap buttons => 9606 ~ buttons press-fasteners snap-fasteners press-studs
zipper|zippers|zip|zip fastener|slide fastener => 9607 ~ slide fasteners
velcro|hook and loop => 5806 ~ narrow woven fabrics
buckle|buckles|grommets|eyelets|clasp|clasps|swivel clasp => 8308 ~ clasps frames buckles buckle-clasps hooks eyes eyelets base metal
sewing|sewing thread|thread|embroidery thread|yarn|knitting yarn|crochet yarn|wool yarn => 5204:0.4 5401:0.4 5509:0.3 5109:0.3 ~ sewing thread yarn
fabric|fabrics|cloth|textile|material fabric|cotton fabric|polyester fabric|felt|fleece fabric|velvet|satin|chiffon|tulle|mesh fabric|knit fabric => 5208:0.3 5407:0.3 6006:0.3 5602:0.2 ~ woven fabrics
lace|lace fabric|lace trim|tulle|voile lace|guipure => 5804 ~ tulles lace
ribbon|ribbons|grosgrain|satin ribbon|webbing => 5806 ~ narrow woven fabrics ribbons
embroidery|applique|patch|patches|iron on patch|embroidered patch|sew on patch|badge => 5810 ~ embroidery piece strips motifs
braid|trim|tassel|tassels|fringe|pompom|pom pom => 5808 ~ braids ornamental trimmings tassels pompons
needle|needles|sewing needle|knitting needle|crochet hook|safety pin|pins => 7319 ~ sewing needles knitting needles safety pins
rope|cord|paracord|twine|string => 5607 ~ twine cordage rope cables
net|netting|nets|mesh net|safety net|sports net|garden net|shade net => 5608 ~ knotted netting twine cordage rope made up fishing nets
# ---------------------------------------------------------------- food and drink (chapters 1-24)
coffee|coffee beans|ground coffee|instant coffee => 0901 2101:0.5 ~ coffee
tea|green tea|black tea|herbal tea|matcha|tea bags => 0902 ~ tea
chocolate|chocolates|cocoa => 1806 ~ chocolate food preparations containing cocoa
candy|candies|sweets|gummies|gummy|lollipop|chewing gum|marshmallow => 1704 ~ sugar confectionery
biscuits|cookies|crackers|wafer|wafers|cake|cakes|bread|pastry|pastries => 1905 ~ bread pastry cakes biscuits bakers wares
noodles|pasta|spaghetti|instant noodles|ramen|dumplings => 1902 ~ pasta noodles
sauce|sauces|ketchup|mayonnaise|soy sauce|hot sauce|seasoning|spice mix|condiment => 2103 ~ sauces preparations condiments seasonings
spices|pepper|cinnamon|ginger|turmeric|chili|paprika|cumin => 0904:0.5 0906:0.3 0910:0.5 ~ spices
protein powder|supplement|supplements|vitamins|vitamin|dietary supplement|capsules|collagen => 2106 2936:0.3 3004:0.3 ~ food preparations
honey => 0409 ~ natural honey
olive oil|cooking oil|vegetable oil|coconut oil => 1509:0.5 1513:0.3 1517:0.3 ~ oils
wine|red wine|white wine|sparkling wine|champagne => 2204 ~ wine fresh grapes
beer => 2203 ~ beer malt
whisky|whiskey|vodka|gin|rum|liquor|spirits|brandy|tequila => 2208 ~ spirits liqueurs spirituous beverages
juice|fruit juice => 2009 ~ fruit juices
water|mineral water|soda|soft drink|energy drink => 2202:0.6 2201:0.4 ~ waters beverages non-alcoholic
dried fruit|dried fruits|freeze dried|raisins|dates|dried apricots => 0813 0806:0.3 0804:0.3 ~ fruit dried
dried mango|dried mangoes|dried mango slices|mango slices dried => 080450 ~ mangoes dried
nuts|almonds|walnuts|pistachios|hazelnuts|pecans => 0802 0801:0.4 1202:0.3 2008:0.4 ~ nuts
rice => 1006 ~ rice
flour => 1101 1102:0.5 1106:0.3 ~ flour
frozen|dough|pizza|ready meal|frozen meal => 1901:0.3 1902:0.3 1905:0.3 2106:0.3 ~ preparations
baby formula|infant formula|baby food => 1901:0.6 2104:0.3 ~ preparations infant use retail sale
cheese => 0406 ~ cheese curd
milk|milk powder => 0401 0402:0.6 ~ milk cream
meat|beef|pork|chicken|sausage|ham|bacon|jerky => 0201:0.3 0203:0.3 0207:0.3 1601:0.4 1602:0.5 ~ meat
fish|seafood|salmon|tuna|shrimp|prawns|crab|lobster => 0302:0.3 0303:0.3 0306:0.4 1604:0.4 1605:0.3 ~ fish crustaceans
# ---------------------------------------------------------------- reviewed corrections (chapter and heading notes)
wet wipes|baby wipes|wet wipe|baby wipe => 330790 340119:0.3 380894:0.3 ~ preparations impregnated wipes cosmetic
hand sanitizer|hand sanitiser|alcohol gel|sanitizing gel|hand sanitizer gel|sanitiser gel => 380894 ~ disinfectants put up retail sale
potassium sulfate pure|potassium sulphate pure => 310430 ~ potassium sulphate fertilisers
silver nitrate => 284321 ~ silver nitrate
zeolite synthetic|synthetic zeolite => 284210 ~ double complex silicates aluminosilicates
creatine monohydrate|creatine => 292529 ~ imines derivatives salts
tile adhesive|tile adhesives => 382450:0.6 3506:0.4 ~ mortars concretes non-refractory
electric blanket|electric blankets|heated blanket|heated blankets => 630110 ~ electric blankets
heated vest|heated vests|heated jacket|heated jackets => 6201:0.5 6202:0.5 6101:0.3 6102:0.3 6211:0.3 ~ jackets anoraks
bed skirt|bed skirts|bed valance|bed valances => 6303 ~ curtains drapes bed valances
hair net|hairnet|hairnets|hair nets => 650500 ~ hair-nets any material
chenille yarn => 560600 ~ chenille yarn gimped yarn
fur hat|fur hats => 650699 ~ headgear furskin
rubber boot|rubber boots => 6401 ~ waterproof footwear outer soles uppers rubber plastics
trekking poles|trekking pole|hiking poles|hiking pole|walking poles|walking pole|nordic walking poles => 660200 ~ walking-sticks seat-sticks
paper flower|paper flowers => 670290 ~ artificial flowers foliage
air mattress|air mattresses|air bed|inflatable mattress|inflatable air mattress => 392690:0.6 630640:0.5 401695:0.4 ~ pneumatic mattresses
lug nut|lug nuts|wheel nuts => 731816 ~ nuts iron steel
wheel bolts => 731815 ~ screws bolts iron steel
weight plates steel => 950691 ~ articles equipment general physical exercise gymnastics
lead sinker|lead sinkers|lead fishing weights => 950790 ~ fishing tackle
rosin core solder => 831130 ~ coated cored wire base metal soldering
flap disc|flap discs => 680510 ~ natural artificial abrasive powder grain base woven textile fabric
carbide insert|carbide inserts|cutting insert|cutting inserts => 820900 ~ plates sticks tips tools unmounted sintered metal carbides cermets
glass lamp shade|glass lampshade|lamp chimney => 940591 ~ parts lamps glass
bobby pins steel => 961590 ~ hairpins hair-slides
copper bracelet magnetic => 711719 ~ imitation jewellery base metal
brass hinges|brass handles|brass knob|brass knobs|brass hooks => 8302 ~ base metal mountings fittings
brass bell|brass bells|bronze bell|bronze bells|copper bell|copper bells => 830610 ~ bells gongs non-electric base metal
bronze statue|brass statue|bronze sculpture|brass sculpture|bronze figurine|brass figurine|brass ornament|brass ornaments|bronze ornament|bronze ornaments => 830629 ~ statuettes ornaments base metal
metal wall art|metal wall decor|metal wall decoration|metal sculpture|steel sculpture|iron sculpture|metal art piece => 830629 ~ statuettes ornaments base metal
brass plaque|metal sign|metal signs|tin sign|tin signs|steel sign|aluminum sign|aluminum plaque => 831000 ~ sign-plates name-plates address-plates base metal
aluminum ladder|aluminum ladders|aluminium ladder|aluminium ladders => 761699 ~ aluminium articles
aluminum briefcase|flight case|flight cases => 420219 ~ trunks suitcases briefcases cases
foil pans|foil trays|foil containers => 761510 ~ aluminium table kitchen household articles
hourglass|sand timer|sand timers => 702000 ~ glass articles
herb grinder => 821000 ~ hand-operated mechanical appliances preparing food
bird cage|bird cages => 732620:0.6 3926:0.3 4421:0.3 ~ articles iron steel wire
motorcycle mirror|motorcycle mirrors|bike mirror => 700910 ~ rear-view mirrors vehicles
preserved moss|stabilized moss|stabilised moss => 060490 ~ foliage branches mosses lichens dried preserved
marble chips|marble chippings => 251741 ~ granules chippings powder marble
caramel colour|caramel color => 170290 ~ caramel sugars
horsehair|horse hair => 051199 ~ animal products horsehair
collagen peptides => 350400 ~ peptones protein substances
vanilla extract => 130219 ~ vegetable saps extracts
laptop battery|notebook battery|power tool battery|drill battery|tool battery => 850760 ~ lithium-ion accumulators
laptop screen|laptop lcd|lcd panel|display module|lcd module => 8524 ~ flat panel display modules
psu|atx power supply|power supply unit => 850440 ~ static converters power supply
battery terminal|battery terminals|battery holder => 853690 ~ electrical apparatus connecting terminals
ignition wires|spark plug wires => 854430 ~ ignition wiring sets vehicles
ignition switch => 853650 ~ switches
walkie talkie|walkie talkies|two way radio|ham radio|cb radio|transceiver => 852560 ~ transmission apparatus incorporating reception
cordless phone => 851711 ~ line telephone sets cordless handsets
led chip|led bead|led diode|light emitting diode|uv led|ir led => 854141 ~ light-emitting diodes
fish finder|sonar => 901480 ~ navigational instruments echo sounding
instant camera => 900640 ~ instant print cameras
ultrasonic humidifier|oil diffuser|nebulizing diffuser => 850980 ~ electro-mechanical domestic appliances
hydrogen water generator|water ionizer => 854330 ~ machines electroplating electrolysis
trailer light|trailer lights => 851220 ~ lighting visual signalling equipment vehicles
wind turbine|wind turbines => 850231 ~ generating sets wind-powered
enamelled copper wire|enameled copper wire|enamel copper wire => 854411 ~ winding wire copper insulated
linear actuator => 8501 ~ electric motors
consumer unit|distribution box => 853710 ~ boards panels consoles equipped
aircraft seat|aircraft seats => 940110 ~ seats aircraft
hospital bed|medical bed|massage table|massage bed => 940290 ~ medical furniture hospital beds
barber chair => 940210 ~ barbers chairs
mannequin|mannequins|dress form|display mannequin => 961800 ~ tailors dummies lay figures automata
mri machine => 901813 ~ magnetic resonance imaging apparatus
oxygen concentrator|nebulizer|nebuliser => 901920 ~ oxygen therapy aerosol therapy respiration apparatus
gps navigation device|marine gps|car gps => 852691 ~ radio navigational aid apparatus
rifle scope|riflescope|scope sight => 901310 ~ telescopic sights fitting arms
flare gun|blank gun|starter pistol|captive bolt pistol => 930390 ~ arms propelled explosive charge signal flares blank
gun holster|magazine pouch => 4202 ~ holsters cases
fencing foil|fencing sword => 950699 ~ sports equipment
electric guitar|electric bass => 920790 ~ musical instruments sound electrically
windshield wiper|windscreen wiper => 851240 ~ windscreen wipers defrosters
bike light|bike lights|bicycle light|bicycle lights => 851210 ~ lighting equipment bicycles
flashlight|flashlights|torch light|led flashlight|tactical flashlight|headlamp|headlamps|head torch => 851310 ~ portable electric lamps own source energy
kids tricycle|children tricycle|trike => 950300 ~ tricycles scooters wheeled toys
sled|toboggan|snow tube|swing set|seesaw|playground slide => 950699 ~ outdoor games equipment
play dough|playdough|modeling clay kids => 340700 ~ modelling pastes amusement children
drawer slides|drawer slide|drawer runners => 830242 ~ base metal mountings fittings furniture
chair casters|chair castors => 830220 ~ castors base metal
leaf spring car|leaf springs car => 7320 ~ springs leaves iron steel
golf bag|golf bags => 4202 ~ bags containers
golf glove|golf gloves => 420321 ~ gloves specially designed sports leather
wetsuit|wetsuits => 611300:0.5 401590:0.5 ~ garments rubberised
life jacket|life jackets|life vest|life vests => 630720 ~ life-jackets life-belts
smartwatch|smart watch|smartwatches => 851762 ~ apparatus reception conversion transmission data
arch support|arch supports|orthotic insoles|heel cups => 902110 ~ orthopaedic appliances
pencil lead|pencil leads => 960920 ~ pencil leads black coloured
tennis net|volleyball net|badminton net|soccer net|football net => 950699 ~ sports equipment nets
bike trainer stand|bike trainer|bicycle trainer => 950691 ~ physical exercise equipment
fishing net|fishing nets => 560811 ~ made up fishing nets man-made textile
party wig|party wigs => 6704 ~ wigs synthetic textile
snow blower|snow blowers|snow thrower => 843020 ~ snow-ploughs snow-blowers
plate compactor|tamping machine => 843061 ~ tamping compacting machinery not self-propelled
trencher => 8430 ~ excavating machinery
asphalt paver|concrete paver machine|slipform paver => 847910 ~ machinery public works building
jackhammer pneumatic|rock drill => 846719 ~ tools working hand pneumatic
earth auger|post hole auger => 846789 ~ tools working hand self-contained non-electric motor
pallet jack|pallet truck|hand pallet truck => 842790 ~ fork-lift trucks works trucks fitted lifting
scissor lift|aerial work platform|boom lift|cherry picker => 8427 ~ works trucks fitted lifting handling equipment
seed spreader|fertilizer spreader => 843242:0.6 843239:0.4 ~ fertiliser distributors seeders
wood lathe => 846599 ~ machine tools working wood
mitre saw|miter saw => 846591 ~ sawing machines wood
rock tumbler => 846420 ~ grinding polishing machines stone
knife sharpener electric => 850980 ~ electro-mechanical domestic appliances
slab roller => 847480 ~ machinery shaping mineral products
plastic crusher|plastic shredder => 847780 ~ machinery working plastics
plastic welding machine => 851580 ~ welding machines
ball screw|lead screw => 848340 ~ ball roller screws gearing
wheel balancer|wheel balancing machine => 903120 ~ test benches balancing
palletizing robot => 842870 ~ industrial robots
floor grinder => 846420 ~ grinding polishing machines stone concrete
docking station|usb hub|kvm switch => 847180 ~ units automatic data processing machines
network card => 851762 ~ machines reception conversion transmission data
laptop fan => 841459 ~ fans
mouse pad|mousepad|desk mat|wrist rest => 401699:0.5 392690:0.5 ~ articles vulcanised rubber plastics
power tool charger => 850440 ~ static converters battery chargers
popcorn maker|popcorn machine => 851679:0.6 841981:0.4 ~ electro-thermic domestic appliances
food dehydrator|dehydrator|bottle sterilizer|baby bottle sterilizer => 851679 ~ electro-thermic domestic appliances
air to water heat pump => 841861 ~ heat pumps
nitrile gloves|nitrile glove|disposable nitrile gloves|blue nitrile gloves|black nitrile gloves => 401519:0.7 401512:0.5 ~ gloves mittens vulcanised rubber
pps resin|pps granules => 391190 ~ polysulphides primary forms
masking tape|washi tape|washi tapes => 481141 ~ paper self-adhesive
rubber duck|rubber ducky|rubber duckie => 950300 ~ toys
seagrass rug|seagrass rugs => 460129 ~ mats matting screens vegetable materials
cotton linter pulp => 470610 ~ cotton linters pulp
leather scraps|leather offcuts => 411520 ~ parings waste leather
sewing pattern|sewing patterns => 491199 ~ printed matter
adhesive notes|sticky notes|post it notes => 482010 ~ notebooks memorandum pads
paper gown|paper gowns => 481850 ~ articles apparel clothing accessories paper
brown rice|husked rice|cargo rice => 100620 ~ husked brown rice
white chocolate => 170490 ~ sugar confectionery not containing cocoa white chocolate
polyethylene terephthalate|pet resin|pet chips|pet granules|pet pellets|bottle grade pet => 390761:0.5 390769:0.5 ~ poly ethylene terephthalate primary forms
bike bell|bicycle bell|bike bells|bicycle bells => 830610 ~ bells gongs non-electric base metal
ball valve|ball valves|gate valve|gate valves|globe valve|globe valves|butterfly valve|butterfly valves|needle valve|plug valve => 848180 ~ taps cocks valves
check valve|check valves|non return valve|non-return valve => 848130 ~ check non-return valves
hex bolt|hex bolts|carriage bolt|carriage bolts|machine bolt|machine bolts|flange bolt|flange bolts|u bolt|u bolts|eye bolt|eye bolts => 731815 ~ screws bolts nuts
hex nut|hex nuts|lock nut|lock nuts|lock nuts nylon|flange nut|flange nuts|wing nut|wing nuts|cap nut|cap nuts => 731816 ~ nuts
wood screw|wood screws|chipboard screw|chipboard screws|deck screw|deck screws => 731812 ~ wood screws
self tapping screw|self tapping screws|self drilling screw|self drilling screws|drywall screw|drywall screws|sheet metal screw|sheet metal screws => 731814 ~ self-tapping screws
ultrasound scanner|ultrasound machine|portable ultrasound|ultrasonic scanner|ultrasound scanning|ultrasound system => 901812 ~ ultrasonic scanning apparatus
hanger|hangers|clothes hanger|clothes hangers|coat hanger|coat hangers|suit hanger|suit hangers|velvet hangers|trouser hanger => 3926:0.5 4421:0.5 7326:0.4 ~ clothes hangers articles
faux fur fabric|fake fur fabric|faux fur material|plush fur fabric => 600110 600192:0.4 580110:0.2 ~ long pile fabrics knitted pile artificial fur textile
synthetic wig|synthetic wigs|synthetic hair wig|cosplay wig|heat resistant wig => 670411 670419:0.4 ~ wigs synthetic textile materials complete
panama hat|panama hats|straw hat|straw hats|straw sun hat => 650400 ~ hats headgear plaited assembling strips any material
fibc|fibc bag|bulk bag|bulk bags|jumbo bag|jumbo bags|ton bag|tonne bag => 630532 630533:0.3 ~ flexible intermediate bulk containers man-made textile materials
microfiber towel|microfiber towels|microfibre towel => 630293 630710:0.3 ~ toilet linen kitchen linen man-made fibres
microfiber cloth|microfibre cloth|microfiber cleaning cloth => 630710 ~ floor cloths dish-cloths dusters cleaning cloths
flour sack towel|flour sack towels|tea towel|tea towels|dish towel|dish towels => 630291 630260:0.4 630293:0.3 ~ kitchen linen cotton
minky fabric|minky|minky dot fabric => 600192 ~ pile fabrics knitted man-made fibres
acrylic beads|acrylic bead => 392690 711790:0.2 ~ articles plastics beads
claw clip|claw clips|hair claw|hair claws|claw hair clip|claw hair clips => 961511 961519:0.3 ~ hair slides combs hard rubber plastics
arm sleeves|arm sleeve|sun sleeves|cooling arm sleeves|uv arm sleeves => 611780 621790:0.3 ~ clothing accessories knitted crocheted
knitted elastic|elastic band sewing|sewing elastic|elastic cord sewing => 600290 580620:0.3 ~ knitted fabrics width not exceeding 30 cm elastomeric yarn
lobster clasp|lobster clasps|lobster claw clasp|jewelry clasp|jewelry clasps|toggle clasp => 711719 711790:0.3 ~ imitation jewellery base metal parts
gold filled chain|gold filled necklace|gold filled bracelet => 711320 ~ articles jewellery base metal clad precious metal
wood beads|wooden bead|wood bead => 442090 442199:0.5 ~ ornaments articles wood
crib bedding|crib sheet|crib sheets|cot sheet|cot bedding => 630231 630221:0.4 630399:0.2 ~ bed linen cotton
coffee maker|coffee machine|espresso machine|drip coffee maker|tea maker => 851671 ~ electro-thermic coffee tea makers
toaster|toasters|bread toaster => 851672 ~ electro-thermic toasters
microwave|microwave oven|microwave ovens => 851650 ~ microwave ovens
kettle|electric kettle|electric kettles|garment steamer|clothes steamer => 851679 ~ electro-thermic appliances domestic other
air fryer|air fryers|rice cooker|slow cooker|pressure cooker electric|induction cooker|hot plate|cooktop|electric oven|toaster oven|sandwich maker|waffle maker|electric grill => 851660 851679:0.4 ~ ovens cookers cooking plates boiling rings grillers roasters
steam iron|steam irons => 851640 ~ electric smoothing irons
hair dryer|hairdryer|blow dryer => 851631 ~ electro-thermic hairdressing apparatus hair dryers
hair straightener|flat iron|curling iron|hair curler|curling wand|hot brush => 851632 ~ electro-thermic hairdressing apparatus other
shaver|electric shaver|razor electric => 851010 ~ shavers electric motor
hair clipper|hair trimmer|beard trimmer => 851020 ~ hair clippers electric motor
epilator => 851030 ~ hair-removing appliances electric motor
air purifier|air purifiers => 842139 850980:0.3 ~ filtering purifying machinery apparatus gases
amplifier|audio amplifier|power amplifier => 851840 851850:0.5 ~ audio-frequency electric amplifiers sound amplifier sets
barcode scanner|barcode scanners|barcode reader|qr code scanner => 847190 847160:0.3 ~ magnetic optical readers
tv box|android tv box|set top box|streaming box|iptv box => 852871 ~ reception apparatus television not designed incorporate video display
phone battery|cell phone battery|mobile phone battery => 850760 ~ lithium-ion accumulators
generator|portable generator => 8502 850211:0.3 850220:0.4 ~ electric generating sets
drone propeller|drone propellers => 880710 ~ propellers rotors parts unmanned aircraft
carbon brush|carbon brushes|motor brush|motor brushes => 854520 ~ carbon brushes
headlight bulb|headlight bulbs => 8539 853921:0.5 853952:0.5 ~ lamps tungsten halogen light-emitting diode led
wiper blade|wiper blades => 851290 ~ parts windscreen wipers
side mirror|side mirrors|car side mirror|rear view mirror car => 700910 ~ rear-view mirrors vehicles
spirit level|spirit levels => 901530 ~ levels surveying instruments
caliper|calipers|digital caliper|vernier caliper => 901730 ~ instruments measuring length use hand callipers
rangefinder|range finder|laser rangefinder|golf rangefinder => 901510 ~ rangefinders
hypodermic needle|hypodermic needles => 901832 ~ tubular metal needles needles sutures
pulse oximeter|pulse oximeters|finger pulse oximeter => 901819 ~ electro-diagnostic apparatus
massage gun|massage guns|percussion massager => 901910 ~ mechano-therapy appliances massage apparatus
hearing aid|hearing aids => 902140 ~ hearing aids excluding parts accessories
wheelchair|wheelchairs => 8713 871310:0.5 871390:0.5 ~ carriages disabled persons
bike chain|bicycle chain => 731511 871499:0.3 ~ roller chain iron steel
inner tube|inner tubes|bicycle inner tube|bike inner tube|tire tube|tyre tube => 4013 401320:0.6 ~ inner tubes rubber
grinding wheel|grinding wheels|grinding disc|grinding discs|abrasive wheel|abrasive wheels => 6804 680422:0.6 ~ millstones grindstones grinding wheels
cut off wheel|cut off wheels|cutting wheel => 680422 ~ grindstones grinding wheels agglomerated abrasives
timer switch|time switch => 910700 ~ time switches clock watch movement
whistle|whistles|sports whistle|referee whistle|safety whistle => 920890 ~ whistles call horns mouth-blown sound signalling instruments
tweezers|eyebrow tweezers|tweezer => 820320 ~ pliers pincers tweezers similar tools
alto saxophone|tenor saxophone|soprano saxophone|baritone saxophone|saxophone => 920590 ~ wind musical instruments other
bamboo chopsticks => 441912 ~ chopsticks bamboo
manual can opener|tin opener|can opener => 820551 821000:0.3 ~ household tools base metal
grater|cheese grater|peeler|vegetable peeler|zester => 820551 821000:0.3 ~ household tools base metal
butter knife|fish knife => 821599 ~ butter-knives fish-knives kitchen tableware
cleaver|meat cleaver|chinese cleaver => 821490 ~ butchers kitchen cleavers chopping knives
dish soap|dishwashing liquid|laundry detergent => 340250 340290:0.3 ~ washing cleaning preparations put up retail sale
envelope|envelopes => 481710 ~ envelopes paper paperboard
push pins|thumbtacks|drawing pins => 731700 ~ drawing pins nails tacks iron steel
crayon|crayons|wax crayons => 960990 960910:0.4 ~ crayons pencils pastels
colored pencils|coloured pencils|colored pencil => 960910 ~ pencils crayons leads encased sheath
pacifier|pacifiers|teether|teethers => 392690 401490:0.4 ~ articles plastics rubber
weight bench|workout bench|exercise bench => 950691 ~ articles equipment general physical exercise gymnastics
sewing kit|sewing kits|travel sewing kit => 960500 ~ travel sets personal toilet sewing shoe clothes cleaning
dustpan|dust pan => 392490 732393:0.4 ~ household articles plastics
watering can|watering cans => 392490 732399:0.4 ~ household articles plastics
pet bed|dog bed|cat bed => 940490 ~ articles bedding stuffed
litter box|cat litter box|litter tray => 392490 ~ household articles plastics
aquarium|fish tank => 702000 392690:0.3 ~ articles glass other
flower pot|flower pots|planter|planters => 691490 392490:0.6 ~ ceramic articles plastics household flower pots
press on nails|fake nails|false nails|artificial nails => 392690 ~ articles plastics
cut roses|fresh cut roses => 060311 ~ cut flowers roses fresh
cut carnations|fresh carnations => 060312 ~ cut flowers carnations fresh
peanut kernels|shelled peanuts|raw peanuts shelled => 120242 ~ ground-nuts shelled not roasted
whole nutmeg => 090811 ~ nutmeg neither crushed nor ground
cardamom pods|green cardamom|whole cardamom => 090831 ~ cardamoms neither crushed nor ground
pork trotters|pig trotters|pig feet => 0206 020649:0.6 020630:0.4 ~ edible offal swine
oxtail|ox tail => 0206 020629:0.6 020610:0.4 ~ edible offal bovine animals
frozen cassava|frozen yuca => 071410 ~ manioc cassava fresh chilled frozen dried
hatching eggs|fertilised eggs|fertilized eggs => 040711 040719:0.5 ~ fertilised eggs incubation
pyridoxine|pyridoxine hydrochloride|vitamin b6 => 293625 ~ vitamin b6 derivatives
quinine|quinine sulfate|quinine sulphate => 293920 ~ alkaloids cinchona derivatives salts
rutin|rutoside => 293810 ~ rutoside rutin derivatives
dicyandiamide => 292620 ~ dicyandiamide nitrile-function compounds
benzoyl peroxide => 291632 ~ benzoyl peroxide benzoyl chloride
cerium oxide|ceric oxide => 284610 ~ cerium compounds
portable power station|portable power stations => 850760 850440:0.2 ~ electric accumulators lithium-ion
solar controller => 850440 853710:0.3 ~ electrical static converters
fan motor|fan motors|ac fan motor => 8501 850140:0.5 850110:0.4 850131:0.3 ~ electric motors
tire inflator|tire inflators|tyre inflator|tyre inflators => 841480 841420:0.4 ~ air compressors hand- or foot-operated air pumps
strobe light|strobe lights => 851220 940542:0.8 940549:0.3 ~ lighting visual signalling equipment luminaires
earpiece|earpieces => 851830 851779:0.3 ~ headphones earphones
drone parts|drone frame|propeller guard|drone arm|drone shell|drone body shell|drone body|drone spare parts|drone replacement parts|drone frame kit|fpv frame|fpv frame kit|quadcopter frame|quadcopter parts|uav parts|uav spare parts|drone motor arm => 880730 ~ parts unmanned aircraft
drone blades|drone propeller blades => 880710 ~ propellers rotors unmanned aircraft
drone landing gear|drone landing legs|landing gear drone => 880720 ~ under-carriages unmanned aircraft
drone battery => 850760 ~ lithium-ion accumulators
drone motor => 850131 850110:0.4 ~ electric motors DC
led open sign|open sign led|led sign|led signs => 940561 853120:0.3 ~ illuminated signs name-plates LED
metal lantern => 940550 830629:0.2 ~ luminaires lighting fittings non-electric
book light|book lights => 851310 940521:0.3 ~ portable electric lamps own source of energy
electric cooking pot|mini electric pot|electric noodle cooker|travel cooker => 851660 851679:0.3 ~ cookers cooking plates boiling rings domestic
hot comb|hot combs|electric hot comb => 851632 961590:0.2 ~ electro-thermic hair-dressing apparatus
travel steamer|portable steamer|vertical steamer|wrinkle remover steamer => 851679 851640:0.3 ~ electro-thermic appliances domestic
shaved ice machine|snow cone machine|ice shaver machine => 850980 843880:0.5 ~ electro-mechanical domestic appliances self-contained electric motor
facial cleansing brush|sonic facial brush|electric face cleanser => 850980 960329:0.3 ~ electro-mechanical domestic appliances self-contained electric motor
ems machine|ems device|ems muscle stimulator => 901890 854370:0.3 ~ electro-medical apparatus
misting fan|misting fans => 841451 841459:0.4 ~ fans self-contained electric motor
air conditioner filter|air conditioner filters => 842139 841590:0.3 ~ filtering purifying apparatus gases
magnetic drill|mag drill|magnetic drill press => 845929 846721:0.4 ~ machine-tools drilling removing metal
cnc milling machine|cnc mill => 845961 845951:0.4 846592:0.3 ~ milling machines numerically controlled
machine vise|vise machine|machine vice => 846620 820570:0.4 ~ work holders machine-tools
welding clamp|welding clamps|ground clamp welding => 851590 820570:0.5 ~ parts welding machines
diamond blade|diamond blades|diamond saw blade|diamond saw blades|diamond cutting disc|diamond cutting discs => 820239 680421:0.3 ~ circular saw blades working part other materials
thread gauge|thread gauges|radius gauge|radius gauges|go no go gauge => 901730 903180:0.3 ~ micrometers callipers gauges
laser level|laser levels|green laser level|line laser|rotary laser level|auto level|leveling instrument|bubble level|torpedo level|level spirit => 901530 ~ levels surveying instruments
anemometer|anemometers => 901580 ~ meteorological instruments
wire tracer|wire tracers => 903089 903033:0.6 ~ instruments checking electrical quantities
stud finder|stud finders => 903180 ~ measuring checking instruments
gas detector|gas detectors|multi gas detector|gas leak detector => 902710 853110:0.4 ~ gas smoke analysis apparatus
ecg monitor|holter monitor|ambulatory ecg|ecg machine|ekg|electrocardiograph => 901811 901819:0.3 ~ electro-cardiographs
glasses frame|glasses frames|spectacle frame|spectacle frames|eyeglass frame|eyeglass frames => 9003 900311:0.6 900319:0.4 ~ frames mountings spectacles
exhaust flex pipe|flex pipe exhaust => 870892 830710:0.3 ~ silencers exhaust pipes motor vehicles
tie rod|tie rods|tie rod end|tie rod ends => 870894 ~ steering parts motor vehicles
clutch kit|clutch plate|clutch disc|clutch master cylinder => 870893 ~ clutches parts motor vehicles
torque converter|torque converters => 870840 848340:0.3 ~ gear boxes parts motor vehicles
drive shaft|drive shafts|driveshaft|driveshafts|propeller shaft|prop shaft => 870899 870850:0.6 848310:0.5 ~ parts motor vehicles transmission shafts
axle shaft|axle shafts => 870850 848310:0.3 ~ drive-axles parts motor vehicles
camshaft|camshafts => 848310 ~ transmission shafts cam shafts crank shafts
head gasket|head gaskets => 848410 848490:0.5 ~ gaskets metal sheeting combined other material
bicycle seat|bicycle seats|bike seat|bike saddle|bicycle saddle => 871495 871499:0.2 ~ cycles saddles
bicycle frame|bike frame|bike fork|bicycle fork|suspension fork => 871491 ~ cycles frames forks
bike rim|bike rims|bicycle rim|bicycle rims|spokes|bike spokes => 871492 ~ cycles wheel rims spokes
bike hub|bicycle hub|freewheel|cassette bike|bike cassette => 871493 871496:0.2 ~ cycles hubs free-wheel sprocket-wheels
bike brake|bike brakes|bicycle brake|bicycle brakes|disc brake bike|brake lever bike => 871494 ~ cycles brakes parts
crankset|chainring|chainrings|bike crank|bottom bracket|clipless pedals|bike pedal|bike pedals|bicycle pedal|bicycle pedals => 871496 ~ cycles pedals crank-gear
training wheels|bike training wheels => 871499 ~ cycles parts accessories
grease fitting|grease fittings|grease nipple|grease nipples|zerk => 848180 ~ taps cocks valves similar appliances
blow off valve|blowoff valve|bov => 848140 848180:0.4 ~ safety relief valves
pillow block bearing|pillow block bearings|pillow block|bearing with housing => 848320 848210:0.2 ~ bearing housings incorporating ball roller bearings
bearing housing|bearing housings => 848330 848320:0.4 ~ bearing housings plain shaft bearings
bronze bushing|bronze bushings|sintered bronze bushing => 848330 ~ plain shaft bearings
extruder|extruders|plastic extruder|extrusion machine => 847720 848590:0.3 ~ extruders rubber plastics
cable puller|cable pullers => 842539 842531:0.4 842519:0.3 ~ winches capstans
platform truck|platform trucks => 871680 870919:0.3 ~ vehicles not mechanically propelled
bone china => 6911 691110:0.7 691190:0.3 ~ tableware kitchenware household articles toilet articles porcelain china
porcelain vase|porcelain vases|porcelain figurine|porcelain figurines|porcelain ornament|porcelain ornaments => 691310 6911:0.2 ~ statuettes other ornamental ceramic articles porcelain china
ceramic vase|ceramic vases|ceramic planter|ceramic planters|ceramic flower pot => 6913 691390:0.7 691490:0.4 691310:0.2 ~ statuettes other ornamental ceramic articles vases flower pots
terracotta pot|terracotta pots|terracotta planter|terracotta planters|clay planter|clay planters => 6914 691490:0.7 691390:0.4 ~ ceramic articles n.e.c. flower pots
ceramic pot|ceramic pots|clay pot|clay pots => 691490:0.6 691390:0.5 6912:0.4 ~ ceramic articles flower pots ornamental kitchenware
water glasses|drinking water glasses => 701337 701328:0.3 ~ glassware drinking glasses
glass canister|glass canisters|glass storage jar|glass storage jars|apothecary jar|apothecary jars => 7013 701349:0.7 701399:0.3 7010:0.4 ~ glassware table kitchen indoor decoration storage jars
candle holder|candle holders|candlestick|candlesticks|metal candle holder|metal candle holders|candle holder metal|metal candlestick|glass candle holder|glass candle holders|tealight holder|tealight holders|tea light holder|tea light holders|votive holder|votive holders|candelabra|candelabrum|candle lantern|lantern candle => 940550 830629:0.2 701399:0.2 ~ luminaires light fittings non-electric candlesticks candelabra candle holders
rattan placemat|rattan placemats => 460122 460129:0.2 4602:0.3 ~ plaiting materials mats matting screens rattan
seagrass placemat|seagrass placemats|straw placemat|straw placemats => 460129 460122:0.2 4602:0.3 ~ plaiting materials mats matting screens vegetable materials
robe hook|robe hooks|bathroom hooks|towel hook|towel hooks|towel ring|towel rings|towel bar|towel bars|towel rail|towel rails|over the door hook|over the door hooks|over door hooks|door hook|door hooks|key hooks|wall hooks metal|kitchen hooks => 830250 392690:0.3 732690:0.2 ~ base metal mountings hat-racks hat-pegs brackets similar fixtures hooks
toilet paper holder|toilet paper holders|toilet roll holder|toilet roll holders|toilet paper stand|toilet roll stand => 732490 830250:0.6 392490:0.3 ~ sanitary ware iron steel toilet paper holders
bamboo toothbrush|bamboo toothbrushes|wooden toothbrush => 960321 ~ toothbrushes
comb|combs => 9615 961511:0.6 961519:0.4 ~ combs hair-slides hard rubber plastics
wooden comb|wood comb|bamboo comb => 961519 ~ combs other materials
banana powder => 110630 330491:0.3 ~ flour meal powder products chapter 8
fruit powder|strawberry powder|mango powder => 110630 0813:0.2 ~ flour meal powder products chapter 8
whoopee cushion|whoopee cushions|prank toy|prank toys|novelty joke|novelty jokes => 950590 950300:0.2 ~ festive carnival entertainment articles novelty jokes conjuring tricks
axe|axes|hatchet|hatchets => 820140 ~ axes bill hooks similar hewing tools
pruning saw|pruning saws|pole saw manual => 820210 ~ hand saws
wire shelving|steel shelving|garage shelving => 9403 940320:0.7 940310:0.2 7326:0.2 ~ furniture metal shelving
latex pillow|latex pillows => 940490 ~ articles bedding pillows cellular rubber
latex mattress topper => 940421 940490:0.3 ~ mattresses cellular rubber
chair pad|chair pads => 940490 630493:0.3 ~ articles bedding similar furnishing cushions
dog muzzle|dog muzzles|pet muzzle => 420100 ~ saddlery harness animals muzzles
pet toy|pet toys|dog toy|dog toys|cat toy|cat toys => 392690:0.6 401699:0.5 630790:0.5 ~ articles plastics rubber textile pet toys
vegetable cleaver|cleaver knife => 821490 821192:0.4 ~ butchers kitchen cleavers choppers
meat tenderizer|meat tenderizers|meat tenderiser => 820551 821000:0.3 821490:0.2 ~ household tools hand tools
painting canvas|artist canvas|canvas panel|canvas panels|blank canvas|stretched canvas|stretched canvases|tracing cloth => 590190 ~ prepared painting canvas tracing cloth
bookbinding cloth => 590110 ~ textile fabrics coated gum outer covers books
stapler|staplers|desk stapler|heavy duty stapler|electric stapler|hole punch|hole puncher|paper punch|paper puncher|3 hole punch|single hole punch => 847290 846729:0.1 ~ office machines perforating stapling machines
diamond|diamonds => 7102 710239:0.4 7113:0.4 ~ diamonds whether or not worked not mounted or set
moissanite => 7104 710499:0.5 710491:0.3 ~ synthetic reconstructed precious semi-precious stones
peanuts => 1202 200811:0.4 ~ ground-nuts groundnuts peanuts
cashews => 0801 080132:0.5 080131:0.3 ~ cashew nuts
dishwasher => 8422 842211:0.6 842219:0.3 ~ dish washing machines
clothes dryer|tumble dryer => 8451 845121:0.6 845129:0.3 ~ drying machines household laundry
crane => 8426 ~ derricks cranes
forklift|forklifts|fork lift => 8427 842720:0.5 842710:0.5 ~ fork-lift trucks works trucks fitted with lifting equipment
transformer => 8504 850431:0.4 850421:0.3 850432:0.3 ~ electrical transformers
transistor|transistors => 8541 854129:0.5 854121:0.4 ~ transistors semiconductor devices
diode|diodes => 8541 854110:0.6 854141:0.3 ~ diodes semiconductor devices
capacitor|capacitors => 8532 853224:0.3 853222:0.3 ~ electrical capacitors fixed variable
resistor|resistors => 8533 853321:0.4 853310:0.2 ~ electrical resistors
pcb|pcbs|circuit board => 853400 847330:0.3 851779:0.2 853890:0.2 ~ printed circuits boards
lens|camera lens|telephoto lens => 9002 900211:0.6 900219:0.3 ~ objective lenses for cameras optical elements mounted
camera filter => 900220 9002:0.5 ~ filters mounted optical
camera strap => 630790 420500:0.4 ~ straps made up textile articles leather
lens cap => 392690 900691:0.4 ~ caps covers plastics camera accessories
scissors => 821300 ~ scissors
shears => 821300 820160:0.5 ~ scissors shears hedge shears
lock|locks|padlock|padlocks => 8301 830140:0.5 830110:0.4 ~ padlocks locks
door lock|smart lock => 830140 8301:0.5 ~ locks of a kind used for buildings
nail|nails => 731700 ~ nails tacks
file|files|rasp|rasps => 8203 820310:0.6 ~ files rasps
saw|hacksaw|hand saw => 8202 820210:0.6 ~ hand saws
saw blade|saw blades|jigsaw blade|jigsaw blades => 8202 820239:0.3 820299:0.3 820291:0.2 820220:0.2 ~ blades for saws
pencil|pencils => 9609 960910:0.6 ~ pencils
crutch|crutches => 902110 ~ orthopaedic appliances crutches
bandage => 300590 ~ wadding gauze bandages
garden hose => 3917 4009:0.6 ~ tubes pipes hoses flexible plastics
scooter|kick scooter => 950300 871160:0.3 ~ scooters wheeled toys
tricycle|tricycles => 950300 871200:0.6 ~ tricycles wheeled toys
balance bike|balance bikes => 950300 871200:0.4 ~ wheeled toys designed to be ridden by children
trimmer|trimmers => 8510 851020:0.5 8467:0.4 ~ hair clippers trimmers with self-contained electric motor
brush cutter|hedge trimmer|string trimmer => 8467 846729:0.4 846789:0.4 ~ tools for working in the hand with self-contained motor
tube => 3917:0.5 7306:0.4 4013:0.3 7304:0.3 ~ tubes pipes hoses
pipe => 3917:0.5 7306:0.4 961400:0.4 ~ tubes pipes
water pipe => 3917:0.5 7306:0.4 961400:0.4 ~ tubes pipes water
shoelace|shoelaces|laces => 630790 5804:0.3 ~ made up textile articles laces
shoe tree => 441700 392690:0.3 ~ boot or shoe lasts and trees of wood
ink|printer ink => 3215 321590:0.4 321519:0.3 ~ ink printing writing
amp => 851840:0.3 8536:0.2 ~ amperes
alloy => 7117:0.1 7616:0.1 7326:0.1 ~ alloy
crystal|crystals => 7013:0.4 7018:0.3 7117:0.3 ~ crystal glass
light => 9405:0.4 ~ luminaires lighting fittings
iron => 7326:0.3 851640:0.3 7323:0.2 ~ iron
level => 901530:0.3 ~ levels
recorder => 8519:0.5 8521:0.4 920590:0.4 ~ sound video recording apparatus
albums => 482050:0.5 852349:0.4 852380:0.3 ~ albums
creamer => 210690:0.5 392410:0.4 190190:0.3 691200:0.3 ~ creamer
pumps => 8413:0.7 6403:0.5 6402:0.4 ~ pumps
tank => 6109:0.5 7309:0.4 7310:0.4 392510:0.3 ~ tanks
grill => 7321 732111:0.5 8516:0.5 851660:0.3 ~ grills barbecues cookers
car bulb|car bulbs => 8539 853921:0.4 853952:0.4 ~ lamps filament LED light sources
car mat|car mats => 401691:0.6 5703:0.5 5705:0.4 392690:0.3 ~ floor coverings mats
steering pump => 8413 841360:0.5 ~ pumps rotary positive displacement
washer pump => 8413 841370:0.4 841381:0.4 ~ pumps for liquids
printer motor => 8501 850110:0.5 850131:0.3 ~ electric motors
laptop batteries => 850760 ~ lithium-ion accumulators
lcd screen|phone screen|phone screens|replacement screen|screen replacement|macbook screen => 8524 852491:0.5 852492:0.3 ~ flat panel display modules
watch case => 9111 ~ watch cases
watch movement|watch movements => 9108 9110:0.3 ~ watch movements complete assembled
clock movement|clock movements|clock mechanism => 9109 9110:0.3 ~ clock movements complete assembled
guitar case|violin case|instrument case|gig bag|guitar bag => 4202 420292:0.5 420299:0.3 ~ musical instrument cases
baseball glove|baseball gloves|baseball mitt|catchers mitt|softball glove => 420321 ~ gloves specially designed for use in sports leather
microphone stand|mic stand => 851810 ~ microphones and stands therefor
dress forms|mannequin head|wig head => 961800 9023:0.3 ~ tailors dummies lay figures
sail boat => 8903 890321:0.4 890322:0.4 ~ sailboats yachts vessels for pleasure
horse blanket => 420100 630190:0.3 ~ saddlery harness for any animal
arm warmers|cooling sleeves => 611780 621790:0.3 ~ clothing accessories knitted
jute fibre|raw jute|kenaf => 5303 ~ jute textile bast fibres
hemp fibre => 5302 ~ true hemp
sisal fibre|coir fibre|coconut fibre|ramie fibre|coir|abaca => 5305 ~ coconut abaca ramie vegetable textile fibres
jute yarn => 5307 ~ yarn of jute
hemp yarn|ramie yarn|paper yarn => 5308 ~ yarn of other vegetable textile fibres paper yarn
hessian|burlap|hessian fabric|burlap fabric|jute fabric|jute cloth => 5310 ~ woven fabrics of jute
hemp fabric|ramie fabric => 5311 ~ woven fabrics of other vegetable textile fibres
rayon staple|lyocell fibre|modal fibre => 5504 ~ artificial staple fibres
viscose yarn => 5510 5403:0.4 ~ yarn of artificial staple fibres
chamois|shammy => 411410 630710:0.4 ~ chamois leather
solder|solder wire|soldering wire => 831130 800300:0.5 8311:0.4 ~ cored wire for soldering tin wire
pewter => 800700 ~ articles of tin
tram|tramcar|metro car => 8603 860310:0.5 8605:0.3 ~ self-propelled railway tramway coaches
mp3 player|mp4 player|music player => 851981 8521:0.3 ~ sound reproducing apparatus
air pump => 8414 841420:0.5 841480:0.4 ~ air pumps hand or foot operated
rubber band|rubber bands => 401699 ~ articles of vulcanised rubber
tool kit|tool kits => 8206 8205:0.4 ~ tools put up in sets
acrylamide|dimethylformamide|dmf|dimethylacetamide|dmac|formamide|acetamide|oleamide|erucamide|ethylene bis stearamide|ebs|acyclic amides|carbamates => 292419 ~ acyclic amides carbamates
urethane => 390950 292419:0.3 ~ polyurethanes
paracetamol|acetaminophen|lidocaine|aspartame|neotame|phenacetin|acetanilide|benzamide|salicylamide|atenolol|diethyltoluamide|deet|propanil|metolachlor|alachlor|carbaryl|aromatic amides|cyclic amides => 292429 ~ cyclic amides
piano => 9201 920710:0.4 ~ pianos
watch glass|watch glasses|watch crystal|watch crystals => 701590 9111:0.2 ~ clock watch glasses glasses for non-corrective spectacles
reading glasses|readers glasses|blue light glasses|blue light blocking glasses|computer glasses => 900490 ~ spectacles goggles other
compression socks|compression stockings => 611510 ~ graduated compression hosiery stockings for varicose veins
tights|pantyhose => 6115 611521:0.5 611522:0.4 611529:0.3 ~ panty hose tights synthetic fibres
seed beads|seed bead|glass beads|glass bead => 701810 ~ glass beads imitation pearls
bra|bras|brassiere|brassieres => 621210 ~ brassieres
headband|headbands|hair band => 611780:0.6 961519:0.5 621710:0.4 ~ clothing accessories headbands
neck gaiter|snood => 611780 621490:0.3 ~ clothing accessories knitted crocheted
disposable coverall => 621010 ~ garments made up of fabrics of 5602 5603
eyelash|eyelashes|false eyelashes|lash extensions|mink lashes => 6704 670419:0.6 670420:0.3 670490:0.3 ~ false eyelashes synthetic textile materials
# ---------------------------------------------------------------- features, not goods (weights below 0.3 mark modifier-only entries)
double zipper|zipper seal|zip seal|slider zipper|zipper pocket|zipper pockets|zip pocket|zip pockets|button front|button closure|buttoned front|zipper closure|zip closure|zip front|snap closure|drawstring closure|drawstring waist|elastic waist|lace up front|hook and loop closure|velcro closure|buckle closure|magnetic closure|magnetic clasp|parachute nylon|parachute fabric|ripstop nylon => 6217:0.1 ~ closure
vacuum fried|vacuum dried|vacuum cooked|vacuum impregnated|vacuum distilled|vacuum insulated|vacuum insulation|double wall vacuum|vacuum sealed|vacuum sealing|vacuum packed|vacuum packaged|water resistant|waterproof design|shock absorbing|noise cancelling|noise canceling => 9617:0.1 ~ insulated
sugar free|sugar-free|gluten free|gluten-free|fat free|dairy free|lactose free|caffeine free|alcohol free|bpa free|bpa-free|lead free|nickel free|cruelty free|paraben free|sulfate free|fragrance free|odor free => 2106:0.1 ~ free
battery powered|battery operated|battery-powered|battery-operated|usb powered|usb rechargeable|solar powered|solar-powered|mains powered|cordless rechargeable|battery included|batteries included|batteries not included => 8507:0.1 ~ powered
# ---------------------------------------------------------------- materials as goods
silicone|silicone rubber => 3926:0.3 4016:0.2 3910:0.1 ~ plastics
pvc|plastic|plastics|abs|acrylic|resin|polycarbonate|polyethylene|polypropylene|pet plastic|nylon plastic|eva foam|foam => 3926:0.2 ~ plastics
stainless steel|steel|carbon steel|cast iron|metal => 7326:0.2 7323:0.1 ~ iron steel
aluminum|aluminum alloy => 7616:0.2 ~ aluminum
copper|brass|bronze => 7419:0.2 ~ copper
wood|wooden|bamboo|timber|solid wood|plywood|mdf => 4421:0.2 4420:0.1 ~ wood
`;

/** All lexicon lines: the base (marketplace) vocabulary followed by the per-section files. */
export const LEXICON_SOURCE = [
  BASE_LEXICON, FOOD_LEXICON, CHEMICALS_LEXICON, MATERIALS_LEXICON, TEXTILES_LEXICON, MACHINERY_LEXICON, MISC_LEXICON,
  // second pass, written per chapter range without looking at any labelled data
  EXTRA_CHEM2_LEXICON, EXTRA_TEXTILES2_LEXICON, EXTRA_METALS2_LEXICON, EXTRA_FOOD2_LEXICON,
  EXTRA_ELECTRICAL2_LEXICON,
  EXTRA_MACHINES2_LEXICON, EXTRA_MISC2_LEXICON, EXTRA_GOODS2_LEXICON,
  // third pass, written per kind of goods from probes of bare product names that were misread
  EXTRA_WEAR3_LEXICON, EXTRA_TECH3_LEXICON, EXTRA_HOME3_LEXICON, EXTRA_TRADE3_LEXICON,
].join('\n');

export interface LexiconEntry {
  phrases: string[];
  codes: { code: string; weight: number }[];
  expansion: string;
}

export function parseLexicon(src: string = LEXICON_SOURCE): LexiconEntry[] {
  const out: LexiconEntry[] = [];
  for (const rawLine of src.split('\n')) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
const [lhs, rhsAll] = line.split(' =>');
    if (!rhsAll) continue;
    const [codesPart, expansion = ''] = rhsAll.split('~');
const phrases = lhs.split('|').map((p) => p.trim()).filter(Boolean);
    const codes = codesPart
      .trim()
      .split(/\s+/)
      .filter(Boolean)
.map((c) => {
        const [code, w] = c.split(':');
        return { code, weight: w ? Number(w) : 1 };
      });
    out.push({ phrases, codes, expansion: expansion.trim() });
  }
  return out;
}
