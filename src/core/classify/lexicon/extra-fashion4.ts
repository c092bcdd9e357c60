/**
 * Fourth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_FASHION4_LEXICON = String.raw`
# ---- 61 knitted apparel: underwear, bodysuits, knit dresses, tops
womens underpants|ladies briefs|cotton briefs women|seamless underwear|seamless briefs|full coverage panties|brief panties|bikini underwear|hipster underwear|lace underwear women => 6108 610822:0.5 610821:0.5 ~ briefs panties women's girls' knitted crocheted
body suit|thong bodysuit|square neck bodysuit|going out bodysuit|ribbed bodysuit|mock neck bodysuit => 6114 611430:0.5 611420:0.4 6104:0.2 ~ garments knitted crocheted cotton man-made fibres
pullover dress|rib knit dress|ribbed dress|ribbed midi dress|ribbed maxi dress|knit midi dress|knit maxi dress|bodycon midi dress|bodycon mini dress|bodycon maxi dress|t shirt maxi dress => 6104 610443:0.5 610442:0.4 6204:0.2 ~ dresses women's girls' knitted crocheted
compression long sleeve shirt|athletic base layer => 6109 610990:0.6 6110:0.3 ~ tshirts singlets vests knitted crocheted synthetic fibres
hoodie jacket|full zip hoodie|fleece hoodie jacket|hooded sweatshirt jacket|zip up hoodie jacket|zipper hoodie => 6110 611030:0.5 611020:0.4 6101:0.2 ~ jerseys pullovers cardigans sweatshirts knitted crocheted
baby girl clothes|baby boy clothes|newborn baby clothes|newborn clothes set|baby girl outfit|baby boy outfit|newborn girl outfit|newborn boy outfit|baby clothes set|baby summer clothes|baby winter clothes => 6111 611120:0.5 611130:0.4 6209:0.4 ~ babies garments clothing accessories knitted crocheted
neck gaiter mask|neck gaiter face mask|cooling neck gaiter|bandana face mask|face scarf|sun mask face|uv face mask scarf => 6117 611780:0.5 611710:0.5 6307:0.2 ~ clothing accessories shawls scarves mufflers knitted crocheted
denier tights|support pantyhose => 6115 611521:0.6 611522:0.3 611530:0.3 ~ panty hose tights synthetic fibres single yarn less than 67 decitex
# ---- 62 woven apparel: formal dresses, satin sleepwear
formal dress|formal gown|prom gown|wedding guest dress|mermaid gown|satin gown|sequin gown|formal evening dress|maxi gown|bridesmaid gown|cocktail gown|beaded gown => 6204 620443:0.6 6104:0.4 ~ dresses women's girls' not knitted synthetic fibres
satin chemise|satin nightdress|satin sleep dress|satin slip dress|satin cami set|satin pj set|silk nightdress => 6208 620822:0.6 620829:0.2 6108:0.3 ~ nightdresses pyjamas women's girls' not knitted man-made fibres
# ---- belts and buckles
pu leather belt|faux leather belt|vegan leather belt|pu belt|synthetic leather belt|imitation leather belt => 392620 420330:0.2 ~ plastics articles apparel clothing accessories belts
skinny belt|womens waist belt|wide waist belt|wide belt|cinch belt|waist belt dress|belt for dresses => 392620:0.5 420330:0.5 6217:0.3 ~ belts clothing accessories plastics leather
automatic belt buckle|ratchet belt buckle|replacement belt buckle|belt buckle replacement|pin buckle => 830890 392690:0.2 ~ clasps frames buckles buckle-clasps base metal
# ---- 64 footwear parts and laces
shoe vamps|leather uppers|footwear uppers|uppers for shoes|shoe upper parts|stitched uppers => 640610 ~ parts footwear uppers parts thereof
insoles for men|insoles for women|cushion insoles|shock absorbing insoles|comfort insoles => 640690 ~ parts footwear removable in-soles heel cushions
boot laces|elastic laces|no tie laces|lock laces|lazy laces|round shoelaces|flat shoelaces|waxed shoelaces|replacement laces|sneaker laces|shoe strings => 630790 560900:0.2 ~ made up articles textile shoe laces
# ---- 65 plaited headgear
hat straw|straw cowboy|straw beach hat|straw bucket hat|straw sunhat|packable straw hat|straw panama hat|straw wide brim hat|straw hat women|straw hat men|paper straw braid|lifeguard straw hat|rattan hat|raffia straw hat => 650400 ~ hats headgear plaited assembling strips any material
# ---- 42 handbags, wallets, bags
crossbody purse|phone crossbody|crossbody phone bag|chain purse|shoulder purse|flap bag|flap crossbody|chain shoulder bag|chain crossbody bag|small crossbody|crossbody handbag|purses and handbags|handbags and purses|shoulder handbag|hobo handbag|satchel handbag|satchel purse|bucket purse|underarm purse|half moon bag|saddle purse|baguette purse => 4202 420222:0.6 420221:0.4 ~ handbags shoulder strap outer surface sheeting plastics textile leather
shopper bag|shopper tote|utility tote|book tote|tote bag women|tote handbag|large tote bag => 4202 420222:0.5 420292:0.5 420221:0.2 ~ handbags shopping-bags outer surface textile plastics
bookbag|book bag|school bookbag|kids bookbag|backpack purse|mini backpack purse|women backpack|backpack women|men backpack|backpack men|college backpack|casual backpack|travel rucksack => 420292 4202:0.3 420221:0.1 ~ rucksacks outer surface textile materials plastics
toiletry kit|makeup pouch bag|toiletry pouch|cosmetic travel bag|makeup organizer bag|makeup brush bag|brush pouch|travel wash bag|wash kit|hanging wash bag => 420292 4202:0.3 ~ toilet bags outer surface plastics textile materials
chisel roll|tool roll pouch|canvas tool roll|chef knife roll|knife roll bag|pen roll|paint brush roll => 4202 420292:0.6 420291:0.4 ~ tool bags containers outer surface textile leather
# ---- 71 jewellery findings, beads, supplies
findings kit|jewelry findings kit|jewelry repair kit|jewelry making findings|jewelry findings set|jewelry supplies kit => 7117 711719:0.7 711790:0.2 7113:0.1 ~ imitation jewellery parts base metal
ring blanks|blank rings|adjustable ring blanks|ring base blank|ring settings blank|european charm beads|bracelet charms beads|large hole charms => 7117 711719:0.7 7113:0.3 ~ imitation jewellery parts base metal
resin charms|resin pendants charms|plastic charms => 7117 711790:0.5 711719:0.4 392690:0.2 ~ imitation jewellery parts plastics
cube beads|letter cube beads|name beads|smiley beads|smiley face beads|bubble beads|chunky acrylic beads|pen beads|focal beads|silicone focal beads|keychain beads|bubblegum beads acrylic|chunky beads => 392690 701810:0.2 ~ articles plastics beads
stretch cord|stretchy cord|bracelet string|elastic string bracelet|elastic bracelet cord|crystal string|stretch magic|elastic beading thread => 5604 560410:0.5 560490:0.4 391690:0.2 ~ rubber thread cord textile covered elastic
jewelry wire|craft wire|jewelry making wire|beading wire copper|artistic wire => 7408 740819:0.5 7217:0.3 7605:0.2 ~ copper wire
cultured pearl necklace|cultured pearl earrings|cultured pearl bracelet|pearl strand necklace|pearl choker necklace|freshwater pearl choker|real pearl necklace => 7116 711610:0.9 ~ articles natural cultured pearls
# ---- 91 watches, straps, tools
digital wrist watch|lcd wrist watch|led wrist watch|digital watch men|digital watch kids => 9102 910212:0.8 ~ wrist-watches electrically operated opto-electronic display
analog wrist watch|quartz wrist watch|analog quartz watch|quartz analog watch|ladies quartz watch|mens quartz watch => 9102 910211:0.8 ~ wrist-watches electrically operated mechanical display
skeleton pocket watch|steampunk pocket watch|hand wind pocket watch|mechanical hand wind pocket watch|antique pocket watch|vintage pocket watch|railroad pocket watch => 9102 910299:0.6 910291:0.4 9101:0.2 ~ pocket-watches other than electrically operated
metal watch strap|steel watch band|milanese band|link watch band|metal watchband|titanium watch band => 9113 911320:0.8 ~ watch straps watch bands watch bracelets base metal
quartz movement replacement|japan quartz movement => 9108 910811:0.8 ~ watch movements complete assembled electrically operated mechanical display
mechanical movement automatic|automatic movement replacement => 9108 910820:0.8 ~ watch movements complete assembled automatic winding
# ---- 90 eyewear
computer readers|reading glasses set|presbyopic glasses|presbyopia glasses|readers for women|readers for men => 900490 ~ spectacles corrective other than sunglasses
# ---- 66 umbrella parts
umbrella repair kit|umbrella skeleton|umbrella frame replacement|umbrella ribs kit|umbrella repair parts|umbrella rib repair => 660320 660390:0.3 ~ umbrella frames mounted shafts parts
# ---- 67 false eyelashes (synthetic unless stated)
3d lashes|fluffy lashes|faux mink eyelashes|dramatic lashes|cat eye lashes|lash book|volume strip lashes => 670419 670490:0.3 670420:0.2 ~ false eyelashes synthetic textile materials
real mink lashes|siberian mink lashes|mink fur lashes|horse hair lashes => 670490 ~ false eyelashes animal hair
# ---- clothing accessories
collar stays|collar stiffeners|shirt collar stays|magnetic collar stays => 392690:0.6 732690:0.4 ~ articles plastics
hand fan|folding hand fan|folding fan|chinese folding fan|spanish fan|wedding fans|lace fan|silk fan|bamboo fan|sandalwood fan|wooden hand fan => 630790:0.5 442199:0.4 482390:0.4 392690:0.3 460219:0.3 ~ articles hand fans textile wood paper plastics
# ---- more bags, zips, tie clips (second probe batch)
crossbody sling bag|sling chest bag|sling daypack => 420292 4202:0.3 ~ rucksacks bags outer surface textile materials plastics
golf shoe bag|travel shoe bag|shoe carrier bag|shoe storage bag|shoe tote bag => 420292 630790:0.3 ~ travelling-bags sports bags outer surface textile materials
diaper bag backpack|baby bag backpack|baby changing backpack => 420292 4202:0.3 ~ travelling-bags rucksacks outer surface textile materials plastics
leather satchel|satchel bag women|crossbody satchel|messenger satchel|satchel purse women => 4202 420221:0.5 420222:0.5 420211:0.2 ~ handbags shoulder strap outer surface leather plastics
surfer necklace|tribal necklace|wooden bead necklace|bead necklace men|coconut shell necklace|hemp necklace => 7117 711790:0.8 ~ imitation jewellery other than base metal
tie bar set|tie clip set|tie chain => 7117 711719:0.7 7113:0.2 ~ imitation jewellery base metal
brass zip|metal zip|separating zipper metal => 960711 960720:0.2 ~ slide fasteners chain scoops base metal
molded plastic zipper|zipper tape roll => 960719 960720:0.2 ~ slide fasteners other than chain scoops base metal
replacement zipper slider => 960720 ~ slide fasteners parts
`;
