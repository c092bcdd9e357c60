/**
 * Sixth-pass lexicon additions, written from descriptions of a random sample of HS subheadings
 * (see the section headers), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R6A_LEXICON = String.raw`
# ---- 03 fish: dried or salted fillets
salted cod fillets|salt cod loins|dried cod fillets|dried salted cod fillets|salted pollock fillets|salted saithe fillets|salted haddock fillets|salted hake fillets|salted ling fillets|bacalao fillets|bacalhau fillets|salted fish fillets|dried fish fillets => 030532 030539:0.3 030549:0.2 ~ fish fillets dried salted brine not smoked gadidae
# ---- 07 vegetables provisionally preserved
provisionally preserved mushrooms|mushrooms provisionally preserved|brined mushrooms in drums|mushrooms in brine drums => 071159 071151:0.3 ~ mushrooms provisionally preserved unsuitable immediate consumption
# ---- 11 cereal pellets, wheat starch
maize pellets|barley pellets|oat pellets|rice pellets|corn grits pellets => 110320 230990:0.2 ~ cereal pellets
native wheat starch|wheat starch powder => 110811 ~ starch wheat
# ---- 16 molluscs prepared
breaded squid|breaded calamari|breaded squid rings|breaded calamari rings|battered squid|battered calamari|calamari romana|fried calamari|precooked calamari|canned cuttlefish|cooked cuttlefish|cuttlefish in ink|canned calamari|squid in oil|stuffed squid => 160554 ~ molluscs prepared preserved cuttle fish squid
# ---- 18 cocoa waste
cocoa bean shells|cocoa hulls|cocoa bean hulls|cocoa shell mulch|cocoa mulch|cocoa waste|cocoa bean husks|cocoa shell tea => 180200 ~ cocoa shells husks skins cocoa waste
# ---- 20 grape juice concentrate
concentrated grape juice|grape must concentrate|concentrated grape must|rectified concentrated grape must => 200969 200961:0.3 ~ grape juice brix exceeding 30 unfermented
# ---- 25 kaolin
calcined kaolin|washed kaolin|kaolin clay powder => 250700 ~ kaolin kaolinic clays calcined
# ---- 27 lignite, crude oil, liquefied olefins
lignite briquettes|agglomerated lignite|lignite agglomerated => 270220 ~ lignite agglomerated
refinery grade propylene|crude butadiene|mixed butylenes|liquefied olefins => 271114 290124:0.2 290122:0.2 ~ petroleum gases liquefied ethylene propylene butylene butadiene
# ---- 28 inorganic chemicals
ammonia water|aqua ammonia|ammonia liquor => 281420 ~ ammonia aqueous solution
lye beads|lye flakes|lye micro beads|lye microbeads|sodium hydroxide beads|sodium hydroxide pearls|sodium hydroxide flakes|sodium hydroxide pellets|naoh flakes|naoh pearls|naoh pellets|solid caustic soda => 281511 ~ sodium hydroxide caustic soda solid
sodium bromate|potassium periodate|sodium periodate|ammonium perchlorate => 282990 ~ perchlorates bromates perbromates iodates periodates
# ---- 29 organic chemicals
alpha methylstyrene|methylstyrene|dicyclopentadiene|dcpd resin grade|refined naphthalene|naphthalene flakes|diphenyl|vinyl toluene|vinyltoluene|diisopropylbenzene => 290290 ~ cyclic hydrocarbons
trifluoroiodomethane|iodotrifluoromethane|bromotrichloromethane|dibromodifluoromethane|perhalogenated derivative => 290378 ~ perhalogenated derivatives acyclic hydrocarbons two or more different halogens
bromochloromethane|dibromochloromethane|bromodichloromethane|chlorobromopropane => 290379 ~ halogenated derivatives acyclic hydrocarbons two or more different halogens
trichlorophenol|dichlorophenol|chlorocresol|chloroxylenol|pcmx|tribromophenol => 290819 ~ halogenated derivatives phenols
papaverine hydrochloride|narcotine|naltrexone|naltrexone hydrochloride|naloxone hydrochloride|nalbuphine|apomorphine hydrochloride|methylnaltrexone|nalmefene => 293919 300449:0.3 ~ alkaloids opium derivatives salts
# ---- 30 immunological products in doses
adalimumab|pembrolizumab|nivolumab|trastuzumab|bevacizumab|rituximab|infliximab|denosumab|dupilumab|ustekinumab|secukinumab|omalizumab|cetuximab|atezolizumab|durvalumab|ocrelizumab|tocilizumab|ranibizumab|aflibercept|etanercept|monoclonal antibody injection|monoclonal antibody vial => 300215 300214:0.3 ~ immunological products measured doses retail sale monoclonal antibodies
# ---- 32 pigments and paints
titanium white pigment => 320611 320619:0.3 ~ pigments titanium dioxide 80 per cent
distemper paint|casein paint|limewash paint|lime wash paint|leather dye paint|sneaker paint|water pigment for leather => 321000 ~ paints varnishes distempers prepared water pigments finishing leather
# ---- 36 signalling pyrotechnics
emergency flare|parachute rocket flare|smoke flare|hail rocket|anti hail rocket|railway fog signal|railway detonator => 360490 ~ signalling flares rain rockets fog signals pyrotechnic articles
# ---- 37 colour slide film
provia|ektachrome|kodachrome => 370253 370232:0.2 ~ photographic film colour slides rolls sensitised unexposed
# ---- 38 leather industry finishing agents
leather auxiliary|leather chemical auxiliary|leather dyeing auxiliary|leather leveling agent|leather dye fixing agent|leather fixing agent|leather penetrating agent|tannery auxiliary|leather wetting agent|leather soaking agent|leather degreasing agent => 380993 3202:0.2 3403:0.2 ~ finishing agents dye carriers leather industries
# ---- 39 unsaturated polyester, toilet seats
upr resin|polyester laminating resin|fiberglass resin|fibreglass resin|orthophthalic resin|isophthalic resin|gelcoat resin|polyester casting resin|polyester gelcoat|boat repair resin => 390791 ~ polyesters unsaturated primary forms
bidet seat plastic|toilet training seat => 392220 ~ lavatory seats covers plastics
# ---- 40 rubber latex, solutions, hoses, belts, hygienic articles
styrene butadiene rubber latex|carboxylated styrene butadiene latex|sb latex => 400211 ~ styrene-butadiene rubber latex xsbr
neoprene latex|chloroprene latex|polychloroprene latex|chloroprene rubber latex|cr latex => 400241 ~ chloroprene chlorobutadiene rubber latex
rubber solution|cushion gum cement|rubber dispersion|unvulcanized rubber solution|unvulcanised rubber solution => 400520 350610:0.3 ~ compounded rubber unvulcanised solutions dispersions
pvc helix rubber hose|rubber hose with pvc helix|rubber hose plastic helix|helix reinforced rubber hose|rubber suction and discharge hose => 4009 400941:0.5 400921:0.4 400922:0.3 ~ tubes pipes hoses vulcanised rubber reinforced combined other materials
feeding nipple|feeding teat|rubber teat|rubber hot water bottle|rubber bulb syringe|urine bag rubber => 401490 392690:0.2 ~ hygienic pharmaceutical articles vulcanised rubber teats hot water bottles
# ---- 41 wet blue
wet blue skins|wet blue lambskins|wet blue sheep skins => 410510 410530:0.2 410411:0.3 ~ tanned skins sheep lambs without wool wet state wet-blue
# ---- 42 articles of gut
natural gut|gut string|beef gut string|catgut thread|non sterile catgut => 420600 920930:0.3 ~ articles gut goldbeaters skin bladders tendons
# ---- 44 wood: logs, flour, lumber, veneer, fibreboard, windows
douglas fir logs|larch logs|hemlock logs|cedar logs|cypress logs|sugi logs|cryptomeria logs|radiata logs|conifer logs|softwood round logs|coniferous logs => 440325 440326:0.4 440321:0.3 440323:0.3 ~ wood coniferous rough smallest cross-sectional dimension 15 cm
teak round logs|teak roundwood|plantation teak logs|teak square logs|teak squares rough => 440342 440349:0.2 ~ wood tropical teak rough
wood powder filler|excelsior wood wool|wood shavings packing|wood excelsior|aspen excelsior => 440500 ~ wood wool wood flour
rubberwood lumber|rubberwood timber|sawn rubberwood|rubberwood boards|rubberwood planks|acacia planks|sawn eucalyptus|paulownia lumber|elm lumber|mango wood lumber => 440799 ~ wood sawn chipped lengthwise thickness exceeding 6mm
meranti veneer|light red meranti veneer|dark red meranti veneer|bakau veneer => 440831 ~ veneer sheets dark red meranti light red meranti
natural wood veneer|cherry veneer|ash veneer|pine veneer => 4408 440810:0.6 440890:0.3 ~ sheets for veneering plywood sliced peeled thickness not exceeding 6mm
medium hardboard|medium board fibreboard|medium density hardboard|wet process fibreboard|wet process fiberboard => 441193 441192:0.3 ~ fibreboard other than mdf density exceeding 0.5 not exceeding 0.8
wood window frame|timber window frame|wooden casement window|wooden sash window|wooden french window|teak window|meranti window => 4418 441811:0.5 441819:0.5 ~ windows french-windows frames wood
# ---- 45 cork
cork blanks|debacked cork|boiled cork planks|natural cork planks|natural cork block|cork bark planks => 450200 ~ natural cork debacked roughly squared blocks plates sheets strip
straight corks => 450310 450490:0.4 ~ corks stoppers natural cork
# ---- 47 pulp
stone groundwood|mechanical wood pulp => 470100 ~ mechanical wood pulp
bleached eucalyptus kraft pulp|hardwood kraft pulp|birch kraft pulp => 470329 ~ chemical wood pulp sulphate semi-bleached bleached non-coniferous
# ---- 48 paper
india paper|lightweight printing paper|thin printing paper|leaflet paper|pharmaceutical leaflet paper => 480254 ~ uncoated paper printing writing weighing less than 40 g/m2
woodfree offset paper|uncoated woodfree paper|woodfree printing paper|offset printing paper => 4802 480255:0.5 480256:0.5 480257:0.3 ~ uncoated paper printing writing graphic purposes
straw fluting|straw fluting paper|straw corrugating medium|straw pulp fluting|straw paper fluting => 480512 ~ straw fluting paper
carbon copy paper|hand copy carbon|typewriter carbon paper|tracing carbon|wax free transfer paper|saral transfer paper => 480990 ~ carbon paper copying transfer papers
tipping paper|cigarette tipping paper|plug wrap paper|plugwrap|cigarette paper jumbo rolls|cigarette paper reels|cigarette paper bobbins wide => 481390 481320:0.3 ~ cigarette paper rolls width exceeding 5 cm
# ---- 49 vitrifiable decals
kiln decals|kiln fired decals|vitrifiable decals|vitrifiable transfers|glass fusing decals|fusing decals|ceramic waterslide decals|porcelain decals|china decals|glass decals for firing => 490810 ~ transfers decalcomanias vitrifiable
# ---- 51 wool yarn and fabric
superwash merino|camel wool yarn => 5109 510910:0.5 510710:0.3 510610:0.3 ~ yarn wool fine animal hair retail sale
melton fabric|wool melton|melton wool fabric|wool blend coating|loden fabric|carded wool fabric|wool blend fabric => 5111 511130:0.4 511120:0.3 511119:0.3 ~ woven fabrics carded wool fine animal hair
# ---- 52 cotton yarn and fabrics
cotton polyester blend yarn|cotton poly yarn|cotton acrylic blend yarn|cotton rich blend yarn|cotton viscose yarn => 5206 520633:0.2 520623:0.2 520613:0.2 ~ cotton yarn less than 85 per cent cotton
cotton chino fabric|cotton herringbone|cotton jean fabric => 5208 5209 520823:0.3 520922:0.3 520833:0.3 520932:0.3 ~ woven fabrics cotton twill
yarn dyed twill|yarn dyed cotton twill|yarn dyed check twill|cotton tartan fabric|cotton plaid twill|cotton check twill => 5209 520943:0.6 520843:0.5 ~ woven fabrics cotton yarns different colours twill
# ---- 53 flax, coir
scutched flax fibre|broken flax|long line flax|long fibre flax|flax fibre scutched|line flax => 530121 ~ flax broken scutched not spun
coconut fibre yarn => 530810 ~ yarn coir
# ---- 55 synthetic staple fibres, blended yarns, fabrics
aramid staple fiber|aramid staple|para aramid staple|meta aramid staple|kevlar staple fiber|nomex staple fiber|aramid fibre|kevlar fiber|para aramid fibre|meta aramid fibre => 550311 ~ synthetic staple fibres aramids not carded
pva fiber|polyvinyl alcohol fiber|vinylon fiber|vinylon staple|pe staple fiber|polyethylene staple fiber|uhmwpe staple fiber|ptfe staple fiber|pbi fiber => 550390 ~ synthetic staple fibres not carded
viscose polyester yarn|rayon polyester yarn|viscose nylon yarn|rayon nylon yarn|modal polyester yarn|viscose spandex yarn|rayon spandex yarn => 5510 551090:0.5 5509:0.3 ~ yarn artificial staple fibres mixed
acrylic cotton fabric|acrylic cotton blend fabric|nylon cotton fabric|nylon cotton blend fabric|nyco fabric|nyco ripstop => 5513 5514 551329:0.3 551429:0.3 ~ woven fabrics synthetic staple fibres mixed with cotton
# ---- 56 wadding, cordage
wool quilt batting|silk wadding|silk batting|silk floss filling|wool filling batting|alpaca batting|cashmere wadding => 560129 ~ wadding articles other textile materials
parachute cord|nylon paracord|braided polyester rope|nylon cord rope|sailing rope|yacht rope => 5607 560750:0.7 560749:0.2 560741:0.2 ~ twine cordage ropes cables synthetic fibres
# ---- 57 carpets: nylon turf, felt tiles, felt rugs
nylon turf|nylon artificial turf|nylon artificial grass => 570321 ~ turf tufted nylon polyamides
felt carpet tiles|needle felt carpet tiles|needlefelt carpet tiles|needle punch carpet tiles|felt floor tiles|needle felt tiles|needlefelt tiles => 570410 ~ floor coverings felt tiles not tufted flocked
needle felt rug|needlefelt rug|needle punch rug|felt door mat|felt doormat|needle felt mat|needle punched mat|needlefelt carpet => 5704 570420:0.5 570490:0.5 ~ carpets floor coverings felt not tufted flocked
# ---- 59 rubberised textile tape
stick tape hockey|friction tape|cloth friction tape|rubberized cloth tape|rubberised cloth tape|cotton friction tape|rubber adhesive cloth tape|bat grip tape cloth => 590610 ~ textile fabrics rubberised adhesive tape width not exceeding 20 cm
# ---- 60 printed synthetic knit fabric
printed knit fabric|printed jersey fabric|printed spandex fabric|printed polyester spandex|printed scuba fabric|printed brushed polyester|printed double brushed poly|printed dbp fabric|printed bullet fabric|printed activewear fabric|printed swimwear fabric|printed lycra fabric => 6006 600634:0.6 600644:0.3 600624:0.3 ~ knitted crocheted fabrics synthetic fibres printed
# ---- 61/62 garments
linen pajama set|linen sleepwear => 6207 6208 620729:0.5 620829:0.5 ~ nightshirts pyjamas textile materials
thigh high stockings|hold up stockings|knee high stockings|pop socks|sheer knee highs|nylon knee highs => 611530 611596:0.3 ~ hosiery women full-length knee-length less than 67 decitex
# ---- 64 ski footwear
xc ski boots|nordic ski boots|telemark boots|skate ski boots|backcountry ski boots => 6402 6403 640212:0.5 640312:0.5 ~ ski-boots snowboard boots cross-country ski footwear
# ---- 65 safety headgear
motorbike helmet => 650610 ~ headgear safety helmets
# ---- 68 diamond abrasives, plaster boards, precast concrete
diamond grinding cup|resin bond diamond|diamond honing stone|cbn grinding wheel => 680421 ~ grinding wheels agglomerated synthetic natural diamond
pvc laminated gypsum|pvc laminated gypsum board|pvc laminated gypsum ceiling|vinyl faced gypsum|vinyl laminated gypsum|fibrous plaster|grg panel|glass fibre reinforced gypsum => 680919 680911:0.3 ~ plaster boards sheets panels tiles not faced paper
precast culvert|box culvert|precast beam|precast concrete beam|precast column|precast wall panel|concrete girder|prestressed concrete beam|precast manhole => 681091 681099:0.2 ~ prefabricated structural components building civil engineering cement concrete
# ---- 69 technical ceramics
tower packing|ceramic tower packing|intalox saddle|ceramic raschig ring|raschig rings ceramic|ceramic pall ring|cordierite honeycomb|ceramic catalyst substrate|ceramic honeycomb substrate|ceramic balls packing => 6909 690919:0.6 690912:0.3 ~ ceramic wares laboratory chemical technical uses
# ---- 70 glass rods, tubes, lead crystal, glass fibre articles
solid glass rod|lampworking glass rods => 700220 ~ glass unworked rods
borosilicate glass tubing|pyrex tubing|boro tubing|boro glass tube => 700232 700239:0.2 ~ glass unworked tubes linear coefficient of expansion
lead crystal bowl|lead crystal decanter|crystal decanter|cut crystal bowl|crystal fruit bowl|crystal salad bowl|crystal serving bowl|crystal candy dish|crystal butter dish|crystal sugar bowl|crystal platter|lead crystal platter => 701341 701349:0.5 ~ glassware table kitchen lead crystal
fiberglass rope|fibreglass rope|glass fiber rope|stove rope|stove door rope|stove door seal|stove gasket rope|fiberglass gasket rope|fibreglass sleeving|glass fiber sleeving|fiberglass braided sleeve|frp rod|fiberglass driveway markers => 701990 ~ glass fibres articles
# ---- 72/73 steel
hrpo coil|hot rolled pickled and oiled|pickled oiled steel coil|hot rolled pickled coil => 7208 720827:0.4 720826:0.4 720825:0.3 ~ flat-rolled hot-rolled pickled coils
hot rolled stainless steel sheet|hot rolled stainless steel plate|hot rolled stainless plate|hot rolled stainless sheet|stainless steel hot rolled plate => 7219 721924:0.3 721923:0.3 721922:0.3 721921:0.3 721913:0.2 ~ stainless steel flat-rolled hot-rolled not in coils
chrome moly pipe|chromoly pipe|alloy steel seamless pipe|alloy seamless pipe|alloy steel pipe seamless|cr mo pipe => 730459 730451:0.4 ~ seamless tubes pipes alloy steel circular cross-section
stainless compression fitting|stainless steel compression fitting|stainless steel tube fitting|stainless tube fittings|stainless steel hose barb => 730729 730722:0.2 ~ stainless steel tube pipe fittings
twisted hoop wire => 731300 ~ barbed wire twisted hoop fencing
# ---- 74 copper
tin bronze ingot|phosphor bronze ingot|bronze billet|bronze casting alloy ingot => 740322 740329:0.3 ~ copper-tin base alloys bronze unwrought
copper metal powder|electrolytic copper powder|spherical copper powder|atomized copper powder|dendritic copper powder => 740610 740620:0.3 ~ copper powders non-lamellar structure
solid copper bar => 740710 740721:0.3 ~ copper bars rods profiles refined copper
bronze strip|phosphor bronze coil|bronze foil strip => 7409 740931:0.6 740939:0.3 ~ copper-tin base alloys bronze strip coils
# ---- 76 aluminium structures
aluminum sliding window => 761010 761090:0.3 ~ aluminium structures doors windows frames thresholds
# ---- 78 lead articles
lead came strips|lead shielding bricks|lead pig container|lead rod|lead diving weights|lead counterweight => 780600 ~ articles lead
# ---- 80/81 tin, beryllium, chromium
tin ingot bar|tin rod|pure tin wire|solder wire no flux => 800300 831130:0.3 ~ tin bars rods profiles wire
beryllium foil|beryllium window|beryllium rod|beryllium sheet|beryllium metal|beryllium disc|beryllium target|beryllium bar => 811219 811212:0.3 ~ beryllium articles wrought
chromium scrap|chrome scrap|chromium metal scrap|chromium waste|chrome metal scrap|chromium turnings => 811222 ~ chromium waste scrap
# ---- 82 dies, razor blades
carbide drawing die|diamond wire drawing die|aluminium extrusion die|pcd drawing die => 820720 ~ dies drawing extruding metal
razor blades double edge => 821220 ~ safety razor blades
# ---- 84 machinery
overhead hoist electric|pa hoist|electric block hoist => 842511 ~ pulley tackle hoists electric motor
box blade|box scraper|rear blade|rear grader blade|tractor rear blade|grader blade tractor|land leveler|land plane|pull behind grader|tow behind scraper|landscape scraper|drag scraper => 843069 843049:0.2 ~ machinery moving levelling scraping grading not self-propelled
flexo printing press|flexo printer|narrow web flexo|flexographic printer|flexographic press|flexo label printing machine|stack flexo|ci flexo => 844316 ~ printing machinery flexographic
frame clamp machine|cabinet clamp machine|door clamp machine|woodworking clamp press|case clamp machine|dowel inserting machine|woodworking assembly press|frame assembly machine => 846594 ~ machine-tools working wood bending assembling
postal franking machine|fare ticket machine => 847090 847230:0.3 ~ machines incorporating calculating device postage-franking ticket-issuing
desktop pc bundle|desktop computer bundle|desktop computer set|computer system set|complete pc set|complete computer set|computer set with monitor|full pc setup => 847149 ~ automatic data processing machines presented form systems
letter sealing machine|letter opener machine|mail inserter|letter folding machine|paper folding machine office => 847230 ~ office machines sorting folding mail inserting envelopes opening closing sealing
lamp making machine|lamp assembly machine|bulb sealing machine|light bulb production line|fluorescent tube making machine|lamp stem making machine|stem mounting machine|cfl making machine|bulb exhausting machine|sealing and exhausting machine|lamp sealing machine => 847510 ~ machines assembling electric lamps tubes glass envelopes
cigarette maker machine|tobacco shredding machine|cut rag line|cigarette rolling machine industrial|filter rod maker => 847810 ~ machinery preparing making tobacco
water air cooler|desert cooler|evaporative air conditioner => 847960 ~ evaporative air coolers
casting pattern|match plate|match plate pattern|pattern plate|core box|foundry core box|sand casting pattern => 848030 ~ moulding patterns
# ---- 85 electrical
dc gear motor small|mini vibration motor => 850110 ~ electric motors output not exceeding 37.5 w
flashlight tailcap|flashlight tail cap|flashlight reflector|flashlight lens|torch reflector|torch lens|headlamp strap|headlamp band|headlamp headband|flashlight driver board|flashlight host|flashlight body tube => 851390 ~ parts portable electric lamps
mig torch tips|contact tips welding|welding contact tips|tig torch parts|plasma cutter consumables|plasma tips electrodes|earth clamp welding => 851590 ~ parts welding brazing soldering machines
enodeb|gnodeb|base transceiver station|cellular base station|lte base station|4g base station|5g base station|small cell base station|femtocell|picocell|nodeb => 851761 ~ base stations
moving magnet cartridge|moving coil cartridge|mc cartridge|pickup cartridge|pick up cartridge|record player cartridge => 852210 ~ pick-up cartridges
monochrome tv|monochrome television => 852873 ~ reception apparatus television monochrome
tv main board|tv motherboard => 852990 ~ parts reception apparatus television
isolator switch hv|vacuum load switch|hv isolator|mv load switch => 8535 853530:0.6 853650:0.2 ~ isolating make-and-break switches voltage exceeding 1000 volts
ccfl lamp|ccfl backlight|cold cathode fluorescent|xenon arc lamp|xenon short arc lamp|neon glow lamp|flashtube => 853939 ~ discharge lamps
photodetector|pin photodiode|optical sensor diode|ir receiver diode => 854149 ~ photosensitive semiconductor devices
# ---- 86-89 vehicles, aircraft gear, boats
steel wheel rim|aftermarket wheels => 870870 ~ road wheels parts accessories
radiator core car => 870891 ~ radiators parts
aircraft arresting gear|arresting system|aircraft arresting system|arrester hook|arresting cable|drone catapult|uav catapult|uav launcher|catapult launcher|drone launcher|launch rail uav => 880510 ~ aircraft launching gear deck-arrestor
small sailboat|catamaran sailboat|beach catamaran|trimaran sailboat => 8903 890321:0.6 890322:0.4 ~ sailboats pleasure sports length
# ---- 90-91 instruments, watch movements
sem stub|sem specimen stub|sem sample holder|sem filament|electron microscope filament|electron source filament|tem grid|electron microscope grid|electron microscope parts|sem parts => 901290 ~ microscopes parts accessories electron
gamma radiography|radiography projector|gamma projector|gamma radiography camera|nuclear gauge|nuclear moisture density gauge|radioactive level gauge|beta thickness gauge => 902229 ~ apparatus alpha beta gamma ionising radiations other than medical
thermostat control board|thermostat circuit board|temperature controller board|avr control board|generator avr board|regulator control board|thermostat replacement board => 903290 ~ regulating controlling instruments parts accessories
rough movement|watch movement blank|rough watch movement => 911019 ~ watch movements rough
# ---- 95-97 balls, ivory, art, collections
football ball|handball ball|beach ball => 950662 ~ balls inflatable
fossil ivory carving|walrus ivory carving|ivory scales|ivory knife scales|ivory handle scales|worked ivory => 960110 050710:0.2 ~ ivory worked articles
antique oil painting|old master painting|antique portrait painting|antique oil on canvas => 970121 970191:0.2 ~ paintings executed entirely by hand age exceeding 100 years
signed sculpture|limited edition sculpture|artist signed sculpture|unique sculpture => 970390 ~ original sculptures statuary
megalodon shark tooth|extinct species specimen|dinosaur fossil tooth|mosasaur tooth|spinosaurus tooth|mammoth tooth|mammoth tusk fossil|cave bear skull => 970522 970529:0.3 ~ collections extinct endangered species parts
# ---- r6a additions, second pass
window frame|window sash => 4418 441811:0.5 441819:0.5 761010:0.6 392520:0.6 ~ windows french-windows frames
polyester ties|polyester necktie|microfiber tie|microfiber necktie|jacquard polyester tie|polyester bow tie => 621520 611710:0.1 ~ ties bow ties cravats man-made fibres
cranberry sauce|jellied cranberry sauce|whole berry cranberry sauce|dried lingonberries|lingonberries in sugar|stirred lingonberries => 200893 ~ cranberries lingonberries prepared preserved
bulghur|cracked wheat bulgur|pilavlik bulgur|coarse bulgur|fine bulgur|bulgur pilaf wheat => 190430 ~ bulgur wheat grain form
`;
