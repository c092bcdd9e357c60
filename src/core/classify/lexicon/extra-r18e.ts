/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18E_LEXICON = String.raw`
# ---- 84 blasting machines
abrasive blasting machine|portable blasting machine|blasting pot|portable sandblaster|pressure blasting machine => 842430 ~ steam sand blasting machines similar jet projecting machines
# ---- 84 agricultural machinery, livestock watering, germination plant
cattle water bowl|cattle drinking bowl|livestock drinker|cattle drinker|horse drinker|horse waterer|cattle waterer|livestock water bowl|livestock drinking bowl|horse water bowl|horse drinking bowl|pig drinker|float drinker => 843680 ~ agricultural machinery other
germination unit|germination plant|fodder sprouting machine|barley fodder system|sprouted fodder system|fodder germination => 843680 ~ germination plant fitted mechanical thermal equipment
# ---- 84 paper pulp and paper machinery
cutting stick|cutter stick|guillotine cutting stick => 844190 ~ parts machinery making up paper pulp paper paperboard cutting machines
# ---- 84 knitting machines and parts
sock making machine|hosiery knitting machine|computerized sock knitting machine => 844711 ~ circular knitting machines cylinder diameter not exceeding 165 mm
needle cylinder|knitting cylinder|knitting machine cylinder|cam box|cam box assembly|knitting cam => 844859 ~ parts accessories machines heading 8447 other
# ---- 84 metallurgical converters
basic oxygen converter|oxygen converter|bof converter|aod converter|steelmaking converter|argon oxygen decarburization|bessemer converter|ld converter|vod converter|steel converter|copper converter|peirce smith converter => 845410 ~ converters metallurgy metal foundries
# ---- 84 machine tools
combination drilling machine|modular drilling machine|modular machine tool|combination machine tool => 845720 845730:0.3 ~ unit construction machines single station
cnc external cylindrical grinder => 846023 ~ cylindrical grinding machines numerically controlled
external cylindrical grinder|universal cylindrical grinder|internal cylindrical grinder => 846029 846023:0.5 ~ cylindrical grinding machines
profile grinding machine|optical profile grinder|profile grinder|optical curve grinder|form grinding machine => 846029 846024:0.5 ~ grinding machines other
cnc form grinder|cnc form grinding machine => 846024 ~ grinding machines numerically controlled
# ---- 84 computers
aio computer|aio desktop|touch panel computer|industrial touch computer|industrial panel computer => 847141 ~ automatic data processing machines same housing central processing unit input output unit
# ---- 84 glass working machines
individual section machine|ampoule making machine|vial making machine|glass container forming machine => 847529 ~ machines manufacturing hot working glass glassware
# ---- 84 moulds
permanent mould|permanent mould casting|tilt pour mould => 848049 848041:0.2 ~ moulds metal metal carbides other
neck ring mould|glass blowing mould => 848050 ~ moulds glass
# ---- 84 bearings, housings
needle roller pin => 848291 ~ balls needles rollers
pillow block housing|plummer block housing|bearing seat|bearing block housing|flange bearing housing|take up housing => 848330 ~ bearing housings not incorporating ball roller bearings
# ---- 84 additive manufacturing
selective laser melting|slm 3d printer|slm machine|metal powder bed fusion|laser powder bed fusion|waam system|directed energy deposition => 848510 ~ machines additive manufacturing metal deposit
# ---- 85 motors and generators
miniature dc motor|dc electric motor|permanent magnet motor => 8501 850110:0.5 850131:0.4 ~ motors output not exceeding 37.5 w
low rpm generator|low rpm alternator|wind turbine alternator => 850161 850162:0.3 ~ ac generators alternators
# ---- 85 transformer and converter parts
transformer core lamination|transformer core => 850490 ~ parts electrical transformers static converters
inverter main board|inverter mainboard|inverter power board|inverter pcba|solar inverter board|ups mainboard => 850490 850440:0.2 ~ parts static converters
# ---- 85 cells and batteries
alkaline cell|alkaline manganese dioxide|alkaline manganese cell|alkaline manganese battery|lr6 battery|lr03 battery => 850610 ~ primary cells batteries manganese dioxide
er14505|er14250|er26500|er34615|er18505|lisocl2|lisocl2 battery|li socl2 => 850650 ~ primary cells batteries lithium
deep cycle gel battery|gel deep cycle battery => 850720 ~ lead acid accumulators other
pe separator|polyethylene separator|battery separator film|lithium battery separator => 850790 ~ electric accumulators parts
# ---- 85 shaver parts
shaver blades|shaving head => 851090 ~ parts shavers hair clippers
# ---- 85 induction heating
induction heating system|induction heating power supply|induction heat treatment machine => 851440 ~ other equipment heat treatment materials induction dielectric loss
# ---- 85 loudspeakers
loaded subwoofer|loaded subwoofer box|loaded sub box|loaded enclosure|single driver speaker => 851821 ~ single loudspeakers mounted in their enclosures
# ---- 85 display modules
eink raw panel|epaper raw panel|raw epaper => 852419 ~ flat panel display modules not incorporating drivers control circuits other
# ---- 85 night vision cameras
digital night vision|digital night vision binoculars|digital night vision goggles|digital night vision monocular|night vision recorder => 852583 900580:0.2 ~ night vision cameras
# ---- 85 traffic signal parts
signal head visor|traffic signal backplate|traffic light backplate => 853090 ~ parts electrical signalling equipment roads
# ---- 85 capacitors and resistors
hv ceramic capacitor|disc ceramic capacitor|doorknob capacitor => 853223 ~ ceramic dielectric single layer
wire wound variable resistor|slide rheostat|slide wire rheostat|tubular rheostat|ceramic rheostat => 8533 853331:0.5 853339:0.5 ~ wirewound variable resistors including rheostats potentiometers
# ---- 85 diodes
uf4007|fr107 => 854110 ~ diodes other than photosensitive light emitting diodes
# ---- 85 electronic cigarette parts
mesh coil|coil atomizer|vape atomizer|refillable pod|empty pod|empty pod cartridge|clearomizer|cartomizer => 854390 ~ parts electrical machines apparatus other
`;
