/**
 * Fifth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_HOBBY5_LEXICON = String.raw`
# ---- 85 hobby electronics: relays, connectors, terminals (8536)
relay shield|channel relay|channel relay module|relay module board|relay expansion board|optocoupler relay module|time delay relay module|delay relay module|songle relay => 853641 853649:0.3 ~ relays voltage not exceeding 60 volts
jst plug|jst sm|jst xh|jst ph connector|deans plug|dc power plug|barrel jack => 853669 ~ plugs sockets voltage not exceeding 1000 volts
crimp connector|wire splice connector => 853690 ~ apparatus making connections electrical circuits voltage not exceeding 1000 volts
momentary push button => 853650 ~ switches voltage not exceeding 1000 volts
# ---- 85 hobby electronics: passive parts, semiconductors, ICs
chip resistor => 853321 853310:0.3 853329:0.2 ~ fixed resistors power handling capacity not exceeding 20 w
potentiometer knob|volume potentiometer => 853340 ~ variable resistors potentiometers
radial capacitor => 853222 853224:0.2 ~ fixed capacitors aluminium electrolytic
chip capacitor => 853224 853223:0.4 ~ fixed capacitors ceramic dielectric multilayer
polyester film capacitor => 853225 ~ fixed capacitors dielectric plastics
farad capacitor => 853229 ~ fixed capacitors
diffused led => 854141 ~ light emitting diodes led
diode assortment => 854110 ~ diodes other than light emitting
npn transistor kit|transistor assortment => 8541 854121:0.6 854129:0.4 ~ transistors
ldr photoresistor => 854149 854159:0.3 853340:0.2 ~ photosensitive semiconductor devices
timer chip|ldo regulator => 854239 854233:0.3 ~ electronic integrated circuits
pic microcontroller|microcontroller chip|avr microcontroller => 854231 ~ integrated circuits processors controllers
eeprom chip => 854232 ~ integrated circuits memories
piezo alarm buzzer => 853180 851890:0.3 ~ electric sound signalling apparatus
# ---- 85 hobby electronics: modules, dev boards, sensors, displays
nodemcu|wifi transceiver module|bluetooth serial module|rf transceiver module|zigbee module|4g lte module => 851762 851769:0.3 ~ apparatus transmission reception data wireless network
rfid module|rfid reader module|nfc module => 847190 851762:0.4 ~ machines reading data
humidity sensor module => 902580 902519:0.3 ~ hygrometers psychrometers thermometers
thermistor probe => 902519 853340:0.2 ~ thermometers electronic
ultrasonic sensor module|ultrasonic distance sensor|lidar sensor|tof sensor|distance sensor module => 903180 854390:0.3 ~ measuring checking instruments
gyroscope module => 903180 901420:0.3 ~ measuring checking instruments
load cell sensor => 903180 842390:0.4 ~ measuring checking instruments weighing machine parts
tft lcd module|tft screen module => 852491 852411:0.3 ~ flat panel display modules liquid crystals drivers control circuits
oled lcd module => 852492 852412:0.3 ~ flat panel display modules organic light-emitting diodes drivers
epaper display => 852499 852419:0.3 ~ flat panel display modules
led matrix|segment led display => 853120 853180:0.3 ~ indicator panels incorporating light emitting diodes
step up converter|buck boost converter|voltage regulator module|adjustable power supply module|ac dc module|ac dc converter module|power supply module|hi link => 850440 ~ electrical static converters
charger module|lithium charging board|battery charger board => 850440 853710:0.2 ~ electrical static converters charging
wall adapter => 850440 ~ electrical static converters power supply
voltage converter transformer => 850431 850432:0.4 ~ transformers power handling capacity not exceeding 1 kva
ferrite choke|inductor kit => 850450 850590:0.3 ~ inductors
arduino nano board|arduino mega board|mcu board|pico board|raspberry pi pico|micro bit|microbit => 8542 847150:0.3 853710:0.3 ~ electronic integrated circuits processors controllers
solderless breadboard|prototype breadboard|mini breadboard => 853690 853669:0.4 ~ apparatus making connections electrical circuits
veroboard|circuit board blank => 853400 ~ printed circuits
# ---- 85 cables, wires, solder, tools for hobby electronics
breadboard jumper|jumper cable kit|idc cable|servo extension cable|balance lead|jst cable => 854442 ~ insulated electric conductors fitted connectors
solid core wire|twin core cable|flat ribbon wire => 854449 854411:0.3 ~ insulated electric conductors not fitted connectors
solder reel => 831130 381010:0.3 ~ cored wire base metal soldering
usb voltage meter => 903039 903089:0.3 ~ instruments measuring checking electrical quantities
# ---- 85 batteries and cells (8506, 8507)
alkaline button cell|alkaline button battery => 850610 ~ primary cells batteries manganese dioxide
silver oxide button => 850640 ~ primary cells silver oxide
lithium aa battery => 850650 ~ primary cells batteries lithium
carbon zinc battery => 850680 850610:0.3 ~ primary cells batteries
aa nimh|aaa nimh|nimh aaa|low self discharge battery => 850750 ~ accumulators nickel-metal hydride
sealed lead acid battery => 850720 850710:0.3 ~ lead-acid accumulators other than starting
rc lipo => 850760 ~ lithium-ion accumulators
battery box holder|aa battery holder|battery case holder|battery snap => 853690 392690:0.3 ~ apparatus making connections electrical circuits
# ---- 85 motors and fans for hobby use
hybrid stepper motor => 850110 850131:0.2 ~ motors output not exceeding 37.5 w
digital servo|servo horn|micro servo motor => 850110 950300:0.2 ~ motors output not exceeding 37.5 w
fpv motor|drone brushless motor => 850131 850110:0.4 ~ dc motors output exceeding 37.5 w not exceeding 750 w
tt motor => 850110 ~ motors output not exceeding 37.5 w
dc cooling fan|radial blower fan => 841459 847330:0.2 ~ fans
# ---- 88 drones and parts; 85 remotes; 95 RC models
quadcopter props|fpv propellers|fpv props|dji propellers|dji props|quick release propellers|quick release props|mavic propellers|tri blade propeller => 880710 950300:0.2 ~ propellers rotors unmanned aircraft
propeller protector|landing legs|gimbal cover|gimbal protector|gimbal lock|lens protector drone|drone arm replacement|frame kit fpv => 880730 880720:0.3 ~ parts unmanned aircraft
fpv flight controller|drone flight controller|fpv esc|drone esc|fpv stack => 880730 853710:0.4 850440:0.3 ~ parts unmanned aircraft electronic controllers
fpv controller => 852560 852692:0.4 852869:0.3 ~ transmission apparatus reception apparatus radio remote control
drone remote controller|remote controller drone|smart controller|transmitter controller => 852692 880730:0.3 ~ radio remote control apparatus
drone 4k|drone with camera 4k|uav drone => 8806 880621:0.5 880622:0.5 950300:0.2 ~ unmanned aircraft remote-controlled flight
rc model|remote control stunt car => 950300 ~ toys reduced-size scale models remote control
rc upgrade parts|rc shock absorber|rc shocks|rc chassis|rc axle|rc driveshaft|rc servo saver|rc motor mount => 950300 ~ parts accessories toys scale models
model airplane kit|model car kit|model ship kit|alloy model car => 950300 ~ reduced-size scale models assembly kits
# ---- 84/39 3D printing
fdm 3d|fused deposition modeling|fused filament fabrication|corexy|msla|desktop 3d printer|auto leveling 3d printer => 848520 848590:0.2 ~ machines additive manufacturing plastics deposit
hotend kit|volcano hotend|throat tube|bowden tube|ptfe bowden|extruder upgrade|bmg extruder|titan extruder|extruder nozzle|print head 3d|build surface|pei plate|pei spring steel|print bed sheet|hotbed 3d|bed leveling springs => 848590 ~ parts machines additive manufacturing
printer filament|pla+|filament spool => 391690 3916:0.5 ~ monofilament cross-sectional dimension exceeding 1 mm plastics
3d printing resin|3d printer resin|uv resin 3d|photopolymer resin|standard resin|water washable resin => 390690 3907:0.3 ~ acrylic polymers primary forms
# ---- 85/90 cameras, lenses, photo accessories
baby monitor camera|borescope camera => 852589 ~ digital cameras video camera recorders television cameras
instant photo camera|instant print|instax wide => 900640 ~ photographic cameras instant print
film point and shoot|reusable film camera|single use film camera|disposable film camera|throwaway camera => 900653 900659:0.3 ~ photographic cameras roll film 35 mm
ef lens|rf lens|interchangeable lens|clip on lens => 900211 900219:0.2 ~ objective lenses cameras mounted
neutral density filter|lens filter kit|step up ring filter => 900220 ~ filters mounted optical
lens adapter|mount adapter|lens hood camera => 900691 852990:0.3 ~ parts accessories photographic cameras
camera flash speedlite|macro ring flash|strobe light photography => 900661 900669:0.3 ~ photographic flashlight apparatus
photo studio light|fill light|light panel photography => 940542 940549:0.3 ~ luminaires light fittings led light sources
photography light stand|ball head|tripod ball head => 962000 ~ monopods bipods tripods
photo backdrop|photography backdrop|vinyl backdrop|backdrop cloth|chroma key backdrop|background cloth => 6307 630790:0.5 392690:0.2 ~ made up textile articles
compactflash card => 852351 ~ solid-state non-volatile storage devices
# ---- 91 watches, clocks and parts
hand wind|hand wound|manual winding|mechanical hand wind|mechanical manual watch => 910229 910299:0.3 ~ wrist watches other than automatic winding
diver automatic watch => 910221 910121:0.2 ~ wrist watches automatic winding
leather watch|mesh watch|wooden watch => 910211 910221:0.2 910111:0.1 ~ wrist watches electrically operated mechanical display
binary watch => 910212 910219:0.3 ~ wrist watches electrically operated opto-electronic display
dual display watch|ana digi watch => 910219 910212:0.2 910211:0.2 ~ wrist watches electrically operated other display
nurse fob watch|nurse pocket watch => 9102 910291:0.5 910299:0.5 ~ pocket watches other watches
cooking timer => 910690 ~ apparatus measuring intervals of time
sport band|quick release watch band => 911390 911320:0.3 ~ watch straps bands bracelets
link bracelet watch|milanese strap|butterfly clasp watch|watch link pins => 911320 911390:0.3 ~ watch straps bands bracelets base metal
watch movement quartz => 910811 ~ watch movements electrically operated mechanical display
diver watch case => 911120 911180:0.3 911190:0.3 ~ watch cases parts base metal
sterile dial|watch face dial => 911430 ~ clock watch parts dials
watch hands set|hands set watch|watch crown stem|crown and stem|clock hands set => 911490 ~ clock watch parts
case back opener|watch repair tool => 820559 820420:0.3 ~ hand tools
watch organizer => 4202 420292:0.3 420299:0.3 420232:0.2 ~ cases boxes containers
quartz wall clock|battery wall clock|3d wall clock|acrylic wall clock|atomic wall clock|radio controlled wall clock|kitchen wall clock|wall clock sticker => 910521 910529:0.2 ~ wall clocks electrically operated
mechanical wall clock|key wound clock => 910529 910599:0.4 ~ wall clocks other than electrically operated
led alarm clock|travel alarm clock|projection alarm clock => 910511 910519:0.2 852792:0.2 ~ alarm clocks electrically operated
desk clock digital|digital desk clock|led desk clock|wooden led clock|led table clock|shelf clock => 910591 910511:0.3 ~ clocks electrically operated
# ---- 92 musical instruments and parts
ukelele|lap harp|acoustic bass guitar => 920290 ~ string musical instruments played other than bow
electro acoustic guitar => 920790 920290:0.2 ~ musical instruments sound produced amplified electrically other than keyboard
electric drum kit|digital drum set|roll up drum|electronic drum pad => 920790 ~ musical instruments sound produced electrically other than keyboard
music keyboard|synth keyboard => 920710 ~ keyboard musical instruments sound produced electrically
mbira|cowbell instrument|wood block instrument|chimes instrument|jingle bells instrument => 920600 ~ percussion musical instruments drums xylophones cymbals castanets maracas
survival whistle => 920890 ~ decoy calls whistles call horns mouth-blown sound signalling instruments
piano wire strings => 920930 ~ musical instrument strings
guitar plectrum|rosin violin|chin rest|saddle nut guitar|guitar tuners machine heads|strap locks|string winder => 920992 920994:0.3 ~ parts accessories string musical instruments
bass pickup|acoustic pickup|soundhole pickup|piezo pickup => 920994 920992:0.3 ~ parts accessories musical instruments sound produced amplified electrically
kick pedal|sax reeds|alto sax reeds|tenor sax reeds|saxophone strap|digital metronome|kalimba tuning hammer => 920999 920991:0.2 ~ parts accessories musical instruments metronomes tuning forks pitch pipes
booster pedal => 854370 ~ electrical machines apparatus individual functions
bass amplifier|practice amp|keyboard amplifier|acoustic guitar amplifier|amp head => 851840 ~ audio-frequency electric amplifiers
pedal patch cable => 854442 ~ insulated electric conductors fitted connectors
guitar gig bag|hard case guitar => 420292 420299:0.3 420212:0.2 ~ cases musical instruments
# ---- 95 toys, games, puzzles
3d wooden puzzle|metal puzzle 3d|iq puzzle|mirror cube|pyraminx|megaminx|maze ball|puzzle toy => 950300 ~ puzzles toys
plush pillow toy => 950300 ~ toys representing animals non-human creatures stuffed
mystery box figure|nendoroid|funko pop|garage kit figure => 950300 ~ dolls toys
pop it fidget|thinking putty => 950300 ~ toys
train set toy|car track|toy excavator|toy tractor|toy plane|toy boat|foam dart blaster|blaster toy|bubble blower => 950300 ~ toys wheeled toys
tool set toy|kick scooter kids|tricycle kids => 950300 ~ toys wheeled toys designed to be ridden by children
stunt kite|gyroscope toy|spirograph|drawing board toy => 950300 ~ toys balloons
draughts => 950490 ~ articles table parlour games
cue case|bridge head billiard => 950420 ~ billiard articles accessories
controller skin => 950450 ~ video game consoles machines parts accessories
# ---- 95 sports and fitness equipment
fitness ball|pilates ball => 950662 950669:0.2 ~ balls inflatable
hybrid golf|iron set => 950631 950639:0.2 ~ golf clubs complete
putter grip => 950639 ~ golf equipment other than clubs balls
lawn tennis racket => 950651 ~ lawn-tennis rackets
beach ball paddle|racket grip tape|tennis overgrip => 950659 950699:0.3 ~ tennis badminton similar rackets
softball ball => 950669 ~ balls other than inflatable
table tennis blade|table tennis robot => 950640 ~ table-tennis articles equipment
arrows archery => 950699 950691:0.2 ~ equipment outdoor games sports
blade guards => 950670 ~ skates ice roller
barbell bar|power twister|smart hula hoop|reflex ball boxing|ankle straps cable => 950691 ~ articles equipment general physical exercise gymnastics athletics
baby swing outdoor|sand pit|see saw|ninja warrior obstacle|climbing wall holds => 950699 ~ equipment outdoor games recreation playground
freestyle snowboard|snowboard deck => 950619 340490:0.2 ~ snow-ski equipment
alpine binding|touring binding => 950612 ~ ski-fastenings ski-bindings
snow sledge|sled for kids => 950699 950619:0.3 ~ equipment outdoor games recreation
skim board|freediving mask|isup|water trampoline|tow tube => 950629 950621:0.1 ~ water-sport equipment surf-boards water-skis
snowboard goggles|snow goggles|motocross goggles|mx goggles|swimming glasses|prescription swim goggles => 900490 ~ spectacles goggles protective
# ---- 63/94 camping
glamping tent|sun shelter|beach canopy|bivy|tent rain fly => 630622 630629:0.3 ~ tents synthetic fibres camping goods
rain fly tarp|sunshade awning => 630612 630619:0.3 ~ tarpaulins awnings sunblinds synthetic fibres
camping mat|camping pad|air mattress camping|inflatable pillow camping|camping pillow inflatable => 630640 392690:0.2 940490:0.2
blow up mattress|flocked air mattress => 392690:0.5 630640:0.4 401695:0.2 ~ pneumatic mattresses plastics textile ~ camping goods pneumatic mattresses
parachute hammock|travel hammock|hammock with mosquito net|hanging hammock|hammock swing => 630690 560890:0.3 ~ camping goods textile
envelope sleeping bag|bivy sleeping bag => 940430 ~ sleeping bags
camping chair folding|folding chair camping|backpacking chair|folding lounge chair => 940179 940171:0.3 ~ seats metal frames
folding camping table|picnic table folding => 940320 940370:0.3 ~ furniture metal
canister stove|gas burner camping => 732111 732112:0.2 ~ cooking appliances gas fuel iron steel
camping light rechargeable => 851310 940542:0.3 ~ portable electric lamps own source energy
led torch|work light rechargeable => 851310 ~ portable electric lamps own source energy
camping cookset => 761510 732393:0.6 810890:0.2 ~ table kitchen household articles
water purifier straw => 842121 ~ filtering purifying machinery water
compass hiking|button compass => 901410 ~ direction finding compasses
# ---- 95 fishing tackle
sea fishing rod|fishing pole kids|fishing combo => 950710 950730:0.2 ~ fishing rods
assist hook|snelled hooks|weedless hook => 950720 ~ fish-hooks
jigs fishing|nymph flies|slip bobber|lip grip|fishing bait artificial|decoy duck => 950790 ~ line fishing tackle landing nets decoy birds
sonar fish finder => 901480 ~ sonar echo sounders
# ---- 87 bicycles and parts
road bicycle|mtb bicycle|fat tire bike|non motorized bicycle => 871200 ~ bicycles cycles not motorised
carbon frame|front fork bike|headset bearing => 871491 ~ cycles frames forks parts
bicycle wheel rim|wheel rim bicycle => 871492 ~ cycles wheel rims spokes
speed cassette|thread on freewheel|single speed cog => 871493 ~ cycles hubs free-wheel sprocket-wheels
disc brake bicycle|mtb disc brake|brake caliper bicycle|bike brake caliper|mtb brake pads|bike disc brake pads|brake rotor bike|disc rotor bicycle => 871494 ~ cycles brakes parts
road saddle|bike seat cover|seat cover bicycle => 871495 ~ cycles saddles
chain ring|crank set|bicycle crank|narrow wide chainring|spider crank|toe clips => 871496 ~ cycles pedals crank-gear parts
handlebar mtb|drop bars|seat clamp|mud guard bike|water bottle cage|bike bottle holder|pulley wheel derailleur|bicycle phone holder|bash guard => 871499 ~ cycles parts accessories
tubeless tire bike|folding bead tire => 401150 ~ new pneumatic tyres rubber bicycles
tube presta => 401320 ~ inner tubes rubber bicycles
single speed chain => 731511 731519:0.3 ~ roller chain iron steel
hand pump bike => 841420 ~ hand- or foot-operated air pumps
road helmet|skateboard helmet => 650610 ~ safety headgear
roller trainer => 950691 ~ articles equipment general physical exercise
bike multitool|bicycle repair kit|chain breaker|chain tool|crank puller => 8205 820559:0.5 820420:0.3 ~ hand tools
bike lock cable|cable bike lock|bicycle cable lock|combination bike lock|chain lock bike|disc lock bike => 830140 830110:0.4 ~ locks base metal
bikepacking bag|bicycle frame bag => 420292 420299:0.3 ~ bags outer surface textile
# ---- 90 optical goods
wrap sunglasses|flip up sunglasses|sunnies => 900410 ~ sunglasses
non prescription glasses|magnifying glasses wearable => 900490 ~ spectacles corrective
alloy glasses frame => 900319 ~ frames mountings spectacles other materials
nose pads|eyeglass screws|glasses repair kit screws => 900390 ~ parts spectacles frames
toric lenses => 900130 ~ contact lenses
optical lenses prescription => 900150 900140:0.4 ~ spectacle lenses
telescope for kids => 900580 ~ monoculars optical telescopes astronomical instruments
binocular tripod adapter => 900590 ~ parts accessories binoculars telescopes
handheld digital microscope => 901180:0.6 852589:0.5 ~ microscopes digital cameras ~ compound optical microscopes
stereoscopic microscope|dissecting microscope => 901110 ~ stereoscopic microscopes
# ---- moved / split entries
fuse box block => 853690 ~ apparatus protecting electrical circuits
arbitrary waveform generator => 854320 ~ signal generators
copper clad board|copper clad laminate|pcb copper clad => 741021 853400:0.3 ~ copper foil backed
analog fpv camera|fpv cam => 852589 ~ television cameras
video transmitter fpv => 852550 852560:0.4 ~ transmission apparatus television
fpv radio controller => 852692 ~ radio remote control apparatus
watch bezel insert|caseback watch|watch case parts => 911190 ~ watch cases parts
domed watch crystal => 701590 911490:0.3 ~ clock watch glasses
spirit stove|liquid fuel stove => 732112 732111:0.3 ~ cooking appliances liquid fuel
rolling swivel => 950790 ~ line fishing tackle
silver flute|flute for beginners => 920590 ~ wind musical instruments
piano pedal keyboard => 920994 ~ parts accessories musical instruments electrically
fingerboard skate => 950300 ~ toys
# ---- additions after the first probe run
finger piano|karimba => 920600 ~ percussion musical instruments
bicycle disc brake pads|mtb disc brake pads|bicycle brake pad set|road bike brake pads => 871494 ~ cycles brakes parts
crawler tires|rc crawler tires|rc wheels tires|rc rims => 950300 ~ parts accessories toys scale models
battery charging board|lithium battery charging board|charging board module|charger board module => 850440 ~ electrical static converters charging
fiddle strings|cello string set => 920930 ~ musical instrument strings
swim mask goggles|kids swim goggles => 900490 ~ spectacles goggles protective
bike saddle cover|bicycle saddle cover|bike seat pad|gel saddle cover => 871495 ~ cycles saddles
drone accessories|quadcopter accessories|fpv accessories => 8807 880730:0.5 880710:0.3 ~ parts unmanned aircraft
joystick caps|thumb stick caps|analog stick covers|thumbstick covers|joystick covers => 950450 ~ video game consoles parts accessories
outdoor camping tent|double layer tent|automatic tent|quick opening tent|hiking tent|waterproof tent|person tent => 630622 630629:0.2 ~ tents synthetic fibres
`;
