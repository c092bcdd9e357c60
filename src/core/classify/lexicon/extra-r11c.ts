/**
 * Eleventh-pass lexicon additions, written like the eighth to tenth passes from marketplace- and
 * ruling-style descriptions of a fourth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R11C_LEXICON = String.raw`
# ---- 01 live poultry, day-old
live chicks|hatchling chicks|chick hatchlings|pullet chicks => 010511 ~ live fowls species gallus domesticus weighing not more than 185 g
baby turkeys|live poults|poults|turkey hatchlings => 010512 ~ live turkeys weighing not more than 185 g
live ducklings|baby ducks => 010513 ~ live ducks weighing not more than 185 g
baby geese|live goslings => 010514 ~ live geese weighing not more than 185 g
# ---- 03/05 fish, animal products
scophthalmus maximus|psetta maxima|fresh turbot|whole turbot => 030224 030334:0.4 ~ turbots fresh chilled
frozen turbot => 030334 ~ turbots frozen
cattle horn|ox horn|goat horn|sheep horn|yak horn|raw horn|split antler|antler dog chew => 050790 ~ horns antlers hooves unworked simply prepared not cut to shape
brine shrimp cysts => 051191 ~ products fish crustaceans aquatic invertebrates unfit human consumption
frozen bait|bait fish|baitfish|bait squid|bait sardines|bait shrimp|fish offal|fish waste|fish skin waste|fish processing waste => 051191 950790:0.2 ~ fish dead animals chapter 3 unfit human consumption
# ---- 08/13/20/22/23/24 food, feed, tobacco
apricot fruit => 080910 ~ apricots fresh
lambda carrageenan|konjac glucomannan|glucomannan powder => 130239 ~ mucilages thickeners derived vegetable products
dry roasted peanuts|blanched peanuts roasted => 200811 ~ ground-nuts prepared preserved
lychee juice|peach juice => 200989 ~ juice single fruit vegetable unfermented not containing added spirit
sekt|sparkling rose|champagne brut|brut champagne => 220410 ~ wine sparkling fresh grapes
starch residue => 230310 ~ residues starch manufacture similar residues
tobacco lamina|stemmed tobacco|stripped tobacco|tobacco leaf strips => 240120 ~ tobacco partly wholly stemmed stripped
virginia tobacco leaf|oriental tobacco leaf => 2401 240120:0.5 240110:0.4 ~ tobacco unmanufactured stemmed stripped
# ---- 27-32 minerals, chemicals
raw petroleum coke|fuel grade pet coke|uncalcined petroleum coke => 271311 ~ petroleum coke not calcined
calcined petcoke => 271312 ~ petroleum coke calcined
selenium powder|selenium pellets|selenium shot|selenium granules|selenium metal|elemental selenium => 280490 ~ selenium non-metals
tetrachloromethane|ccl4 => 290314 ~ carbon tetrachloride saturated chlorinated derivatives acyclic hydrocarbons
tributyltin chloride|tributyltin oxide|tributyltin methacrylate|tributyltin fluoride|bis tributyltin oxide|tbto|tributyltin compounds => 293120 ~ organo-inorganic compounds tributyltin
pigment violet|quinacridone|lithol rubine|perylene pigment => 320417 ~ synthetic organic colouring matter pigments preparations
# ---- 39/40 plastics primary, hoses, gums, tyres
polysulfone pellets|polysulfone granules|psu pellets|psu granules|ppsu pellets => 391190 ~ polysulphides polysulphones primary forms
chicle gum|jelutong => 400130 ~ balata gutta-percha guayule chicle natural gums primary forms
r2at hose|r1at hose|wire braided hose|steel wire braided hose|wire braid hydraulic hose|wire spiral hose => 400921 400922:0.3 ~ rubber tubes hoses reinforced combined metal without fittings
mower tire|turf tire|lawn tractor tire|trolley tire|utility cart tire => 401190 ~ new pneumatic tyres rubber other
# ---- 47/48/56/58/59 paper, wadding, fabrics, technical textiles
kraft paper waste|kraft waste|corrugated cardboard waste|occ bales => 470710 ~ waste scrap unbleached kraft paper corrugated paperboard
polyamide flock => 560130 ~ textile flock dust mill neps
mohair velvet|mohair plush|wool velvet|wool plush|alpaca plush fabric|mohair pile fabric|wool pile fabric => 580110 ~ woven pile fabrics wool fine animal hair
bolduc|bolduc ribbon => 580640 ~ narrow fabrics warp without weft assembled adhesive bolducs
dust collector filter bag|needle felt filter bag|pulse jet filter bag|felt filter bag|polyester felt filter bag => 591190 842199:0.2 ~ textile products articles technical uses filter
# ---- 61/62 knitted and woven apparel
cotton pajamas|cotton nightdress|cotton sleepwear|cotton pjs => 610831 610721:0.5 620821:0.3 620721:0.2 ~ nightdresses pyjamas cotton knitted crocheted
panty hose => 6115 611521:0.5 611522:0.4 611529:0.3 ~ panty hose tights knitted crocheted
cotton pantyhose => 611529 ~ panty hose tights textile materials other than synthetic fibres knitted
sweat wristband|wrist sweatband|terry wristband|sports wristband|tennis wristband => 611780 630790:0.2 ~ clothing accessories knitted crocheted
gauze romper|cotton gauze romper|muslin baby outfit|muslin baby set|muslin bloomers|gauze baby set => 620920 611120:0.4 ~ babies garments cotton not knitted
cotton tie|cotton necktie|wool necktie|linen necktie|tweed tie|linen bow tie|cotton bow tie|wool bow tie => 621590 ~ ties bow ties cravats textile materials other than silk man-made fibres
knitted necktie|crochet tie => 611780 ~ clothing accessories knitted crocheted ties
# ---- 63 made-up textiles
mandala tapestry|hippie tapestry|bohemian tapestry|boho tapestry|printed tapestry|psychedelic tapestry|trippy tapestry|wall hanging tapestry => 6304 630493:0.6 630492:0.3 580500:0.2 ~ furnishing articles wall hangings
t shirt rags|rag bales|sorted rags|mechanic rags|cotton wiping rags => 631010 631090:0.3 ~ rags used new sorted textile materials
# ---- 70 glass
body tinted glass|bronze float glass|euro grey glass|dark grey float glass|ford blue glass|tinted glass sheet => 700521 ~ float glass sheets non-wired coloured throughout mass body tinted
glass ceramic cookware|glass ceramic casserole|glass ceramic saucepan|glass ceramic baking dish|pyroceram|corningware|visions cookware|vitroceramic cookware => 701310 ~ glassware table kitchen glass-ceramics
glass fiber thread|fiberglass sliver|texturized fiberglass yarn => 701913 ~ glass fibres yarns slivers
fiberglass twill|twill fiberglass|twill weave fiberglass|satin weave fiberglass|stitched fiberglass|non crimp fabric|fiberglass combo mat => 701969 ~ glass fibres fabrics other
# ---- 73/76 iron, steel, aluminium
lsaw line pipe|longitudinally submerged arc welded => 730511 730512:0.2 ~ line pipe oil gas pipelines longitudinally submerged arc welded external diameter exceeding 406.4 mm
hydronic towel warmer|hydronic towel rail|water heated towel rail|hydronic radiator|ladder radiator => 732219 732211:0.2 ~ radiators central heating not electrically heated iron steel
pure aluminum tube|pure aluminum pipe|non alloy aluminum tube|unalloyed aluminium tube => 760810 ~ aluminium tubes pipes not alloyed
pergola|pergola kit|louvre roof pergola => 761090 730890:0.3 441899:0.3 ~ aluminium structures parts structures
# ---- 82/84 tools, machinery
lathe tool bits|carbide turning tool|indexable lathe tools => 820780 ~ interchangeable tools turning
aquarium oxygen pump|fish tank oxygen pump|fish tank aerator|air stone pump => 841480 ~ air pumps compressors
gas storage water heater|propane storage water heater|gas tank water heater|indirect water heater|indirect fired water heater|calorifier => 841919 ~ storage water heaters non-electric
wall mounted jib crane|wall bracket crane|swing arm crane|slewing jib crane wall => 842699 842630:0.3 ~ cranes derricks other
coal cutting machine|quarry chain saw|quarry wire saw|quarrying machine => 8430 843039:0.6 843031:0.4 ~ coal rock cutters tunnelling machinery
pallet truck parts|forklift tines|fork tines => 843120 ~ parts machinery heading 8427 fork-lift trucks
nipple drinking line|chicken feeding line|pan feeding system|egg collecting machine|broiler feeding system|layer feeding system => 843629 ~ poultry-keeping machinery
computer bundle|complete pc setup => 847149 847150:0.2 ~ automatic data processing machines presented form systems
envelope stuffing machine|mail folding machine|tabbing machine => 847230 ~ office machines folding mail inserting envelopes opening closing sealing
# ---- 85 electrical
vacuum cleaner motor|vacuum motor|series wound motor|ac dc universal motor => 850120 ~ electric motors universal ac dc output exceeding 37.5 w
zinc air button cell|pr41|pr44|pr48|pr70 => 850660 ~ primary cells batteries air-zinc
seawater activated battery|magnesium air battery|saltwater battery|reserve battery => 850680 ~ primary cells batteries other
cassette radio|radio tape recorder|tape recorder radio|radio cd cassette|cd cassette radio|portable radio cd player => 852713 852792:0.2 ~ radio broadcast receivers operating without external power source combined sound recording reproducing apparatus
aluminum housed resistor => 853329 853321:0.3 ~ fixed resistors power handling capacity exceeding 20 w
# ---- 90-95 instruments, clocks, arms, seats
camera objective => 900211 ~ objective lenses cameras mounted
mechanical clock|mechanical mantel clock|mechanical table clock|mechanical shelf clock|mechanical desk clock|wind up mantel clock => 910599 910591:0.3 ~ clocks other not electrically operated
machine gun barrel|machine gun receiver|machine gun parts|military weapon parts => 930591 ~ parts accessories military weapons heading 9301
plastic stool|plastic stacking chair|stackable plastic chair|resin patio chair|resin garden chair|plastic garden chair|plastic outdoor chair => 940180 ~ seats other
# ---- second pass: goods of the sample the lexicon did not know
braided rubber hose|wire braided rubber hose|wire reinforced rubber hose|double wire braid|single wire braid => 400921 400922:0.3 ~ rubber tubes hoses reinforced combined metal without fittings
linen nightgown|linen nightdress => 6207 6208 620729:0.5 620829:0.5 ~ nightshirts nightdresses pyjamas textile materials not knitted
backpacking wood stove|camping wood stove|wood gasifier stove|wood camping stove => 732119 ~ cooking appliances solid fuel iron steel
radio recorder => 852713 852792:0.3 ~ radio broadcast receivers combined sound recording reproducing apparatus
camera objective lens => 900211 ~ objective lenses cameras mounted
peanut paste|groundnut paste => 200811 ~ ground-nuts prepared preserved
apricot juice|plum juice|blackcurrant juice|kiwi juice|papaya juice|soursop juice|blueberry juice|elderberry juice|jujube juice|goji juice|wolfberry juice|pitaya juice|dragon fruit juice|mulberry juice|quince juice|coconut juice => 200989 ~ juice single fruit unfermented not containing added spirit
pet nat|petillant naturel|blanc de blancs|methode champenoise => 220410 ~ wine sparkling fresh grapes
corn steep liquor|corn steep water|potato fibre feed => 230310 ~ residues starch manufacture similar residues
pvc drain pipe|pvc water pipe|rigid pvc tube|pvc pressure pipe => 391723 ~ tubes pipes rigid polymers vinyl chloride
cone papers => 481310 ~ cigarette paper booklets tubes
compression packing|aramid packing => 591190 6815:0.2 ~ textile products articles technical uses gaskets packings
knit ear warmer => 611780 ~ clothing accessories knitted crocheted
printed duvet cover|printed sheet set|printed pillowcase|printed bedding set|floral duvet cover|floral bedding set|floral sheet set => 6302 630221:0.5 630222:0.5 ~ bed linen printed not knitted
cloth placemats|polyester table runner|polyester napkins => 6302 630253:0.6 630251:0.3 ~ table linen not knitted man-made fibres
chair cushion cover|bench cushion cover|sofa cushion cover => 6304 630493:0.6 630492:0.3 ~ furnishing articles not knitted synthetic fibres
lens cleaning cloth|glasses cleaning cloth|microfiber lens cloth|scrub cloth => 630710 ~ floor cloths dish-cloths dusters cleaning cloths
double pane glass|triple pane glass|vacuum insulated glass => 700800 ~ multiple-walled insulating units glass
solid gold pendant => 711319 ~ jewellery precious metal other than silver
empty food tins|canning tins => 731021 731029:0.2 ~ cans closed soldering crimping less than 50 l
half link|chain connector link|clip master link|roller chain link => 731519 ~ chain parts articulated link iron steel
charcoal smoker|outdoor pizza oven wood|tandoor oven|tandoor => 732119 691490:0.3 ~ cooking appliances solid fuel iron steel
sunshade louver => 761090 ~ aluminium structures parts
pallet jack pump|pallet truck pump|forklift brake|forklift steering wheel => 843120 ~ parts fork-lift trucks heading 8427
windshield wiper motor|rear wiper motor|windscreen defroster => 851240 850131:0.3 851290:0.2 ~ windscreen wipers defrosters demisters
ceramic disc capacitor|safety capacitor ceramic|y1 capacitor|y2 capacitor => 853223 ~ fixed capacitors ceramic dielectric single layer
periodontal probe|dental curette|amalgam carrier|rubber dam clamp => 901849 ~ dental instruments appliances
inflatable chair|inflatable sofa|inflatable lounger chair => 940180 ~ seats other
# ---- third pass: further goods words met in probing
chum block|frozen chum|fish chum|krill bait|bait krill|squid bait|frozen squid bait|bait worms frozen => 051191 950790:0.2 ~ fish crustaceans aquatic invertebrates unfit human consumption
dust collector sock|dust collector filter sleeve|filter bag sleeve|needle punched felt filter|ptfe membrane filter bag => 591190 842199:0.2 ~ textile products articles technical uses filter
mop refill pad|spray mop pad|flat mop pad => 630710 960390:0.3 ~ floor cloths cleaning cloths textile
glazing unit|insulated glass panel|insulated glazing unit|sealed glazing unit|insulated glazing|sealed glass unit => 700800 ~ multiple-walled insulating units glass
platinum wedding ring|platinum engagement ring|platinum band ring => 711319 ~ jewellery precious metal other than silver platinum
cordless air pump|rechargeable air pump|battery air pump|inflatable air pump|mini air pump electric => 841480 ~ air pumps compressors
composite instrument|dental filling instrument|plastic filling instrument|dental instrument set|dental hand instruments => 901849 ~ dental instruments appliances
carriage clock|mechanical carriage clock|torsion clock => 9105 910599:0.5 910591:0.4 ~ clocks other
frozen fish bait|natural fish bait|dead bait|deadbait|frozen baitfish|menhaden bait|bunker bait => 051191 950790:0.2 ~ fish dead animals chapter 3 unfit human consumption
poultry feeding system|automatic poultry feeding system|poultry feeding equipment|broiler feeding equipment|chicken feeding system => 843629 843691:0.2 ~ poultry-keeping machinery
`;
