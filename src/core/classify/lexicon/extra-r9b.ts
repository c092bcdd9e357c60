/**
 * Ninth-pass lexicon additions, written like the eighth pass from marketplace- and ruling-style
 * descriptions of a second random sample of HS subheadings (weighted towards consumer goods),
 * without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R9B_LEXICON = String.raw`
# ---- 08 nuts and fruit
turkish dried figs|organic dried figs|whole dried figs|natural dried figs|dried figs organic|dried calimyrna figs|dried kadota figs => 080420 ~ figs dried
pine nuts in shell|unshelled pine nuts|inshell pine nuts|pine nuts inshell|cedar nuts in shell|siberian pine nuts in shell|korean pine nuts in shell => 080291 ~ pine nuts fresh dried in shell
cedar nuts|siberian pine nuts|siberian cedar nuts => 0802 080291:0.5 080292:0.5 ~ pine nuts fresh dried
dry figs|sun dried figs|calimyrna figs|smyrna figs|dried fig fruit|fig rolls dried|dried mission figs => 080420 ~ figs fresh dried
fresh redcurrants|fresh blackcurrants|fresh gooseberries => 081030 081090:0.2 ~ black white red currants gooseberries fresh
# ---- 14 plaiting materials
split rattan|rattan splits|rattan skin|rattan peel strips|rattan cane strips|raw rattan cane|rattan core cane|rattan cane roll|natural rattan cane|malacca cane raw => 140120 ~ rattans used primarily plaiting
# ---- 20 21 juice and tea preparations
chilled orange juice|premium orange juice => 200912 200919:0.3 ~ orange juice not frozen brix not exceeding 20
instant iced tea|lemon iced tea mix|instant black tea powder|tea concentrate powder|instant green tea powder => 210120 ~ extracts essences concentrates tea preparations basis tea
# ---- 23 bran
barley bran|rice bran feed|rice bran pellets|oat hull bran|sorghum bran|millet bran => 230240 ~ bran sharps residues other cereals
maize bran pellets|corn bran pellets|corn bran feed => 230210 ~ bran sharps residues maize corn
# ---- 24 cigarettes
king size cigarettes|cigarette carton => 240220 ~ cigarettes containing tobacco
# ---- 25 marble
rough marble block|raw marble block|crude marble block|marble quarry block|marble rough block|quarry marble block|travertine rough block => 251511 251512:0.4 ~ marble travertine crude roughly trimmed blocks
# ---- 27 coal tar distillates, gases
crude toluol|coal tar toluol|coking toluol|coke oven toluol|toluol fraction => 270720 ~ toluol toluene distillation high temperature coal tar
crude xylol|coal tar xylol|coking xylol|coke oven xylol|xylol fraction => 270730 ~ xylol xylenes distillation high temperature coal tar
methane gas cylinder|compressed methane|pure methane gas|methane calibration gas|ch4 gas => 271129 271121:0.3 ~ petroleum gases gaseous hydrocarbons gaseous state other than natural gas
# ---- 29 organic chemicals
perchlorethylene|perc dry cleaning solvent|pce dry cleaning solvent|dry cleaning fluid perchloroethylene => 290323 ~ tetrachloroethylene perchloroethylene
potassium hydrogen tartrate|potassium sodium tartrate|sodium potassium tartrate|rochelle salt|seignette salt|sodium tartrate|potassium tartrate|calcium tartrate|tartrate salts => 291813 ~ salts esters tartaric acid
diisopropylaminoethyl chloride|diisopropylamino ethyl chloride|diisopropylaminoethyl chloride hydrochloride|diisopropylaminoethylchloride => 292114 ~ 2-(N,N-Diisopropylamino)ethylchloride hydrochloride acyclic monoamines
methylphosphonothionate => 293153 ~ halogenated organo-phosphorous derivatives methylphosphonothionate
malonylurea|pyrimidinetrione|barbituric acid powder => 293352 ~ malonylurea barbituric acid salts pyrimidine ring
hydroxyethyl methylperfluorooctane sulphonamide|hydroxyethyl methylperfluorooctane sulfonamide|mefose|methyl perfluorooctane sulfonamidoethanol => 293540 ~ N-(2-hydroxyethyl)-N-methylperfluorooctane sulphonamide
# ---- 32 ceramic pigments
zircon stain|inclusion pigment|ceramic colorant|ceramic body stain|tile glaze pigment => 320710 ~ prepared pigments opacifiers colours ceramic
# ---- 39 plastics in primary forms
soft pvc compound|flexible pvc compound|plasticized pvc compound|plasticised pvc compound|pvc pellets|soft pvc granules|flexible pvc granules|pvc cable compound|pvc shoe sole compound => 390422 390421:0.3 ~ plasticised poly vinyl chloride primary forms mixed other substances
polymethylene polyphenyl isocyanate|polymethylene polyphenylisocyanate|papi isocyanate|pm200 mdi|polymeric diphenylmethane diisocyanate => 390931 ~ poly methylene phenyl isocyanate crude mdi polymeric mdi
# ---- 40 retreaded tyres
retread truck tire|truck retread tire|bus retread tire|retreaded bus tyre|otr retread tire => 401212 ~ retreaded tyres motor buses lorries
# ---- 44 tropical wood ornaments
teak carving|teak wood carving|teak statue|teak wood statue|teak sculpture|teak wood sculpture|teak figurine|mahogany carving|mahogany wood carving|mahogany statue|mahogany sculpture|mahogany figurine|rosewood carving|rosewood statue|rosewood sculpture|rosewood figurine|padauk carving|balsa carving => 442011 ~ statuettes ornaments tropical wood
# ---- 51 wool fabrics
worsted wool fabric|wool worsted fabric|tropical wool fabric|tropical wool suiting|merino worsted fabric => 511211 511219:0.4 ~ woven fabrics combed wool weight not exceeding 200g/m2
# ---- 61 62 apparel
alpaca pullover|alpaca jumper|alpaca cardigan|alpaca wool sweater|angora sweater|angora cardigan|angora jumper|mohair cardigan|mohair jumper|camel hair sweater|yak wool sweater|yak sweater|vicuna sweater => 611019 611011:0.3 611012:0.1 ~ jerseys pullovers cardigans fine animal hair knitted
mens fleece robe|mens plush robe|mens spa robe|mens house robe => 6107 610799:0.6 610791:0.5 6207:0.4 620799:0.3 ~ bathrobes dressing gowns men boys knitted
viscose scarf|rayon scarf|viscose shawl|rayon shawl|modal scarf|viscose scarves => 621440 611710:0.2 ~ shawls scarves artificial fibres not knitted
cotton scarf|cotton shawl|cotton scarves|linen scarf|linen shawl|cotton linen scarf|cotton sarong scarf => 621490 611710:0.2 ~ shawls scarves textile materials other not knitted
silk sleep dress|silk chemise|mulberry silk pajamas|silk sleepwear set => 6208 620829:0.7 6108:0.3 610899:0.2 ~ nightdresses pyjamas women girls textile materials other
# ---- 63 table linen, bed linen
stretch tablecloth|spandex tablecloth|spandex table cover|stretch table cover|fitted table cover|knit tablecloth|crochet tablecloth|crochet table runner|crochet doily|knitted table runner => 630240 ~ table linen knitted crocheted
linen duvet cover|flax linen duvet cover|linen bedding set|linen pillowcase|linen pillow case|flax bed sheets|hemp bed sheets|hemp sheets|silk duvet cover|silk bed sheets => 630239 630229:0.2 ~ bed linen textile materials other not printed
# ---- 64 footwear
leather ski boots|leather cross country ski boots|leather nordic ski boots|leather telemark boots|leather xc ski boots => 640312 640212:0.2 ~ sports footwear ski-boots cross-country ski footwear uppers leather
# ---- 70 glass
direct roving|assembled roving|gun roving|spray up roving|smc roving|pultrusion roving|ecr glass roving|panel roving|chopped strand roving|fiberglass direct roving => 701912 ~ glass fibres rovings
# ---- 71 stones, precious metals
rough sapphire|raw sapphire|uncut sapphire|sapphire rough|rough ruby|raw ruby|uncut ruby|ruby rough|uncut emerald|raw emerald|emerald rough|rough tanzanite|rough tourmaline|rough garnet|rough aquamarine|facet rough|cabbing rough|lapidary rough => 710310 ~ precious semi-precious stones unworked simply sawn roughly shaped
# ---- 73 tubes, radiators, heaters
stainless drill pipe|stainless steel drill pipe|non magnetic drill pipe|non magnetic drill collar => 730422 ~ seamless drill pipe stainless steel drilling oil gas
cast iron column radiator|cast iron sectional radiator|cast iron heating radiator|victorian cast iron radiator => 732211 ~ radiators central heating cast iron
hydronic unit heater|gas unit heater|gas fired unit heater|gas fired air heater|warm air heater|hydronic fan heater|water fan heater|hydronic fan coil heater|gas warm air furnace|oil fired air heater => 732290 841451:0.1 ~ air heaters hot air distributors not electrically heated motor-driven fan blower iron steel
# ---- 82 tools and blades
boring tool|boring insert|boring cutter|boring bar set|fine boring tool|boring bar holder set => 820760 846610:0.2 ~ interchangeable tools boring broaching
carpet knife blades|box cutter blades|razor knife blades|craft knife refill blades|cutter blade refills => 821194 ~ blades cutting knives
# ---- 84 machinery
die bonding machine|ball bonder|wedge bonder|die bonding equipment => 848640 ~ machines assembling semiconductor devices
pto wood chipper|forestry chipper|wood chipper shredder|tree chipper => 843680 846789:0.2 ~ machinery agricultural horticultural forestry
wax 3d printer|castable wax printer|sand 3d printer|sand binder jetting printer|paper 3d printer => 848580 ~ machines additive manufacturing other materials
hard candy depositing line|candy production line|lollipop production line|toffee making machine|chocolate production line|chocolate moulding line|chocolate depositor => 843820 ~ machinery manufacture confectionery cocoa chocolate
# ---- 85 electrical
cell phone antenna|mobile phone antenna|cellular router antenna|lte outdoor antenna|cellular booster antenna => 851771 852910:0.2 ~ aerials aerial reflectors parts telephone sets communication apparatus
headlamp reflector|flashlight bezel|flashlight body|flashlight switch|head torch strap|headlight strap replacement => 851390 ~ parts portable electric lamps own source energy
sat phone|satphone|satellite telephone|iridium satellite phone|thuraya phone|inmarsat phone|isatphone => 851714 ~ telephones wireless networks other than smartphones
oled panel|oled glass panel|oled open cell|bare oled panel|oled screen panel|flexible oled panel|amoled panel => 852412 852492:0.5 ~ flat panel display modules organic light-emitting diodes without drivers
tv controller board|lcd tv controller board|tv backlight strips|tv led backlight strip => 852990 ~ parts reception apparatus television
lamp cap|bulb cap|e27 lamp cap|e14 lamp cap|b22 lamp cap|lamp base cap|led bulb cap|bulb base cap|lamp filament|bulb filament|lead in wire lamp => 853990 ~ parts electric filament discharge lamps
thyratron|hydrogen thyratron|ignitron|krytron|magic eye tube|cold cathode display tube => 854089 ~ valves tubes thermionic cold cathode
# ---- 87 vehicles
gasoline pickup|petrol pickup|gasoline pickup truck|petrol pickup truck|gasoline mini truck|petrol mini truck|gasoline cargo truck|petrol cargo truck|gasoline light truck|petrol light truck|gas pickup truck => 870431 870432:0.2 ~ vehicles transport goods spark-ignition gvw not exceeding 5 tonnes
# ---- 90 instruments
turn and slip indicator|directional gyro|horizontal situation indicator|aircraft compass system => 901420 ~ navigational instruments appliances aeronautical space navigation
heat meter|heat energy meter|thermal energy meter|btu meter|ultrasonic heat meter|energy meter heating|cooling energy meter => 902680 902810:0.2 ~ instruments apparatus measuring checking variables liquids gases heat meters
# ---- 91 clocks and watches
hand wind movement|manual winding movement|hand wound movement|mechanical hand wind movement|pocket watch movement|st3600 movement => 910890 910820:0.2 ~ watch movements complete assembled not automatic winding
clock case parts|clock case door|clock bezel|clock case finial|clock hood|clock case glass door|clock case hinge => 911290 ~ clock cases parts thereof
balance bridge|barrel bridge|watch bridge|watch main plate|watch mainplate|movement main plate|movement mainplate|pillar plate|cock bridge => 911440 ~ clock watch parts plates bridges
# ---- 94 luminaire parts
glass diffuser|opal glass diffuser|glass light diffuser|glass lamp diffuser|glass light cover|glass ceiling light cover|glass globe replacement|glass light globe => 940591 ~ lamps light fittings parts glass
# ---- 96 brushes
gutter broom|sweeper side brush|sweeper main broom|sweeper wafer|sweeper disc brush|street broom brush|scrubber brush machine|side broom sweeper => 960350 ~ brushes constituting parts machines appliances vehicles
# ---- 97 antiques
antique landscape painting|antique watercolor painting => 970121 970191:0.2 ~ paintings drawings pastels executed entirely hand age exceeding 100 years
antique collage|victorian collage|antique scrap art|antique decoupage picture => 970129 970199:0.3 ~ artwork collages executed entirely hand age exceeding 100 years
antique mosaic|antique micromosaic|micromosaic|micro mosaic|grand tour micromosaic|pietra dura plaque => 970122 970192:0.4 ~ mosaics age exceeding 100 years
`;
