/**
 * Fourth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_LIVING4_LEXICON = String.raw`
# ---- 39, 73, 76 kitchen articles (marketplace names not yet in the lexicon)
baking mat|pastry mat|macaron mat|oven liner|non stick baking mat => 392410 732399:0.2 ~ tableware kitchenware plastics
piping tips|piping nozzles|icing tips|icing nozzles|russian piping tips|decorating tips => 732393:0.8 392410:0.5 ~ table kitchen household articles stainless steel
cake decorating kit|cake decorating set|cake decorating supplies|cake turntable|cake decorating turntable|cake rotating stand|fondant smoother|cake stencil => 392410 732393:0.3 ~ tableware kitchenware plastics
silicone brush|silicone pastry brush => 960390:0.7 392410:0.4 ~ brooms brushes
dough whisk|danish dough whisk => 821599:0.6 732393:0.4 441990:0.2 ~ spoons forks ladles skimmers kitchen tableware
measuring jug|measuring pitcher => 392410:0.6 701349:0.4 ~ tableware kitchenware plastics glassware
funnel|canning funnel => 392410:0.6 732393:0.4 392690:0.2 ~ tableware kitchenware plastics
baster|turkey baster|basting bulb => 392410:0.7 732393:0.3 ~ tableware kitchenware plastics
french press|coffee press|cafetiere|french press coffee maker => 701349:0.5 732393:0.5 821000:0.2 ~ glassware table kitchen purposes stainless steel household
carafe => 701349:0.7 392410:0.3 701341:0.2 ~ glassware table kitchen purposes
water pitcher|pitcher with lid|iced tea pitcher|juice pitcher => 392410:0.5 701349:0.5 691200:0.2 ~ tableware kitchenware plastics glassware table
jug => 392410:0.5 701349:0.4 691200:0.3 732393:0.3 ~ tableware kitchenware
creamer jug|creamer pitcher => 691200:0.5 732393:0.5 691110:0.3 ~ ceramic tableware kitchenware
dessert bowl|condiment bowl => 691200:0.5 691110:0.4 701349:0.4 392410:0.3 ~ tableware kitchenware ceramic porcelain
latte mug|cappuccino mug|soup mug => 691200:0.6 691110:0.4 701337:0.2 ~ ceramic tableware kitchenware
spice jar|spice bottle|spice shaker => 701349:0.6 392410:0.4 ~ glassware table kitchen purposes
sugar jar|coffee jar|tea jar|storage jar|kitchen jar|food jar => 7013:0.5 3924:0.5 6912:0.4 7323:0.3 ~ household kitchen glassware plastics
borosilicate container|borosilicate glass container|borosilicate food container|borosilicate meal prep|borosilicate storage container => 701342 ~ glassware table kitchen low linear coefficient expansion
rice bin|rice storage container|pasta container|snack container|dip container|sauce container|condiment cups|souffle cups => 392410 392490:0.3 ~ tableware kitchenware plastics
ice pop mold|ice lolly mold|ice pop maker mold => 392410 ~ tableware kitchenware plastics
baking dish|oven dish|lasagna dish => 691200:0.6 701342:0.4 691110:0.3 732399:0.2 ~ ceramic tableware kitchenware glassware
sports water bottle|gym water bottle|gym bottle|fitness water bottle|time marker water bottle|drinking kettle|squeeze bottle sports|cycling water bottle => 392410 961700:0.2 761510:0.2 ~ tableware kitchenware plastics
moka|moka express|stovetop coffee maker|italian coffee maker|stove top espresso maker|percolator => 761510:0.8 732393:0.5 851671:0.3 ~ table kitchen household articles aluminium
cold brew maker|cold brew pitcher|iced coffee maker => 392410:0.5 701349:0.5 ~ tableware kitchenware plastics glassware
citrus juicer|lemon juicer => 821000:0.5 850940:0.5 392410:0.3 ~ hand-operated mechanical appliances food juice extractors
electric milk frother|milk frother electric|automatic milk frother => 850940:0.6 851679:0.5 ~ electro-mechanical domestic appliances food mixers
wine opener electric|electric bottle opener => 850980 ~ electro-mechanical domestic appliances self-contained electric motor
plate warmer|warming plate|food warming plate|warming mat => 851679 ~ electro-thermic appliances domestic
waffle machine|sandwich press|toastie machine|toastie maker electric|panini press grill|grill sandwich maker|egg bite maker => 851660 851679:0.3 ~ ovens cookers cooking plates grillers roasters domestic
gyuto knife|japanese kitchen knife|honesuki|bunka knife => 821192 ~ knives fixed blades
# ---- 63, 94 home textiles, bedding, seats
blackout blind|blackout roller shade => 630392:0.8 630391:0.3 392530:0.3 ~ curtains drapes interior blinds synthetic fibres
toilet lid cover|toilet seat cushion cover|toilet tank cover => 630790 ~ textiles made up articles
seat pad|chair seat pad|chair pad cushion|bench pad => 940490 630790:0.2 ~ bedding similar furnishing cushions stuffed
gel mattress topper|bed topper|cooling mattress topper|egg crate mattress topper => 940421 940429:0.2 ~ mattresses cellular rubber plastics
bean bag sofa|bean bag bed|giant bean bag|bean bag lounger|bean bag cover|beanbag cover|bean bag chair cover => 940180 ~ seats
night table|bedside shelf => 940350 940360:0.3 940320:0.3 ~ wooden furniture bedroom
# ---- 67, 83, 39, 44, 69 decorative articles
bonsai tree artificial|faux bonsai|faux topiary|greenery panel => 670210 670290:0.3 ~ artificial flowers foliage fruit plastics
wedding bouquet|bridal bouquet|bridesmaid bouquet|fake bouquet|silk bouquet => 6702 670290:0.5 670210:0.4 ~ artificial flowers foliage fruit articles made
wood sculpture|wood carved statue|carved wood figurine => 4420 442019:0.6 442011:0.4 ~ statuettes ornaments wood
elephant figurine|elephant statue|animal figurine|cat figurine|cat statue|dog figurine|dog statue|owl figurine|owl statue|frog statue|frog figurine|bird figurine|horse statue|lion statue|deer statue|buddha figurine|angel statue|fairy figurine|fairy statue|gnome|gnome statue|lawn ornament|yard decoration|yard statue|outdoor statue => 392640:0.7 691390:0.4 830629:0.3 691310:0.2 442019:0.2 ~ statuettes ornamental articles
fairy garden|miniature garden|miniature garden ornaments|mini figurines|micro landscape ornaments => 392640 691390:0.2 ~ statuettes ornamental articles plastics
garden windmill|kinetic wind spinner|metal wind sculpture => 830629:0.6 392640:0.4 ~ statuettes ornaments base metal
water globe|snowglobe|musical snow globe => 7020:0.5 950510:0.4 392640:0.4 ~ articles glass festive
piggy bank|coin bank|money box bank|money saving box => 691390:0.5 392640:0.5 950300:0.3 830629:0.2 ~ ornamental ceramic articles statuettes
drink coasters|coaster set|cup coasters|coffee coasters|absorbent coasters => 4419:0.4 3924:0.4 6912:0.4 4503:0.3 4823:0.2 ~ tableware kitchenware coasters
# ---- 95 festive and party articles
selfie props|photo props|wedding photo props => 950590 ~ festive carnival entertainment articles
christmas tree ornament|hanging ornaments christmas|xmas tree ornaments|xmas baubles|xmas balls => 950510 ~ christmas festivity articles
fairy string lights|string lights christmas|christmas fairy lights|xmas lights|xmas string lights => 940531 940539:0.3 940542:0.3 ~ lighting strings christmas trees light-emitting diode
balloon stand|balloon column stand|balloon arch frame|balloon stand kit => 392690:0.5 950590:0.4 732690:0.3 ~ plastics articles festive
balloon sticks|balloon holder sticks|balloon cups and sticks => 392690:0.7 950590:0.3 ~ plastics articles
balloon weights => 950590:0.5 392690:0.4 ~ festive articles plastics
pull bows|bows for gift wrapping => 580890:0.5 392690:0.4 950590:0.2 ~ ornamental trimmings braids piece
goody bags|loot bags|candy bags|party favor bags => 392329:0.4 481940:0.4 392321:0.3 950590:0.2 ~ sacks bags plastics paper
disposable tableware|party tableware|party tableware set|disposable dinnerware|disposable dinnerware set => 482369:0.6 392410:0.5 ~ trays dishes plates cups paper paperboard plastics tableware
cupcake wrappers => 482369:0.6 482390:0.4 ~ trays dishes plates cups paper paperboard
# ---- 95 sports, fitness, fishing, camping
hand grip strengthener => 950691 ~ athletics gymnastics equipment
kettle bell => 950691 ~ athletics gymnastics equipment
ping pong racket|ping pong bat|table tennis racket set => 950640 ~ table-tennis articles equipment
kickboard => 950629 ~ water-sport equipment
soft plastic bait|paddle tail lures|grub lures => 950790 ~ line fishing tackle
monofilament line|fluorocarbon fishing line|nylon fishing line => 540419:0.5 540411:0.2 9507:0.4 ~ synthetic monofilament 67 decitex cross-sectional dimension
cooler box|ice chest|cool box|hard cooler|rotomolded cooler|ice box cooler|camping cooler => 392490:0.7 392310:0.3 ~ household articles plastics
soft cooler|soft sided cooler|soft cooler bag|insulated cooler bag => 420292 ~ containers outer surface sheeting plastics textile materials insulated food beverage bags
camping pillow|inflatable camping pillow => 940490:0.5 630690:0.3 392690:0.3 ~ bedding cushions pillows camping goods
# ---- pet supplies (pet toys are not toys of 9503: they go by material)
stuffed dog toy|plush squeaky toy|plush chew toy|plush pet toy|crinkle dog toy|squeaky plush => 630790 950300:0.1 ~ textiles made up articles
cat scratcher|cat scratching board|cat scratch pad => 482390:0.6 560900:0.3 ~ articles paper paperboard cellulose
cat carrier|dog carrier|pet travel carrier|pet sling carrier|pet carrier backpack => 420292 392690:0.4 ~ containers outer surface sheeting plastics textile materials
pet hair remover|pet hair roller|fur remover|lint brush pet => 960390:0.7 392490:0.3 ~ brooms brushes
waste bag dispenser|dog waste bag holder => 392690:0.6 420292:0.3 ~ plastics articles
hamster wheel|exercise wheel hamster|hamster exercise wheel|running wheel hamster => 392690:0.7 732690:0.3 ~ plastics articles
slow feeder|slow feeder dog bowl|slow feeding bowl|cat feeding bowl => 392490:0.6 732393:0.4 691200:0.2 ~ household articles plastics stainless steel
# ---- arts and crafts supplies
artist paint brushes|artist paintbrush|round paint brushes|flat paint brushes => 960330 ~ artists brushes writing brushes
embroidery hoop|cross stitch hoop|quilting hoop|embroidery frame|embroidery hoop set => 4421 442191:0.4 442199:0.5 392690:0.4 ~ articles wood bamboo
paint by numbers|paint by number kit => 321310:0.6 950300:0.3 ~ artists students colours sets
knitting loom|knitting loom set|loom knitting kit => 392690:0.6 442199:0.3 ~ plastics articles
stitch markers|knitting stitch markers|crochet stitch markers|locking stitch markers => 392690:0.6 731990:0.3 ~ plastics articles
pin cushion|pincushion|wrist pin cushion => 630790 ~ textiles made up articles
self healing mat => 392690:0.6 392610:0.3 ~ plastics articles office school supplies
googly eyes|wiggle eyes|craft eyes|safety eyes => 392690 ~ plastics articles
paint palette|mixing palette|artist palette => 392610:0.6 392690:0.4 ~ office school supplies plastics
# ---- stationery and office
scotch tape|clear tape|invisible tape|cellophane tape|sellotape|stationery tape|office tape|transparent tape => 391910 ~ self-adhesive plates sheets film tape strip plastics rolls width not exceeding
book holder|reading stand|book rest|recipe book holder => 392610:0.4 442090:0.3 830400:0.4 ~ office school supplies desk equipment
file box|document storage box => 481960:0.6 392610:0.4 ~ box files letter trays storage boxes offices paperboard
# ---- garden tools and garden goods
garden saw|branch saw|pruning hand saw => 820210 ~ hand saws
hand fork|garden hand fork|weeding fork => 820190 820130:0.4 ~ forks hand tools agriculture horticulture
soil scoop|potting scoop|soil shovel|bonsai soil scoop => 820110:0.5 392690:0.4 ~ spades shovels plastics articles
kneeling pad|garden kneeling pad|kneeler pad|foam kneeling pad|kneeling mat => 392690:0.6 401699:0.3 ~ plastics articles cellular
garden kneeler|kneeler seat|garden kneeler seat|folding garden kneeler => 940179:0.6 732690:0.3 ~ seats metal frames
hose reel|garden hose reel|hose holder|hose storage reel => 732690:0.5 392690:0.5 ~ articles iron steel plastics
plant stakes|plant support|garden stake|tomato support|trellis|trellises|garden trellis|plant trellis|climbing plant support => 732690:0.5 392690:0.4 442191:0.3 442199:0.3 ~ articles iron steel plastics bamboo
solar garden stake light|solar ground lights|solar disk lights => 940541 ~ luminaires photovoltaic light-emitting diode
ice scraper|windshield ice scraper|snow brush ice scraper|snow brush car => 392690:0.6 960390:0.4 ~ plastics articles brushes
# ---- 95 toys known by line or character name (the name is the goods in these titles)
labubu|pop mart|pokemon plush|stitch plush|kuromi plush|cinnamoroll plush|sanrio plush|hello kitty plush => 950300 ~ toys dolls representing animals non-human creatures
kids tent|play tent kids|princess tent|castle play tent => 950300 630622:0.2 ~ toys
kids trampoline|toddler trampoline|rebounder trampoline => 950691 ~ athletics gymnastics equipment trampolines
tupperware => 392410 ~ tableware kitchenware plastics
# ---- 95 seasonal and party articles (festive occasions; 6702 when the goods are artificial foliage only)
easter wreath|easter egg decorations|easter egg ornaments|easter tree ornaments|easter grass|easter basket grass|easter basket filler => 950590 ~ festive carnival entertainment articles
st patricks decorations|shamrock decorations|heart garland|valentines garland|valentine banner => 950590 ~ festive carnival entertainment articles
skeleton hand|animated halloween|halloween props animated|graveyard decorations|tombstone props => 950590 ~ festive carnival entertainment articles
yard inflatable|inflatable yard decoration|inflatable lawn decoration|blow up yard decoration => 950510:0.5 950590:0.5 ~ christmas festivity festive articles
feather mask|lace masquerade mask => 950590 ~ festive carnival entertainment articles
thunder sticks|cheer sticks|bam bam sticks|hand clappers|noise clappers|party noisemakers => 950590 ~ festive carnival entertainment articles noisemakers
fall garland|maple leaves artificial|artificial maple leaves|fake fall leaves|artificial fall leaves|fake maple leaves => 670290:0.6 670210:0.4 ~ artificial flowers foliage fruit
table cover plastic|halloween tablecloth|christmas tablecloth|party tablecloth => 392490:0.6 630253:0.3 481830:0.2 ~ household articles plastics table covers
# ---- bathroom, storage and household fittings
drain hair catcher|drain protector|tub drain protector => 392490:0.6 732393:0.4 ~ household toilet articles plastics stainless steel
drawer dividers|adjustable drawer dividers|closet dividers|shelf dividers => 392490:0.5 442191:0.3 442199:0.3 ~ household articles plastics wood bamboo
umbrella stand|umbrella holder|umbrella bucket => 732399:0.5 392490:0.4 691200:0.2 ~ household articles iron steel plastics
boot tray|shoe tray|boot mat tray => 392490:0.7 ~ household articles plastics
boot rack|boot stand|boot organizer => 940320:0.5 732690:0.3 392490:0.3 ~ furniture metal
key rack|wall key holder => 830250:0.6 442199:0.3 392690:0.2 ~ hat-racks hat-pegs brackets fixtures base metal
pants hangers|clip hangers|hanger hooks|hanger connector hooks => 392490:0.5 442110:0.4 732620:0.3 ~ clothes hangers household articles plastics wood
furniture sliders|furniture movers => 392690:0.6 ~ plastics articles
corner guards|corner protectors|edge guards|table corner protectors|edge protector strip|baby corner guards => 392690:0.6 401699:0.3 ~ plastics articles
privacy film|stained glass window film => 391990:0.5 392043:0.4 ~ self-adhesive plates sheets film plastics
drying mat|microfiber drying mat => 630790:0.5 392410:0.4 ~ textiles made up articles tableware kitchenware plastics
`;
