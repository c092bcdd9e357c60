/**
 * Lexicon, Sections I–IV (chapters 1–24): animals, vegetable products, fats, foodstuffs,
 * beverages, tobacco. Hand-written from general knowledge of the HS; format as in ../lexicon.ts.
 */
export const FOOD_LEXICON = String.raw`
# ---------------------------------------------------------------- 01 live animals
live horse|live horses|pony|ponies|donkey|donkeys => 0101 ~ horses asses mules live
live cattle|live cow|live cows|calves live|bull calf|heifer|heifers|bovine animals live => 0102 ~ bovine animals live
live pig|live pigs|piglets|swine live|live swine => 0103 ~ swine live
live sheep|lambs live|live goat|live goats => 0104 ~ sheep goats live
live chickens|live poultry|day old chicks|hatching chicks|live ducks|live turkeys => 0105 ~ poultry live fowls
live bird|live birds|parrot|parrots|budgie|canary|pet bird => 010632 0106:0.6 ~ birds live psittaciformes
live reptile|reptiles|live snake|live turtle => 010620 ~ reptiles live
live insects|bees live|honey bees|live bees|silkworms|crickets live => 010649 010641:0.6 ~ insects bees live
live rabbit|live rabbits => 010614 010619:0.5 ~ rabbits hares mammals live
ornamental fish|aquarium fish|goldfish|betta fish|tropical fish => 030111 030119:0.5 ~ ornamental fish live
live fish|live trout|live eels|live carp => 0301 ~ live fish
# ---------------------------------------------------------------- 02 meat
steak|steaks|ribeye|sirloin|minced beef|ground beef|beef cuts => 0201:0.8 0202:0.8 ~ meat bovine animals fresh chilled frozen
frozen beef => 0202 ~ meat bovine frozen
pork belly|pork chops|pork loin|ham hock|minced pork => 0203 ~ meat swine fresh chilled frozen
lamb meat|mutton|lamb chops|goat meat => 0204 ~ meat sheep goats
horse meat => 0205 ~ meat horses
offal|beef liver|chicken liver|tripe|ox tongue|edible offal => 0206:0.8 020714:0.4 ~ edible offal
chicken meat|chicken breast|chicken wings|chicken thighs|chicken legs|whole chicken|turkey meat|duck meat|poultry meat => 0207 ~ meat edible offal poultry
frozen chicken|frozen chicken wings => 020714 020712:0.6 ~ fowls gallus domesticus frozen cuts
rabbit meat|venison|frog legs|game meat => 0208 ~ meat edible offal
pork fat|lard unrendered|back fat => 0209 ~ pig fat
smoked ham|cured ham|prosciutto|jamon|salted meat|dried meat|smoked meat => 0210 ~ meat salted brine dried smoked
# ---------------------------------------------------------------- 03 fish and seafood
atlantic salmon|salmon fillet => 0302:0.5 0303:0.5 0304:0.6 ~ salmon fish
tuna loin|yellowfin|skipjack => 0302:0.4 0303:0.5 0304:0.4 160414:0.4 ~ tunas fish
cod|haddock|pollock|hake|tilapia|catfish|pangasius|basa|trout|carp|mackerel|herring|sardine|sardines|anchovy|anchovies|sea bass|sea bream|halibut|sole fish|flounder|swordfish|eel|eels => 0302:0.5 0303:0.6 0304:0.5 ~ fish fresh chilled frozen
fish fillet|fish fillets|fillets fish|frozen fillets|fish meat|surimi => 0304 ~ fish fillets fish meat
dried fish|salted fish|smoked fish|smoked salmon|stockfish|bacalao|fish maw => 0305 ~ fish dried salted smoked
shrimp|shrimps|prawn|prawns|frozen shrimp|frozen prawns|krill => 0306:0.7 030617:0.6 ~ shrimps prawns crustaceans
lobster|lobsters|rock lobster|crayfish|langoustine|crab|crabs|king crab|snow crab|crab meat => 0306 ~ lobsters crabs crustaceans
oyster|oysters|mussel|mussels|scallop|scallops|clam|clams|cockles|abalone|squid|calamari|cuttlefish|octopus|snail|snails|escargot|whelk|conch meat => 0307 ~ molluscs oysters mussels scallops squid octopus clams
sea cucumber|sea cucumbers|sea urchin|sea urchins|jellyfish => 0308 ~ aquatic invertebrates sea cucumbers
fish meal|fish flour|fish powder => 0309:0.5 230120:0.6 ~ flours meals pellets fish
# ---------------------------------------------------------------- 04 dairy, eggs, honey
milk|whole milk|skim milk|skimmed milk|fresh milk|uht milk|fresh cream|whipping cream => 0401 ~ milk cream not concentrated
powdered milk|condensed milk|evaporated milk|dried milk => 0402 ~ milk cream concentrated sweetened
yogurt|yoghurt|greek yogurt|kefir|buttermilk|sour cream|curdled milk => 0403 ~ buttermilk curdled milk cream yogurt kephir fermented
whey|whey powder|whey protein concentrate => 0404 ~ whey
butter|ghee|dairy spread|butter oil => 0405 ~ butter fats oils derived milk dairy spreads
cheese|cheddar|mozzarella|parmesan|gouda|brie|camembert|feta|cream cheese|cottage cheese|ricotta|blue cheese|grated cheese|processed cheese|cheese slices => 0406 ~ cheese curd
hen eggs|chicken eggs|quail eggs|duck eggs => 0407 ~ birds eggs shell fresh
egg yolk|egg powder|dried egg|liquid egg => 0408 ~ birds eggs not shell egg yolks
honey|raw honey|manuka honey|honeycomb => 040900 ~ natural honey
royal jelly|bee pollen|propolis|edible insects|bird nest|edible bird nest => 0410 ~ insects edible products animal origin
# ---------------------------------------------------------------- 05 animal products
human hair unworked|raw human hair|hair waste => 050100 ~ human hair unworked
bristles|hog bristles|badger hair => 0502 ~ pigs hogs boars bristles hair
animal casings|sausage casings|natural casings|animal guts => 050400 ~ guts bladders stomachs animals
plumage => 0505 ~ skins birds feathers down
horn core|ossein|bone meal => 0506:0.6 ~ bones horn-cores
ivory|tortoiseshell|whalebone|antlers|deer antler|hooves => 0507 ~ ivory tortoise-shell whalebone horns antlers hooves
seashells|cuttlebone|sea shells => 050800 ~ coral shells molluscs crustaceans echinoderms cuttle-bone
natural sponge|sea sponge|natural sponges => 051000:0.3 0511:0.3 ~ sponges natural animal origin
ambergris|civet|musk|bile|cantharides => 051000 ~ ambergris castoreum civet musk glands
semen|bovine semen|animal semen|fish eggs|fish roe fertilised => 0511 ~ animal products bovine semen
# ---------------------------------------------------------------- 06 plants, flowers
tulip bulbs|flower bulbs|corms|rhizomes => 0601 ~ bulbs tubers corms rhizomes
live plant|live plants|potted plant|potted plants|houseplant|houseplants|seedlings|saplings|cuttings|bonsai|orchid plant|succulent plants|rose bushes|fruit trees|mushroom spawn => 0602 ~ live plants cuttings slips mushroom spawn
cut flowers|fresh flowers|flower bouquet|roses fresh|fresh roses|carnations|chrysanthemums|lilies|orchids cut|dried flowers|preserved flowers|preserved roses|eternal flowers => 0603 ~ cut flowers flower buds bouquets ornamental purposes
foliage|branches|moss|lichens|christmas trees natural|grasses dried => 0604 ~ foliage branches parts plants grasses mosses lichens
# ---------------------------------------------------------------- 07 vegetables
potato|potatoes|seed potatoes => 0701 ~ potatoes fresh chilled
tomato|tomatoes|cherry tomatoes => 070200 ~ tomatoes fresh chilled
onion|onions|shallots|garlic|leeks|spring onions|scallions|garlic bulbs => 0703 ~ onions shallots garlic leeks alliaceous vegetables
cabbage|cabbages|cauliflower|broccoli|kale|brussels sprouts|kohlrabi => 0704 ~ cabbages cauliflowers kohlrabi kale brassicas
lettuce|chicory|endive|radicchio => 0705 ~ lettuce chicory
carrot|carrots|turnips|beetroot|radish|radishes|celeriac|salsify => 0706 ~ carrots turnips salad beetroot radishes edible roots
cucumber|cucumbers|gherkins => 070700 ~ cucumbers gherkins
green peas|string beans|snow peas|broad beans fresh => 0708 ~ leguminous vegetables
asparagus|eggplant|aubergine|celery|mushrooms|fresh mushrooms|truffles|sweet peppers|bell peppers|chili peppers|capsicum|spinach|artichokes|olives|squash|zucchini|courgette|sweet corn fresh|okra => 0709 ~ vegetables fresh chilled
frozen vegetables|frozen peas|frozen spinach|frozen corn|frozen mixed vegetables => 0710 ~ vegetables uncooked cooked steaming boiling water frozen
dried vegetables|dehydrated vegetables|dried mushrooms|shiitake dried|dried onion|garlic powder|onion powder|dried garlic => 0712 ~ dried vegetables whole cut sliced broken powder
dried beans|lentils|chickpeas|kidney beans|mung beans|dried peas|split peas|lentil|fava beans|pinto beans|adzuki beans => 0713 ~ dried leguminous vegetables shelled
cassava|manioc|sweet potato|sweet potatoes|yam|yams|taro|arrowroot|sago pith => 0714 ~ manioc arrowroot salep sweet potatoes roots tubers
# ---------------------------------------------------------------- 08 fruit and nuts
coconut|coconuts|desiccated coconut|brazil nuts|cashew|cashew nuts => 0801 ~ coconuts brazil nuts cashew nuts
almond|almonds|hazelnut|hazelnuts|walnut|walnuts|chestnuts|pistachio|pistachios|macadamia|macadamia nuts|pecans|pine nuts|kola nuts|areca nuts|betel nuts => 0802 ~ nuts fresh dried shelled
banana|bananas|plantain|plantains => 0803 ~ bananas plantains
figs|pineapple|pineapples|avocado|avocados|guava|guavas|mango|mangoes|mangosteen => 0804 ~ dates figs pineapples avocados guavas mangoes mangosteens
orange|oranges|mandarin|mandarins|tangerine|tangerines|clementines|lemon|lemons|lime|limes|grapefruit|pomelo|citrus fruit => 0805 ~ citrus fruit fresh dried
grapes|table grapes|sultanas|currants dried => 0806 ~ grapes fresh dried
melon|melons|watermelon|watermelons|cantaloupe|papaya|papayas|pawpaw => 0807 ~ melons watermelons papaws
apples|pears|quince|quinces => 0808 ~ apples pears quinces fresh
apricot|apricots|cherry|cherries|peach|peaches|nectarine|nectarines|plum|plums|sloes => 0809 ~ apricots cherries peaches nectarines plums sloes
strawberry|strawberries|raspberry|raspberries|blackberry|blackberries|blueberry|blueberries|cranberries|kiwi|kiwifruit|durian|persimmon|lychee|longan|rambutan|passion fruit|pomegranate|dragon fruit|jackfruit|gooseberries => 0810 ~ fruit fresh
frozen fruit|frozen berries|frozen strawberries|frozen mango => 0811 ~ fruit nuts uncooked cooked frozen
dried fruit|dried fruits|dried apricots|prunes|dried apple|dried berries|mixed dried fruit => 0813 ~ fruit dried mixtures nuts dried fruits
citrus peel|orange peel|melon peel => 081400 ~ peel citrus fruit melons
# ---------------------------------------------------------------- 09 coffee, tea, spices
green coffee|coffee beans green|unroasted coffee => 090111 ~ coffee not roasted not decaffeinated
roasted coffee|coffee beans|ground coffee|coffee grounds|espresso beans|whole bean coffee => 090121 ~ coffee roasted not decaffeinated
decaf coffee|decaffeinated coffee => 090122 ~ coffee roasted decaffeinated
coffee capsules|coffee pods|k cups|coffee husks => 0901 210112:0.3 ~ coffee
green tea|matcha|sencha|jasmine tea => 090210 090220 ~ green tea not fermented
black tea|oolong|pu erh|puerh|earl grey|english breakfast tea|tea bags|teabags => 090230 090240 ~ black tea fermented partly fermented
chamomile tea|rooibos|mint tea|fruit tea|herbal infusion => 1211:0.4 2106:0.4 0902:0.3 ~ infusions plants
yerba mate => 090300 ~ mate
black pepper|white pepper|peppercorns|chili powder|cayenne|paprika|chili flakes|dried chilies|allspice => 0904 ~ pepper genus piper dried crushed ground capsicum pimenta
vanilla|vanilla beans|vanilla pods => 0905 ~ vanilla
cassia|cinnamon sticks => 0906 ~ cinnamon cinnamon-tree flowers
cloves => 0907 ~ cloves whole fruit cloves stems
nutmeg|mace|cardamom|cardamoms => 0908 ~ nutmeg mace cardamoms
anise|star anise|badian|fennel seeds|coriander seeds|cumin seeds|caraway|juniper berries => 0909 ~ seeds anise badian fennel coriander cumin caraway juniper berries
dried ginger|ginger root|saffron|thyme|bay leaves|curry powder|mixed spices|spice blend => 0910 ~ ginger saffron turmeric curcuma thyme bay leaves curry spices
# ---------------------------------------------------------------- 10-11 cereals, milling
wheat|durum wheat|meslin|spelt => 1001 ~ wheat meslin
rye => 1002 ~ rye
barley|malting barley => 1003 ~ barley
oats => 1004 ~ oats
maize|popcorn kernels|popping corn|corn kernels => 1005 ~ maize corn
rice|basmati|jasmine rice|white rice|paddy rice|broken rice|sushi rice|glutinous rice => 1006 ~ rice
sorghum|grain sorghum => 1007 ~ grain sorghum
buckwheat|millet|quinoa|canary seed|fonio|triticale => 1008 ~ buckwheat millet canary seeds cereals
wheat flour|all purpose flour|bread flour|cake flour => 1101 ~ wheat meslin flour
corn flour|maize flour|rice flour|rye flour|cornmeal => 1102 ~ cereal flours
semolina|groats|grits|cereal pellets => 1103 ~ cereal groats meal pellets
rolled oats|oat flakes|oatmeal|flaked grains|pearled barley|wheat germ => 1104 ~ cereal grains worked rolled flaked pearled germ
potato flakes|potato flour|potato granules|mashed potato powder => 1105 ~ flour meal powder flakes granules pellets potatoes
soy flour|chickpea flour|banana flour|almond flour|coconut flour|cassava flour|tapioca flour => 1106 ~ flour meal powder dried leguminous vegetables sago roots tubers
malt|barley malt|roasted malt => 1107 ~ malt roasted
starch|corn starch|cornstarch|potato starch|wheat starch|tapioca starch|cassava starch|inulin => 1108 ~ starches inulin
wheat gluten|vital wheat gluten => 110900 ~ wheat gluten
# ---------------------------------------------------------------- 12 oil seeds, seeds, plants
soybeans|soybean|soya beans|soy beans => 1201 ~ soya beans
groundnuts|raw peanuts => 1202 ~ groundnuts not roasted
copra => 120300 ~ copra
linseed|flaxseed|flax seeds => 1204 ~ linseed
rapeseed|canola seed|colza => 1205 ~ rape colza seeds
sunflower seeds|sunflower seed => 1206 ~ sunflower seeds
sesame|sesame seeds|chia seeds|mustard seeds|hemp seeds|cotton seeds|palm kernels|castor beans|shea nuts|safflower seeds|poppy seeds => 1207 ~ oil seeds oleaginous fruits
soy flour defatted|flours of oil seeds => 1208 ~ flours meals oil seeds
grass seed|vegetable seeds|flower seeds|seeds for sowing|plant seeds|garden seeds|tree seeds => 1209 ~ seeds fruit spores sowing
hops|hop pellets|hop cones => 1210 ~ hop cones lupulin
ginseng|ginseng root|medicinal herbs|herbs dried|dried herbs|licorice root|mint leaves|lavender dried|kratom|moringa leaves|neem leaves|cannabis|hemp flowers => 1211 ~ plants parts plants perfumery pharmacy insecticidal
seaweed|nori|kelp|algae|chlorella|laver|wakame|locust beans|carob|sugar cane|sugar beet|apricot kernels => 1212 ~ locust beans seaweeds algae sugar beet sugar cane
cereal straw|husks => 121300 ~ cereal straw husks
hay|alfalfa|lucerne|forage|fodder|clover hay => 1214 ~ swedes mangolds fodder roots hay lucerne alfalfa clover forage
# ---------------------------------------------------------------- 13-14 gums, vegetable materials
gum arabic|shellac|lac|natural resins|frankincense|myrrh|balsams => 1301 ~ lac natural gums resins gum-resins oleoresins balsams
pectin|agar|agar agar|carrageenan|guar gum|locust bean gum|plant extract|herbal extract|licorice extract|hop extract|opium|aloe vera extract => 1302 ~ vegetable saps extracts pectic substances pectinates agar-agar mucilages thickeners
rattan cane|raw rattan|raw bamboo|willow rods|reeds => 1401 ~ vegetable materials plaiting bamboos rattans reeds rushes osier raffia
kapok|vegetable hair => 1404 ~ vegetable products
# ---------------------------------------------------------------- 15 fats and oils
lard|pig fat rendered|poultry fat => 1501 ~ pig fat lard poultry fat
tallow|beef tallow|mutton fat => 1502 ~ fats bovine animals sheep goats
lard oil|lard stearin => 150300 ~ lard stearin lard oil oleostearin
fish oil|cod liver oil|omega 3 fish oil|krill oil => 1504 ~ fats oils fish marine mammals
lanolin|wool grease => 1505 ~ wool grease fatty substances derived lanolin
soybean oil|soya oil => 1507 ~ soya-bean oil
peanut oil|groundnut oil => 1508 ~ ground-nut oil
olive oil|virgin olive oil|pomace oil => 1509 1510:0.3 ~ olive oil
palm oil|red palm oil|palm olein => 1511 ~ palm oil
sunflower oil|safflower oil|cottonseed oil => 1512 ~ sunflower-seed safflower cotton-seed oil
palm kernel oil|babassu oil => 1513 ~ coconut copra oil palm kernel babassu oil
canola oil|rapeseed oil|mustard oil => 1514 ~ rape colza mustard oil
linseed oil|flaxseed oil|corn oil|sesame oil|castor oil|jojoba oil|tung oil|rice bran oil|avocado oil|argan oil => 1515 ~ vegetable fats oils fixed linseed maize castor sesame jojoba
hydrogenated oil|shortening|interesterified fat => 1516 ~ animal vegetable fats oils hydrogenated
cooking fat|vegetable ghee|edible oil blend => 1517 ~ margarine edible mixtures preparations fats oils
boiled oil|oxidised oil|epoxidised oil => 151800 ~ fats oils boiled oxidised
beeswax|insect wax|spermaceti|carnauba wax|candelilla wax|vegetable wax => 1521 ~ vegetable waxes beeswax insect waxes spermaceti
degras|oil foots|soapstocks => 152200 ~ degras residues fatty substances
# ---------------------------------------------------------------- 16 meat and fish preparations
salami|hot dogs|frankfurters|chorizo|pepperoni|bologna|blood sausage => 160100 ~ sausages similar products meat
canned meat|luncheon meat|corned beef|spam|meatballs|pate|liver pate|chicken nuggets|canned chicken|cooked ham|meat preparations|beef jerky|pork floss => 1602 ~ prepared preserved meat meat offal
meat extract|meat juice|fish extract => 160300 ~ extracts juices meat fish
canned tuna|tuna in oil|canned sardines|canned salmon|canned mackerel|canned fish|fish sticks|fish fingers|fish balls|fish cakes|caviar|fish roe|salmon roe|caviar substitutes => 1604 ~ prepared preserved fish caviar caviar substitutes
canned crab|canned shrimp|cooked shrimp|shrimp paste|canned clams|prepared mussels|prepared octopus|canned oysters => 1605 ~ crustaceans molluscs prepared preserved
# ---------------------------------------------------------------- 17 sugar and confectionery
sugar|cane sugar|beet sugar|white sugar|brown sugar|raw sugar|icing sugar|powdered sugar|sucrose|sugar cubes => 1701 ~ cane beet sugar chemically pure sucrose solid
glucose|dextrose|fructose|lactose|maltose|glucose syrup|corn syrup|maple syrup|invert sugar|artificial honey|maltodextrin => 1702 ~ sugars lactose maltose glucose fructose syrups artificial honey caramel
molasses|cane molasses => 1703 ~ molasses extraction refining sugar
candy|candies|sweets|gummy|gummy bears|jelly beans|toffee|toffees|licorice candy|cotton candy|nougat|fudge|mints|pastilles|cough drops|jelly candy|sugar confectionery => 1704 ~ sugar confectionery not containing cocoa
chewing gum|bubble gum => 170410 ~ chewing gum
# ---------------------------------------------------------------- 18 cocoa
cocoa beans|cacao beans|cocoa nibs|cacao nibs => 180100 ~ cocoa beans whole broken raw roasted
cocoa shells|cocoa husks => 180200 ~ cocoa shells husks skins waste
cocoa paste|cocoa liquor|cocoa mass => 1803 ~ cocoa paste
cocoa butter|cacao butter => 180400 ~ cocoa butter fat oil
cocoa powder|cacao powder => 180500 ~ cocoa powder not containing added sugar
chocolate|chocolates|chocolate bar|chocolate bars|dark chocolate|milk chocolate|pralines|truffles chocolate|chocolate chips|hot chocolate|chocolate spread|cocoa drink mix => 1806 ~ chocolate food preparations containing cocoa
# ---------------------------------------------------------------- 19 cereal preparations, bakery
infant formula|baby formula|baby milk powder|baby cereal|batter mix|dough mix|pizza dough => 1901 ~ malt extract food preparations flour groats infant use dough mixes
pasta|spaghetti|macaroni|penne|lasagna|noodles|instant noodles|ramen|udon|soba|vermicelli|glass noodles|couscous|dumplings|ravioli|tortellini|gnocchi|wontons => 1902 ~ pasta cooked uncooked stuffed spaghetti macaroni noodles lasagne gnocchi ravioli couscous
tapioca|tapioca pearls|boba pearls|sago pearls => 190300 ~ tapioca substitutes prepared starch flakes grains pearls
breakfast cereal|cereal|granola|puffed rice|rice cakes puffed|cereal bars|granola bar|oat bars|popcorn popped|parboiled grains => 1904 ~ prepared foods swelling roasting cereals corn flakes bulgur
bread|breads|toast|baguette|bagels|croissant|croissants|rolls bread|tortillas|pita|naan|crispbread|rusks|biscuits|cookies|crackers|wafers|waffles|cake|cakes|cupcakes|muffins|brownies|donuts|doughnuts|pastry|pastries|pies|pie|tarts|pretzels|gingerbread|communion wafers|rice crackers|ice cream cones|frozen pizza|mooncakes|sponge cake => 1905 ~ bread pastry cakes biscuits bakers wares
# ---------------------------------------------------------------- 20 vegetable and fruit preparations
pickles|pickled cucumbers|pickled vegetables|gherkins vinegar|pickled onions|capers|kimchi vinegar|pickled ginger|olives in vinegar => 2001 ~ vegetables fruit preserved vinegar acetic acid
tomato paste|tomato puree|canned tomatoes|peeled tomatoes|passata|sun dried tomatoes => 2002 ~ tomatoes prepared preserved
canned mushrooms|preserved mushrooms|truffles preserved => 2003 ~ mushrooms truffles prepared preserved
french fries|frozen fries|frozen potatoes|hash browns|potato wedges => 200410 ~ potatoes prepared preserved frozen
potato chips|potato crisps|crisps|vegetable crisps|canned vegetables|canned corn|sweet corn|canned peas|canned beans|baked beans|sauerkraut|kimchi|bamboo shoots|canned olives|vegetable chips => 2005 ~ vegetables prepared preserved not frozen
candied fruit|glace cherries|candied peel|crystallised ginger => 200600 ~ vegetables fruit nuts preserved sugar drained glace crystallised
jam|jams|marmalade|fruit puree|fruit paste|apple sauce|applesauce|fruit spread|chestnut puree => 2007 ~ jams fruit jellies marmalades fruit nut puree pastes
peanut butter|roasted peanuts|roasted nuts|salted nuts|mixed nuts|roasted almonds|canned fruit|canned peaches|fruit cocktail|canned pineapple|pie filling|fruit cups|coated nuts|honey roasted peanuts|trail mix => 2008 ~ fruit nuts edible parts plants prepared preserved
juice|juices|fruit juice|grape juice|tomato juice|lemon juice|vegetable juice|juice concentrate|coconut water|grapefruit juice|cranberry juice => 2009 ~ fruit juices vegetable juices unfermented
# ---------------------------------------------------------------- 21 miscellaneous edible preparations
soluble coffee|coffee extract|coffee concentrate|coffee mix|3 in 1 coffee|chicory roasted|tea extract|instant tea|iced tea powder => 2101 ~ extracts essences concentrates coffee tea mate
yeast|dry yeast|active dry yeast|instant yeast|baker's yeast|nutritional yeast|baking powder|sourdough starter => 2102 ~ yeasts active inactive baking powders
soy sauce|ketchup|tomato ketchup|prepared mustard|mayonnaise|hot sauce|chili sauce|sriracha|bbq sauce|barbecue sauce|salad dressing|pasta sauce|curry paste|fish sauce|oyster sauce|hoisin sauce|teriyaki sauce|worcestershire sauce|pesto|salsa|chutney|chutneys|relish|seasoning|seasonings|condiment|condiments|mixed seasoning|bouillon powder|spice paste|gochujang|sauce|sauces => 2103 ~ sauces preparations mixed condiments mixed seasonings mustard flour
soup|soups|bouillon|stock cubes|instant soup|soup mix|miso soup|homogenised food preparations => 2104 ~ soups broths preparations homogenised composite food
ice cream|gelato|sorbet|frozen yogurt|popsicles|ice pops|ice lolly => 210500 ~ ice cream edible ice
whey protein|protein shake|protein bar|dietary supplement|food supplement|supplements|multivitamin gummies|meal replacement|energy gel|pre workout|collagen powder|tofu|flavoring syrup|syrup flavored|jelly powder|drink powder|electrolyte powder|sweetener|stevia|tabletop sweetener|bubble tea|konjac jelly|food preparation => 2106 210690:0.6 ~ food preparations not elsewhere specified included
textured protein|soy protein|textured vegetable protein|protein concentrate|protein concentrates => 210610 ~ protein concentrates textured protein substances
# ---------------------------------------------------------------- 22 beverages, spirits, vinegar
spring water|drinking water|bottled water|sparkling water|ice cubes => 2201 ~ waters natural artificial mineral aerated ice snow
soft drink|soft drinks|soda|sodas|cola|lemonade|energy drink|energy drinks|sports drink|flavored water|iced tea|tonic water|carbonated drink|soy milk|oat milk|almond milk|plant milk|non alcoholic beverage|kombucha => 2202 ~ waters containing added sugar sweetening flavoured non-alcoholic beverages
non alcoholic beer|alcohol free beer|low alcohol beer => 220291 ~ non-alcoholic beer
beer|lager|ale|stout|craft beer|pilsner => 220300 ~ beer made malt
wine|red wine|white wine|rose wine|sparkling wine|champagne|prosecco|cava|port wine|sherry|grape must => 2204 ~ wine fresh grapes fortified grape must
vermouth|flavoured wine => 2205 ~ vermouth wine fresh grapes flavoured
cider|perry|mead|sake|rice wine|fruit wine|hard cider => 220600 ~ fermented beverages cider perry mead sake
ethanol|ethyl alcohol|denatured alcohol|undenatured alcohol|bioethanol|fuel ethanol => 2207 ~ undenatured ethyl alcohol denatured spirits
whisky|whiskey|bourbon|scotch|vodka|gin|rum|brandy|cognac|tequila|mezcal|liqueur|liqueurs|spirits|grappa|schnapps|soju|baijiu|absinthe|bitters => 2208 ~ undenatured ethyl alcohol spirits liqueurs spirituous beverages
vinegar|balsamic vinegar|apple cider vinegar|rice vinegar => 220900 ~ vinegar substitutes vinegar acetic acid
# ---------------------------------------------------------------- 23 residues, animal feed
bran|wheat bran|rice bran|sharps => 2302 ~ bran sharps residues
beet pulp|bagasse|brewers grains|distillers grains|ddgs|corn gluten feed => 2303 ~ residues starch manufacture beet-pulp bagasse brewing distilling dregs
soybean meal|soy meal|oilcake|oil cake|press cake|sunflower meal|rapeseed meal|cottonseed meal => 2304 2306:0.6 ~ oilcake solid residues extraction
dog food|cat food|pet food|dog treats|cat treats|dog biscuits|dog chews|rawhide chews|cat litter food|pet treats|kibble|wet cat food => 230910 ~ dog cat food put up retail sale
animal feed|livestock feed|poultry feed|fish feed|cattle feed|bird food|bird seed|premix feed|feed additive|feed supplement => 230990 ~ preparations animal feeding
# ---------------------------------------------------------------- 24 tobacco, nicotine
tobacco leaf|raw tobacco|unmanufactured tobacco|tobacco leaves|tobacco refuse => 2401 ~ unmanufactured tobacco tobacco refuse
cigar|cigars|cigarillos|cheroots => 240210 ~ cigars cheroots cigarillos containing tobacco
cigarette|cigarettes => 240220 ~ cigarettes containing tobacco
pipe tobacco|smoking tobacco|rolling tobacco|shisha tobacco|hookah tobacco|molasses tobacco => 240311 240319 ~ smoking tobacco water pipe tobacco
chewing tobacco|snuff|snus|homogenised tobacco|reconstituted tobacco => 2403 ~ manufactured tobacco chewing snuff homogenised reconstituted
heated tobacco|heat sticks|iqos sticks|tobacco sticks => 240411 ~ products containing tobacco inhalation without combustion
e liquid|e liquids|eliquid|vape juice|vape liquid|nicotine salt|nicotine liquid|vape pods filled|prefilled pods|disposable vape => 240412 854340:0.4 ~ products containing nicotine inhalation without combustion
nicotine pouches|nicotine gum|nicotine patches|nicotine lozenges => 240491 ~ nicotine products oral application
`;
