/**
 * Third-pass lexicon additions (see the header of the file for its scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, without looking at any labelled data;
 * format as in ../lexicon.ts.
 */
export const EXTRA_HOME3_LEXICON = String.raw`
# ---- 73, 76 cookware and kitchen metalware (material decides the subheading)
omelet pan|fish poacher|sauteuse|braiser|braiser pan|butter warmer|canning pot|everyday pan|chef pan|crepe maker pan|tamagoyaki pan|frypan|pan set => 7323 732393:0.5 732399:0.4 761510:0.5 732391:0.3 732392:0.2 732394:0.2 ~ table kitchen household articles iron steel cooking
pie dish metal|pot lid|pan lid|universal lid|pasta insert|deep fry basket|skimmer basket => 7323 732393:0.5 732399:0.5 761510:0.5 ~ table kitchen household articles iron steel aluminium baking
stovetop tea kettle|espresso pot|stovetop percolator => 7323 732393:0.6 761510:0.5 732399:0.2 ~ table kitchen household articles iron steel aluminium
dish rack stainless|drying rack kitchen|sink grid|sink basket|utensil holder|knife rack|kitchen roll holder|bread bin|fruit basket|fruit bowl|vegetable basket|produce basket|spice rack|recipe stand => 732393:0.6 732399:0.4 392490:0.5 392410:0.3 441990:0.2 ~ table kitchen household articles iron steel plastics
muddler|wine chiller|bottle chiller => 7323 732393:0.6 821599:0.3 392410:0.3 ~ table kitchen household articles iron steel bar tools
stainless straws|reusable metal straws => 732393 ~ table kitchen household articles stainless steel drinking straws
steel bucket|galvanized pail => 7323 732399:0.6 732393:0.5 ~ household articles iron steel buckets
stainless scrubber|chain mail scrubber|scrubber sponge => 732310 392490:0.3 ~ iron steel wool pot scourers scouring polishing pads gloves
# ---- 82 kitchen implements, cutlery, knives
jar wrench|bottle cap opener => 820551 821000:0.3 ~ household tools hand tools base metal
lemon zester|microplane|rasp grater|box grater|julienne peeler|swivel peeler|corer|egg topper|egg cracker|cheese plane|tenderizer mallet|seafood tools|fish scaler|dough docker|garlic crusher|ricer|citrus squeezer|spring whisk => 820551 821599:0.4 392410:0.4 ~ household tools kitchen table implements base metal
food tongs|cake slicer|fish turner|solid turner|spaghetti spoon|utensil set => 821599 392410:0.4 441990:0.3 ~ spoons forks ladles skimmers cake-servers fish-knives butter-knives sugar tongs kitchen tableware
dinnerware cutlery set|tableware set cutlery|flatware service => 821520 821510:0.1 ~ sets assorted articles spoons forks knives
nakiri knife|slicing knife|kitchen utility knife|deba knife => 821192 821191:0.2 ~ knives fixed blades
magnetic knife block => 821110 821191:0.3 821192:0.3 ~ sets assorted articles knives
# ---- 8210 hand-operated mechanical appliances for food
hand crank coffee grinder|hand crank meat grinder|lever juicer|hand press juicer|manual citrus juicer|manual chopper|food chopper manual|rotary egg beater|hand crank egg beater|pasta machine|manual pasta machine|garlic chopper => 821000 392410:0.2 ~ hand-operated mechanical appliances preparation conditioning serving food drink
lettuce spinner => 392410:0.6 821000:0.5 ~ hand-operated mechanical appliances preparing food
# ---- 39 plastic kitchen and household articles
chopping mat|flexible cutting mat|flexible cutting board|plastic cutting board => 392410 ~ tableware kitchenware plastics
salt and pepper set|condiment dispenser|sauce bottle|oil dispenser|oil bottle|vinegar cruet|cruet set|sugar dispenser|syrup dispenser|cake stand|cake carrier|cupcake carrier|pie carrier|cookie jar|food canister|cereal dispenser|dry food dispenser|rice dispenser|rice container|flour container|pantry container|takeout containers|egg holder|lemon saver|avocado saver|produce saver|herb keeper|butter keeper|pitcher|juice jug => 392410:0.6 691200:0.5 701349:0.5 732393:0.4 ~ tableware kitchenware plastics ceramic glass
cutlery tray|cutlery organizer|silverware organizer|utensil organizer|utensil tray|kitchen drawer organizer|pantry organizer|fridge organizer bins|refrigerator organizer|lazy susan|bathroom organizer|vanity organizer|jewelry organizer|closet organizer|storage drawer|storage tote|storage basket|stackable bins|clear bins|toy storage|laundry bin|clothes hamper|dirty clothes basket|laundry sorter => 392490 460219:0.3 630790:0.3 732399:0.3 ~ household articles plastics
dustpan set|bucket|cleaning bucket|pail|household pail|washtub|wash tub|dish tub|dish pan|watering cans|trash bin|bathroom bin|recycling bin|waste basket|waste paper basket|diaper pail => 392490 732399:0.3 ~ household articles plastics
toothbrush stand|soap tray|soap saver|shower organizer|bath tray|bathroom shelf|qtip holder|cotton ball holder|hair dryer holder|toilet plunger holder|tissue box holder|toilet tank tray|vanity tray|bathroom tray|bathroom set|bath accessory set => 392490 732490:0.5 691200:0.4 691110:0.2 ~ household articles hygienic toilet articles plastics sanitary ware
shower curtain rings|shower curtain hooks => 7324 732490:0.6 392490:0.4 830250:0.3 ~ sanitary ware parts iron steel
# ---- 7013, 7010 glass
beer mug|glass coffee mug|glassware set|double wall glass cup|shooter glass => 701337 701333:0.2 701349:0.2 ~ drinking glasses other than glass-ceramics stemware
stemmed glass|goblet => 701328 701322:0.3 701337:0.3 ~ stemware drinking glasses
borosilicate bowl|borosilicate mixing bowl|glass casserole dish|pyrex dish|glass meal prep containers|borosilicate teapot|borosilicate kettle|glass teapot set|glass coffee pot|glass carafe coffee => 701342 701349:0.5 ~ glassware table kitchen low thermal expansion borosilicate
glass dinnerware|glass platter|glass cookie jar => 701349 701342:0.3 701090:0.3 ~ glassware table kitchen purposes
ball jar|glass bottle empty|flip top bottle|glass dropper bottle => 701090 ~ carboys bottles flasks jars pots glass conveyance packing preserving jars
centerpiece vase|terrarium|bell jar|hurricane candle holder|glass ornament decor|glass pebbles => 701399 701391:0.2 ~ glassware indoor decoration
# ---- 6911, 6912, 6913, 6914 ceramics
china plates|china dinnerware|fine china|porcelain serving platter|porcelain ramekin|porcelain baking dish => 691110 691190:0.1 ~ tableware kitchenware porcelain china
stoneware dinnerware|stoneware dinner set|earthenware plate|earthenware bowl|earthenware mug|terracotta dish|ceramic dinner set|souffle dish|stoneware baking dish|casserole dish ceramic|pie dish|pie plate|gratin dish|lasagna pan ceramic => 691200 691110:0.4 ~ ceramic tableware kitchenware household toilet articles other than porcelain
stoneware vase|pottery vase|decorative vase|porcelain doll figurine|ceramic bird|lucky cat => 6913 691390:0.6 691310:0.5 ~ statuettes ornamental ceramic articles
# ---- 44, 46 wood and basketwork
wooden ladle|wooden serving tray|wood cutting board|pastry roller|wooden salad servers|olive wood spoon|beech wood spoon => 4419 441990:0.7 441920:0.3 441919:0.3 441911:0.2 ~ tableware kitchenware wood
bamboo chopping board|bamboo serving board|bamboo bread board|bamboo cooking utensils|bamboo salad servers => 4419 441919:0.6 441911:0.5 441912:0.5 ~ tableware kitchenware bamboo
clothes pin|laundry clips wooden => 442199 392690:0.4 ~ articles wood clothes pegs
wooden crate decorative|jewelry box wooden|wood jewelry box => 4420 442090:0.8 ~ caskets cases jewellery cutlery wood marquetry
wood wall art|carved wooden => 4420 442019:0.6 442011:0.3 442090:0.4 ~ statuettes ornaments wood
palm leaf basket|rattan storage => 4602 460212:0.5 460219:0.5 460211:0.4 460290:0.2 ~ basketwork wickerwork plaiting materials
# ---- 48 paper household and party tableware
party plates|coffee cups disposable|party cups|muffin liners|baking cups paper => 482369 482361:0.3 482370:0.3 481830:0.2 ~ trays dishes plates cups paper paperboard
moulded pulp tray|palm leaf plates|areca leaf plates => 482370 482361:0.3 ~ moulded pressed articles paper pulp
tissue paper box => 4818 481810:0.5 481820:0.5 ~ toilet paper handkerchiefs cleansing tissues towels paper
# ---- cleaning and laundry
mop head refill|steam mop pads|spin mop bucket|floor mop|swiffer => 960390 ~ brooms mops feather dusters brushes
hand broom|broom head|rubber broom|toilet bowl brush|toilet brush set|toilet cleaning brush|bowl brush|window cleaning brush|shower brush cleaning|bottle cleaning brush|straw cleaning brush|dish scrub brush|cobweb brush|ceiling brush|ostrich duster|lambswool duster|car squeegee => 960390 ~ brooms brushes mops squeegees feather dusters
dish rags|cleaning rags|glass lens cloth|sponge cloth => 630710 ~ floor cloths dish-cloths dusters cleaning cloths
dish sponge|magic eraser|eraser sponge|non scratch sponge => 392490 560394:0.2 ~ household articles plastics sponges
kitchen gloves|latex gloves household|reusable cleaning gloves => 401519 392620:0.3 ~ gloves vulcanised rubber
laundry detergent pods|detergent pods|dish washing liquid|liquid dish soap|degreaser spray => 340250 340290:0.2 340590:0.2 ~ washing cleaning preparations surface-active put up retail sale
cream cleanser|scouring paste => 340540 ~ scouring pastes powders preparations
shoe wax|leather shoe polish => 340510 ~ polishes creams footwear leather
mosquito repellent coil|insecticide spray|bug spray insecticide|flea spray household => 380891 ~ insecticides put up retail sale
fragrance oil diffuser|plug in air freshener refill|odor eliminator spray => 330749 ~ preparations perfuming deodorizing rooms
sandalwood incense|nag champa => 330741 ~ agarbatti odoriferous preparations burning
ironing board|tabletop ironing board|ironing table|sleeve board => 940320 732399:0.3 ~ furniture metal ironing boards
# ---- 83 fittings for the home
door hanger hooks|hook rack|coat hook rack|wall hook rack|entryway hooks|key holder wall|adhesive wall hooks|heavy duty hooks|utility hooks|garage hooks|ceiling hooks|plant hooks => 830250 392690:0.3 732690:0.2 ~ hat-racks hat-pegs brackets fixtures base metal
plant bracket|hanging plant bracket => 830250 830242:0.3 830241:0.3 ~ brackets fixtures base metal
furniture knobs|cupboard hinges|furniture hinges|lid support => 830242 830210:0.5 ~ base metal mountings fittings furniture
castor wheels => 830220 ~ castors mountings base metal
# ---- personal care tools and appliances
ceramic flat iron|titanium flat iron|mini flat iron|hair curling iron|wand curler|automatic curler|blow dry brush => 851632 ~ electro-thermic hairdressing apparatus
lash curler => 961590 851632:0.2 ~ curling devices hair-curlers
slant tweezers|pointed tweezers|lash tweezers => 820320 ~ tweezers pliers pincers
fingernail clippers|callus remover tool|pedicure file|grooming kit nails => 821420 ~ manicure pedicure sets instruments nail files
cosmetic brush|highlighter brush|brush set makeup|makeup brush kit => 960330 ~ cosmetic brushes application cosmetics
sponge blender|makeup blender|blender sponge => 961620 ~ powder-puffs pads application cosmetics
scalp massager brush|dry brush => 960329 ~ hair brushes shaving brushes nail brushes toilet brushes person
soft toothbrush => 960321 ~ toothbrushes dental-plate brushes
tail comb|barber comb|afro comb|pick comb|flea comb => 9615 961511:0.6 961519:0.3 ~ combs hard rubber plastics
hair claw clips|hair comb clip => 9615 961511:0.5 961519:0.4 961590:0.3 6117:0.2 ~ combs hair-slides similar hard rubber plastics
perm rods set => 961590 ~ hairpins curling pins curling grips hair-curlers
double edge razor|de razor => 821210 821220:0.3 ~ razors
de blades|replacement blades razor => 821220 821290:0.3 ~ safety razor blades
# ---- cosmetics and toiletries
perfume oil|cologne spray|body mist spray => 330300 ~ perfumes toilet waters
lip gloss set|lip liner pencil|lipstick set|tinted lip balm => 330410 ~ lip make-up preparations
eyeshadow stick|mascara primer => 330420 ~ eye make-up preparations
nail polish set|nail lacquer set|base coat polish => 330430 ~ manicure pedicure preparations
face powder compact => 330491 ~ powders compressed
foundation makeup|concealer stick|cream blush|bronzer stick|highlighter palette|exfoliating scrub|face mask sheet|cosmetic set => 330499 330491:0.1 ~ beauty make-up skin care preparations
kids shampoo => 330510 ~ shampoos
finishing spray => 330530 ~ hair lacquers
deep conditioner|hair treatment|styling gel => 330590 ~ preparations use hair
fluoride toothpaste|charcoal toothpaste => 330610 ~ dentifrices
dental floss picks|floss threaders|waxed floss => 330620 ~ yarn clean interdental spaces dental floss
breath freshener spray|denture cleaner|whitening gel => 330690 ~ preparations oral dental hygiene
antiperspirant spray|body spray deodorant => 330720 ~ personal deodorants antiperspirants
pre shave oil|aftershave balm|aftershave lotion => 330710 ~ pre-shave shaving after-shave preparations
epsom salt bath|shower bombs => 330730 ~ perfumed bath salts bath preparations
waxing kit => 330790 ~ depilatories perfumery toilet preparations
bubble hand wash => 340130 340120:0.2 ~ organic surface-active products preparations washing skin liquid cream retail sale
qtips => 560121 ~ wadding cotton articles
# ---- stationery and office
rollerball|ink pen => 960810 ~ ball point pens
highlighter marker|chisel tip highlighter|fluorescent marker|permanent marker set => 960820 ~ felt tipped porous-tipped pens markers
drafting pencil => 960840 ~ propelling sliding pencils
handheld pencil sharpener|sharpener with container => 821410 847290:0.4 ~ pencil sharpeners non-mechanical blades
automatic pencil sharpener|crank pencil sharpener|desk pencil sharpener => 847290 ~ office machines pencil sharpeners
desktop stapler|office stapler|mini stapler => 847290 830590:0.2 ~ office machines stapling
office staples|standard staples|mini staples|staple pins => 830520 ~ staples strips
binder rings metal => 830590 ~ paper clips letter clips office articles base metal
pushpins|map tacks => 731700 392690:0.2 ~ drawing pins tacks iron steel
desk tray|document tray|paper tray office|file sorter|magazine holder|file holder|file organizer|literature sorter|pen cup|desk caddy|desktop organizer|office organizer|letter holder|mail organizer|book stand|book ends|desk set => 8304 830400:0.6 392610:0.6 442090:0.2 ~ filing cabinets card-index paper trays office desk equipment base metal plastics
report cover => 482030 392610:0.4 ~ binders folders file covers paper paperboard
document folder plastic|page protectors|document sleeve|poly envelope|zipper pouch folder|mesh zipper pouch|letter stencils|name badge => 392610 9017:0.2 ~ office school supplies plastics
ruled notebook|lined notebook|notebook a5|memo book|appointment book => 482010 ~ registers account books notebooks diaries
composition notebook|workbook blank|writing book => 482020 ~ exercise books
slip in album|binder album => 482050 ~ albums samples collections
colored envelopes => 481710 ~ envelopes paper paperboard
label sheets|sticker labels blank|file labels|round labels|kraft labels => 4821 482190:0.6 482110:0.4 ~ paper labels printed not printed
custom labels => 482110 491199:0.3 ~ paper labels printed
tacky glue|glue gel|glitter glue => 350610 350691:0.3 ~ glues adhesives put up retail sale
# ---- arts and crafts
watercolor palette|gouache set|artist paint|metallic paint set => 3213 321310:0.6 321390:0.5 330499:0.1 ~ artists students signboard painters colours sets
art canvas => 590190 ~ prepared painting canvas textile fabrics
paint roller kit|angled paint brush => 960340 ~ paint brushes distempering varnish brushes paint pads rollers
artist brush set => 960330 ~ artists brushes writing brushes cosmetics brushes
sculpting clay set|clay kit kids => 340700 ~ modelling pastes children amusement
steel crochet hooks|knitting needles metal => 731990 392690:0.2 ~ sewing needles knitting needles bodkins crochet hooks iron steel
seed beads glass => 701810 ~ glass beads imitation pearls imitation precious semi-precious stones
# ---- musical instruments
flute instrument => 920590 ~ wind musical instruments clarinets accordions mouth organs bagpipes
mouth harp|blues harp harmonica => 920590 ~ mouth organs wind musical instruments
thumb pick|guitar wall mount|guitar string winder|violin shoulder rest|shoulder rest|ukulele capo => 920992 920930:0.2 ~ parts accessories string musical instruments
nylon strings|steel strings|string set => 920930 ~ musical instrument strings
drum mallets|snare drum head|mouthpiece => 920999 920992:0.2 920994:0.2 ~ parts accessories musical instruments metronomes tuning forks
coach whistle => 920890 ~ whistles call horns mouth-blown sound signalling instruments decoy calls
cajon drum|bongo drums|djembe drum|drumset => 920600 ~ percussion musical instruments drums xylophones cymbals castanets maracas
# ---- toys
plush|toy soldiers|toy animals => 950300 ~ toys dolls representing human beings animals
building blocks set|construction set|bricks toy|magnetic building blocks|magnetic tiles set|wooden train|train track|scale model kit|balance bike toy => 950300 ~ toys scale models construction sets wheeled toys
puzzle cube|puzzle game|floor puzzle|peg puzzle|sliding puzzle => 950300 950490:0.2 ~ puzzles toys
tea set toy|doctor kit toy|tool bench toy|cash register toy|toy camera|toy laptop|toy microphone|toy instrument|kids piano|kids drum|musical toy|activity gym|squirt toys|bubble machine toy|toy weapons|kinetic sand toy|slime toy|magic set toy|toy periscope|paper airplane kit => 950300 ~ toys
family card game => 950440 490900:0.1 ~ playing cards
boardgame|chinese checkers|dominoes set|mahjong tiles|dice bag|shuffleboard|bingo game => 950490 950300:0.2 ~ table parlour games
pool triangle|pool cue case => 950420 ~ articles accessories billiards
controller grips|racing wheel gaming => 950450 950490:0.2 ~ video game consoles machines parts accessories
# ---- festive and party articles
pre lit christmas tree|tabletop christmas tree|mini christmas tree|tree ornaments|snowman decoration|christmas tinsel => 950510 ~ articles christmas festivities
full face mask costume|animatronic halloween|noise makers|crepe streamers|paper streamers|letter banner|garland banner => 950590 950300:0.1 ~ festive carnival entertainment articles conjuring tricks novelty jokes
# ---- sports and fitness
workout mat|balance ball|dumbbell set|hex dumbbells|olympic barbell|barbell set|power cage|resistance band set|mini bands|pull up bands|punching ball|massage roller|lacrosse ball massage => 950691 ~ articles equipment general physical exercise gymnastics athletics
bouncy ball kids => 950662 ~ balls inflatable
pickleballs|racquetball balls|golf practice balls|foam balls => 950669 950661:0.4 950632:0.2 ~ balls other than inflatable
paddleball => 9506 950651:0.5 950659:0.6 ~ rackets lawn-tennis badminton
table tennis set|ping pong set|table tennis net|table tennis rubber => 950640 ~ articles equipment table-tennis
feather shuttlecocks|nylon shuttlecocks|badminton birdies => 950699 ~ sports equipment badminton
roller blades => 950670 ~ ice skates roller skates parts accessories
longboard skateboard|fingerboard => 950699 950300:0.2 ~ sports equipment
ski skins => 9506 950611:0.6 950612:0.4 950619:0.5 ~ snow-skis snow-ski equipment
body board => 9506 950629:0.8 950621:0.2 ~ water-skis surf-boards sailboards water-sport equipment
arrow heads|target arrows => 950699 930400:0.2 ~ sports equipment archery
ultimate frisbee|catcher mask|sports mouthguard|elbow pads sports|protective gear set|volleyball set => 950699 ~ articles equipment sports outdoor games
# ---- fishing
jig hooks|octopus hooks|worm hooks|offset hooks|hook set => 950720 ~ fish-hooks
fishing worms artificial|dry flies|fishing bobber => 950790 ~ fishing tackle landing nets decoys
# ---- camping
beach shelter|sun shelter tent|ground sheet tent|hunting blind|gazebo tent|screen house => 6306 630622:0.7 630629:0.3 630612:0.2 ~ tents camping goods synthetic fibres
canvas tent|cotton canvas tent|wall tent|safari tent|yurt tent|teepee tent adult => 6306 630629:0.7 630622:0.3 ~ tents canvas
self inflating pad|air pad => 630640 940429:0.2 392690:0.2 ~ pneumatic mattresses textile
lounge chair folding|tripod stool => 9401 940179:0.6 940171:0.4 940180:0.3 ~ seats metal frames folding
roll up table|portable table|camp kitchen table|card table|trestle table => 9403 940320:0.6 940370:0.4 940360:0.3 ~ furniture metal plastics folding
gas burner portable|propane stove|wood stove camping|charcoal grill portable|portable bbq|patio heater gas => 7321 732111:0.6 732119:0.3 732181:0.3 ~ cooking appliances barbecues grills stoves iron steel gas fuel
down sleeping bag|kids sleeping bag => 940430 ~ sleeping bags
# ---- garden tools and supplies
garden shovel|spade shovel|edging spade|transplanting spade|trowel garden => 820110 820190:0.3 ~ spades shovels hand tools agriculture horticulture
hand cultivator => 8201 820130:0.6 820190:0.4 ~ forks mattocks picks hoes rakes hand tools
hand pruner|harvest scissors|trimming scissors garden|rose pruner => 820150 ~ secateurs similar one-handed pruners shears
branch cutter|hedge clippers manual|lawn shears|tree pruner pole => 820160 ~ hedge shears two-handed pruning shears
dandelion puller|weed remover tool|garden knife => 8201 820190:0.5 820130:0.3 820110:0.3 ~ hand tools agriculture horticulture forestry
expandable hose|expandable garden hose|flexible garden hose|water hose|hose pipe|hose reel hose|coil hose => 3917 391739:0.5 391733:0.4 4009:0.3 ~ tubes pipes hoses plastics
spray nozzle garden|garden spray gun|hose spray gun => 8424 842420:0.4 842490:0.3 842482:0.3 848180:0.3 ~ spraying watering garden
drip system|watering system|automatic watering => 842482 842490:0.2 ~ agricultural horticultural sprinklers irrigation
hand sprayer => 842441 842449:0.3 ~ portable sprayers
yard cart|utility wagon => 871680 871690:0.2 ~ vehicles not mechanically propelled wheelbarrows
seed packets => 1209 120991:0.6 120930:0.3 120929:0.2 ~ seeds sowing vegetable herbaceous plants
plant food liquid => 3105 310590:0.4 310100:0.3 3824:0.2 ~ fertilisers growing medium
# ---- furniture
reading chair|rocker recliner|storage ottoman|upholstered bench => 9401 940161:0.6 940171:0.4 940169:0.2 940180:0.2 ~ seats upholstered wooden frames
wood stool|booster seat dining => 9401 940169:0.5 940161:0.4 940171:0.4 940179:0.4 940180:0.3 ~ seats wooden frames metal frames
racing chair|stylist chair => 9401 940139:0.8 940131:0.3 940171:0.2 ~ swivel seats variable height adjustment
convertible chair|sleeper chair => 9401 940149:0.6 940141:0.5 ~ seats convertible into beds
beanbag chair|floor cushion chair|gaming floor chair|monobloc chair => 9401 940180:0.7 940179:0.2 ~ other seats
metal cabinet office|office desk metal|steel desk|metal office desk => 9403 940310:0.7 940320:0.3 ~ metal furniture offices
study desk => 9403 940330:0.5 940310:0.5 940320:0.3 940360:0.3 ~ furniture offices
sideboard cabinet|cabinet doors kitchen => 9403 940340:0.6 940320:0.4 ~ wooden furniture kitchen
platform bed frame|footboard|bedside cabinet|dresser drawers|closet wardrobe => 9403 940350:0.6 940320:0.4 940360:0.2 ~ wooden furniture bedroom
book shelf|entryway table|hall table|cocktail table|coat rack stand|wine rack|bistro table|picnic table wooden => 9403 940360:0.6 940320:0.4 940370:0.2 ~ wooden furniture
shoe shelf|shoe stand|shoe organizer rack|utility shelf|pantry shelf|bathroom shelf standing|etagere|plant shelf|plant rack => 9403 940320:0.6 940360:0.3 940370:0.2 940382:0.2 ~ metal furniture shelves racks
plastic drawer cabinet|plastic shelf|kids table => 9403 940370:0.6 940360:0.2 ~ furniture plastics
tilt mechanism|chair arms|armrest pads|seat cushion replacement sofa => 9401 940199:0.7 940191:0.4 ~ parts seats
# ---- mattresses and bedding articles
camping mattress foam|foam topper|mattress pad foam => 9404 940421:0.7 940429:0.3 ~ mattresses cellular rubber plastics
bed foundation|bed slat support|sprung slatted base => 940410 ~ mattress supports
sleeping pillow|throw pillow insert|feeding pillow => 940490 6304:0.2 ~ cushions pillows bedding articles stuffed
# ---- home decor and household articles of other materials
garden ornament|angel figurine|decorative figurine|home decor figurine|plastic figurine|pvc figurine decorative|acrylic decor => 3926 392640:0.7 691390:0.2 442019:0.1 830629:0.1 ~ statuettes ornamental articles plastics
frame collage|gallery frame|document frame|tabletop frame|wall frame => 4414 441490:0.6 830630:0.3 392490:0.3 7020:0.1 ~ wooden frames paintings photographs mirrors similar objects
silver photo frame => 830630 ~ photograph picture similar frames base metal mirrors
round wall mirror|mirror with frame => 700992 700991:0.3 ~ glass mirrors framed
tabletop mirror|mirror glass => 7009 700991:0.6 700992:0.4 ~ glass mirrors unframed
artificial flowers bouquet|fake flowers bouquet|faux succulents|artificial grass wall|faux tree|faux roses|faux peony|faux wreath|door wreath => 6702 670210:0.6 670290:0.5 ~ artificial flowers foliage fruit parts plastics
tea light candles => 340600 ~ candles tapers
candlestick holder|candle plate => 9405 940550:0.4 701399:0.4 830629:0.3 691390:0.3 ~ non-electrical lamps lighting fittings candle holders
jewelry storage box|watch case box|trinket box|keepsake box|music jewelry box => 4202 420299:0.3 442090:0.5 392690:0.2 ~ jewellery boxes cases caskets
# ---- pet supplies
muzzle dog|dog tag holder|leash holder|car seat belt dog|stirrups => 420100 ~ saddlery harness any animal leashes collars muzzles
pet feeding bowl|raised dog bowl|pet food bowl|pet food container|pet food storage|treat jar|pet water bottle|dog water bottle|travel dog bowl|collapsible dog bowl => 392490:0.6 732393:0.6 691200:0.3 ~ household articles plastics stainless steel
litter tray|litter pan|hooded litter box|dog poop scooper|pet gate|dog gate|baby gate|safety gate|stair gate|pressure gate|pet playpen plastic => 392490 732690:0.3 442199:0.2 ~ household articles plastics
dog waste bags|poop bag refill|cat litter bags|litter box liners => 3923 392321:0.6 392329:0.5 ~ sacks bags plastics
guinea pig cage|small animal cage|dog kennel|pet playpen|exercise pen dog => 7326 732620:0.6 732690:0.4 4421:0.3 392690:0.3 ~ articles iron steel wire cages
deshedding tool|grooming glove|pet hair brush|dog comb|cat comb|flea comb pet|undercoat rake => 960390 961519:0.2 ~ brushes grooming animals
chew toy|dog chew toy|interactive cat toy|kong toy => 4016 401699:0.4 392690:0.4 630790:0.4 950300:0.1 ~ articles vulcanised rubber plastics textiles
cat cave|pet cave => 9404 940490:0.6 630790:0.4 ~ cushions articles bedding stuffed
# ---- baby products (not apparel)
snack container baby|formula container|milk powder container|breast milk storage bags|breastmilk storage bags|milk storage bags => 3924 392490:0.6 392410:0.5 401490:0.2 ~ household articles hygienic plastics feeding
baby soother|pacifier clip => 3926 392690:0.6 401490:0.4 950300:0.2 ~ pacifiers articles plastics rubber
rocker seat|baby seat|bath seat baby|baby bath seat|feeding booster => 9401 940180:0.5 940179:0.3 940171:0.3 ~ seats children
jogger stroller|bassinet stroller|pram wheels => 871500 ~ baby carriages parts
car booster seat => 940120 ~ seats used motor vehicles
step stool potty => 3922 392290:0.5 392210:0.5 392220:0.3 ~ baths sanitary ware plastics lavatory seats

bone cleaver|butcher cleaver|chopping knife|herb chopper knife => 821490 821192:0.3 ~ articles cutlery butchers kitchen cleavers chopping mincing knives
terra cotta pot|succulent pot|bonsai pot|self watering planter|pot saucer => 691490:0.6 392490:0.6 691410:0.2 732399:0.2 ~ ceramic articles flower pots plastics household
glazed planter|glazed pot|stoneware planter => 6914 691490:0.7 691410:0.3 ~ ceramic articles flower pots
cat litter => 250810 382499:0.2 ~ bentonite clays
knitting needles steel => 731990 ~ knitting needles crochet hooks iron steel

`;
