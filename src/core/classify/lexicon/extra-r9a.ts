/**
 * Ninth-pass lexicon additions, written like the eighth pass from marketplace- and ruling-style
 * descriptions of a second random sample of HS subheadings (weighted towards consumer goods),
 * without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R9A_LEXICON = String.raw`
# ---- 06 cut flowers
dendrobium orchids|dendrobium stems|cymbidium stems|cymbidium orchids|mokara orchids|vanda orchids|oncidium stems|fresh orchids|fresh cut orchids|orchid sprays|phalaenopsis stems => 060313 060290:0.2 ~ cut flowers orchids fresh bouquets
orchid cut flowers|cut orchid flowers|cut phalaenopsis|phalaenopsis cut flowers|cymbidium cut flowers => 060313 ~ cut flowers orchids fresh
# ---- 19 20 21 food preparations
pain d'epices|honey cake spiced|gingerbread men|gingerbread house kit|gingerbread hearts|ginger bread|pryanik|pryaniki => 190520 190531:0.2 ~ gingerbread and the like
mandarin orange cups|mandarin fruit cups|grapefruit segments|grapefruit sections|citrus fruit cups|canned oranges|canned grapefruit|canned pomelo => 200830 ~ fruit citrus prepared preserved
strawberry filling|strawberry pie filling|strawberry fruit filling|strawberry fruit preparation|strawberry topping => 200880 200799:0.2 ~ fruit strawberries prepared preserved
inactive dry yeast|inactive dried yeast|inactivated yeast|deactivated yeast|debittered brewers yeast|yeast flakes inactive => 210220 ~ yeasts inactive single-cell micro-organisms dead
biscoff|lotus biscoff|speculoos cookies|speculoos biscuits|ladyfingers|lady fingers biscuits|savoiardi|boudoir biscuits|rich tea biscuits|custard creams|bourbon biscuits => 190531 ~ sweet biscuits
brewers yeast tablets|yeast tablets|inactive yeast tablets => 210220 210690:0.4 ~ yeasts inactive
# ---- 28 29 chemicals
yellowcake|uranium ore concentrate|triuranium octoxide|natural uranium|ammonium diuranate|natural uranium hexafluoride => 284410 ~ natural uranium compounds
fm200|hfc227ea|heptafluoropropane gas => 290346 381300:0.2 ~ heptafluoropropane hexafluoropropane fluorinated derivatives
trimethylaluminum|triethylaluminum|diethylzinc|tetrakis dimethylamino|aptes silane|kh550|kh560|kh570|gptms => 293190 ~ organo-inorganic compounds other
potassium propionate|ethyl propionate|propanoic acid => 291550 ~ propionic acid salts esters
# ---- 39 plastics primary forms
pla granules|ingeo|polylactide|pla resin pellets|polylactic acid pellets|polylactic acid resin => 390770 ~ poly(lactic acid) primary forms
pa1010|pa1012|pa46|pa6t|pa9t|pa10t|polyphthalamide|ppa resin|pa6i|amorphous polyamide|transparent polyamide|transparent nylon resin|copolyamide|dimer acid polyamide|alcohol soluble polyamide => 390890 390810:0.2 ~ polyamides primary forms other
polyphenylene methylphosphonate|phenylene methylphosphonate|fyrol pmp|pmp flame retardant => 391120 ~ poly(1,3-phenylene methylphosphonate) primary forms
polystyrene film|ops film|bops film|ops shrink film|hips film|ps film roll|polystyrene plastic sheet|styrene plastic card|plasticard|evergreen styrene sheet => 392030 ~ plates sheets film foil strip polymers styrene
eps granules|eps resin|expandable polystyrene resin|expandable polystyrene granules => 390311 ~ expansible polystyrene primary forms
# ---- 40 rubber
mixed rubber|rubber blend|nr sbr blend|nr br blend|natural rubber sbr blend|natural synthetic rubber blend|blended rubber sheet => 400280 ~ mixtures natural synthetic rubbers primary forms plates sheets
unvulcanised rubber sheet|uncured epdm sheet|uncured epdm rubber sheet|uncured rubber compound sheet|unvulcanized rubber compound|uncured neoprene sheet|uncured nitrile sheet|tank lining rubber sheet|calendered rubber sheet uncured|uncured silicone rubber sheet => 400591 400510:0.2 ~ compounded rubber unvulcanised plates sheets strip
rubber flat belt|flat drive belt|endless flat belt|flat rubber belt|round rubber belt|mini timing belt|small timing belt|gt2 closed loop belt|gt2 timing belt => 401039 401035:0.3 ~ transmission belts belting vulcanised rubber other
# ---- 42 cases of paperboard, vulcanised fibre
cardboard jewelry box|paper jewelry box|kraft jewelry box|paperboard jewelry box|kraft paper jewelry case|cardboard jewelry case|paperboard jewelry case|paper jewelry case|kraft jewelry case|fibre tool case|vulcanized fiber box => 420299 481960:0.3 ~ cases containers paperboard vulcanised fibre
# ---- 44 wood waste
wood sawdust|pine sawdust|hardwood sawdust|sawdust bedding|smoking sawdust => 440141 ~ sawdust not agglomerated
# ---- 49 music
song book|music book piano => 490400 ~ music printed manuscript
# ---- 50 58 textiles
silk chiffon fabric|mulberry silk charmeuse|silk charmeuse fabric|momme silk fabric|habotai silk|silk satin fabric => 500720 ~ woven fabrics silk 85% or more
cluny lace|torchon lace|lace edging cotton => 580429 580421:0.3 ~ lace mechanically made strips motifs
# ---- 61 62 garments
knit sport coat|jersey sport coat => 6103 610332:0.5 610333:0.5 6104:0.3 ~ jackets blazers men's boys' knitted crocheted
silk knit polo|silk polo shirt|linen polo shirt|linen knit polo|silk t shirt men => 610590 610510:0.3 ~ shirts men's knitted other textile materials
silk boxers men|silk briefs men|mulberry silk boxers|silk underwear men => 610719 620719:0.3 ~ underpants briefs men's knitted other textile
silk boxer shorts => 610719 620719:0.3 610829:0.2 ~ underpants briefs knitted other textile materials
mens terry robe => 6107 610791:0.6 610799:0.3 6207:0.3 ~ bathrobes dressing gowns men's
silk glove liners|silk gloves|bamboo gloves|viscose gloves => 611699 611610:0.2 611692:0.3 ~ gloves knitted other textile materials
trench coat women|womens trench coat|women's raincoat => 6202 620230:0.5 620240:0.5 ~ overcoats raincoats women's girls'
work coverall|coverall workwear => 6211 621132:0.6 621133:0.5 ~ other garments men's coveralls
linen shirt men|mens linen shirt|silk shirt men|mens silk shirt|ramie shirt => 620590 610590:0.2 ~ shirts men's other textile materials
cotton panties women|cotton bloomers|cotton knickers => 610821 620891:0.4 ~ briefs panties women's cotton
cotton dressing gown|cotton kimono robe|cotton negligee|cotton housecoat => 620891 610891:0.3 ~ negligees bathrobes dressing gowns women's cotton
# ---- 64 footwear
doc martens|dr martens|timberland boots|roper boots => 6403 640391:0.6 640399:0.3 640291:0.2 ~ footwear uppers leather covering ankle
# ---- 68 70 stone, glass
aluminum oxide grinding wheel|resin bonded grinding wheel|resin grinding wheel|depressed center grinding wheel|cup grinding wheel|grinding disc metal => 680422 680421:0.2 ~ grinding wheels agglomerated abrasives
obscure glass|privacy glass sheet|mistlite glass|nashiji glass => 700319 700312:0.2 ~ cast rolled glass sheets non-wired not coloured
glass fish tank|glass buoy => 702000 ~ glass articles other
# ---- 71 articles of stones
healing stone bracelet|jadeite bangle|stone bead bracelet|crystal skull stone => 711620 711719:0.2 ~ articles precious semi-precious stones
# ---- 72 73 steel
scm440|hot rolled alloy bar => 722830 722840:0.2 ~ bars rods alloy steel hot-rolled
seamless stainless pipe => 730449 730441:0.5 ~ seamless tubes pipes stainless steel
alloy steel welded pipe|welded alloy steel pipe|alloy steel erw pipe|alloy erw pipe|welded alloy steel tube|chromoly welded tube => 730650 ~ welded tubes alloy steel circular
grating walkway|steel catwalk|steel platform structure|mezzanine steel => 730890 ~ structures parts iron steel
stainless wire mesh|stainless steel wire cloth|stainless mesh screen => 731414 ~ woven cloth stainless steel wire
tool steel round bar|tool steel rod|skd11 round bar|cr12mov round bar|o1 tool steel|a2 tool steel|d2 tool steel bar|h13 tool steel bar => 722830 722850:0.3 722810:0.2 ~ bars rods alloy steel hot-rolled
cast iron drain cover|cast iron gully grate|cast iron counterweight|cast iron fireback|cast iron fire back|cast iron sewer cover => 732510 732599:0.3 ~ articles non-malleable cast iron
# ---- 74 79 copper, zinc
copper strip coil|earthing copper tape|c11000 strip|t2 copper strip => 740911 740919:0.3 ~ strip refined copper coils
# ---- 82 tools
bi-metal band saw blade|bimetal bandsaw blade|carbide band saw blade => 820220 ~ band saw blades
pipe thread die => 820740 ~ interchangeable tools tapping threading
hex die nut|hexagon die nut|split round die => 820740 ~ interchangeable tools tapping threading dies
metal slitting knife|coil slitting knife|slitting line knife|guillotine shear blade|metal shear blade|rotary shear blade|shear knife metal => 820810 ~ knives cutting blades machines metal working
spindle moulder knife|moulder knife => 820820 ~ knives cutting blades wood working
punch press die|press die set|die set press|turret punch tooling|turret punch die => 820730 ~ interchangeable tools pressing stamping punching
# ---- 82 cutlery
silver plated teaspoon|silver plated fork|silver plated ladle|silverplate flatware|silverplate spoon|gold plated teaspoon|gold plated fork => 821591 821520:0.3 821599:0.3 ~ spoons forks ladles plated precious metal
coffee grinder manual|hand crank coffee mill|manual burr coffee grinder => 821000 ~ hand-operated mechanical appliances preparation food drink
# ---- 83 84 machinery
brass flexible hose|aluminum dryer vent hose|semi rigid aluminum duct => 830790 830710:0.4 ~ flexible tubing base metal
diesel piston kit|piston liner kit|cylinder liner kit|piston ring liner kit|diesel engine overhaul kit|dlla nozzle|dsla nozzle|diesel nozzle => 840999 840991:0.2 ~ parts compression-ignition engines
pump shaft sleeve => 841391 ~ parts pumps liquids
oil burner nozzle|burner electrode|ignition electrode burner|burner flame sensor|burner blast tube|burner diffuser => 841690 732190:0.2 ~ parts furnace burners
gas melting furnace|gas fired furnace|diesel fired furnace|oil fired furnace|diesel melting furnace|tilting crucible furnace|non-electric furnace => 841710 841780:0.2 ~ furnaces non-electric melting metals
bag filter housing stainless|transformer oil filtration|vacuum oil purifier|insulating oil purifier|lube oil purifier|filter press machine => 842129 ~ filtering purifying liquids other
water filter replacement cartridge|ro membrane replacement|water purifier cartridge => 842199 842121:0.3 ~ parts filtering purifying machinery liquids
air blast sprayer|airblast sprayer|tractor mounted sprayer|mounted sprayer|self propelled sprayer|pull behind sprayer|tow behind sprayer|mist blower sprayer trailed => 842449 ~ agricultural horticultural sprayers other
rototiller tines|disc harrow blade|plow point|cultivator shovel|subsoiler point => 843290 ~ parts soil preparation cultivation machinery
fabric coating machine|fabric laminating machine|textile laminating machine|fabric finishing machine|textile finishing machine => 845180 ~ machinery coating impregnating finishing textile fabrics
machine needles sewing|industrial sewing needles|singer needles|schmetz needles|organ needles => 845230 ~ sewing machine needles
pneumatic riveting machine|metal spinning lathe|rotary swaging machine => 846390 ~ machine-tools working metal without removing material
pump shaft seal|mechanical shaft seal => 848420 ~ mechanical seals
pp cotton filter|pp sediment filter|melt blown filter cartridge|pp melt blown cartridge|string wound filter cartridge|pleated filter cartridge water => 842199 842121:0.2 ~ parts filtering purifying machinery liquids cartridges
# ---- 85 electrical
ie3 motor|ye3 motor|asynchronous motor three phase => 850152 850153:0.2 850151:0.3 ~ AC motors multi-phase
substation transformer|power transformer mva => 8504 850423:0.5 850422:0.5 850421:0.3 ~ transformers liquid dielectric
nimh accumulator|nickel metal hydride accumulator|nickel metal hydride cell|aa rechargeable batteries|aaa rechargeable batteries => 850750 850760:0.2 ~ nickel-metal hydride accumulators
tig nozzle|tig ceramic nozzle|welding torch consumables|drive roll welder|wire feed roller => 851590 ~ parts welding machines
amplifier speaker set|speaker amplifier set|pa speaker set|pa sound system|pa speaker system => 851850 851822:0.2 ~ electric sound amplifier sets
mlcc capacitor|ceramic chip capacitor|smd ceramic capacitor|mlcc kit => 853224 ~ fixed capacitors ceramic dielectric multilayer
metallized film capacitor|mkp capacitor|mkt capacitor|x2 capacitor => 853225 ~ fixed capacitors dielectric paper plastics
wire wound potentiometer|wirewound rheostat|wire wound rheostat|wirewound variable resistor|porcelain rheostat => 853331 853339:0.4 ~ wirewound variable resistors rheostats potentiometers
replacement plug|mains plug => 853669 ~ plugs sockets voltage not exceeding 1000 volts
electron beam accelerator|electron accelerator|e-beam accelerator|cyclotron|electron beam irradiation|electron beam sterilization => 854310 902221:0.2 ~ particle accelerators
# ---- 89 rafts
inflatable floating dock|inflatable dock|inflatable platform|inflatable swim platform|jet ski dock inflatable => 890710 950629:0.3 ~ rafts inflatable
# ---- 90 optical, instruments
polarizing filter camera => 900220 ~ filters mounted optical elements
eyeglass frame parts|spectacle frame parts|glasses frame parts|eyewear spare parts => 900390 ~ parts frames mountings spectacles
glasses hinge screws|spectacle screws|eyeglass repair kit|glasses repair kit|spectacle hinge screws|glasses temple arm|replacement temple arms => 900390 ~ parts frames mountings spectacles
finder scope bracket|dovetail bar telescope|telescope mount head => 900590 ~ mountings parts accessories telescopes
film camera magazine|cine camera magazine => 900791 ~ parts accessories cinematographic cameras
film projector reel|projector take up reel|cinema projector parts|film projector parts|film projector belt|projector film gate|cinema lamphouse|projector lamphouse => 900792 ~ parts accessories cinematographic projectors
minilab parts|minilab roller|noritsu parts|frontier minilab parts|minilab rack|noritsu minilab|qss minilab|film processor roller|developing tank reel|film developing reel|processor rack roller => 901090 ~ parts photographic laboratory apparatus
fiberglass measuring tape|tailor tape measure => 901780 ~ measuring rods tapes instruments length
inhaler nebulizer => 901920 ~ therapeutic respiration apparatus oxygen aerosol therapy
water meter parts|water meter register|gas meter parts|electricity meter parts|meter terminal cover|energy meter enclosure|electricity meter enclosure|water meter housing => 902890 ~ parts accessories gas liquid electricity supply meters
cine camera parts|cinema camera parts|cine camera accessories|film camera parts cine => 900791 ~ parts accessories cinematographic cameras
# ---- 91 watches, clocks
nh35a|pt5000 => 910820 ~ watch movements automatic winding
quartz clock mechanism|sweep clock movement|silent clock mechanism => 910910 ~ clock movements electrically operated
# ---- 94 furniture, bedding
metal folding chair|steel folding chair|metal bar stool|tolix chair|metal dining chair|iron chair|metal stacking chair => 940179 940171:0.3 ~ seats metal frames not upholstered
bed base slatted|sprung slats => 940410 ~ mattress supports
# ---- 95 96 97 sports, amusements, ribbons, stamps
pressurized tennis balls|lawn tennis balls => 950661 950669:0.2 ~ lawn-tennis balls
water slide commercial|aqua park slide|water play structure|spiral water slide|tube slide water park => 950826 ~ water park amusements
`;
