/**
 * Lexicon, Sections I–IV (chapters 1–24): animals, vegetable products, fats, foodstuffs,
 * beverages, tobacco. Hand-written from general knowledge of the HS; format as in ../lexicon.ts.
 */
export const FOOD_LEXICON = String.raw`
# ---------------------------------------------------------------- 01 live animals
live bird|live birds|parrot|parrots|budgie|canary|pet bird => 010632 0106:0.6 ~ birds live psittaciformes
live reptile|reptiles|live snake|live turtle => 010620 ~ reptiles live
live insects|silkworms|crickets live => 010649 010641:0.3 ~ insects live
bees live|honey bees|live bees => 010641 ~ insects bees live
live rabbit|live rabbits => 010614 010619:0.5 ~ rabbits hares mammals live
ornamental fish|aquarium fish|goldfish|betta fish|tropical fish => 030111 030119:0.5 ~ ornamental fish live
live fish => 0301 ~ live fish
# ---------------------------------------------------------------- 02 meat
offal|beef liver|chicken liver|tripe|ox tongue|edible offal => 0206:0.8 020714:0.4 ~ edible offal
poultry meat => 0207 ~ meat edible offal poultry
frozen chicken|frozen chicken wings => 020714 020712:0.6 ~ fowls gallus domesticus frozen cuts
salted meat|dried meat|smoked meat => 0210 ~ meat salted brine dried smoked
# ---------------------------------------------------------------- 03 fish and seafood
tuna loin|yellowfin|skipjack => 0302:0.4 0303:0.5 0304:0.4 160414:0.4 ~ tunas fish
cod|haddock|pollock|hake|tilapia|catfish|pangasius|basa|trout|carp|mackerel|herring|sardine|sardines|anchovy|anchovies|sea bass|sea bream|halibut|sole fish|flounder|swordfish|eel|eels => 0302:0.5 0303:0.6 0304:0.5 ~ fish fresh chilled frozen
fish fillet|fish fillets|fillets fish|frozen fillets|fish meat|surimi => 0304 ~ fish fillets fish meat
dried fish|salted fish|smoked fish => 0305 ~ fish dried salted smoked
shrimp|shrimps|prawn|prawns|frozen shrimp|frozen prawns|krill => 0306:0.7 030617:0.6 ~ shrimps prawns crustaceans
crayfish => 0306 ~ lobsters crabs crustaceans
whelk => 0307 ~ molluscs oysters mussels scallops squid octopus clams
fish meal|fish flour|fish powder => 230120 030990:0.3 ~ flours meals pellets fish
# ---------------------------------------------------------------- 04 dairy, eggs, honey
cheese => 0406 ~ cheese curd
honey|raw honey|manuka honey|honeycomb => 040900 ~ natural honey
# ---------------------------------------------------------------- 05 animal products
human hair unworked|raw human hair|hair waste => 050100 ~ human hair unworked
animal casings|sausage casings|natural casings|animal guts => 050400 ~ guts bladders stomachs animals
seashells|cuttlebone|sea shells => 050800 ~ coral shells molluscs crustaceans echinoderms cuttle-bone
natural sponge|sea sponge|natural sponges => 051000:0.3 0511:0.3 ~ sponges natural animal origin
ambergris|civet|musk|bile|cantharides => 051000 ~ ambergris castoreum civet musk glands
semen|animal semen => 0511 ~ animal products bovine semen
# ---------------------------------------------------------------- 06 plants, flowers
foliage|branches|moss|lichens => 0604 ~ foliage branches parts plants grasses mosses lichens
# ---------------------------------------------------------------- 07 vegetables
tomato|tomatoes|cherry tomatoes => 070200 ~ tomatoes fresh chilled
spring onions|scallions => 0703 ~ onions shallots garlic leeks alliaceous vegetables
cucumber|cucumbers|gherkins => 070700 ~ cucumbers gherkins
frozen vegetables => 0710 ~ vegetables uncooked cooked steaming boiling water frozen
dried beans => 0713 ~ dried leguminous vegetables shelled
# ---------------------------------------------------------------- 08 fruit and nuts
citrus fruit => 0805 ~ citrus fruit fresh dried
frozen fruit => 0811 ~ fruit nuts uncooked cooked frozen
dried fruit|dried fruits => 0813 ~ fruit dried mixtures nuts dried fruits
citrus peel|orange peel|melon peel => 081400 ~ peel citrus fruit melons
# ---------------------------------------------------------------- 09 coffee, tea, spices
green coffee|coffee beans green|unroasted coffee => 090111 ~ coffee not roasted not decaffeinated
roasted coffee|coffee grounds|espresso beans|whole bean coffee => 090121 ~ coffee roasted not decaffeinated
decaf coffee|decaffeinated coffee => 090122 ~ coffee roasted decaffeinated
coffee capsules|coffee pods|k cups|coffee husks => 0901 210112:0.3 ~ coffee
sencha|jasmine tea => 090210 090220 ~ green tea not fermented
oolong|pu erh|puerh|earl grey|english breakfast tea|tea bags|teabags => 090230 090240 ~ black tea fermented partly fermented
yerba mate => 090300 ~ mate
cinnamon sticks => 0906 ~ cinnamon cinnamon-tree flowers
# ---------------------------------------------------------------- 10-11 cereals, milling
starch => 1108 ~ starches inulin
wheat gluten|vital wheat gluten => 110900 ~ wheat gluten
# ---------------------------------------------------------------- 12 oil seeds, seeds, plants
copra => 120300 ~ copra
seeds for sowing|plant seeds|garden seeds|tree seeds => 1209 ~ seeds fruit spores sowing
cereal straw|husks => 121300 ~ cereal straw husks
# ---------------------------------------------------------------- 13-14 gums, vegetable materials
# ---------------------------------------------------------------- 15 fats and oils
lard oil|lard stearin => 150300 ~ lard stearin lard oil oleostearin
krill oil => 1504 ~ fats oils fish marine mammals
shortening => 1516 ~ animal vegetable fats oils hydrogenated
boiled oil|oxidised oil|epoxidised oil => 151800 ~ fats oils boiled oxidised
degras|oil foots|soapstocks => 152200 ~ degras residues fatty substances
# ---------------------------------------------------------------- 16 meat and fish preparations
salami|hot dogs|frankfurters|chorizo|pepperoni|bologna|blood sausage => 160100 ~ sausages similar products meat
canned meat|meatballs|pate|meat preparations => 1602 ~ prepared preserved meat meat offal
meat extract|meat juice|fish extract => 160300 ~ extracts juices meat fish
canned fish|fish roe => 1604 ~ prepared preserved fish caviar caviar substitutes
# ---------------------------------------------------------------- 17 sugar and confectionery
brown sugar => 1701 ~ cane beet sugar chemically pure sucrose solid
sweets => 1704 ~ sugar confectionery not containing cocoa
bubble gum => 170410 ~ chewing gum
# ---------------------------------------------------------------- 18 cocoa
cocoa beans|cacao beans|cocoa nibs|cacao nibs => 180100 ~ cocoa beans whole broken raw roasted
cocoa shells|cocoa husks => 180200 ~ cocoa shells husks skins waste
cocoa butter|cacao butter => 180400 ~ cocoa butter fat oil
cocoa powder|cacao powder => 180500 ~ cocoa powder not containing added sugar
chocolate|chocolates|dark chocolate|milk chocolate => 1806 ~ chocolate food preparations containing cocoa
# ---------------------------------------------------------------- 19 cereal preparations, bakery
gnocchi => 1902 ~ pasta cooked uncooked stuffed spaghetti macaroni noodles lasagne gnocchi ravioli couscous
tapioca|tapioca pearls|boba pearls|sago pearls => 190300 ~ tapioca substitutes prepared starch flakes grains pearls
cereal|cereal bars|granola bar|oat bars|parboiled grains => 1904 ~ prepared foods swelling roasting cereals corn flakes bulgur
# ---------------------------------------------------------------- 20 vegetable and fruit preparations
sun dried tomatoes => 2002 ~ tomatoes prepared preserved
french fries|frozen fries|frozen potatoes|hash browns|potato wedges => 200410 ~ potatoes prepared preserved frozen
candied fruit|glace cherries|candied peel|crystallised ginger => 200600 ~ vegetables fruit nuts preserved sugar drained glace crystallised
juice|juices|fruit juice|juice concentrate => 2009 ~ fruit juices vegetable juices unfermented
# ---------------------------------------------------------------- 21 miscellaneous edible preparations
ice cream|gelato|sorbet|frozen yogurt|popsicles|ice pops|ice lolly => 210500 ~ ice cream edible ice
whey protein|protein shake|protein bar|dietary supplement|food supplement|supplements|multivitamin gummies|meal replacement|energy gel|pre workout|collagen powder|tofu|flavoring syrup|syrup flavored|jelly powder|drink powder|electrolyte powder|sweetener|stevia|tabletop sweetener|bubble tea|konjac jelly|food preparation => 2106 210690:0.6 ~ food preparations not elsewhere specified included
textured protein|soy protein|textured vegetable protein|protein concentrate|protein concentrates => 210610 ~ protein concentrates textured protein substances
# ---------------------------------------------------------------- 22 beverages, spirits, vinegar
non alcoholic beer|alcohol free beer|low alcohol beer => 220291 ~ non-alcoholic beer
beer|lager|ale|stout|craft beer|pilsner => 220300 ~ beer made malt
cider|perry|mead|sake|rice wine|fruit wine|hard cider => 220600 ~ fermented beverages cider perry mead sake
vinegar|balsamic vinegar|apple cider vinegar|rice vinegar => 220900 ~ vinegar substitutes vinegar acetic acid
# ---------------------------------------------------------------- 23 residues, animal feed
oilcake|oil cake|press cake => 2304 2306:0.6 ~ oilcake solid residues extraction
dog food|cat food|pet food|dog treats|cat treats|dog biscuits|dog chews|rawhide chews|cat litter food|pet treats|kibble|wet cat food => 230910 ~ dog cat food put up retail sale
animal feed|livestock feed|poultry feed|fish feed|cattle feed|bird food|bird seed|premix feed|feed additive|feed supplement => 230990 ~ preparations animal feeding
# ---------------------------------------------------------------- 24 tobacco, nicotine
tobacco leaf|raw tobacco|unmanufactured tobacco|tobacco leaves => 2401 ~ unmanufactured tobacco tobacco refuse
cigarillos|cheroots => 240210 ~ cigars cheroots cigarillos containing tobacco
pipe tobacco|smoking tobacco|rolling tobacco|shisha tobacco|hookah tobacco|molasses tobacco => 240311 240319 ~ smoking tobacco water pipe tobacco
heated tobacco|heat sticks|iqos sticks|tobacco sticks => 240411 ~ products containing tobacco inhalation without combustion
e liquid|e liquids|eliquid|vape juice|vape liquid|nicotine salt|nicotine liquid|vape pods filled|prefilled pods|disposable vape => 240412 854340:0.4 ~ products containing nicotine inhalation without combustion
nicotine pouches|nicotine gum|nicotine lozenges => 240491 ~ nicotine products oral application
`;
