/**
 * Fourteenth-pass lexicon additions, written like the eighth to twelfth passes from marketplace-
 * and ruling-style descriptions of a sixth random sample of HS subheadings, without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R14C_LEXICON = String.raw`
# ---- 04 eggs
powdered whole egg|dehydrated eggs|dehydrated egg powder|freeze dried eggs|egg crystals|scrambled egg mix dried|whole egg solids => 040891 ~ birds eggs not in shell dried
# ---- 08 frozen fruit
frozen diced strawberries|quick frozen strawberries => 081110 ~ strawberries uncooked frozen
frozen mango cubes|frozen papaya|frozen guava pulp|frozen graviola pulp|frozen jackfruit|frozen avocado chunks|frozen banana slices|frozen peach slices|frozen lychee|frozen pitaya|iqf mango|iqf pineapple|iqf fruit => 081190 ~ fruit nuts uncooked frozen n.e.c.
# ---- 19-20 stuffed pasta, prepared fruit
cheese tortellini|frozen tortellini|spinach ravioli|lobster ravioli|manti dumplings|khinkali|frozen momos|dim sum dumplings => 190220 ~ pasta stuffed meat other substances
aloe vera in syrup|aloe vera jelly cubes|preserved plum|chinese preserved plums|li hing mui|dried preserved plum|salted plum|sour plum snack|seedless plum snack|preserved prunes sweet => 200899 ~ fruit edible parts plants prepared preserved sugar n.e.c.
# ---- 22 wine in bag-in-box
cask wine|wine bag in box => 220422 220429:0.3 ~ wine still containers more than 2 litres not more than 10 litres
# ---- 24 reconstituted tobacco
reconstituted tobacco sheet|homogenized tobacco sheet|cast leaf tobacco|rtl tobacco sheet => 240391 ~ tobacco homogenised reconstituted
# ---- 25-27 minerals, tar, coke
calcined dolomite|sintered dolomite|dead burned dolomite|dead burnt dolomite|doloma|burnt dolomite|dolime|fused dolomite|calcined dolomite powder => 251820 ~ dolomite calcined sintered
pyrite cinder|roasted pyrite|roasted iron pyrites|pyrite ash => 260120 ~ iron pyrites roasted
crude coal tar|dehydrated coal tar|refined coal tar|lignite tar|peat tar|shale tar|mineral tar => 270600 ~ tar distilled coal lignite peat mineral tars
carbon raiser|recarburizer|recarburiser|carburant|carbon additive steel => 271312 380110:0.4 270119:0.3 ~ petroleum coke calcined
# ---- 29 organic chemicals
xylene mixed isomers|xylene solvent|industrial xylene => 290244 ~ cyclic hydrocarbons mixed xylene isomers
dnoc|dinitro-o-cresol|dinitrocresol|dinitro methylphenol => 290892 ~ phenols derivatives dnoc dinitro-o-cresol salts
methyl cyclohexanone => 291422 ~ ketones cyclanic cyclohexanone methylcyclohexanones
vam monomer|vinyl acetate vam => 291532 ~ saturated acyclic monocarboxylic acids vinyl acetate
methyl methacrylate monomer|hema monomer|hydroxypropyl methacrylate|lauryl methacrylate|isobornyl methacrylate|ethylhexyl methacrylate|cyclohexyl methacrylate|isobutyl methacrylate|stearyl methacrylate|methacrylate monomer => 291614 ~ esters methacrylic acid unsaturated acyclic monocarboxylic
diphenylguanidine|diphenyl guanidine|dpg accelerator|di-o-tolylguanidine|ditolylguanidine|dotg accelerator|guanidine hydrochloride|guanidine carbonate|guanidine nitrate|aminoguanidine|aminoguanidine bicarbonate|polyhexamethylene biguanide|phmb => 292529 ~ imines derivatives salts guanidine
prochlorperazine|trifluoperazine|fluphenazine|promazine|chlorpromazine hydrochloride|promethazine hydrochloride|promethazine hcl|chlorpromazine hcl|thioridazine hydrochloride => 293430 ~ heterocyclic compounds phenothiazine ring-system
etfose|perfluorooctane sulfonamidoethanol|perfluorooctane sulphonamidoethanol|n-ethyl perfluorooctane sulfonamidoethanol => 293530 ~ sulphonamides n-ethyl-n-(2-hydroxyethyl) perfluorooctane sulphonamide
etfosa|n-ethyl perfluorooctane sulfonamide => 293520 ~ sulphonamides n-ethylperfluorooctane sulphonamide
mefosa|n-methyl perfluorooctane sulfonamide => 293510 ~ sulphonamides n-methylperfluorooctane sulphonamide
n-methyl perfluorooctane sulfonamidoethanol => 293540 ~ sulphonamides n-(2-hydroxyethyl)-n-methylperfluorooctane sulphonamide
ergometrine maleate|ergonovine|ergonovine maleate => 293961 ~ alkaloids rye ergot ergometrine salts
ergotamine tartrate => 293962 ~ alkaloids rye ergot ergotamine salts
# ---- 32-34 dyes, waxes
procion mx|procion mx dye|cold water reactive dye|reactive dye powder|vinyl sulfone dye => 320416 ~ reactive dyes preparations
surfboard wax|surf board wax|skate wax|skateboard wax|curb wax|glide wax|kick wax|ski glide wax|fluoro ski wax|ski base wax => 340490 ~ artificial waxes prepared waxes
# ---- 37 photographic paper
ra4 paper|crystal archive paper|endura paper|silver halide photo paper|chromogenic paper|minilab paper|photo lab paper => 370320 370310:0.3 ~ photographic paper sensitised unexposed colour photography
# ---- 40 rubber
vp latex|vinyl pyridine latex|vinylpyridine latex|vinylpyridine styrene butadiene latex => 400291 400211:0.5 ~ rubber synthetic latex primary forms
carboxylated nitrile latex|xnbr latex|nitrile butadiene latex|acrylonitrile butadiene latex => 400251 ~ rubber synthetic acrylonitrile-butadiene nbr latex
nn conveyor belt|nylon conveyor belt|sidewall conveyor belt|heat resistant conveyor belt|oil resistant conveyor belt|fire resistant conveyor belt|cleated rubber conveyor belt|mining conveyor belt|ep rubber conveyor belt => 401012 401019:0.3 ~ conveyor belts belting vulcanised rubber reinforced textile
# ---- 43 raw furskins
raw mink|raw mink pelts|undressed mink|undressed mink skins|mink furskins raw|raw mink furskins => 430110 ~ furskins raw mink whole
raw karakul|raw astrakhan|raw persian lamb|raw broadtail|karakul pelts raw|raw karakul skins|raw astrakhan pelts|undressed karakul => 430130 ~ furskins raw astrakhan broadtail caracul persian lamb
# ---- 48 self-copy paper
carbonless paper sheets|carbonless paper a4|ncr copy paper|self carbon paper|cfb paper|cb cfb cf paper => 481620 480920:0.3 ~ paper self-copy paper boxes
# ---- 54-59 yarn, fabrics
fdy polyester yarn|fully drawn yarn|polyester fdy yarn|fdy filament yarn => 540247 ~ yarn synthetic filament polyesters single untwisted not textured
waxed cotton canvas|wax coated canvas|wax coated fabric|waxed fabric|wax impregnated fabric|waxed duck canvas|dry waxed canvas => 590700 ~ textile fabrics impregnated coated covered
# ---- 72-73 steel
cold rolled spring steel strip|sk5 steel strip|c75 steel strip|ck75 steel strip|hardened tempered steel strip|hardened and tempered strip|blued spring steel strip|saw blade steel strip => 721129 722692:0.3 ~ flat-rolled cold-rolled width less than 600mm 0.25% more carbon
seamless alloy steel pipe|seamless alloy pipe|seamless alloy steel tube|alloy seamless tube|a335 pipe|chromoly seamless pipe|p91 pipe|p11 pipe|p22 pipe|alloy steel boiler tube => 730459 730451:0.4 ~ steel alloy seamless tubes pipes circular cross-section
tinplate container|tinplate jar|tinplate tin|lever lid tin|screw top tin|candle tin jar => 731029 731021:0.3 ~ containers iron steel capacity less than 50 l
# ---- 84 machinery
cylinder piston rod|hydraulic cylinder piston rod|hydraulic cylinder rod|hydraulic cylinder gland|cylinder gland nut|hydraulic cylinder end cap|cylinder end cap|hydraulic rod eye|cylinder rod eye|cylinder clevis|hydraulic cylinder clevis|air cylinder bracket|pneumatic cylinder bracket|cylinder floating joint|pneumatic floating joint|air cylinder floating joint|hydraulic cylinder parts|pneumatic cylinder parts => 841290 ~ parts engines motors heading 8412 hydraulic pneumatic
towable diesel compressor|trailer mounted compressor|diesel screw air compressor|mobile diesel compressor|portable screw compressor diesel|wheeled air compressor => 841440 841480:0.3 ~ air compressors mounted wheeled chassis towing
flame cutting machine|cnc flame cutting machine|oxy fuel cutting machine|gas cutting machine|portable gas cutting machine|magnetic gas cutting machine|track cutting machine|pipe gas cutting machine|profile gas cutting machine => 846820 845640:0.2 ~ gas operated machinery apparatus welding cutting
gas welding machine|oxyacetylene welding machine|oxy acetylene welding machine|flame welding machine|automatic gas welding machine => 846820 ~ gas operated machinery apparatus soldering brazing welding
calculator keyboard|calculator lcd|calculator display|calculator screen|calculator circuit board|calculator pcb => 847321 ~ parts accessories electronic calculating machines
3d concrete printer|3d construction printer|construction 3d printer|3d house printer|house 3d printer|building 3d printer|3d ceramic printer|3d clay printer|pottery 3d printer|clay paste 3d printer|paste 3d printer|glass 3d printer|cement 3d printer => 848530 ~ machines additive manufacturing plaster cement ceramics glass deposit
# ---- 94 furniture
rattan bedside table|rattan bed frame|rattan desk => 940383 940153:0.3 ~ furniture rattan
# ---- 96 carving materials
whitby jet|natural jet stone|tagua nut carving|carved tagua|tagua beads|tagua nut beads|vegetable ivory carving|wax figurine|moulded wax figure|meerschaum block => 960200 ~ vegetable mineral carving material articles moulded carved wax
# ---- 07-08 dried peas, papaya
whole yellow peas|whole green peas dried|matar dal|dun peas|maple peas|pea dal => 071310 ~ peas pisum sativum shelled dried
papaw|paw paw|maradol papaya|solo papaya|formosa papaya|hawaiian papaya|sunrise papaya => 080720 ~ papaws papayas fresh
# ---- 62 woven underpants
poplin boxers|flannel boxers|plaid boxers|mens woven boxers|cotton woven boxers|woven boxer shorts men => 620711 620719:0.3 ~ underpants briefs men's boys' cotton not knitted
# ---- 73 cast fittings
grooved tee|flexible grooved coupling|grooved pipe fittings|grooved mechanical tee|banded malleable fittings => 730719 730711:0.2 ~ cast fittings iron steel malleable
# ---- 84 machinery
bio safety cabinet|class ii biosafety cabinet|microbiological safety cabinet|class iii biosafety cabinet|cytotoxic safety cabinet => 841470 ~ gas-tight biological safety cabinets filters
rail weighbridge|railway weighbridge|axle weighbridge|vehicle weighbridge|pit weighbridge|pitless weighbridge|mobile weighbridge => 842389 ~ weighing machines capacity exceeding 5000 kg
tracked crane|crawler mounted crane|lattice boom crawler crane|telescopic crawler crane => 842649 ~ cranes self-propelled not on tyres
electric stair climber|motorized stair climber|electric stair climbing hand truck|electric stair climbing dolly|electric stair climbing trolley => 842890 871680:0.3 ~ lifting handling loading unloading machinery
shearer loader|longwall shearer|coal shearer|rock tunnelling machine|hard rock tbm => 843031 ~ coal rock cutters tunnelling machinery self-propelled
spinnerette|spinneret assembly => 844820 ~ parts machines extruding man-made textile fibres
single station machining unit|power feed drilling unit|drilling tapping unit => 845720 845961:0.2 ~ unit construction machines single station working metal
flat bed cnc lathe|horizontal cnc lathe|cnc swiss lathe => 845811 ~ lathes removing metal horizontal numerically controlled
tilting vise|modular vise|hydraulic machine vise|zero point clamping|zero point system|tombstone fixture|power chuck|hydraulic chuck lathe|lathe tailstock|collet block => 846620 820570:0.2 ~ work holders machine-tools
pelletizing line|blown film extruder => 847720 ~ extruders rubber plastics
extrusion die head|extruder die head|blown film die|plastic extrusion die|pipe extrusion die|injection screw tip|check ring injection => 847790 ~ parts machines heading 8477
# ---- 87 trailers
box van trailer|side wall semi trailer|fence semi trailer|timber trailer|drop deck trailer|gooseneck trailer => 871639 ~ trailers semi-trailers transport goods
farm tipping trailer => 871620 871639:0.4 ~ self-loading self-unloading trailers agricultural purposes
# ---- 96 pen refills
ballpoint pen refill|g2 refill|jotter refill|d1 refill|ball point refill => 960860 ~ refills ball point ink reservoir
`;
