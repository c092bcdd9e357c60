/**
 * Eighth-pass lexicon additions, written from marketplace- and ruling-style descriptions of a
 * random sample of HS subheadings (weighted towards consumer goods), without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R8C_LEXICON = String.raw`
# ---- 01 live animals
live donkey|miniature donkey|standard donkey|donkey jenny|jenny donkey|donkey jack|jack donkey|breeding donkey|live asses => 010130 ~ asses live
# ---- 08 citrus fruit n.e.c.
citron|etrog|buddha's hand|buddha hand fruit|fresh yuzu|finger lime => 080590 ~ fruit edible citrus fresh dried
# ---- 20 prepared vegetables
frozen grilled vegetables|frozen roasted vegetables|grilled vegetables frozen|creamed spinach|vegetables in butter sauce|frozen vegetables in sauce => 200490 200599:0.4 ~ vegetables prepared preserved otherwise than vinegar frozen
canned bamboo shoots|boiled bamboo shoots|bamboo shoot strips|sliced bamboo shoots => 200591 ~ bamboo shoots prepared preserved not frozen
# ---- 28/29 inorganic and organic chemicals
manganous oxide|manganese monoxide|manganese ii oxide|trimanganese tetraoxide|manganese tetroxide|mn3o4|manganese sesquioxide => 282090 282010:0.3 ~ manganese oxides excluding manganese dioxide
benzoquinone|para benzoquinone|chloranil|tetrachlorobenzoquinone|naphthoquinone|duroquinone|thymoquinone => 291469 ~ quinones
# ---- 33/35 flavours, starches, enzymes
drink flavor concentrate => 330210 ~ odoriferous substances mixtures food drink industries
resistant dextrin|cyclodextrin|beta cyclodextrin|soluble starch => 350510 ~ dextrins modified starches
# ---- 39 plastics
elvax|eva pellets|ethylene vinyl acetate resin => 390130 ~ ethylene vinyl acetate copolymers primary forms
acetate flake|cellulose diacetate|cellulose triacetate => 391211 391212:0.3 ~ cellulose acetates non-plasticised primary forms
pvc regrind|pvc waste|scrap pvc|waste pvc|pvc flakes|pvc cable scrap|pvc film scrap|pvc pipe scrap|pvc profile scrap|pvc window scrap => 391530 ~ polymers vinyl chloride waste parings scrap
pvb interlayer|pvb interlayer film|pvb sheet|polyvinyl butyral film|polyvinyl butyral sheet|laminated glass interlayer|safety glass interlayer => 392091 ~ plates sheets film poly vinyl butyral
clear cellophane wrap|cellophane paper => 392071 ~ plates sheets film regenerated cellulose
dropper bottle plastic|refillable travel bottle => 392330 ~ carboys bottles flasks plastics conveyance packing goods
dispensing closure|child resistant closure|pump cap => 392350 ~ stoppers lids caps closures plastics
# ---- 40 rubber
remold tire => 401211 401212:0.3 401213:0.3 ~ retreaded tyres motor cars
# ---- 44 wood
cleft pales|bean poles|beanpoles => 4404 440410:0.5 440420:0.5 ~ split poles piles pickets stakes pointed not sawn lengthwise hoopwood
parquet mosaic|mosaic parquet flooring|wood mosaic flooring|finger parquet|finger block parquet|mosaic flooring panels => 441874 ~ assembled flooring panels mosaic floors
bamboo stair treads|bamboo stair nosing|bamboo wall cladding|bamboo wall panel|bamboo ceiling panel => 441891 ~ builders joinery carpentry bamboo
# ---- 53-58 fabrics, fibres, carpets
colored burlap|dyed burlap|printed burlap|dyed jute fabric|printed jute fabric|colored hessian|printed hessian|dyed hessian => 531090 ~ woven fabrics jute bast fibres other than unbleached
polyamide staple fiber|pa6 staple fiber => 550319 ~ synthetic staple fibres nylon polyamides not carded combed
pvc coated yarn|pvc coated polyester yarn|tpu coated yarn|tpu coated polyester yarn|pvc coated thread|coated polyester yarn => 560490 ~ textile yarn impregnated coated covered sheathed rubber plastics
# ---- 61/62 apparel
bodybriefer|corselette|corselet|shaping bodysuit|firm control body briefer => 621230 ~ corselettes
# ---- 64 footwear
klompen => 640590 640510:0.3 ~ footwear n.e.c.
# ---- 70/71 glass wool, stones, jewellery
glasswool|insulation batts => 701980 ~ glass fibres glass wool articles
uncut diamond|raw diamond|natural rough diamond => 710231 710221:0.3 ~ diamonds non-industrial unworked simply sawn cleaved bruted
rough lab grown diamond|lab grown rough diamond|rough cvd diamond|cvd rough diamond|hpht rough diamond|rough hpht diamond|cvd diamond plate|hpht rough|cvd rough|rough lab created diamond|lab created rough => 710421 ~ synthetic stones diamonds unworked simply sawn roughly shaped
# ---- 72-74 steel and copper articles
pvc coated steel wire|pvc coated iron wire|plastic coated steel wire|plastic coated garden wire|garden wire|plant tie wire|coated garden wire|pvc coated binding wire => 721790 ~ wire iron non-alloy steel
socket weld tee => 730799 730792:0.3 ~ tube pipe fittings iron steel
stove burner cap|stove grates|range grates|cooktop grate|flame tamer|grill heat plate|heat tent grill => 732190 ~ domestic appliances non-electric parts iron steel
cupronickel ingot|copper nickel ingot|nickel silver ingot|beryllium copper ingot|aluminium bronze ingot|cuni ingot => 740329 ~ copper alloys unwrought
rivets and burrs|copper split pins|copper cotter pins => 741529 ~ copper rivets cotters cotter-pins not threaded
copper anode balls => 741980 ~ copper articles
# ---- 82/83 tools, locks
cylinder lock core|keyed lock core|mortise cylinder => 830160 ~ parts padlocks locks base metal
# ---- 84 machinery
pulse jet|pulsejet|pulse jet engine|ramjet|ram jet engine|rocket motor|solid rocket motor => 841210 ~ reaction engines other than turbo-jets
single girder crane|double girder crane|overhead travelling crane => 842611 ~ overhead travelling cranes fixed support
reel lawn mower|cylinder lawn mower|manual reel mower|greens mower => 843319 ~ mowers lawns parks sports grounds
paper sack making machine|paper bag forming machine => 844120 ~ machines making bags sacks envelopes paper
shuttle power loom => 844621 ~ weaving machines looms shuttle type power looms
mechanical power press => 846262 ~ cold metal working presses mechanical presses
pneumatic press|rack and pinion press => 846269 847989:0.3 ~ cold metal working presses other
frame assembling machine|door frame assembling machine => 846594 ~ machine-tools working wood bending assembling machines
capsule vending machine|toy vending machine|candy vending machine => 847689 ~ automatic goods-vending machines
wafer boat|quartz wafer boat|wafer chuck|vacuum wafer chuck|susceptor|graphite susceptor|wafer susceptor => 848690 702000:0.2 ~ machines apparatus heading 8486 parts accessories
# ---- 85 electrical
low frequency transformer|ei transformer|pcb transformer|pcb mount transformer => 850431 ~ electrical transformers power handling capacity not exceeding 1kva
lithium manganese dioxide|li mno2|cr123a|cr2025|cr2016|lithium primary cell => 850650 ~ cells batteries primary lithium
wiper linkage assembly|wiper pivot => 851290 ~ lighting signalling windscreen wipers parts motor vehicles
electric arc furnace|eaf furnace|infrared furnace|infrared reflow oven => 851439 ~ furnaces ovens electric industrial laboratory
alarm clock radio => 852792 ~ radio-broadcast receivers combined clock
incandescent lamp|filament lamp => 853922 853929:0.5 ~ lamps filament excluding ultra-violet infra-red
brake light bulb|turn signal bulb|tail light bulb|signal bulb|wedge bulb|instrument bulb|panel bulb => 8539 853952:0.6 853929:0.5 853921:0.2 ~ lamps filament light-emitting diode led light sources
deflection yoke|crt deflection yoke|crt yoke|electron gun assembly|crt electron gun|shadow mask => 854091 ~ parts cathode-ray tubes
atomizer coil|vape replacement coil|vaporizer coil => 854390 ~ parts electrical machines apparatus heading 8543
# ---- 87 vehicles
hybrid tractor unit|hybrid tractor head|hybrid semi truck|hybrid prime mover|hybrid road tractor => 8701 870122:0.6 870123:0.4 ~ road tractors semi-trailers electric motors propulsion
# ---- 90/91 instruments, watches
x-ray apparatus|x-ray unit => 9022 902214:0.5 902219:0.4 ~ apparatus based on use x-rays radiography
mobile x-ray|medical x-ray machine|mobile x-ray machine|digital radiography system|c-arm|mammography system => 902214 ~ apparatus x-rays radiography medical surgical veterinary
baggage x-ray scanner|x-ray security scanner|x-ray flaw detector => 902219 ~ apparatus x-rays other than medical
network cable certifier|cable analyzer|ber tester|transmission analyzer|telecom line tester|crosstalk meter|psophometer => 903040 ~ instruments specially designed telecommunications cross-talk meters gain measuring
water pump pressure switch|air compressor pressure switch|pump pressure controller|automatic pump controller => 903220 853650:0.4 ~ regulating controlling instruments automatic manostats
gold case watch => 9101 910111:0.3 910119:0.3 910121:0.3 910129:0.3 ~ wrist-watches case precious metal
# ---- 93/95/96 ammunition, golf, lighters
mortar bomb|fragmentation grenade|artillery fuze => 930690 ~ bombs grenades torpedoes mines missiles munitions war
non refillable lighter|disposable gas lighter|disposable butane lighter|disposable flint lighter => 961310 ~ lighters pocket gas fuelled non-refillable
`;
