/**
 * Fifth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_CARE5_LEXICON = String.raw`
# ---- 3304 eye and lip make-up: pens and markers (a "pen" after the goods word is the form, not a writing pen)
eyeliner pen|eye liner pen|liquid eyeliner pen|eyeliner marker|eyeliner stamp|winged eyeliner stamp|microblading pen|microblading eyebrow pen|eyebrow tattoo pen|brow tattoo pen|brow pen|eyebrow marker|fork tip eyebrow pen|eyebrow pencil pen => 330420 ~ eye make-up preparations
silk fiber lash|fiber lash mascara|silk fiber mascara|lengthening mascara|volumizing mascara|volumising mascara|tubing mascara|lash lift mascara => 330420 ~ eye make-up preparations mascara
lip liner pen|lipliner pen|lip pen|lip tint pen|lipstick pencil|lipstick pen|lip marker|lip stain pen|lip plumping gloss|lip glaze|lip mud|lip cream|lip kit => 330410 ~ lip make-up preparations
# ---- 3304 powders (pressed or loose powder goods are 3304.91)
loose setting powder|translucent setting powder|loose face powder|loose powder foundation|pressed face powder|compact face powder|powder compact|powder blusher|blusher powder|pressed blush powder|powder blush|powder highlighter|powder bronzer|baked blush => 330491 ~ powders compressed not compressed make-up
# ---- 3304.30 manicure and pedicure preparations
cuticle oil pen|cuticle pen|nail oil pen|nail nutrition oil|nail treatment|nail treatment oil|nail repair serum|nail growth oil|nail varnish remover|polish remover|nail polish remover pads|nail polish remover wipes|gel polish set|gel nail polish set|gel nail kit|nail gel kit|poly gel kit|polygel kit|dip powder kit|nail dip kit => 330430 ~ manicure pedicure preparations
# ---- 3926 artificial nails (the bare word "nails" reads as 7317 nails and tacks)
glue on nails|stick on nails|coffin nails|almond nails|stiletto nails|ballerina nails|square nails|acrylic nails|acrylic nail tips|soft gel tips|soft gel nail tips|gel nail tips|full cover nail tips|nail extension tips|artificial fingernails|false fingernails|fake fingernails|fake toenails|press on toenails|kids press on nails => 392690 ~ articles plastics artificial nails
nail art decoration|nail decoration|nail diamonds|nail pearls|nail studs => 701810 392690:0.4 ~ glass beads imitation precious stones smallwares
# ---- 9603.30 brushes for cosmetics; 9616.20 applicators
eyeshadow brush set|eye shadow brush|eye brush set|eye makeup brush set|crease brush|smudge brush|fan brush makeup|cosmetic brush set|stippling brush|buffing brush|mask brush|facial mask brush => 960330 ~ brushes application cosmetics
art paint brushes|liner brush art => 960330 ~ artists brushes writing brushes
silicone makeup sponge|puff sponge => 961620 ~ powder-puffs pads application cosmetics toilet preparations
# ---- 3303 perfumes (fragrance names as sold)
edp|edt|arabian perfume|cologne gift set|perfume sampler => 330300 ~ perfumes toilet waters
# ---- 3305 hair preparations
hair coloring kit|hair colouring kit|hair color kit|hair dye cream|semi permanent hair dye|cream developer|developer lotion|hair coloring shampoo => 330590 ~ hair preparations
keratin hair treatment|brazilian keratin|relaxer cream|hair rebonding cream|digital perm solution => 330520 ~ hair preparations permanent waving straightening
strong hold hair spray|finishing spray hair|hair setting spray => 330530 ~ hair lacquers
# ---- 3306 and 3307
# ---- 3401 soap for toilet use
soap bar for face|face soap bar|body soap bar|bath soap bar|beauty bar soap|skin soap bar|toilet soap bar|hand soap bar|soap bar set|soap gift set => 340111 ~ soap toilet use bars cakes moulded pieces
# ---- 9615 / 6117 hair accessories (textile elastic ties are clothing accessories)
seamless hair ties|nylon hair ties|cotton hair ties|fabric hair ties|elastic ponytail holders|elastic hair bands|hair elastic bands|hair rope => 611780 621710:0.3 961590:0.2 ~ clothing accessories knitted headbands ponytail holders
foam hair rollers|hair curler rollers|flexible curling rods|snail rollers|spiral curlers => 961590 ~ curling pins hair curlers
# ---- 6704 false eyelashes: animal hair against synthetic
real mink eyelashes|mink fur eyelashes|siberian mink eyelashes|mink strip lashes => 670490 ~ false eyelashes animal hair
synthetic lashes|vegan lashes|lash extension kit|eyelash extension kit|volume lash extensions => 670419 ~ false eyelashes synthetic textile materials
lace front wig human hair|human hair lace wig|hair closure|keratin hair extensions|human hair ponytail => 670420 ~ wigs switches human hair
drag queen wig => 670411 ~ wigs complete synthetic textile materials
synthetic clip in extensions|messy bun scrunchie hairpiece|hair topper synthetic|locs crochet hair => 670419 ~ switches and the like synthetic textile materials
# ---- 8510 / 8516 personal care appliances
blow dryer brush|heated comb|beach waver => 851632 ~ electro-thermic hair-dressing apparatus
body shaver => 851010 ~ shavers self-contained electric motor
body hair trimmer|pet hair clippers => 851020 ~ hair clippers self-contained electric motor
electric tweezers|facial hair remover|painless hair remover|electric hair remover => 851030 ~ hair-removing appliances self-contained electric motor
# ---- 5601 cotton wadding articles, tattoo goods
ear swabs => 560121 ~ wadding articles cotton
tattoo pigment|microblading pigment|pmu pigment|permanent makeup pigment => 321590 ~ inks
body art stickers|semi permanent tattoo|jagua tattoo => 490890 ~ transfers decalcomanias
# ---- 3005 / 3006 medical supplies
muscle tape|athletic tape|athletic muscle tape|elastic sports tape|physio tape|kinesio tape|therapeutic tape|kinesiology tape roll|precut kinesiology tape => 300510 ~ adhesive dressings packed retail sale medical
hydrocolloid patch|blister patch|bandage strips|silicone scar sheets|scar gel sheets|wound dressing adhesive => 300510 ~ adhesive dressings packed retail sale medical surgical
gauze bandage|elastic bandage wrap|self adherent bandage|self adhesive bandage wrap|non stick pads|calcium alginate dressing => 300590 ~ wadding gauze bandages similar articles packed retail sale medical
survival first aid kit|car first aid kit => 300650 ~ first aid boxes kits
# ---- 9018 / 9019 / 9021 / 9025 medical instruments
ecg monitor portable => 901819 ~ electro-diagnostic apparatus
hemostat forceps|tourniquet medical => 901890 ~ medical surgical instruments appliances
muscle massager|cellulite massager|gua sha massager => 901910 ~ massage apparatus mechano-therapy appliances
truss belt => 902110 ~ orthopaedic appliances crutches surgical belts trusses splints fracture appliances
# ---- pet goods: saddlery and harness of any material (4201)
vest harness|basket muzzle|dog life jacket|dog backpack harness|seat belt for dogs|horse bridle|lead rope horse => 420100 ~ saddlery harness animal leads muzzles dog coats
# ---- pet beds and other pet goods
donut bed|calming bed|dog sofa bed|pet sofa => 940490 ~ bedding furnishing articles stuffed
double dog bowl|water bowl dog => 732393:0.5 392490:0.5 691200:0.2 ~ household articles stainless steel plastics
cat toilet|cat litter scoop|poop scooper => 392490 ~ household articles hygienic toilet articles plastics
clumping litter|bentonite litter|kitty litter => 250810 ~ bentonite
poo bags => 392321 392329:0.4 ~ sacks bags polymers ethylene
fish tank air pump|aquarium aerator => 841480 ~ air pumps
fish tank filter|sponge filter|hang on back filter|aquarium power filter => 842121 ~ filtering purifying machinery water
cat grooming brush|pet grooming glove => 960390 ~ brushes other
# ---- 4820 / 4817 / 4819 paper stationery
sticky memo|wedding guest book => 482010 ~ note books letter pads memorandum pads diaries
poly folder|clear file bag|snap button folder|button envelope folder|clear pockets|plastic report cover|index dividers plastic|tab dividers plastic => 392610 ~ office school supplies plastics
self seal envelopes|peel and seal envelopes => 481710 ~ envelopes paper
thank you cards blank => 481720 490900:0.4 ~ letter cards plain postcards correspondence cards
magazine file holder|storage file box => 481960 ~ box files letter trays storage boxes paperboard offices
# ---- 9608 / 9609 / 9610 / 9611 / 9612 writing and marking goods
stylus ballpoint pen|pens bulk => 960810 ~ pens ball point
fiber pen|poster markers => 960820 ~ felt tipped porous-tipped pens markers
calligraphy fountain pen|ink pen fountain => 960830 ~ fountain stylograph pens
lead holder pencil => 960840 ~ propelling sliding pencils
pencils bulk => 960910 ~ pencils leads encased sheath
writing tablet board => 961000 ~ slates boards writing drawing surfaces
acrylic stamps => 961100 ~ stamps date numbering sealing stamps hand operated
# ---- 8305 / 8304 / 8472 / 8214 / 4016 office goods
shredder machine|label printer manual => 847290 ~ office machines
vinyl eraser|eraser caps => 401692 ~ erasers rubber
corkboard pins => 731700 ~ drawing pins tacks
mesh file sorter|desk file organizer => 830400 392610:0.4 ~ office desk equipment paper trays pen trays base metal
desk storage box|pen caddy|stationery organizer|stationery holder|stationery box plastic|desk drawer organizer|drawer organizer office => 392610 830400:0.4 442090:0.2 ~ office school supplies plastics
pen bag|stationery bag|stationery pouch => 420292 420212:0.2 ~ containers outer surface textile materials
# ---- 9505 festive articles, 6702 artificial flowers, party tableware
happy birthday sign|birthday bunting|party bunting|birthday crown paper|birthday cake topper => 950590 ~ festive carnival entertainment articles
birthday balloons|happy birthday balloons|party balloons|mylar balloons => 950590 950300:0.6 ~ festive articles balloons
prelit christmas tree|xmas stocking|advent calendar fabric => 950510 ~ christmas festivity articles
halloween skeleton => 950590 ~ festive carnival entertainment articles
rose garland => 6702 670290:0.5 670210:0.5 ~ artificial flowers foliage fruit
dessert plates paper|party cups paper => 482369 ~ trays dishes plates cups paper paperboard
# ---- 7319 needles and pins, 9606 buttons, 9607 zippers, 5806 ribbons
ball head pins|flower head pins|bridal pins|brooch pin backs|pin backs|wig pins => 731940 ~ safety pins other pins iron steel
cable needles|latch hook tool => 731990 ~ sewing knitting needles bodkins crochet hooks embroidery stilettos
machine needles|embroidery machine needles => 845230 ~ sewing machine needles
sewing machine thread|embroidery machine thread|monofilament thread sewing => 540110 ~ sewing thread synthetic filaments
stranded embroidery floss|embroidery thread skeins|cross stitch floss skeins|friendship bracelet thread|friendship bracelet string|bracelet floss|embroidery floss kit|dmc floss => 520710 5204:0.4 ~ cotton yarn retail sale
skein yarn|hand knitting yarn|crochet yarn bundle|yarn bundle|yarn set|chunky knitting yarn => 5511 5109:0.4 5207:0.4 ~ yarn put up retail sale
cotton crochet thread => 520710 ~ cotton yarn retail sale
sewing buttons plastic|craft buttons|novelty buttons|button assortment|pearl buttons plastic|imitation pearl buttons => 960621 ~ buttons plastics
bamboo buttons => 960629 ~ buttons other materials
snaps kit|popper fasteners => 960610 ~ press-fasteners snap-fasteners press-studs
zipper pull replacement|zip puller|zipper tab => 960720 ~ slide fasteners parts
metal zipper jeans|silver metal zipper|gold metal zipper|heavy duty metal zipper => 960711 ~ slide fasteners chain scoops base metal
satin ribbon roll|single face satin ribbon|polyester ribbon|grosgrain ribbon roll|organza ribbon roll|craft ribbon|glitter ribbon => 580632 5806:0.4 ~ narrow woven fabrics man-made fibres
cotton ribbon|cotton tape ribbon|linen ribbon => 580631 580639:0.4 ~ narrow woven fabrics cotton
velvet ribbon roll|velvet trim|velvet tape|hook and loop fastening tape|sew on hook and loop|loop tape|terry ribbon => 580610 ~ narrow woven pile fabrics
elastic waistband|flat elastic => 580620 6002:0.4 5604:0.2 ~ narrow fabrics elastomeric yarn rubber thread
# ---- other craft goods
felt fabric sheets|stiff felt => 5602 560290:0.3 560229:0.3 ~ felt
cotton quilting fabric|cotton fabric by the yard|cotton poplin fabric => 5208 520852:0.4 ~ woven fabrics cotton
applique patches => 5810 581092:0.5 581091:0.3 ~ embroidery motifs
plastic sequins => 392690 ~ articles plastics
pearl beads plastic => 392690 ~ articles plastics beads
glass beads bulk|seed bead kit|crystal glass beads|faceted glass beads bulk|czech beads => 701810 ~ glass beads imitation pearls smallwares
jumprings|spacer beads metal|end caps jewelry|head pins jewelry|charms for jewelry making|necklace pendant charms => 711719 830890:0.3 ~ imitation jewellery base metal
polymer clay kit|oven bake modeling clay|bake clay|air dry clay kit|modeling clay kit|clay kit => 340700 ~ modelling pastes
epoxy molds|resin casting molds|silicone resin molds|resin mold kit|resin molds silicone|keychain molds|coaster molds|pendant molds|jewelry molds|jewelry resin molds|uv resin molds|tray molds resin => 392690 ~ articles plastics moulds silicone
glue gun refills => 350691 ~ adhesives polymers
watercolor paint set|watercolour paint set|gouache paint set|poster paint set|tempera paint set => 321310 ~ colours sets artists students
watercolor paint tube|watercolour tubes => 321390 321310:0.4 ~ colours artists students
# ---- phrases that stop a word being read as other goods ("Starter Kit" is not an engine starter, 8511)
starter kit|starter set|beginner kit|beginner set => 9503:0.1 ~ beginners
# ---- more cosmetics and beauty goods met in noisy titles
french manicure kit|french manicure set|french tip kit|french tip nail kit|dip powder nail kit|dip nail kit|dip powder set|nail dip powder kit => 330430 ~ manicure pedicure preparations
brow stamp|eyebrow stamp|eyebrow stamp kit|brow stamp kit|eyebrow stencil kit|brow stencil kit|brow stencil => 330420 ~ eye make-up preparations
sugar scrub|salt scrub|coffee scrub|facial scrub|foot scrub|scalp scrub sugar => 330499 ~ beauty skin care preparations
peel off face mask|clay face mask|charcoal face mask|purifying mask|leave on mask => 330499 ~ beauty skin care preparations
metal snap hair clips|metal snap clips|snap barrettes => 961519 ~ hair-slides combs other than plastics
cpap cushion|mask cushion cpap|cpap mask cushion|cpap nasal pillows|cpap headgear => 901920 ~ therapeutic respiration apparatus
anti bark muzzle|bark muzzle|nylon muzzle|silicone muzzle|leather muzzle|dog mouth cover|cat muzzle|grooming muzzle => 420100 ~ saddlery harness animal muzzles
pet food dispenser|cat food dispenser|dog food dispenser|gravity pet feeder|gravity feeder pet => 847989:0.6 392490:0.4 ~ machines mechanical appliances household articles plastics
fastener strips|fastener tape => 580610 391990:0.3 ~ narrow woven pile fabrics
resin silicone molds|silicone molds resin => 392690 ~ articles plastics moulds silicone
# ---- toilet articles of other headings: emery boards 6805, pumice 2513, loofah 1404, bath poufs 3924, razors 8212
emery nail file|cardboard nail files|paper nail files => 680520 ~ natural artificial abrasive powder grain base paper paperboard
pumice foot scrubber|lava pumice|pumice bar|pumice callus remover => 251310 ~ pumice stone
natural loofah|natural luffa|luffa sponge|egyptian loofah|loofah sponge natural|luffa scrubber => 140490 ~ vegetable products luffa
mesh pouf|bath pouf|shower pouf|bath puff|shower puff|bath lily|mesh bath sponge => 392490 ~ hygienic toilet articles plastics
butterfly razor|butterfly open razor => 821210 ~ razors
contact lens multipurpose solution|contact lens solution saline|contact lens saline|multipurpose contact solution => 330790 ~ perfumery cosmetic toilet preparations
# ---- plastic party bags; pet seat belts (harness for animals)
cellophane treat bags|cello treat bags|cookie bags|treat bags plastic|clear treat bags => 392329 392321:0.4 ~ sacks bags plastics
pet safety belt|dog car seat belt|dog seatbelt|pet seatbelt|cat seat belt => 420100 ~ saddlery harness animal
cosmetic pads|cosmetic cotton pads|cosmetic rounds|cotton cosmetic pads|facial cotton pads => 560121 ~ wadding articles cotton
`;
