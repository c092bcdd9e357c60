/**
 * Eighth-pass lexicon additions, written from marketplace- and ruling-style descriptions of a
 * random sample of HS subheadings (weighted towards consumer goods), without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R8B_LEXICON = String.raw`
# ---- 08 citrus
honey pomelo|pummelo|shaddock|ruby red grapefruit|star ruby grapefruit|oroblanco|sweetie citrus => 080540 ~ grapefruit pomelos fresh dried
# ---- 13 mucilages and thickeners
carob gum|carob bean powder gum|guar splits|guar meal refined|guar powder|fenugreek gum|cassia gum|cassia tora gum => 130232 130239:0.4 ~ mucilages thickeners locust beans guar seeds
# ---- 14 plaiting materials
bamboo weaving strips|bamboo splits|split bamboo strips|bamboo strips for weaving|bamboo craft strips|bamboo rattan strips|raw bamboo sticks|bamboo cane bundles|natural bamboo stakes => 140110 4421:0.2 ~ bamboo used primarily plaiting
# ---- 21 soy sauce, homogenised preparations
soy sauce bottle|soy sauce packets|sushi soy sauce|seasoned soy sauce|superior dark soy|superior light soy|aji shoyu|teriyaki soy sauce|reduced sodium soy sauce => 210310 ~ sauces soya
homogenised food|homogenized dinner|baby puree|infant puree|baby meal jar|baby dinner jar|toddler meal pouch => 210420 200710:0.3 190110:0.2 ~ homogenised composite food preparations infant
# ---- 28 carbon dioxide
co2 cylinder refill|soda maker cylinder|soda machine co2|soda co2 cylinder|carbonation cylinder|co2 canister for soda|beverage co2|food grade co2|liquefied carbon dioxide|liquid carbon dioxide|dry ice pellets|dry ice nuggets|dry ice blasting pellets => 281121 731100:0.2 ~ carbon dioxide
# ---- 29 lactams
butyrolactam|gamma butyrolactam|aniracetam|oxiracetam|phenylpiracetam|pramiracetam|coluracetam|brivaracetam|nvp monomer|nmp solvent|nep solvent|pyrrolidinone|laurolactam|valerolactam => 293379 ~ heterocyclic compounds lactams
# ---- 32 basic dyes
cationic dye|basic violet|crystal violet dye|methyl violet|safranine|methylene blue dye|methylene blue powder => 320413 ~ synthetic organic colouring matter basic dyes
# ---- 36 lighter fuel
butane gas refill|refill butane gas|jet lighter gas|premium butane => 360610 360690:0.3 271112:0.1 ~ liquid liquefied-gas fuels containers filling refilling cigarette lighters capacity not exceeding 300 cm3
# ---- 39 primary forms
apao|amorphous poly alpha olefin|amorphous polyalphaolefin|chlorinated polypropylene|cpp resin|maleic anhydride grafted polypropylene => 390290 390130:0.2 ~ propylene other olefin polymers primary forms
pvac homopolymer|pvac solid resin|pvac flakes|polyvinyl acetate solid|polyvinyl acetate granules|polyvinyl acetate flakes|gum base resin|chewing gum base polyvinyl acetate => 390519 ~ poly vinyl acetate not aqueous dispersion primary forms
vinyl acetate copolymer emulsion|vinyl acetate ethylene copolymer emulsion|vae copolymer emulsion|vinyl acrylic emulsion|vinyl acetate acrylic emulsion|veova emulsion|vinyl acetate versatate emulsion|eva emulsion => 390521 ~ vinyl acetate copolymers aqueous dispersion primary forms
vinyl acetate copolymer|vae copolymer|vinyl acetate ethylene copolymer => 3905 390521:0.5 390529:0.5 ~ vinyl acetate copolymers primary forms
virgin polycarbonate|optical grade polycarbonate|polycarbonate compound|makrolon granules => 390740 ~ polycarbonates primary forms
plasticized cellulose acetate|plasticised cellulose acetate|cellulose acetate granules|cellulose acetate pellets|cellulose acetate molding compound|cellulose acetate plastic granules|ca molding compound => 391212 ~ cellulose acetates plasticised primary forms
# ---- 39 tubes, floor coverings, sheets
hdpe conduit pipe|pe conduit|pe water pipe|mdpe pipe|hdpe rigid pipe|pe rigid pipe|pe100 water pipe|hdpe pipe pe100|poly water pipe|hdpe duct|hdpe silicon core duct => 391721 391732:0.2 ~ tubes pipes rigid polymers ethylene
pprc pipe|ppr water pipe|ppr plumbing pipe|polypropylene rigid pipe|pp rigid pipe|pp drainage pipe|polypropylene drain pipe|pph pipe|pp pipe for chemicals => 391722 ~ tubes pipes rigid polymers propylene
interlocking foam mat|interlocking floor mat|puzzle foam mat|foam puzzle mat|puzzle exercise mat|eva foam tiles|foam floor tiles|eva floor mat|eva interlocking mat|interlocking gym flooring|deck tiles plastic|pp deck tiles|sports court tiles|basketball court tiles|pp floor tiles => 391890 392119:0.2 950300:0.1 ~ floor coverings plastics rolls tiles
pla film|polylactic acid film|pla sheet|pla shrink film|compostable cling film|biodegradable cling film|compostable film|pbat film|pbt film|pbt sheet|polybutylene terephthalate film|pen film|polyethylene naphthalate film|polyarylate film|pctg sheet => 392069 392062:0.2 ~ plates sheets film polyesters non-cellular
biaxially oriented polyester film|biaxially oriented pet film|clear polyester film|mylar sheet|stencil blank sheets|polyester stencil film|pet transparency film|pet protective film roll|apet film => 392062 392069:0.2 ~ plates sheets film polyethylene terephthalate
acrylic perspex sheet|clear acrylic panel|mirror acrylic sheet|acrylic plate|pmma plate|pmma board|acrylic glass sheet|lucite sheet => 392051 ~ plates sheets polymethyl methacrylate
greenhouse plastic|greenhouse cover film|uv greenhouse film|plastic drop cloth|painters plastic|visqueen|poly film roll|lldpe film|hand stretch film|machine stretch film|bundling film => 392010 ~ plates sheets film polymers ethylene non-cellular
# ---- 39 packing articles
self adhesive bags|self adhesive cellophane bags|bopp bags|opp self adhesive bags|opp plastic bags|resealable cellophane bags|cellophane cookie bags|pvc zipper bag|pvc zip bag|pva bags|nylon vacuum bags|nylon bags food|pla bags|compostable bin bags|biodegradable pla bags => 392329 392321:0.3 ~ sacks bags plastics other than polymers ethylene
hdpe pallet|pp pallet|nestable pallet|plastic skid|export plastic pallet|pallet plastic heavy duty|plastic clamshell|clamshell box plastic|blister insert|blister card packaging|plastic packaging tray|cosmetic insert tray|egg tray plastic|bottle carrier plastic => 392390 392310:0.3 392340:0.2 ~ articles conveyance packing goods plastics
# ---- 39 builders' ware
upvc casement window|upvc sliding window|upvc window frame|vinyl window frame|vinyl windows|vinyl door|vinyl patio door|pvc casement window|pvc sliding door|upvc sliding door|wpc door frame|pvc interior door|plastic threshold|pvc threshold => 392520 ~ builders ware plastics doors windows frames thresholds
# ---- 41 pigskin
tanned pig skin|tanned pigskin|wet blue pig skin|chrome tanned pigskin|pigskin splits|pig split leather|pig skin splits => 410631 410632:0.4 411310:0.2 ~ tanned hides skins swine wet state wet-blue
# ---- 44 wood
meranti logs|dark red meranti logs|light red meranti logs|meranti round logs|meranti timber logs|shorea logs => 440341 440349:0.2 ~ tropical wood dark red meranti light red meranti bakau rough
pine railway sleepers|pine sleepers|untreated railway sleepers|untreated sleepers|garden sleepers|landscaping sleepers|railway sleepers untreated|railroad ties untreated|cross ties|wooden cross ties => 4406 440611:0.5 440612:0.5 440691:0.3 ~ railway tramway sleepers cross-ties wood
wooden packing box|wooden packing case|plywood cable drum|empty cable drum|wooden transport box|pine packing crate|slatted crate => 441510 ~ wood cases boxes crates drums packings cable-drums
# ---- 47 pulp
hardwood sulphite pulp|hardwood sulfite pulp|unbleached sulphite pulp|unbleached sulfite pulp|eucalyptus sulphite pulp|birch sulphite pulp|beech sulphite pulp => 4704 470419:0.5 470429:0.4 470411:0.3 ~ chemical wood pulp sulphite non-coniferous unbleached
unbleached hardwood sulphite pulp|unbleached hardwood sulfite pulp => 470419 ~ chemical wood pulp sulphite unbleached non-coniferous
# ---- 48-49 paper, stamps, transfers
glassine paper roll|glassine interleaving paper|glassine release paper|glassine base paper|glassine tissue|glassine wrapping paper|glassine stamp paper|translucent glassine => 480640 ~ glassine glazed transparent translucent papers rolls sheets
forever stamps book|stamp books|book of stamps|postage stamps book|first class postage|first class mail stamps|unused postage|unused postage stamps|mint postage stamps current|postal stamps unused|business checks|personal checks|checkbook|bank cheque book|share certificates blank|stock certificates blank => 490700 970400:0.1 ~ unused postage revenue stamps stamp-impressed paper cheque forms
nail transfer decals|nail art decals|nail slider decals|water transfer nail stickers|nail water slide decals|water slide transfers|waterslide transfers|transfer decal sheet => 490890 490810:0.1 ~ transfers decalcomanias non vitrifiable
printed calendar|spiral calendar|hanging calendar|monthly wall calendar|standing desk calendar => 491000 ~ calendars printed calendar blocks
# ---- 55-58 fabrics, felt, gauze
viscose wool blend|rayon wool blend|viscose wool fabric|rayon wool fabric|viscose wool suiting|rayon wool suiting|viscose wool woven => 5516 551632:0.5 551631:0.4 551633:0.3 511219:0.2 ~ woven fabrics artificial staple fibres mixed wool
leno gauze|leno gauze fabric|cotton leno|leno mesh fabric|gauze fabric roll|gauze cloth roll|marquisette|leno weave => 580300 300590:0.2 ~ gauze other than narrow fabrics
needle punched nonwoven felt|needlepunch felt|needle felt roll|stitch bonded fabric|acrylic felt sheets|hard felt sheets => 560210 560229:0.3 5603:0.2 ~ needleloom felt stitch-bonded fibre fabrics
# ---- 61-62 garments
jumpsuit romper|romper jumpsuit|jersey jumpsuit|knit playsuit|bodysuit for women|women's bodysuit|knitted coverall => 6114 611430:0.5 611420:0.3 6211:0.2 ~ garments knitted crocheted man-made fibres
silk knit dress|silk jersey dress|linen knit dress|knitted linen dress|crochet linen dress => 610449 ~ dresses womens girls textile materials knitted
viscose jogger pants|rayon jogger pants|bamboo jogger pants|bamboo viscose pants men|rayon shorts men|viscose shorts men|bamboo shorts men|modal shorts men|modal pants men|linen knit pants men => 6103 610349:0.6 6104:0.3 ~ trousers shorts mens boys textile materials knitted
women's wool suit|wool skirt suit|wool pant suit|wool trouser suit|tweed skirt suit|tweed suit women|wool blazer and skirt set|wool blazer and trousers set => 620411 610419:0.1 ~ suits womens girls wool fine animal hair
baby tutu dress|infant tutu dress|baby party dress|baby princess dress|baby christening gown|baby snowsuit woven|baby windbreaker|baby rain jacket|baby raincoat => 6209 620930:0.5 611130:0.3 ~ babies garments clothing accessories synthetic fibres not knitted
# ---- 63 made-ups
pure linen tablecloth|flax tablecloth|flax table runner|linen placemats|linen place mats|flax napkins|hemp tablecloth|ramie table runner => 630259 630291:0.2 ~ table linen textile materials other than cotton
cotton tea towel|cotton dish towel|cotton kitchen towels|cotton waffle dish towel|cotton glass cloth|glass drying cloth|linen look tea towel|cotton hand towels kitchen|cotton bar towels|flour sack dish towels => 630291 630260:0.3 ~ toilet kitchen linen cotton
pe tarpaulin|polyethylene tarpaulin|polyethylene tarp|canvas tarp polyester|pvc tarpaulin polyester|truck tarpaulin|shade sail rectangle|shade sail triangle|sun sail => 630612 630619:0.2 630622:0.1 ~ tarpaulins awnings sunblinds synthetic fibres
# ---- 64 footwear
thigh high rubber boots|thigh boots rubber|hip boots rubber|thigh waders|pvc waders|chest waders pvc|pvc overshoes|waterproof overshoes|rubber rain shoes|pvc rain shoes|low cut rain boots|ankle rain shoes|waterproof garden shoes rubber => 640199 640192:0.3 ~ footwear waterproof rubber plastics outer soles uppers
eva boots|eva rain boots|jelly boots|faux leather ankle boots|pu leather ankle boots|pu ankle boots|vegan leather ankle boots|faux leather chelsea boots|pu chelsea boots|vegan leather boots|pu leather boots|faux leather boots => 6402 640291:0.6 640199:0.2 ~ footwear covering ankle outer soles uppers rubber plastics
steel toe safety shoes|steel toe cap shoes|steel toecap boots|steel toe cap boots|leather safety shoes|leather safety boots|leather work boots steel toe|s3 safety shoes|s1p safety shoes|s3 safety boots|safety toe boots => 640340 640299:0.2 ~ footwear metal toe-cap uppers leather
knit running shoes|fabric sneakers|textile sneakers|mesh athletic shoes|breathable mesh shoes => 6404 640411:0.6 640419:0.4 ~ sports footwear outer soles rubber plastics uppers textile
unit soles|outer soles|unit outer soles|tpr outsole|tpr soles|eva outsole|pu outsole|pu soles|rubber sole sheet|sole sheet|resoling sheet|shoe sole replacement|sole protector|heel caps|heel lifts rubber|replacement heels => 640620 640690:0.2 ~ footwear parts outer soles heels rubber plastics
# ---- 70 glass
mouth blown glass sheet|mouth blown sheet glass|antique glass sheet|hand blown sheet glass|blown sheet glass|drawn sheet glass coloured|flashed glass sheet => 7004 700420:0.6 700312:0.3 ~ drawn blown glass sheets coloured throughout mass opacified flashed
lab flask|laboratory flask|laboratory beaker|lab beaker|graduated beaker|measuring beaker glass|distillation flask|borosilicate test tubes|lab glass funnel => 701720 701790:0.3 701710:0.2 ~ laboratory glassware low expansion graduated calibrated
# ---- 71 precious metals
platinum dish|platinum evaporating dish|platinum boat|platinum rhodium crucible|gold crucible|silver crucible|platinum sputtering target|palladium sputtering target|precious metal sputtering target|platinum bushing|platinum rhodium bushing|platinum mesh electrode => 711590 ~ articles precious metal
gold tea set solid|solid gold spoon|pure gold spoon|pure gold chopsticks|solid gold chopsticks|pure gold bowl|solid gold cigarette case|gold cigarette case solid|gold cigar cutter solid => 711419 711319:0.3 ~ goldsmiths wares precious metal other than silver
rolled gold box|gold filled box|gold clad box|silver clad tray|sheffield plate|sheffield silver plate|old sheffield plate => 711420 ~ goldsmiths silversmiths wares base metal clad precious metal
# ---- 73 iron and steel
crossing frog|railway frog|rail frog|manganese frog|turnout frog|switch point rail|point rail|switch rail|rail turnout|turnout set => 730230 860800:0.2 ~ switch blades crossing frogs point rods track construction
stainless steel seamless tube|seamless stainless steel pipe|seamless stainless steel tube|cold drawn stainless tube|cold drawn stainless steel tube|bright annealed stainless tube|stainless precision tube|stainless capillary tube|ss seamless tube => 730441 730449:0.4 ~ stainless steel seamless cold-drawn cold-rolled tubes pipes circular
lsaw steel pipe|lsaw structural pipe|lsaw piling pipe|longitudinally welded pipe|longitudinally welded steel pipe|jcoe pipe|uoe pipe|dsaw pipe|saw pipe longitudinal => 7305 730531:0.5 730511:0.5 ~ tubes pipes external diameter exceeding 406.4 mm longitudinally welded
cast iron griddle pan|cast iron tawa|cast iron bakeware|pre seasoned skillet|preseasoned skillet|cast iron sauce pot => 732391 732392:0.3 ~ cast iron table kitchen household articles not enamelled
carbon steel baking sheet|carbon steel bakeware|carbon steel baking tray|carbon steel cake pan|carbon steel muffin pan|carbon steel loaf pan|non stick bakeware set|nonstick baking sheet|non stick baking tray|hand hammered wok|carbon steel paella pan|galvanized watering can|steel wire dish rack => 732399 732393:0.2 7615:0.2 ~ iron steel table kitchen household articles
# ---- 82 tools
carbide button bit|tungsten carbide button bit|dth button bit|dth drill bit|down the hole bit|down the hole hammer bit|tapered button bit|threaded button bit|retrac button bit|cross bit rock|chisel bit rock|tci tricone bit|roller cone bit|carbide rock drill bit => 820713 820719:0.3 ~ rock drilling earth boring tools working part cermets
double edge safety razor blade|de safety razor blades|safety razor replacement blades|injector razor blades|artist club blades => 821220 ~ safety razor blades
# ---- 83 solder
solder wire rosin|silver solder wire flux|flux coated rods|brazing flux rods|phosphor copper brazing rod|aluminum brazing rods flux core => 831130 800300:0.2 ~ coated rods cored wire base metal soldering brazing welding flame
# ---- 84 machines
inboard gasoline engine|inboard petrol engine|marine gasoline engine|marine petrol engine|sterndrive engine|stern drive engine|inboard v8 marine|jet boat engine|jet ski engine|pwc engine|marine gas engine => 840729 840721:0.2 ~ spark-ignition engines marine propulsion other than outboard
rooftop truck air conditioner|truck cab air conditioner|sleeper cab air conditioner|vehicle air conditioner|electric car air conditioner|rv rooftop air conditioner|tractor cab air conditioner|excavator air conditioner|car ac unit|truck ac unit|parking cooler => 841520 841590:0.2 ~ air conditioning machines persons motor vehicles
riello burner|light oil burner|heavy oil burner|fuel oil burner|kerosene burner industrial|burner for boiler oil|boiler oil burner|waste oil heater burner => 841610 ~ furnace burners liquid fuel
natural gas burner|lpg burner industrial|gas burner for boiler|boiler gas burner|kiln burner|forge burner|propane forge burner|gas forge burner|furnace gas burner|pulverized coal burner|coal powder burner|wood pellet burner => 841620 841630:0.2 732111:0.1 ~ furnace burners pulverised solid fuel gas combination burners
corn dryer|maize dryer|rice dryer|paddy drying machine|grain drying tower|batch grain dryer|tower grain dryer|tea dryer|tea drying machine|cocoa dryer|cocoa bean dryer|coffee bean dryer|cassava dryer|hemp dryer|herb drying machine|vegetable drying machine|fruit and vegetable dryer|industrial food dehydrator|commercial food dehydrator|commercial fruit dehydrator|heat pump fruit dryer => 841934 841939:0.3 ~ dryers agricultural products not domestic
spray paint gun|hvlp paint gun|suction feed spray gun|lvlp spray gun|dual action airbrush|single action airbrush => 842420 842489:0.2 ~ spray guns similar appliances
egg box machine|fruit tray machine|paper plate forming machine|paper dish machine => 844140 844180:0.3 ~ machines moulding articles paper pulp paper paperboard
draw texturing machine|dty machine|dty texturing machine|false twist texturing machine|air texturing machine|yarn texturing machine|melt spinning machine|melt spinning line|fiber extrusion line|filament spinning line|staple fiber production line|polyester staple fiber line|staple fiber cutter|tow cutter|fiber cutting machine|monofilament extrusion line => 844400 ~ textile machinery extruding drawing texturing cutting man-made textile materials
fiber opening machine|polyester fiber opener|bale opener|cotton opener|cotton opening machine|wool opening machine|fiber opening and cleaning|cotton cleaning machine|blowroom line|blow room machine|fiber blending machine|cotton bale opener|sliver lap machine|ribbon lap machine => 844519 844590:0.2 ~ textile machinery preparing textile fibres
semi automatic washer|semi auto washing machine|twin tub washer dryer|twin tub washing machine portable|mini twin tub|twin tub|washer spin dryer combo|washer and spinner|washing machine with spin dryer => 845012 845019:0.3 ~ washing machines household built-in centrifugal drier not fully-automatic
cold mill|cold strip mill|reversing cold mill|cold rolling line|foil rolling mill|skin pass mill|temper mill => 845522 ~ metal-rolling mills cold
plasma table|plasma cutting table|cnc plasma table|cnc plasma cutting machine|portable cnc plasma|air plasma cutter|inverter plasma cutter|cut50 plasma|handheld plasma cutter|plasma cutter machine => 845640 ~ machine tools removal material plasma arc processes
benchtop drilling machine|bench drilling machine|drill press machine|magnetic drilling machine|magnetic base drill|annular cutter drill|column drilling machine => 845929 845921:0.2 ~ machine tools drilling removing metal not numerically controlled
pneumatic chisel|air chisel hammer|air hammer chisel|air hammer kit|pneumatic air hammer|air staple gun|air needle scaler|air breaker hammer => 846719 846711:0.2 ~ tools working hand pneumatic other than rotary
desktop injection machine|servo injection molding machine|rubber injection molding machine => 847710 ~ injection-moulding machines rubber plastics
ucfc bearing|ucpa bearing|ucfl204|ucp204|ucp205|ucf204|four bolt flange bearing|pillow block ball bearing|mounted ball bearing|insert bearing with housing => 848320 848210:0.2 ~ bearing housings incorporating ball roller bearings
# ---- 85 electrical
dry type transformer|single phase isolation transformer => 8504 850432:0.5 850431:0.4 850433:0.2 ~ transformers power handling capacity exceeding 1 kva not exceeding 16 kva
ups power supply => 850440 ~ electrical static converters
silver oxide button cell|silver oxide watch battery|sr626|sr621sw|sr920sw|sr927sw|sr44|sr43|sr41|sr66|sr69|renata battery|maxell silver oxide|energizer silver oxide => 850640 850650:0.2 ~ primary cells batteries silver oxide
air powered vacuum|air powered vacuum cleaner|pneumatic vacuum|pneumatic vacuum cleaner|pneumatic drum vacuum|compressed air vacuum|compressed air vacuum cleaner|air operated vacuum|venturi vacuum|venturi vacuum cleaner|drum vac|drum vacuum pneumatic|manual vacuum cleaner|non electric vacuum cleaner => 850860 850819:0.2 ~ vacuum cleaners other than self-contained electric motor
hair clipper blade|replacement clipper blade|detachable clipper blade|trimmer head replacement|shaver foil head|foil cutter replacement|shaver blades replacement|rotary shaver heads|epilator head|clipper blade set => 851090 ~ shavers hair clippers parts
induction melting furnace gold|medium frequency induction furnace|intermediate frequency furnace|induction smelting furnace|gold smelting furnace|silver melting furnace|copper melting furnace|aluminum melting furnace induction|industrial microwave oven|microwave sterilization machine => 851420 851440:0.2 ~ furnaces ovens induction dielectric loss industrial laboratory
induction heater kit|handheld induction heater|magnetic induction heater|induction bolt remover|induction heating equipment|induction hardening equipment|induction forging furnace => 851440 851420:0.2 ~ induction dielectric heating equipment
single burner hot plate|double burner hot plate|hot plate burner|electric hotplate burner|portable electric stove|electric stove single|electric cooktop|infrared cooktop|radiant cooker|electric cooking plate|electric coil burner => 851660 851679:0.3 ~ ovens cookers cooking plates boiling rings grillers roasters domestic
# ---- 85 radio, signals, components
cassette player with radio|cassette player am fm|cassette player fm radio|pocket radio cassette|pocket cassette radio|walkman radio|radio walkman|personal radio cassette|portable cassette radio|cassette tape player radio => 852712 852713:0.4 851981:0.2 ~ radio broadcast receivers pocket-size radio cassette players
road stud|solar road marker|solar traffic light|traffic light module|traffic signal light|level crossing light|parking guidance sensor|lane control signal => 853080 853090:0.2 ~ signalling safety traffic control equipment roads
variable resistor|stereo potentiometer|log potentiometer|precision potentiometer|slide pot|fader potentiometer => 853340 ~ electrical resistors variable rheostats potentiometers
wirewound potentiometer => 853331 853339:0.4 ~ wirewound variable resistors rheostats potentiometers
cable termination|outdoor cable termination|indoor cable termination|cold shrink cable termination|medium voltage termination|heat shrink cable joint|cold shrink joint|mv cable joint|separable elbow connector|loadbreak elbow => 853590 853690:0.2 ~ electrical apparatus switching protecting making connections voltage exceeding 1000 volts
surge protection module|din rail surge protector|ac surge protector|dc surge protector pv|lightning surge protector|fridge voltage protector|earth leakage protector|rcd breaker|overcurrent protector => 853630 853620:0.2 ~ apparatus protecting electrical circuits voltage not exceeding 1000 volts
tungsten filament lamp|clear incandescent bulb|frosted incandescent bulb|incandescent globe|incandescent candle bulb|incandescent pygmy bulb|rough service bulb|microwave oven bulb|salt lamp bulb|himalayan salt lamp bulb|edison incandescent => 853922 853929:0.3 853952:0.1 ~ lamps filament power not exceeding 200 w voltage exceeding 100 v
vape pen kit|electronic cigarette device|refillable pod kit|vape starter kit|dab pen|wax pen|herb vaporizer|portable vaporizer|iqos device|vape pen battery => 854340 854390:0.2 240412:0.1 ~ electronic cigarettes personal electric vaporising devices
# ---- 87 vehicles
steering rack and pinion|power steering rack and pinion|rack and pinion assembly|rack and pinion steering gear|steering gear box|power steering gear box|power steering gearbox|steering rack end|inner tie rod end|outer tie rod end|steering column assembly => 870894 ~ vehicle parts steering wheels columns boxes parts
motorcycle side car|side car motorcycle|sidecar kit => 871190 871410:0.2 ~ motorcycles side-cars
# ---- 90-91 instruments, clocks, watches
disposable underwater camera|underwater disposable camera|waterproof film camera|waterproof disposable camera|waterproof disposable film camera|snorkeling film camera|aerial survey camera|forensic comparison camera => 900630 852589:0.2 ~ cameras photographic underwater aerial survey medical
fish finder sonar|wireless fish finder|kayak fish finder|ice fishing flasher|side imaging sonar|depth sounder transducer|boat depth finder|marine echo sounder|marine sextant => 901480 852691:0.2 ~ navigational instruments appliances other than aeronautical
glass aquarium thermometer|floating glass thermometer|stick on thermometer aquarium|deep fry thermometer glass|glass candy thermometer|brewing thermometer glass|laboratory glass thermometer|lab thermometer glass => 902511 902519:0.3 ~ thermometers liquid filled direct reading
ppm meter|water tds meter|pool ph tester digital|db meter|noise level meter|hardness tester water => 902789 902750:0.2 ~ instruments physical chemical analysis viscosity heat sound
pneumatic valve positioner|hydraulic servo controller|pneumatic level controller|pneumatic pressure controller|pneumatic temperature controller|hydraulic speed governor|governor for turbine|pneumatic transmitter controller => 903281 903289:0.3 ~ regulating controlling instruments automatic hydraulic pneumatic
gold quartz pocket watch|solid gold quartz pocket watch|sterling silver quartz pocket watch|silver quartz pocket watch|gold nurse watch|sterling silver nurse watch|solid silver fob watch quartz => 910191 910199:0.3 ~ pocket-watches other watches case precious metal electrically operated
manual wind mechanical watch|hand wound mechanical watch|hand winding mechanical watch|hand wind wristwatch|manual wind wristwatch|handwound watch|manually wound watch|skeleton hand wind watch|mechanical hand wind watch men => 910229 910129:0.1 ~ wrist-watches other than automatic winding
wind up alarm clock|windup alarm clock|mechanical alarm clock|key wound alarm clock|clockwork alarm clock|mechanical twin bell alarm clock|mechanical bell alarm clock|manual wind alarm clock|non battery alarm clock => 910519 910511:0.2 ~ alarm clocks other than electrically operated
# ---- 93-96
full choke|extra full choke|improved cylinder choke|modified choke|turkey choke|shotgun choke tubes|choke tube wrench|shotgun stock|shotgun barrel|shotgun forend|rifle bolt|bolt handle rifle|rifle trigger|shotgun trigger|rifle scope base|rifle chassis|rifle handguard|rifle buttstock => 930520 930599:0.3 ~ firearms parts accessories shotguns rifles
hospital bed frame|patient care bed|medical examination couch|exam couch|exam table medical|transfer stretcher|delivery table|operating theatre table|hydraulic operating table => 940290 ~ furniture medical surgical veterinary hospital beds operating examination tables
plastic folding table|hdpe folding table|blow molded folding table|plastic folding picnic table|plastic banquet table|plastic outdoor table|plastic side table|plastic dresser|plastic drawer tower|plastic chest of drawers|plastic bookcase|plastic shelving unit|plastic kids table|resin storage cabinet => 940370 940360:0.1 ~ furniture plastics
travel sewing set|sewing kit travel|shoe care set travel|shoe cleaning kit travel|travel toilet set|clothes brush set travel => 960500 ~ travel sets personal toilet sewing shoe clothes cleaning
hot plate single burner|hot plate double burner|electric single burner|electric double burner|single burner electric stove|double burner electric stove => 851660 ~ cooking plates boiling rings domestic electric
alarm clock mechanical|alarm clock windup|wind up twin bell|mechanical twin bell|loud twin bell mechanical => 910519 910511:0.2 ~ alarm clocks other than electrically operated
foam floor mats|eva foam floor mats|foam mats interlocking|floor mats interlocking|interlocking eva mats|interlocking exercise mats|interlocking gym mats => 391890 392119:0.3 950300:0.1 ~ floor coverings plastics tiles
tinted drawn glass|coloured drawn glass|drawn coloured glass => 7004 700420:0.6 700490:0.3 ~ drawn glass sheets coloured throughout mass
`;
