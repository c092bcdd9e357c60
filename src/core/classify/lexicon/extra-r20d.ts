/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20D_LEXICON = String.raw`
# ---- 73 fuel-fired air heaters
parking heater|diesel parking heater|diesel air heater|diesel heater|truck parking heater|night heater|fuel fired air heater|fuel fired heater|diesel fired heater|forced air heater|torpedo heater|propane forced air heater|kerosene forced air heater|diesel forced air heater|kerosene torpedo heater|propane torpedo heater => 732290 851629:0.2 ~ air heaters hot air distributors not electrically heated motor-driven fan
# ---- 74 copper alloys unwrought
copper nickel alloy ingot|cupronickel alloy ingot|copper aluminium alloy ingot|aluminium bronze alloy ingot|cucrzr ingot|chromium zirconium copper ingot|chrome zirconium copper ingot|chromium copper ingot|copper chromium ingot => 740329 ~ copper alloys unwrought other
# ---- 74 copper wire, tubes
uninsulated copper wire|uninsulated wire refined copper|bare refined copper wire => 740819 740811:0.2 ~ copper wire refined copper maximum cross-sectional dimension not exceeding 6 mm
copper nickel alloy tube|cupronickel alloy tube|copper nickel condenser tube|cupronickel condenser tube|cuni condenser tube|seamless cupronickel tube|seamless copper nickel tube => 741122 ~ tubes pipes copper-nickel base alloys cupro-nickel
# ---- 79 zinc anodes
zinc sacrificial anode|sacrificial zinc anode|zinc alloy sacrificial anode|zinc hull anode|zinc boat anode|marine zinc anode|zinc alloy anode|cathodic protection zinc anode|zinc block anode|zinc ribbon anode => 790700 ~ other articles of zinc
boat hull anode|hull zinc anode|outboard zinc anode|outboard motor anode => 7907 761699:0.3 810490:0.2 ~ other articles of zinc anodes
# ---- 82 hand tools
anvil secateurs|bypass secateurs|ratchet secateurs|ratchet pruning shears|ratchet pruner shears|anvil pruning shears|bypass pruning shears => 820150 ~ secateurs similar one-handed pruners shears
masonry trowel|bricklayer trowel|gauging trowel|tuck pointing trowel => 820559 ~ hand tools other
impregnated diamond bit|impregnated core bit|surface set diamond bit|nq core bit|hq core bit|pq core bit|bq core bit|geological drill bit|exploration drill bit|mining core bit|rock core bit|wireline diamond bit => 820719 ~ rock drilling earth boring tools other
extension drill rod|extension rod drilling|threaded drill rod|rock drill rod|mf drill rod|drifter rod|tapered drill rod|integral drill steel|tapered drill steel|rock drill steel|rock drill shank adapter|drifter shank adapter|drill rod coupling sleeve|rock button bit => 820719 ~ rock drilling earth boring tools other
apple peeler corer slicer|apple corer slicer peeler|hand crank apple peeler|rotary apple peeler|apple potato peeler|apple peeler machine hand => 821000 ~ hand-operated mechanical appliances preparation food
hand operated coffee grinder|hand operated coffee mill => 821000 ~ hand-operated mechanical appliances weighing 10 kg or less preparation food drink
steel knife blank|chef knife blank|knife blank blade|kitchen knife blank|hunting knife blank|folding knife blade blank => 821194 ~ blades knives
# ---- 82 plated cutlery sets
gold plated cutlery set|gold plated flatware set|silver plated flatware set|silver plated cutlery set|silverplate flatware set|silverplate cutlery set|epns cutlery set|epns flatware set|epns flatware|electroplated silver cutlery|gold plated silverware set|silver plated silverware set => 821510 ~ sets assorted articles at least one article plated precious metal
# ---- 83 padlocks
digit combination lock|resettable combination lock|resettable code lock|combination code padlock|locker combination lock|luggage combination lock|dial combination lock|number combination lock => 830110 830140:0.3 ~ padlocks base metal
# ---- 83 cored welding wire
tubular wire|tubular welding wire|tubular cored wire|tubular wire electrode => 831120 ~ cored wire base metal electric arc-welding
# ---- 84 nuclear reactor parts
reactor vessel head|reactor pressure vessel|reactor vessel closure head|reactor head assembly|nuclear reactor vessel|reactor core internals|nuclear pressure vessel => 840140 ~ nuclear reactors parts
# ---- 84 boilers
water tube steam boiler|coal fired water tube boiler|chain grate steam boiler|biomass fired steam boiler => 8402 840212:0.6 840211:0.3 840219:0.4 ~ steam vapour generating boilers watertube
# ---- 84 pumps
manual drum pump|hand drum pump|manual barrel pump|hand barrel pump|manual fuel transfer pump|hand fuel transfer pump|manual transfer pump|hand transfer pump|lever drum pump => 841320 ~ hand pumps liquids
eductor|water jet eductor|jet eductor|venturi eductor|liquid eductor|tank mixing eductor|mixing eductor|venturi jet pump|water jet pump|liquid jet pump|water ejector pump|liquid ejector => 841381 841480:0.2 ~ pumps liquids other
archimedes screw pump|archimedean screw pump|lifting screw pump|wastewater screw pump|sewage screw pump|archimedes screw lift|archimedean screw lift|archimedes screw|archimedean screw|screw lift pump|open screw pump => 841382 ~ liquid elevators
noria water wheel|irrigation water wheel|water lifting wheel|persian wheel|chain pump irrigation => 841382 ~ liquid elevators
archimedes screw turbine|archimedean screw turbine|hydrodynamic screw turbine => 841011 ~ hydraulic turbines water wheels
noria bucket|archimedes screw flight|liquid elevator parts|noria parts => 841392 ~ parts liquid elevators
bike floor pump|bicycle floor pump|bicycle hand pump|bike hand pump|ball inflator|basketball inflator|tyre hand pump|bike tire pump => 841420 ~ hand foot-operated air pumps
# ---- 84 hoods
vent hood|stove vent hood|stove hood|slim range hood|ducted range hood|ductless range hood|kitchen vent hood => 841460 ~ hoods maximum horizontal side not exceeding 120 cm incorporating fan
# ---- 84 calenders, filters, sprayers, elevators
calender machine parts|calender spare parts|rubber calender parts|laminating machine parts|laminator parts => 842099 ~ parts calendering rolling machines
return line filter|hydraulic return line filter|hydraulic filter assembly|hydraulic filter housing|inline hydraulic filter|hydraulic tank filter|hydraulic suction filter|hydraulic pressure filter|hydraulic oil filter housing => 842129 842199:0.2 ~ filtering purifying machinery liquids other
gravity feed airbrush|siphon feed airbrush|airbrush compressor kit|nail airbrush|cake airbrush => 842420 ~ spray guns similar appliances
plate chain bucket elevator|cement bucket elevator => 842832 ~ continuous-action elevators conveyors bucket type
# ---- 84 drilling rig parts
drilling rotary table|rig rotary table|oilfield rotary table|drilling rig rotary table|kelly bushing|master bushing|drilling swivel|drill rig parts => 843143 ~ parts boring sinking machinery subheading 8430.41 8430.49
# ---- 84 agricultural machinery
zero tillage planter|zero tillage seed drill|zero till seed drill|zero till drill|zero tillage drill|direct seed drill|direct seeder|direct drill seeder|zero tillage seeder => 843231 ~ no-till direct seeders planters transplanters
combined incubator hatcher|setter and hatcher|egg setter|hatchery incubator => 843621 ~ poultry incubators brooders
hammer mill screen|hammer mill sieve|hammermill screen|feed grinder screen|feed crusher screen|grinder sieve screen => 843699 847490:0.3 843790:0.2 ~ parts machinery agricultural horticultural poultry-keeping
animal feed pellet mill => 843610 ~ machinery preparing animal feeding stuffs
# ---- 84 bookbinding, printing
book sewing machine parts|bookbinding machine parts|bookbinding equipment parts|book binding machine parts => 844090 ~ parts machinery bookbinding
desktop offset press|desktop offset printing machine|tabletop offset press|a4 offset press|a4 offset printing machine|office offset press|office offset printing machine => 844312 ~ offset printing machinery sheet-fed office type
`;
