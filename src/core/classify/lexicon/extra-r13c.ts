/**
 * Thirteenth-pass lexicon additions, written from noisy marketplace titles of the consumer goods
 * parcels carry (one category per file), without looking at any labelled data; format as in
 * ../lexicon.ts.
 */
export const EXTRA_R13C_LEXICON = String.raw`
# ---- 82/39/44/48 kitchen utensils, gadgets, bakeware
avocado masher => 820551 392410:0.3 ~ household tools hand-operated
vegetable chopper|food chopper|salad chopper => 821000 392410:0.3 ~ hand-operated mechanical appliances preparation food
zester grater|ginger grater|nutmeg grater => 820551 691200:0.2 ~ household tools graters
fondant tools|fondant cutter|cake scraper|cake comb => 392410 ~ tableware kitchenware plastics
cream piping bag => 392410 ~ tableware kitchenware plastics
cookie embosser|biscuit stamp|cookie mould|biscuit mould => 392410 732393:0.3 ~ tableware kitchenware plastics
dumpling maker|dumpling mold|dumpling press|empanada press|empanada maker|ravioli mold|ravioli stamp|pierogi maker => 392410 732393:0.3 ~ tableware kitchenware plastics
sushi maker|sushi roller|sushi making kit|sushi mold|onigiri mold|rice ball mold|rice ball maker|sushi bazooka => 392410 ~ tableware kitchenware plastics
air fryer liner|air fryer paper|air fryer parchment|air fryer disposable liner => 482390 392410:0.6 ~ paper cut to shape articles paper
pie crust shield|baking beads => 732399 691200:0.4 ~ table kitchen household articles iron steel
stretch lids => 392410 ~ tableware kitchenware plastics
grease splatter guard => 732393 ~ table kitchen household articles stainless steel
matcha whisk|bamboo whisk|chasen => 441919 ~ tableware kitchenware bamboo
oil dispenser bottle|olive oil dispenser|oil cruet => 701349 392410:0.3 ~ glassware table kitchen
spice jar set => 701349 392410:0.4 ~ glassware table kitchen
egg yolk separator => 392410 ~ tableware kitchenware plastics
ice tray => 392410 ~ tableware kitchenware plastics
bagasse tableware|sugarcane tableware => 482370 ~ moulded pressed articles paper pulp
# ---- drinkware
stainless tumbler|tumbler with handle|tumbler with straw|insulated mug|insulated travel tumbler => 961700 732393:0.3 ~ vacuum flasks vacuum vessels
drinking bottle|straw bottle => 392410 961700:0.3 ~ tableware kitchenware plastics
protein shaker bottle|blender bottle => 392410 ~ tableware kitchenware plastics
straw topper|straw cover => 392410 ~ tableware kitchenware plastics
tumbler lid => 392410 ~ tableware kitchenware plastics
coffee tamper|espresso tamper => 732393 821599:0.3 ~ table kitchen household articles
# ---- home decor
hanging tapestry => 630493 580500:0.3 ~ furnishing articles synthetic fibres
sunset projection lamp => 940521 ~ table lamps light-emitting diode
garden sculpture => 392640 691390:0.4 830629:0.3 ~ statuettes ornamental articles
picture album => 482050 ~ albums samples collections
wax melt warmer|tart warmer|tart burner|fragrance warmer|scent warmer|wax burner electric => 851679 691390:0.3 ~ electro-thermic appliances domestic
watering bulbs|self watering globes|watering spikes|plant watering bulbs => 701399 392490:0.4 ~ glassware indoor decoration
# ---- storage, bathroom, cleaning, laundry
bath sponge => 392490 ~ household articles toilet articles plastics
dryer balls|wool dryer balls => 630790 392690:0.3 ~ made up articles textile
laundry drying rack => 732399 392490:0.3 ~ household articles iron steel
space saver bags|compression storage bags|vacuum compression bags|vacuum seal storage bags => 392329 392321:0.5 ~ sacks bags plastics
# ---- pets
pet training pads|dog pee pads => 961900 481890:0.3 ~ napkins similar articles
air stone => 841480 ~ air pumps
dog rain jacket|dog poncho => 420100 ~ saddlery harness animal dog coats
# ---- party and festive
confetti shooter => 950590 ~ festive carnival articles
pumpkin lantern|halloween pumpkin => 950590 ~ festive carnival articles
# ---- garden and camping
hand hoe|garden cultivator => 820130 ~ hoes rakes
fabric grow pots => 630790 ~ made up articles textile
flower pot saucer|plant drip tray => 392490 691490:0.3 ~ household articles plastics
solar torch|solar flame torch => 940541 ~ luminaires photovoltaic light-emitting diode
zero gravity lounge chair => 940179 940171:0.4 ~ seats metal frames
# ---- toys
toy xylophone|baby music toy => 950300 ~ toys
# ---- hobby and crafts
cutting dies|metal cutting dies|die cuts => 820730 ~ dies pressing stamping punching
painting stencils => 392690 392610:0.3 ~ articles plastics
seam ripper => 821490 ~ articles cutlery
fabric rotary cutter => 821490 821193:0.3 ~ articles cutlery
sewing set => 960500 731990:0.3 ~ travel sets sewing
tape measure sewing|soft measuring tape => 901780 ~ instruments measuring length
# ---- sports, fitness, outdoor
sinker weights => 950790 ~ fishing tackle
swim arm bands|swimming armbands|swim floaties => 950629 ~ water-sport equipment
skate board => 950699 ~ equipment outdoor games
# ---- subheading anchors for kitchen and craft goods whose general entry stops at the heading
kitchen spatula|cooking spatula|pancake spatula|baking spatula|spatula turner => 392410 821599:0.4 ~ tableware kitchenware plastics
rubber spatula|silicone scraper => 392410 ~ tableware kitchenware plastics
muffin mold|cupcake mold|mousse mold|silicone cake mold => 392410 732399:0.3 ~ tableware kitchenware plastics
silicone utensil set => 392410 ~ tableware kitchenware plastics
ceramic flower vase|flower vase ceramic => 691390 691310:0.3 ~ ornamental ceramic articles
plastic planter|plastic plant pot => 392490 ~ household articles plastics
velvet cushion cover|velvet pillow cover|throw pillow case|cushion case => 630493 630492:0.3 ~ furnishing articles synthetic fibres
knitting needles bamboo|bamboo knitting needles|bamboo crochet hooks => 442191 ~ articles bamboo
wooden knitting needles|wooden crochet hooks => 442199 442191:0.4 ~ articles wood
wooden embroidery hoop|bamboo embroidery hoop => 442199 442191:0.5 ~ articles wood bamboo
# ---- more kitchen, home, pet, craft goods
banneton|proofing basket|bread proofing basket|banneton basket => 4602 460212:0.6 482370:0.3 ~ basketwork rattan vegetable plaiting materials
cake leveler|cake slicer wire => 820551 ~ household tools
fermentation weights|glass fermentation weights => 701349 ~ glassware table kitchen
fermentation lids|airlock lids => 392350 ~ stoppers lids caps closures plastics
toilet stool|squatty potty|toilet footstool|potty stool => 392490 ~ household articles hygienic toilet articles plastics
sweater drying net|drying net|hanging drying net => 630790 ~ made up articles textile
catnip|dried catnip => 121190 230990:0.3 ~ plants parts plants dried
pom pom maker|pompom maker => 392690 ~ articles plastics
art easel|tabletop easel|painting easel|easel stand => 442199 761699:0.3 ~ articles wood
garlic peeler tube|silicone garlic peeler => 392410 ~ tableware kitchenware plastics
herb shears => 821300 ~ scissors
kale stripper|corn peeler|corn cob stripper => 820551 ~ household tools
hamburger press|patty maker|patty press => 392410 761510:0.4 732393:0.3 ~ tableware kitchenware plastics
nutcracker tool|walnut cracker|pecan cracker => 821000 820551:0.4 ~ hand-operated mechanical appliances
# ---- accessories and novelty goods of marketplace kitchens, homes, parties and gardens
tumbler boot|tumbler bottom sleeve|silicone boot tumbler|bottle boot => 392410 392690:0.4 ~ tableware kitchenware plastics
bento picks|food picks => 392410 ~ tableware kitchenware plastics
beeswax wraps|beeswax food wrap|reusable food wraps => 590700 630790:0.3 ~ textile fabrics otherwise impregnated coated
egg storage box|egg tray fridge|fridge bins => 392490 392410:0.5 ~ household articles plastics
bathtub pillow => 940490 392490:0.3 ~ cushions bedding similar furnishing
drain clog remover|hair clog remover => 392690 ~ articles plastics
balloon tape|balloon decorating strip|balloon arch strip => 392690 ~ articles plastics
lucky money envelopes => 481710 ~ envelopes paper
basket filler|crinkle paper shred|shredded paper filler => 482390 ~ paper cut to size shape articles paper
privacy screen ivy => 670210 670290:0.3 ~ artificial foliage plastics
picnic mat => 6301 630140:0.5 630190:0.3 ~ blankets travelling rugs synthetic fibres
kids guitar toy => 950300 ~ toys
building block flowers|flower building blocks|botanical building set|building block bouquet|mini building blocks => 950300 ~ toys puzzles
blind box figures|plushie keychain|plush pendant => 950300 ~ toys
tree straps|hammock straps => 630790 ~ made up articles textile
yard flag => 630790 ~ made up articles textile flags
`;
