/**
 * Seventeenth-pass lexicon additions, written from the misses of a third independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R17A_LEXICON = String.raw`
# ---- 05 animal products unfit for human consumption
feeder mice|feeder rats|pinkie mice|reptile food mice|snake food mice => 051199 ~ animal products dead animals chapter 1 unfit human consumption
# ---- 20 nuts otherwise prepared, juices
caramelized walnuts|glazed walnuts|honey roasted walnuts|caramelized pecans|glazed pecans|candied almonds|caramelized almonds => 200819 ~ nuts otherwise prepared preserved sugar
mixed juice|mixed juice concentrate|mixed fruit juice concentrate|fruit and vegetable juice|tropical juice blend|carrot apple juice|apple carrot juice => 200990 ~ mixtures of juices
# ---- 22 drinks
dealcoholised beer|dealcoholized beer|alcohol removed beer => 220291 ~ non-alcoholic beer
sorghum spirit|sorghum liquor|sorghum baijiu|kaoliang|kaoliang liquor|moutai|maotai => 220890 ~ spirituous beverages other
# ---- 24 tobacco
unstemmed tobacco|flue cured tobacco leaf => 240110 240120:0.4 ~ tobacco not stemmed stripped
destemmed tobacco => 240120 ~ tobacco partly wholly stemmed stripped
# ---- 28 silicates
potassium silicate solution|potassium water glass|lithium silicate|lithium silicate solution => 283990 ~ silicates other
# ---- 29 organic chemicals
sodium phenolate|sodium phenoxide|phenol sodium salt|sodium phenate|potassium phenolate => 290711 ~ phenol hydroxybenzene salts
triphenyl phosphite|diphenyl phosphite|trisnonylphenyl phosphite|nonylphenyl phosphite|butylphenyl phosphite|triisodecyl phosphite|tridecyl phosphite|phosphite antioxidant|diphenyl isodecyl phosphite|tributyl phosphite => 292029 ~ phosphite esters salts
furanylfentanyl|acetylfentanyl|butyrfentanyl|acrylfentanyl|ocfentanil|valerylfentanyl|fentanyl analogue|fentanyl analog => 293492 ~ other fentanyls derivatives
sufentanil|sufentanil citrate => 293491 ~ sufentanil salts
n-mefose => 293540 ~ n-(2-hydroxyethyl)-n-methylperfluorooctane sulphonamide
# ---- 32 chromium pigments
lead chromate molybdate|lead sulfochromate => 320620 ~ pigments preparations based chromium compounds
# ---- 34 surfactants
esterquat|ester quat|quaternary ammonium surfactant => 340241 ~ organic surface-active agents cationic
# ---- 39 plastics
hydroxyl modified vinyl resin|carboxyl modified vinyl resin|vinyl chloride terpolymer|vinyl terpolymer resin => 390440 390430:0.4 ~ other vinyl chloride copolymers
pvdc powder => 390450 ~ vinylidene chloride polymers
bottle grade polyester chips|pet bottle resin|polyester bottle chips => 390761 390769:0.4 ~ poly(ethylene terephthalate) viscosity number 78 ml/g or higher
cellulose propionate|cellulose acetate propionate|cellulose acetate butyrate|cellulose acetobutyrate => 391290 ~ cellulose chemical derivatives primary forms other
pet scrap => 391590 391520:0.3 391530:0.3 ~ waste parings scrap other plastics
nylon6 rod|polyamide rod => 391690 ~ monofilament rods sticks profile shapes other plastics
shirred casings => 391710 ~ artificial guts sausage casings hardened protein
eva foam board => 392119 ~ plates sheets film cellular other plastics
fruit punnet => 392310 ~ boxes cases crates plastics
self adhesive seal bags => 392329 ~ sacks bags other plastics
injection molded pallet => 392390 ~ articles conveyance packing goods plastics
plastic file folder|plastic document folder|button snap folder|snap file folder|document file folder|clear document folder => 392610 482030:0.3 ~ office school supplies plastics
# ---- 40 rubber
balata gum => 400130 ~ balata gutta-percha guayule chicle natural gums
uncured rubber compound|nitrile rubber compound|natural rubber compound => 400599 400510:0.5 400591:0.3 ~ compounded rubber unvulcanised primary forms other
textile reinforced rubber hose|polyester braided rubber hose|compressor hose => 400931 400932:0.5 ~ tubes pipes hoses vulcanised rubber reinforced textile materials without fittings
# ---- 41 crust leather
kangaroo crust|kangaroo leather crust|crust kangaroo leather|deer crust|deerskin crust|crust deerskin|ostrich crust|crust ostrich skins|ostrich skin crust => 410692 ~ crust hides skins other animals dry state
# ---- 44 wood
pine wood chips|softwood chips|spruce chips|spruce wood chips|coniferous wood chips => 440121 440122:0.4 ~ wood chips particles coniferous
birch veneer logs|birch sawlogs|birch roundwood|birch round wood => 440395 440396:0.4 ~ wood birch rough cross-sectional 15 cm or more
# ---- 47 pulp
sugarcane pulp => 470692 470691:0.6 470693:0.3 ~ pulps other fibrous cellulosic material
straw mechanical pulp|wheat straw mechanical pulp|bagasse mechanical pulp => 470691 ~ pulps other fibrous cellulosic material mechanical
`;
