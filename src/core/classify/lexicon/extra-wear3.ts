/**
 * Third-pass lexicon additions (see the header of the file for its scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, without looking at any labelled data;
 * format as in ../lexicon.ts.
 */
export const EXTRA_WEAR3_LEXICON = String.raw`
# ---- 61 knitted apparel: sports tops, dresses, loungewear, underwear
dry fit shirt|dri fit shirt|athletic shirt|running shirt|workout shirt|gym shirt|training shirt|moisture wicking shirt|performance tee|running tee|workout tee|gym tee|sports tee|athletic tee => 6109 610990:0.5 ~ tshirts singlets vests knitted crocheted
tank dress|tennis dress|golf dress|lounge dress|house dress|housedress|muumuu => 6104 6204:0.4 6108:0.2 ~ dresses women's girls' knitted crocheted
shawl collar cardigan|longline cardigan => 6110 611030:0.3 611020:0.3 ~ jerseys pullovers cardigans knitted crocheted
basketball shorts|mesh shorts => 6103 610343:0.5 6104:0.3 6203:0.2 ~ trousers breeches shorts men's boys' knitted crocheted synthetic fibres
baseball pants|softball pants => 6103 6104:0.4 6203:0.3 ~ trousers breeches knitted crocheted
adult onesie|adult pajama onesie|fleece onesie|jumpsuit pajamas => 6108:0.5 6107:0.5 6114:0.4 ~ pyjamas garments knitted crocheted
bath robe|plush robe|shawl collar robe => 6108 6107:0.8 6208:0.4 6207:0.3 ~ bathrobes dressing gowns knitted crocheted
peignoir|peignoir set|robe and nightgown set => 6108 610892:0.4 6208:0.5 ~ negligees nightdresses bathrobes women's girls'
slip shorts|anti chafing shorts|thigh savers|safety shorts|pettipants => 6108 6104:0.5 6208:0.3 ~ briefs panties women's girls' knitted crocheted
maternity underwear|postpartum underwear|maternity panties|postpartum panties => 6108 610821:0.4 610822:0.3 ~ briefs panties women's knitted crocheted
nursing tank|nursing shirt => 6109:0.5 6106:0.5 6206:0.3 ~ tshirts blouses shirts women's knitted
faux leather leggings|pu leggings|vinyl leggings|leather look leggings|wet look leggings|coated leggings|latex look leggings => 611300 6104:0.3 ~ garments knitted crocheted fabrics 5903 5906 5907
tabi socks|split toe socks => 6115 611596:0.3 611595:0.3 ~ socks hosiery knitted crocheted
uv sleeves|arm cooling sleeves|sun protection sleeves|tattoo cover sleeves => 611780 6217:0.3 ~ clothing accessories knitted crocheted
baby headband|nylon headband|newborn headband => 6117 611780:0.6 6217:0.3 961519:0.2 ~ clothing accessories knitted crocheted
bunting suit|pram suit|baby snowsuit|infant snowsuit|baby bunting => 6111 611130:0.4 6209:0.4 ~ babies garments knitted crocheted
# ---- 62 woven apparel: outerwear, workwear, traditional dress
cape coat|cape jacket|wool cape|poncho coat => 6202 6102:0.4 6201:0.3 ~ overcoats capes cloaks women's girls'
letterman jacket|baseball jacket|stadium jacket => 6201 6202:0.5 6101:0.3 ~ anoraks wind-jackets jackets men's boys'
barn jacket|canvas jacket => 6201 6202:0.4 6203:0.3 ~ anoraks wind-jackets jackets cotton
rain shell|waterproof shell jacket => 6201:0.6 6202:0.6 6210:0.3 ~ anoraks wind-cheaters ski-jackets
rain poncho|disposable poncho|peva poncho => 392620 6210:0.5 ~ articles apparel clothing accessories plastics
hunting pants|hunting trousers|camouflage pants => 6203 620343:0.4 620342:0.4 6103:0.2 ~ trousers men's boys' synthetic fibres cotton
work overalls|bib and brace overalls|carpenter overalls|painter overalls|denim bib overalls => 6203 6204:0.4 6211:0.3 ~ bib brace overalls trousers
flight suit|pilot suit|boilersuit|mechanic coverall|welding coverall => 6211 621133:0.4 621132:0.4 621143:0.2 ~ garments men's boys' cotton man-made fibres
jilbab|burqa|burka|chador|isdal|prayer gown|islamic dress => 6211 6204:0.5 6104:0.4 ~ garments dresses traditional women's
hanfu|kimono dress|samue|changshan|kurta pajama|achkan => 6211 6205:0.4 6204:0.4 6203:0.3 ~ garments traditional
kilt|utility kilt|tartan kilt|scottish kilt => 6211 621139:0.3 6204:0.4 ~ garments men's boys' skirts
lederhosen => 420310 ~ articles apparel leather composition leather
hair scarf|satin head scarf|silk head scarf => 6214 621430:0.3 621410:0.3 6117:0.3 ~ shawls scarves mantillas veils
replacement bra straps|clear bra straps => 621210:0.6 621290:0.4 ~ brassieres parts
santa suit|santa claus suit|santa costume|mrs claus costume => 6211:0.5 6114:0.4 9505:0.3 ~ garments costumes fancy dress
# ---- gloves and belts
weightlifting gloves|gym gloves|workout gloves|lifting gloves|fitness gloves|crossfit gloves|rowing gloves|sailing gloves|paddling gloves => 6116 420321:0.4 621600:0.3 392620:0.2 ~ gloves mittens mitts specially designed sports
ratchet belt|western belt|dress belt|studded belt|reversible belt|casual belt|jeans belt|mens belt|womens belt|kids belt => 420330 6217:0.3 392620:0.2 ~ belts bandoliers leather composition leather
braided belt|elastic woven belt|canvas web belt => 6217 621710:0.5 420330:0.3 6117:0.2 ~ clothing accessories belts textile
# ---- 64 footwear
slip on sneakers|canvas slip on shoes => 6404 640419:0.5 6402:0.4 ~ footwear uppers textile materials outer soles rubber plastics
minimalist shoes|zero drop shoes|barefoot sneakers|wide toe box shoes => 6404 6402:0.5 6403:0.3 ~ footwear outer soles rubber plastics uppers textile
aqua socks|swim shoes|reef shoes|wading shoes|river shoes|surf shoes|dive booties|neoprene boots|neoprene socks shoes => 6404 640419:0.5 6402:0.4 ~ footwear outer soles rubber plastics uppers textile materials
hiking sandals|sport sandals|trekking sandals|outdoor sandals|walking sandals => 6404:0.6 6402:0.6 6403:0.4 ~ footwear sandals outer soles rubber plastics uppers textile
gladiator sandals|wedge sandals|platform sandals|heeled sandals|strappy sandals|dress sandals|flat sandals|ankle strap sandals => 6402:0.6 6403:0.5 6404:0.3 ~ footwear sandals outer soles uppers rubber plastics leather
block heels|slingback|slingback pumps|wingtip|monk strap|double monk|platform heels|chunky heels => 6403:0.6 6402:0.6 ~ footwear outer soles uppers leather plastics
biker boots|harness boots|lace up boots|lug sole boots|platform boots|go go boots => 6403 640391:0.5 6402:0.5 ~ footwear uppers leather covering ankle
safety boots|safety trainers|steel toe sneakers|metal toe cap boots => 6403 640340:0.6 6402:0.4 6404:0.3 ~ footwear metal toe-cap protective
hunting boots|rubber hunting boots|fishing boots|deck boots|rubber deck boots|chore boots => 6401 640192:0.3 640199:0.3 6402:0.4 6403:0.3 ~ waterproof footwear outer soles uppers rubber plastics
hospital shoes|work clogs|non slip work shoes|restaurant shoes => 6402:0.6 6403:0.5 6404:0.3 ~ footwear outer soles uppers rubber plastics
light up shoes|led shoes|light up sneakers|led sneakers|flashing shoes|roller shoes|heelys => 6402 6404:0.5 ~ footwear outer soles uppers rubber plastics
football cleats|rugby boots|rugby cleats|lacrosse cleats|softball cleats|golf spikes|sprint spikes|spiked shoes => 6402 640219:0.6 640319:0.4 6403:0.3 ~ sports footwear spikes sprigs cleats stops
indoor soccer shoes|table tennis shoes => 6404 640411:0.6 6402:0.4 ~ sports footwear tennis shoes gym shoes training shoes textile uppers
tap shoes|tap dance shoes|character shoes|ballroom shoes|salsa shoes|latin dance shoes => 6403 640399:0.5 6402:0.4 ~ footwear uppers leather outer soles
ballet slippers|split sole ballet shoes|ballet shoes canvas|leather ballet slippers => 6404 640420:0.5 6403:0.5 640359:0.3 ~ footwear uppers textile materials outer soles leather
jibbitz|shoe charms|croc charms|clog charms|shoelace charms => 392640 640690:0.3 7117:0.2 ~ statuettes ornamental articles plastics
# ---- 65 headgear
turban hat|chemo hat|chemo cap|chemo headwear|pre tied turban|scarf hat|hoodie hat|cooling hat|sunhat|cowgirl hat|ponytail cap|ponytail hat|ponytail baseball cap|messy bun hat|messy bun cap|criss cross ponytail hat|visor cap|camper cap|bobble beanie|slouch hat|knit cap => 650500 ~ hats headgear knitted crocheted made up textile fabric
rain bonnet|plastic rain bonnet|clear rain hat => 650691 ~ headgear rubber plastics
hard hat suspension|helmet suspension|hard hat liner winter|hard hat sun shade|hard hat brim|helmet sweatband => 650700 ~ head-bands linings covers hat foundations peaks chinstraps headgear
# ---- 67 wigs, eyelashes, artificial flowers
eyebrow wig|lash ribbons|lash segments => 6704 670419:0.6 670420:0.2 670490:0.2 ~ false eyebrows eyelashes synthetic textile materials
tape in hair extensions|tape ins|flat tip extensions|itip hair extensions => 670420 ~ switches human hair extensions
box braids|dreadlocks|faux dreads|braided wig => 6704 670419:0.6 670420:0.3 670411:0.2 ~ switches wigs synthetic textile materials human hair
eternal rose|enchanted rose|galaxy rose|rose glass dome|rose dome => 6702 0603:0.4 ~ artificial flowers preserved flowers
soap flowers|soap roses|soap flower bouquet => 3401 340111:0.4 670290:0.2 ~ soap shaped pieces
# ---- 42 bags, luggage, small leather goods
running belt bag => 420292 4202:0.5 420291:0.2 ~ travelling-bags outer surface textile materials plastics
evening clutch|evening purse|evening handbag|rhinestone purse|rhinestone clutch => 4202 420222:0.6 420221:0.2 420229:0.2 ~ handbags outer surface textile materials plastics
woven handbag|macrame bag|fabric handbag|cloth handbag => 4202 420222:0.6 420292:0.3 ~ handbags outer surface textile materials
pvc bag => 4202 420222:0.6 420292:0.4 ~ handbags outer surface sheeting plastics
quilted bag|quilted handbag|quilted crossbody|quilted shoulder bag|puffer bag|puffer tote|padded tote => 4202 420222:0.5 420221:0.3 ~ handbags shoulder strap outer surface textile plastics leather
toddler backpack|preschool backpack|anti theft backpack|hydration backpack|camelbak|gym sack|cinch bag|cinch sack|sackpack|daypack backpack|business backpack|travel laptop backpack => 420292 4202:0.5 ~ rucksacks travelling-bags outer surface textile materials plastics
hardside luggage|hardshell luggage|hardside suitcase => 420212 420219:0.3 ~ trunks suit-cases outer surface plastics
makeup case|makeup organizer case|cosmetic travel case|jewelry travel roll => 4202 420292:0.5 420291:0.3 420212:0.2 ~ vanity-cases jewellery boxes cases containers
id holder|lanyard wallet => 4202 420232:0.5 420231:0.3 392690:0.2 ~ cases containers carried pocket handbag
bible cover|bible case|bible bag => 4202 420292:0.5 420291:0.4 ~ cases containers outer surface textile leather
knife sheath|knife pouch|knife holster|axe sheath|machete sheath|multitool sheath|multitool pouch => 4202 420291:0.6 420292:0.4 ~ sheaths cases containers outer surface leather
lunch tote|lunch box bag|insulated lunch tote|bento bag|thermal lunch bag => 420292 ~ insulated food beverages bags outer surface textile plastics
changing bag|baby changing bag|diaper backpack|diaper tote => 420292 4202:0.5 ~ travelling-bags outer surface textile materials plastics
tool belt pouch|nail pouch|electrician pouch|tool pouch belt|carpenter pouch|tool apron pouch => 4202 420292:0.5 420291:0.4 ~ tool bags outer surface leather textile
golf travel bag|golf bag travel cover|bowling ball bag => 420292 4202:0.4 ~ sports bags outer surface textile materials plastics
# ---- 71 jewellery, findings, beads
tennis bracelet|tennis necklace|diamond tennis bracelet => 7117 711719:0.5 7113:0.5 711319:0.3 ~ imitation jewellery jewellery precious metal
bangle bracelet|link bracelet|chain link bracelet|bar bracelet|name bracelet|initial bracelet => 7117 711719:0.6 7113:0.3 ~ imitation jewellery base metal
stretch bracelet|beaded stretch bracelet|stackable bracelets|bracelet stack|heishi bracelet|clay bead bracelet => 7117 711790:0.6 7116:0.3 ~ imitation jewellery other than base metal
curb chain|franco chain|rolo chain|cable chain necklace|twisted chain|singapore chain|wheat chain|bead chain necklace|ball chain necklace => 7117 711719:0.6 7113:0.4 ~ imitation jewellery base metal chains
chain earrings|ear threads|barbell earrings => 7117 711719:0.6 7113:0.3 ~ imitation jewellery ear-rings
cocktail ring|class ring|ring set|stacking ring set => 7117 711719:0.5 7113:0.4 ~ imitation jewellery rings precious metal
fob chain|watch fob|albert chain|vest chain => 7117 711719:0.6 7113:0.3 ~ imitation jewellery watch-chains fob-chains
pony beads|plastic beads|letter beads|alphabet beads|acrylic letter beads|heishi beads|clay beads|polymer clay beads|vinyl disc beads|silicone beads|teething beads|bubblegum beads => 392690 7117:0.2 ~ articles plastics beads
crystal chip beads => 7103 710399:0.5 7116:0.3 ~ semi-precious stones worked temporarily strung convenience transport
shell beads|mother of pearl beads|shell charms|cowrie shells beads => 960190 7117:0.2 ~ worked mother-of-pearl shell articles
wooden beads|round wood beads|unfinished wood beads|natural wood beads => 442090:0.5 442199:0.5 ~ ornaments articles wood
sequins|paillettes|loose sequins => 392690 830890:0.3 ~ articles plastics spangles
# ---- 91 watches and straps
watch link|watch bracelet links|watch strap links|spare watch links => 9113 911320:0.6 911390:0.2 ~ watch bracelets parts base metal
couple watch set|his and hers watches|lovers watches|matching watches => 9102 910211:0.6 ~ wrist-watches electrically operated
# ---- 63 home textiles and camping goods
mattress protector|mattress cover|waterproof mattress cover|crib mattress protector|bed protector => 6302:0.6 940490:0.4 ~ bed linen
euro sham|pillow sham set|toddler bedding set => 6302 630231:0.3 630221:0.3 630232:0.2 ~ bed linen cotton man-made fibres
table overlay|square tablecloth|fitted tablecloth => 6302 630253:0.5 630251:0.3 ~ table linen man-made fibres cotton
tier curtain|window valance|room darkening curtains|curtain sheers => 6303 630392:0.5 630391:0.3 ~ curtains drapes interior blinds valances
fabric roller blinds|fabric roller shades => 6303 630392:0.5 392530:0.3 ~ interior blinds textile
instant tent|truck tent|car tent|suv tent|truck bed tent|hub tent|tunnel tent|cabin tent|hunting blind tent => 630622 6306:0.5 ~ tents synthetic fibres
kids teepee|kids play tent|play teepee|teepee tent kids|play house tent => 950300 630622:0.3 ~ toys play tents
pergola canopy|replacement canopy|gazebo canopy|canopy top replacement|ground tarp => 6306 630612:0.6 630622:0.3 ~ tarpaulins awnings sunblinds synthetic fibres
kayak life vest|pfd vest|personal flotation device|inflatable life jacket|inflatable life vest|auto inflatable life jacket => 630720 ~ life-jackets life-belts
# ---- 50-60 fabrics, threads, trims for hobbyists
jelly roll fabric|fabric jelly roll|charm pack fabric|precut fabric|precut quilting squares|quilting squares|fabric squares|fabric bundle|fabric panel => 5208 520852:0.5 5209:0.2 ~ woven fabrics cotton printed
aida cloth|aida fabric|cross stitch fabric|cross stitch cloth|embroidery cloth|embroidery fabric cotton => 5208 5209:0.5 ~ woven fabrics cotton
pul fabric|polyurethane laminate fabric|waterproof pul => 590320 5903:0.5 ~ textile fabrics laminated polyurethane
pleather|leatherette sheets|vinyl leather sheets|litchi faux leather => 5903 590320:0.4 392113:0.3 ~ textile fabrics coated laminated plastics polyurethane
quilting thread|hand quilting thread|machine quilting thread cotton => 5204:0.5 5401:0.4 5508:0.3 ~ sewing thread cotton man-made
curling ribbon => 540490 392020:0.3 ~ strip artificial straw synthetic textile materials
seatbelt webbing => 5806 580632:0.5 ~ narrow woven fabrics man-made fibres
name tape patch => 5810 581092:0.5 392690:0.2 ~ embroidery motifs man-made fibres
# ---- 9615 hair accessories
alligator hair clips|duck bill clips|duckbill hair clips|hair bows|bow barrettes|ribbon hair bows|big hair bow => 9615 961519:0.5 961511:0.3 6217:0.2 ~ hair-slides combs
plastic headband|tooth headband|comb headband|zig zag headband|thin headband|skinny headband => 961511 ~ combs hair-slides hard rubber plastics
padded headband|knotted headband|velvet headband|pearl headband|rhinestone headband|jeweled headband|embellished headband => 9615 961511:0.5 961519:0.3 6217:0.3 7117:0.2 ~ hair-slides combs plastics
spa headband|makeup headband|skincare headband|face wash headband|bow spa headband => 6117 611780:0.6 6217:0.4 ~ clothing accessories knitted crocheted
chiffon scrunchies|organza scrunchies => 6217 621710:0.5 611780:0.4 ~ clothing accessories textile
wig grip|wig grip band|wig band|velvet wig grip|wig headband => 6117 611780:0.5 621710:0.4 ~ clothing accessories knitted crocheted
# ---- more garment names (61/62)
cagoule|foul weather jacket|sailing jacket|shooting jacket => 6201 6202:0.5 6210:0.3 6101:0.2 ~ anoraks wind-jackets raincoats men's boys'
bodywarmer|sleeveless puffer|down gilet => 6201:0.6 6202:0.6 6101:0.2 6102:0.2 ~ anoraks padded sleeveless jackets
sarong skirt|babydoll dress|prairie dress => 6204 6104:0.5 ~ dresses skirts women's girls' not knitted
gauchos|gaucho pants => 6204 6104:0.5 ~ trousers women's girls'
jeggings|treggings => 6104 610462:0.3 610463:0.3 ~ trousers women's girls' knitted crocheted
sweatshorts|trackies|tracksuit bottoms => 6103:0.6 6104:0.5 6112:0.3 ~ trousers shorts knitted crocheted
salopettes|rain bibs|ski bib pants|snow bib pants => 6203:0.5 6204:0.5 6210:0.3 6211:0.2 ~ bib brace overalls trousers
moto pants|motorcycle pants|riding pants motorcycle => 6203 6204:0.4 420310:0.3 ~ trousers breeches
equestrian breeches|riding tights|horse riding breeches => 6104:0.5 6103:0.4 6204:0.4 6203:0.3 ~ trousers breeches knitted
muscle tee|muscle tank => 6109 610990:0.3 610910:0.3 ~ tshirts singlets vests knitted crocheted
twinset|twin set cardigan|half zip fleece|half zip sweater|quarter zip sweater => 6110 611030:0.4 611020:0.3 ~ jerseys pullovers cardigans knitted crocheted
thai fishing pants|fisherman pants|wrap pants => 6204:0.5 6203:0.5 6104:0.2 ~ trousers woven cotton
smoking jacket|tailcoat jacket|school blazer|sport blazer => 6203 6204:0.5 6103:0.2 ~ jackets blazers men's boys'
kebaya|choli|saree blouse|sari blouse => 6206 6106:0.4 6211:0.3 ~ blouses shirts women's girls'
baju kurung|salwar suit|shalwar kameez|salwar => 6211 6204:0.5 6104:0.4 ~ garments traditional women's
tudung|bawal hijab => 6214:0.6 6117:0.5 ~ shawls scarves veils
cheeky panties|tanga|tanga briefs|cheeky briefs => 6108 610822:0.3 610821:0.3 ~ briefs panties women's girls' knitted crocheted
shaping shorts|body briefer|merry widow|basque => 6212 621220:0.4 621230:0.4 ~ girdles panty-girdles corselettes
thigh highs|stay ups|fishnets|maternity tights => 6115 611530:0.3 611529:0.3 611596:0.2 ~ panty hose tights stockings hosiery knitted
babygrow|baby grow|sunsuit|bubble romper|layette|layette set|scratch mitts => 6111 611120:0.4 6209:0.5 ~ babies garments clothing accessories
bistro apron|waiter apron|cobbler apron|tabard|pinny|server apron|waist apron|hairdresser apron => 6211 621142:0.4 621143:0.4 ~ garments aprons
arm garter|sleeve holders|shirt garters => 621290 ~ braces suspenders garters similar articles
jabot|lace jabot|neck ruff => 6217 621710:0.6 ~ clothing accessories
fingerless mittens => 6116 611693:0.3 611691:0.3 ~ gloves mittens mitts knitted crocheted
archery glove|shooting glove archery => 420321 6216:0.3 ~ gloves specially designed sports leather
falconry glove|falconry gauntlet|welding gauntlet|leather gauntlet => 420329 ~ gloves mittens mitts leather
impact gloves|anti vibration gloves|mechanic work gloves => 6116:0.5 6216:0.5 420329:0.3 ~ gloves mittens mitts
# ---- more headgear
flat brim hat|fitted hat|cycling cap|bike cap|running visor|bush hat|stetson|deerstalker|aviator cap|slouchy hat|kepi|fez|zucchetto|chullo|peruvian hat|tam hat|rasta hat => 650500 ~ hats headgear made up textile fabric felt knitted
outback hat|cossack hat|mad bomber hat => 650500 650699:0.4 ~ hats headgear felt textile leather furskin
stampede strings|hat cord|hat stampede string|hat chin cord => 650700 ~ chinstraps headgear
# ---- umbrellas
compact travel umbrella|windproof travel umbrella|folding travel umbrella|portable umbrella|automatic folding umbrella|auto folding umbrella|foldable umbrella => 660191 6601:0.4 ~ umbrellas telescopic shaft
patio market umbrella|outdoor market umbrella|patio table umbrella|market table umbrella|offset patio umbrella|deck umbrella => 660110 ~ umbrellas garden similar umbrellas
# ---- wigs, artificial flowers, trims
synthetic lace front wig|synthetic lace wig|heat resistant fiber wig|kanekalon wig => 670411 ~ wigs complete synthetic textile materials
plastic flowers|plastic plants|plastic greenery|pe flowers|pvc plants|plastic leaves|plastic ivy|plastic roses => 670210 ~ artificial flowers foliage plastics
craft pom poms|craft pompoms|pom pom balls|fuzzy pom poms|glitter pom poms|pompom balls => 5808 580890:0.6 ~ tassels pompons ornamental trimmings
mudcloth|mud cloth|mudcloth fabric|bogolan => 5208 5209:0.6 ~ woven fabrics cotton
# ---- bags and small leather goods
bowler bag|barrel bag|boston bag|doctor handbag|frame bag purse => 4202 420222:0.5 420221:0.4 ~ handbags shoulder strap
luggage cover|suitcase cover|suitcase protector|luggage protector cover => 630790 420292:0.3 ~ made up textile articles
protective hard case|hard carrying case|equipment hard case|waterproof hard case => 420299 420219:0.4 392690:0.2 ~ cases containers other
magnetic wallet|money pouch|neck wallet|neck pouch|travel pouch|hidden wallet|rfid pouch => 4202 420232:0.5 420231:0.3 420292:0.2 ~ cases containers carried pocket handbag
# ---- jewellery, findings, beads
nose screw|nose bone|tragus stud|cartilage stud|plug earrings|tunnel earrings => 7117 711719:0.6 711790:0.3 7113:0.2 ~ imitation jewellery ear-rings base metal
stick pin|kilt pin brooch|shawl pin|collar pin brooch => 7117 711719:0.6 7113:0.3 ~ imitation jewellery brooches base metal
cremation necklace|urn necklace|cremation jewelry|ashes necklace|memorial necklace => 7117 711719:0.6 7113:0.3 ~ imitation jewellery base metal
energy bracelet|prayer bracelet|reiki bracelet => 7117 711790:0.5 7116:0.4 ~ imitation jewellery stones beads
headpins|eyepins|bead stoppers|crimp covers|calotte ends|ribbon ends|fold over cord ends|clasp set jewelry => 7117 711719:0.7 7113:0.3 ~ imitation jewellery parts base metal
millefiori beads|murano glass beads|lampwork glass beads|evil eye glass beads => 701810 ~ glass beads imitation pearls glass smallwares
faux pearl beads|pearl beads loose imitation => 701810:0.6 392690:0.5 ~ imitation pearls glass beads
abs pearl beads|resin beads|acrylic pearl beads|plastic pearl beads|resin cabochons => 392690 ~ articles plastics beads
porcelain beads => 691490:0.5 691410:0.4 ~ ceramic articles porcelain
tibetan beads|tibetan silver beads|metal spacer beads => 7117 711719:0.7 ~ imitation jewellery parts base metal
# ---- watch accessories, home textiles
watch bumper|watch protective case|watch cover case => 392690 ~ articles plastics
headboard cover|headboard slipcover => 6307 630790:0.6 6304:0.3 ~ made up textile articles
`;
