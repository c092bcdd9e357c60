/**
 * Fourteenth-pass lexicon additions, written like the eighth to twelfth passes from marketplace-
 * and ruling-style descriptions of a sixth random sample of HS subheadings, without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R14A_LEXICON = String.raw`
# ---- 05 feathers, not further worked
pheasant tail feathers|goose feathers|rooster hackle|guinea fowl feathers|chicken feathers|feather waste|feather powder => 050590 670100:0.5 ~ feathers parts birds not further worked cleaned disinfected
# ---- 08 fresh pears
korean pear|chinese pear|ya pear|fragrant pear|crown pear|packham pear|williams pear|anjou pear|bosc pear|forelle pear => 080830 ~ pears fresh
# ---- 20 juices by Brix
lime juice concentrate|concentrated lime juice|concentrated lemon juice|lemon concentrate|lime concentrate|frozen lemon concentrate => 200939 ~ juice single citrus fruit Brix exceeding 20
concentrated apple juice|apple concentrate|clear apple juice concentrate => 200979 ~ juice apple Brix exceeding 20
nfc apple juice|apple juice nfc => 200971 ~ juice apple Brix not exceeding 20
# ---- 29 organic chemicals
toluenesulfonate|toluene sulfonate|xylenesulfonate|cumenesulfonate|benzenesulfonate|methanesulfonate sodium => 290410 ~ derivatives hydrocarbons only sulpho groups salts
sodium xylene sulfonate|sodium xylenesulfonate|sodium xylene sulphonate|xylene sulfonic acid|sodium toluene sulfonate|sodium toluenesulfonate|sodium tosylate|toluenesulfonic acid|tosic acid|sodium cumene sulfonate|sodium cumenesulfonate|cumene sulfonic acid|methanesulfonic acid|methane sulfonic acid|benzenesulfonic acid|benzene sulfonic acid => 290410 ~ derivatives hydrocarbons only sulpho groups salts ethyl esters
ammonium perfluorooctane sulfonate|ammonium perfluorooctane sulphonate|ammonium perfluorooctanesulfonate|ammonium perfluorooctanesulphonate|apfos|pfos ammonium salt => 290432 ~ ammonium perfluorooctane sulphonate
hydroquinone powder|hydroquinone crystals|quinol powder => 290722 ~ hydroquinone quinol salts
coq10 powder|coenzyme q10 powder|ubidecarenone powder|ubiquinone powder => 291462 ~ quinones coenzyme q10 ubidecarenone
# ---- 36 percussion caps
shotshell primers => 360330 930690:0.3 ~ percussion caps
# ---- 40 inflatable articles of rubber
inflatable pipe plug|pipe plugging airbag|inflatable pipe stopper|pneumatic pipe plug|pipe test plug|inflatable test plug|pipe plugging bag|inflatable plug|marine airbag|ship launching airbag|boat launching airbag|salvage airbag|rescue lifting bag|air lifting bag|inflatable rubber dam => 401695 ~ inflatable articles vulcanised rubber non-cellular
rubber airbag|inflatable rubber pipe plug|sewer pipe stopper|pipe test ball => 401695 401699:0.3 ~ inflatable articles vulcanised rubber non-cellular
# ---- 44 wood
beech round logs|beech sawlogs|beech saw logs|european beech logs|beech roundwood|fagus logs => 440393 440394:0.4 ~ wood beech fagus in the rough
pine blockboard|pine faced blockboard|coniferous blockboard => 441259 ~ blockboard laminboard battenboard both outer plies coniferous wood
okoume blockboard|meranti blockboard|bintangor blockboard => 441251 ~ blockboard laminboard battenboard outer layer tropical wood
poplar blockboard|birch blockboard|falcata blockboard => 441252 ~ blockboard laminboard battenboard outer ply non-coniferous wood
glue laminated timber|glue laminated beam|laminated timber beam|glulam timber => 441881 ~ engineered structural timber glue-laminated timber glulam
# ---- 48 kraft paperboard
bleached kraft cardboard|uncoated bleached kraft board => 480442 480452:0.5 480441:0.2 ~ kraft paperboard uncoated bleached uniformly 150 225 g/m2
# ---- 55 yarn of synthetic staple fibres mixed with cotton
nylon cotton yarn|nylon cotton blend yarn|polyamide cotton yarn|nyco yarn|polypropylene cotton yarn => 550992 ~ yarn synthetic staple fibres mixed mainly solely cotton not put up retail sale
tc yarn|polyester cotton blend yarn|poly cotton blended yarn|tc blended yarn => 550953 5206:0.3 ~ yarn polyester staple fibres mixed mainly solely cotton
# ---- 58 woven pile fabrics
polyester velvet|polyester velvet fabric|nylon velvet|rayon velvet|viscose velvet|silk rayon velvet => 580137 600192:0.3 ~ woven warp pile fabrics man-made fibres
cotton velvet fabric => 580127 ~ woven warp pile fabrics cotton
# ---- 63 camping goods
pneumatic mattress|pneumatic camping mattress => 630640 392690:0.3 ~ camping goods pneumatic mattresses
# ---- 73 gas appliances
propane fire pit|gas fire pit|gas fire pit table|propane fire pit table|propane fire table|gas fire table|propane fire bowl|gas fire bowl|gas firepit|propane firepit|natural gas fire pit => 732181 761699:0.2 ~ domestic appliances gas fuel iron steel
# ---- 74-75 copper and nickel
continuous cast copper rod|electrolytic copper wire rod|copper rod coil => 740811 ~ wire refined copper cross-sectional dimension exceeding 6 mm
nickel alloy ingot|inconel ingot|monel ingot|hastelloy ingot|nickel base alloy ingot|inconel remelt => 750220 ~ nickel unwrought alloys
# ---- 84 machinery
jacketed reaction kettle|reaction kettle|stainless steel reactor|jacketed vessel reactor => 841989 847982:0.3 ~ machinery plant treating materials change temperature
jacketed reaction vessel|jacketed reactor vessel => 841989 ~ machinery plant treating materials change temperature
spinning top roller|drafting roller|bottom fluted roller|fluted roller spinning|spinning top arm|weighting arm spinning|ring frame spare parts|ring spinning parts|spinning frame parts => 844839 844833:0.3 ~ parts accessories machines heading 8445 spinning
rapier tape|rapier band|rapier head|rapier wheel|loom shuttle|weaving shuttle|loom temple|temple roller loom|loom spare parts|weaving machine parts|loom accessories => 844849 844842:0.2 ~ weaving machines looms parts accessories
sinker edm|die sinking edm|die sinker edm|edm die sinker|edm drilling machine|small hole edm|edm hole drilling|wire cut edm|electrical discharge machine|spark eroding machine => 845630 ~ machine-tools electro-discharge processes
way type unit head|unit head machine|drilling power head|drilling unit head|tapping power head|milling power head|drilling power unit|self feed drilling unit => 845910 ~ way-type unit head machines drilling boring milling tapping
manual bending brake|manual sheet metal brake|manual sheet metal bender|manual folding machine|hand folding machine|manual metal folder|non cnc press brake|torsion bar press brake|torsion press brake|hydraulic folding machine|manual plate bending machine => 846229 846290:0.3 ~ machine-tools bending folding metal not numerically controlled
optical character reader|optical mark reader|optical character recognition reader => 847190 ~ magnetic optical readers
cold drink vending machine|soda vending machine|bottle vending machine|cold beverage vending machine|juice vending machine|tea vending machine => 847621 ~ automatic beverage-vending machines heating refrigerating devices
tire curing press|tire retreading|tire buffing machine|tread building machine|retreading equipment => 847751 ~ machinery moulding retreading pneumatic tyres
lcd production line|oled evaporation|oled evaporation system|fpd manufacturing equipment|lcd panel manufacturing equipment => 848630 ~ machines manufacture flat panel displays
# ---- 89 inflatable pleasure boats over 100 kg
rigid hull inflatable boat|rigid hull inflatable|hypalon rib|hypalon rib boat|fiberglass rib boat|fibreglass rib boat|aluminum hull rib|aluminum rib boat|center console rib => 890319 890311:0.3 ~ vessels pleasure sports inflatable rigid hull exceeding 100 kg
# ---- 94 furniture parts
bed frame support legs|bed center support legs|center support legs|bed frame center support|bed support legs|metal bed frame parts|bed frame replacement parts => 940399 830242:0.3 ~ furniture parts other than wood
# ---- 05 bird skins and fly-tying feathers
pheasant skin|pheasant pelt|rooster cape|rooster saddle|hackle cape|cdc feathers|coq de leon feathers => 050590 670100:0.4 ~ skins parts birds feathers not further worked
# ---- 73 steel pipes and fittings
spiral welded piling pipe => 730539 730531:0.4 730630:0.2 ~ tubes pipes welded circular cross-section external diameter exceeding 406.4 mm
# ---- 84 textile, agricultural and metalworking machinery
foundation drilling rig => 843041 843049:0.3 ~ boring sinking machinery self-propelled
needle cage assembly => 848240 ~ needle roller bearings cage needle roller assemblies
tube mill line => 845510 ~ metal-rolling mills tube mills
# ---- 87-88 vehicles and aircraft parts
farm dump trailer|self loading wagon|self loading forage wagon|silage trailer|self unloading trailer => 871620 871639:0.3 ~ trailers self-loading self-unloading agricultural
`;
