/**
 * Sixth-pass lexicon additions, written from descriptions of a random sample of HS subheadings
 * (see the section headers), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R6B_LEXICON = String.raw`
# ---- 03 live fish, fresh fish
glass eels|elvers|eel fry|eel fingerlings|eel seedlings => 030192 ~ fish live eels anguilla
# ---- 12 oil seeds for sowing
groundnut seed|seed peanuts|planting peanuts => 120230 ~ ground-nuts seed not roasted
# ---- 20 prepared vegetables, frozen
breaded vegetables|vegetable nuggets|veggie nuggets|breaded mushrooms|battered onion rings|breaded onion rings|breaded zucchini|tempura vegetables => 200490 200599:0.3 ~ vegetables prepared preserved frozen
# ---- 28 inorganic chemicals
precipitated sulphur|colloidal sulphur|flowers of sulphur => 280200 ~ sulphur sublimed precipitated colloidal
calcium sulfite|calcium sulphite|ammonium sulfite|ammonium sulphite|potassium sulfite|potassium sulphite|ammonium bisulfite|calcium bisulfite|potassium bisulfite => 283220 ~ sulphites other than sodium
deuterated solvent|deuterated chloroform|isotope labeled => 284590 ~ isotopes compounds of such isotopes
# ---- 29 organic chemicals
methylfuran|methyltetrahydrofuran|furfurylamine|furoic acid|dimethylfuran => 293219 ~ heterocyclic compounds unfused furan ring
intermixtures of vitamins|vitamin intermixture => 293690 230990:0.4 ~ vitamins intermixtures natural concentrates
norpseudoephedrine => 293943 ~ alkaloids cathine salts
# ---- 39 plastics
poly vinyl acetate|pvac resin|pvac beads|polyvinyl acetate resin => 390519 390512:0.4 ~ poly vinyl acetate primary forms
collagen casings|cellulose casings|artificial casings|fibrous casings|synthetic casings|artificial guts => 391710 ~ artificial guts sausage casings hardened protein cellulosic materials
soft pvc sheet|flexible pvc sheet|clear vinyl sheeting|clear vinyl film|crystal pvc film|soft vinyl film => 392043 ~ polymers vinyl chloride plasticisers plates sheets film
plasticized pvc|plasticised pvc => 392043:0.3 390422:0.3 ~ polymers vinyl chloride plasticised
polymethyl methacrylate sheet|plexiglass sheet|perspex sheet|acrylic plexiglass sheet => 392051 ~ polymethyl methacrylate plates sheets
cellophane film|cello wrap => 392071 ~ regenerated cellulose sheets film
# ---- 41 hides, skins, leather
raw python skins|salted python skins|raw snake skins|dried snake skins|raw lizard skins|raw alligator skins|salted crocodile skins => 410320 ~ raw hides skins reptiles
python skins|crocodile skins|alligator skins|snake skins|lizard skins => 410320:0.6 411330 ~ reptiles hides skins leather
pigskin crust|pig crust leather|pigskin crust leather|crust pigskin|pig skin crust => 410632 ~ tanned crust swine dry state
wet blue pigskin => 410631 ~ tanned swine wet state
# ---- 42 leather gloves
sheepskin leather gloves|leather driving gloves => 420329 420321:0.2 ~ gloves mittens leather not sports
# ---- 44 wood
tropical hardwood decking|ipe decking boards|merbau decking|cumaru decking|garapa decking|bangkirai decking|balau decking|teak decking => 440922 440929:0.3 ~ tropical wood continuously shaped tongued grooved
merbau strips|unassembled parquet strips => 4409 440922:0.4 440929:0.4 ~ strips friezes parquet flooring not assembled continuously shaped
tji|tji joists|engineered wood joists => 441883 ~ engineered structural timber i beams
# ---- 48 paper
groundwood paper|uncoated groundwood|wood containing paper|uncoated mechanical paper|supercalendered paper|improved newsprint => 480261 480262:0.6 ~ uncoated paper mechanical fibre rolls
unbleached kraft board|unbleached kraft paperboard|kraft tube board|kraft core board => 4804 480451:0.5 480459:0.3 480441:0.2 ~ kraft paperboard uncoated unbleached 225 g
# ---- 54 synthetic filament yarn
pp dty|polypropylene dty|polypropylene textured yarn|pp textured yarn|pp bcf yarn|polypropylene bcf|polypropylene bcf yarn|olefin bcf yarn => 540234 ~ textured yarn polypropylene filament
uhmwpe filament yarn|pps filament yarn => 5402 540249:0.5 540269:0.4 ~ synthetic filament yarn other
# ---- 59 technical textiles
felt backed vinyl flooring|textile backed vinyl flooring|felt backed linoleum => 590490 391810:0.4 ~ floor coverings coating textile backing
card clothing fabric|card clothing foundation|card clothing base fabric|spindle covering velvet|rubberized card clothing fabric => 591110 ~ fabrics card clothing technical purposes rubber
# ---- 60 knitted fabrics
raschel knit fabric|tricot knit fabric => 6005 600536:0.3 600537:0.3 ~ warp knit fabrics galloon
# ---- 69 refractories
silicon carbide brick|sic brick|zirconia brick|zircon brick|carbon brick|graphite brick|carbon refractory block => 690290 ~ refractory bricks blocks
# ---- 70 glass
wired float glass|polished wired glass|wired polished glass => 700530 ~ wired glass sheets float polished
georgian wired glass => 700530 700320:0.6 ~ wired glass sheets
quartz boat|quartz beaker|quartz flask|fused quartz crucible => 701710 ~ laboratory glassware fused quartz silica
# ---- 72 iron and steel
tinplate scrap|tin plate scrap|tinned steel scrap|tin can scrap|tinplate waste|tinplate cuttings => 720430 ~ ferrous waste scrap tinned iron steel
pig iron granules|pig iron shot|granulated pig iron|iron shot => 720510 ~ granules pig iron
puddled iron|iron blooms => 720690 ~ primary forms iron non-alloy steel
pre painted galvanized|prepainted steel coil|prepainted galvanized coil => 721070 721240:0.3 ~ flat-rolled painted varnished coated plastics
electro galvanized steel strip|electrogalvanized strip|electro galvanized strip|eg steel strip => 721220 ~ flat-rolled width less 600mm electrolytically plated zinc
electro galvanized steel|electro galvanized coil|eg steel|secc steel => 721030 721220:0.6 ~ electrolytically plated coated zinc
chromoly bar|chromoly steel bar => 722830 722850:0.3 ~ bars rods alloy steel hot-rolled
silicomanganese steel wire|silico manganese spring wire => 722920 ~ wire silico-manganese steel
# ---- 73 steel articles
stainless steel line pipe|stainless line pipe|welded stainless line pipe|stainless steel welded line pipe => 730611 730411:0.3 ~ line pipe oil gas pipelines stainless welded
steel bar grating => 730890 ~ structures parts iron steel
ductile iron grate|ductile iron drain grate => 732599 732510:0.3 ~ cast articles iron steel other than non-malleable
# ---- 74, 81 non-ferrous
phosphor bronze foil|bronze foil|brass shim stock|copper alloy foil|beryllium copper foil => 741012 ~ foil copper alloys not backed
copper wire cloth|copper screen mesh|copper ground plate|copper earth plate => 741980 ~ articles copper cloth grill netting
niobium sputtering target|niobium target|niobium foil|vanadium rod|vanadium sheet|vanadium foil|indium sputtering target => 811299 ~ articles gallium germanium indium niobium vanadium
# ---- 82, 83 tools and fittings
farrier forge|knife making forge => 820590 841780:0.2 ~ anvils portable forges hand tools
# ---- 84 machinery
rooftop air conditioner|rooftop packaged unit|packaged rooftop unit|rooftop ac unit => 841582 ~ air conditioning machines refrigerating unit other than window wall
oil fired water heater|oil fired storage water heater|wood burning water heater|kerosene water heater|diesel water heater|solid fuel water heater => 841919 ~ water heaters non-electric storage
packing scale|batching scale => 842330 ~ constant weight scales hopper scales
forklift spare parts|forklift carriage => 843120 ~ parts machinery heading 8427
excavator spare parts|excavator bottom roller|track bottom roller|idler wheel excavator => 843149 ~ parts machinery heading 8429 8430
combine harvester parts|concave combine|baler knotter => 843390 ~ parts harvesting threshing machinery balers
mimeograph|mimeograph machine|spirit duplicator|hectograph => 847210 ~ duplicating machines
screw barrel|extruder screw|injection screw|extruder barrel|injection molding screw|extruder screw barrel => 847790 ~ parts machines heading 8477
foundry moulding box => 848010 ~ moulding boxes metal foundry
# ---- 85 electrical
pmdc motor|permanent magnet dc motor => 850131 850132:0.4 ~ dc motors output
direct current motor|dc traction motor|dc mill motor => 8501 850131:0.3 850132:0.3 850133:0.3 850134:0.3 ~ dc motors
solar charger|portable solar charger|foldable solar charger|usb solar panel|solar panel charger => 850171 854143:0.4 850760:0.2 ~ photovoltaic dc generators output not exceeding 50w
oil immersed transformer|oil immersed power transformer|oil filled transformer|liquid filled transformer|liquid immersed transformer => 8504 850421:0.4 850422:0.4 850423:0.4 ~ liquid dielectric transformers
electromagnetic door holder|magnetic door holder|door holder magnet|em lock => 850590 830140:0.3 ~ electro-magnets holding devices
water activated battery|thermal battery|nickel oxyhydroxide battery|oxyride battery|magnesium battery|seawater battery => 850680 ~ primary cells batteries other
resistance welding machine|resistance welder|seam welding machine|seam welder|projection welding machine|projection welder => 8515 851521:0.6 851529:0.4 ~ resistance welding machines metal
empty electrical enclosure|electrical panel enclosure|control panel enclosure|switchboard enclosure|distribution board enclosure|empty control panel => 853810 ~ parts boards panels cabinets not equipped apparatus
# ---- 87 vehicles
baggage tractor|tow tractor|electric tugger|electric platform truck|burden carrier => 870911 870919:0.4 ~ works trucks electrical tractors railway platforms
# ---- 90 photographic, optical
flashbulb|flash bulb|flashcube|magicube => 900669 ~ photographic flashlight apparatus
cinema camera cage|cine camera cage|camera film magazine|cine film magazine|cinema camera rig => 900791 900691:0.4 ~ parts accessories cinematographic cameras
# ---- 91 watch movements
incomplete watch movement|incomplete movement => 911012 ~ incomplete movements assembled
watch ebauche => 911019 ~ rough movements
# ---- 97 collectors' pieces
denarius|denarii|tetradrachm => 970531 ~ numismatic interest exceeding 100 years
# ---- extra: sample goods not yet covered
kerosene cooker|paraffin cooker|wick stove|kerosene wick stove|kerosene burner stove => 732112 ~ cooking appliances liquid fuel iron steel
seed cleaning plant|grain sorting machine|optical grain sorter|seed sorting machine => 843710 ~ machines cleaning sorting grading seed grain
# ---- 01 live horses
broodmare|pure bred horse|purebred stallion|stud stallion|registered stallion => 010121 010129:0.3 ~ horses live pure-bred breeding animals
stallion|mare|warmblood|warmblood horse|arabian horse|quarter horse => 0101 010121:0.5 010129:0.6 ~ horses live
gelding => 010129 ~ horses live other than pure-bred breeding
# ---- 03 fish
sockeye|keta salmon|masu salmon|cherry salmon|pacific salmon => 0302 030213:0.5 030311:0.5 0304:0.4 ~ pacific salmon oncorhynchus
southern blue whiting|poutassou => 0303 030368:0.6 030256:0.4 ~ blue whitings micromesistius
# ---- 39 plastics: casings, pvc film
collagen sausage casings|cellulose sausage casings|fibrous sausage casings|plastic sausage casings|artificial sausage casings => 391710 ~ artificial guts sausage casings hardened protein cellulosic
plasticized polyvinyl chloride|plasticised polyvinyl chloride|plasticized vinyl film|plasticized vinyl sheet => 392043 ~ polymers vinyl chloride plasticisers film
# ---- 63 made up textile articles
ironing board pad => 630790 ~ made up textile articles
# ---- 69 refractories
silicon carbide refractory|sic refractory|zirconia refractory|zircon refractory => 690290 ~ refractory bricks blocks other
# ---- 72 scrap
tin plated steel scrap => 720430 ~ ferrous waste scrap tinned iron steel
# ---- 73 railway material, grinding media, castings
rail fish plate|railway tie plate|railway sole plate|rail sole plate => 730240 ~ railway track construction material fish-plates sole plates
grinding media => 732591 732611:0.5 ~ grinding balls similar articles mills
ductile cast iron manhole cover => 732599 ~ cast articles iron other than non-malleable
# ---- 84 machinery
rooftop air conditioning unit|rooftop packaged air conditioner|rooftop air conditioning => 841582 ~ air conditioning machines refrigerating unit other than window wall
# ---- 90 optical, drafting
slit lamp microscope|biomicroscope => 901850 ~ ophthalmic instruments appliances
drawing table|artist drafting table => 901710 ~ drafting tables machines
# ---- 02, 13, 20, 21 food
monkey meat|smoked monkey meat|primate meat => 021091 ~ meat salted dried smoked primates
agar flakes|agar strips|agar sticks => 130231 ~ agar-agar mucilages thickeners
canned pinto beans|canned cannellini beans|canned butter beans|canned navy beans|pork and beans|beans in tomato sauce => 200551 ~ beans shelled prepared preserved not frozen
canned string beans|canned cut green beans => 200559 ~ beans prepared preserved not shelled
instant green tea|matcha latte mix|bubble tea powder => 210120 ~ extracts essences concentrates tea preparations
# ---- 29, 30 pharmaceutical
troxerutin => 293810 ~ glycosides rutoside rutin derivatives
ultrasound transmission gel|ipl gel => 300670 ~ gel preparations lubricant coupling agent medical instruments
# ---- 51, 56, 59 yarns and technical textiles
carded wool yarn|woollen yarn => 510610 510620:0.3 510910:0.3 ~ yarn carded wool
metallic gimp => 560600 ~ gimped yarn chenille yarn loop wale-yarn
# ---- 63 blankets
cotton throw blanket|cotton waffle blanket|cotton knit throw|woven cotton throw => 630130 ~ blankets travelling rugs cotton
# ---- 73, 83 fittings, tubing
braided metal hose|metal flex hose => 830710 ~ flexible tubing iron steel
# ---- 84 machinery
inground lift|four post car lift => 842541 842549:0.3 ~ jacks built-in jacking systems garages raising vehicles
crawler drilling rig => 843041 843049:0.4 ~ boring sinking machinery self-propelled
seed planter => 843239 843231:0.2 ~ seeders planters transplanters
# ---- 55 staple-fibre yarns ("staple" alone is read as stapler staples 8305)
acrylic staple yarn|acrylic staple fibre yarn => 5509 550931:0.5 550932:0.5 ~ yarn synthetic staple fibres acrylic modacrylic
polyester staple fibre yarn => 5509 550921:0.5 550922:0.5 ~ yarn synthetic staple fibres polyester
viscose staple yarn|rayon staple yarn => 5510 551011:0.5 551012:0.5 ~ yarn artificial staple fibres viscose
`;
