/**
 * Fourth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_GEAR4_LEXICON = String.raw`
# ---- 8517 telephones, network apparatus and their parts
elderly phone|big button mobile|keypad phone|keypad mobile|basic cell phone|gsm phone|dual sim feature phone|flip mobile phone|4g flip phone => 851714 851713:0.2 ~ telephone sets cellular networks other than smartphones
magnetic phone case|galaxy case|xiaomi case|redmi case|huawei case|pixel case|phone bumper|shockproof case|armor case|rugged case|kickstand case => 392690 420232:0.3 ~ other articles plastics
dock connector|charging port board|charger board|usb charging board|charger port flex|usb board flex|mainboard flex|motherboard flex|volume flex|loudspeaker flex|earpiece speaker flex|rear housing|battery door|camera lens glass|back camera glass|sim card holder => 851779 847330:0.2 ~ parts telephone sets apparatus transmission reception voice images data
lan switch|ethernet hub|gigabit ethernet switch|desktop switch gigabit => 851762 ~ machines reception conversion transmission regeneration voice images data switching routing apparatus
wifi booster|wireless access point|usb wifi adapter|bluetooth dongle => 851762 ~ machines reception conversion transmission regeneration voice images data wireless network
modem antenna|lte aerial|gsm antenna|external antenna router|phone signal antenna => 851771 852910:0.3 ~ aerials aerial reflectors parts
# ---- 8471 / 8473 computers, units and parts
replacement keyboard|keyboard replacement|notebook keyboard|palmrest keyboard|lcd back cover|laptop dc jack|dc jack cable|trackpad replacement => 847330 847160:0.2 ~ parts accessories machines heading 8471
mini itx motherboard|atx motherboard|micro atx motherboard|server motherboard => 847330 ~ parts accessories machines heading 8471
cpu processor|intel processor|amd processor|desktop processor|ryzen processor => 854231 ~ electronic integrated circuits processors controllers
sata ssd|internal ssd|external ssd|hard disk drive|network attached storage => 847170 ~ storage units automatic data processing machines
usb docking station|sd card reader|usb card reader => 847180 ~ units automatic data processing machines
touchpad mouse|mouse combo|usb keypad => 847160 ~ input output units automatic data processing machines
# ---- 8524 flat panel display modules
touch digitizer => 8524 852491:0.5 852492:0.3 852411:0.3 852412:0.2 ~ flat panel display modules touch sensitive screens liquid crystals organic light emitting diodes
# ---- 8518, 8519, 8527, 8525, 8528 audio and video
coaxial speaker|door speaker|component speaker|midrange speaker|subwoofer speaker|loudspeaker driver => 851829 8518:0.4 ~ loudspeakers not mounted in enclosures
car video player|car audio receiver|carplay radio|carplay stereo|car radio android => 852721 852729:0.3 ~ radio broadcast receivers motor vehicles external source power
4k uhd smart tv|4k smart tv|uhd smart tv|led television|lcd television|google tv|android smart tv|smart led tv => 852872 ~ reception apparatus television colour video display
infrared remote|infrared remote control|ir remote control|remote control for tv|remote for tv|replacement remote control|ac remote control|remote control replacement => 854370 852692:0.3 ~ electrical machines apparatus individual functions
# ---- 8541, 8542, 8533, 8532 components
scr thyristor => 854130 ~ thyristors diacs triacs other than photosensitive devices
diode bridge => 854110 ~ diodes other than photosensitive light emitting diodes
rgb led diode|infrared led => 854141 853951:0.2 ~ light emitting diodes
mcu chip => 8542 854231:0.6 854232:0.3 854239:0.4 ~ electronic integrated circuits processors controllers memories
trim pot => 8533 853340:0.4 853321:0.4 853339:0.2 853310:0.2 ~ electrical resistors rheostats potentiometers
quartz resonator|piezo crystal => 854160 ~ mounted piezo-electric crystals
blank pcb|pcb prototype board => 853400 ~ printed circuits
motor run capacitor|run capacitor ac|start run capacitor => 853225 ~ fixed capacitors dielectric paper plastics
# ---- 8501, 8507, 8506, 8504
micro gear motor|mini gear motor => 850110 ~ electric motors output not exceeding 37.5 w
lipo|li po|flight battery|intelligent flight battery => 850760 ~ lithium-ion accumulators
# ---- 8544 wire and cable
awg wire|awg cable|gauge wire|silicone rubber wire|pvc insulated wire|electrical cable roll => 854449 854442:0.3 ~ electric conductors voltage not exceeding 1000 v not fitted connectors
drop cable fiber|sc patch cord|lc patch cord => 854470 ~ optical fibre cables individually sheathed fibres
tv aerial cable => 854420 ~ co-axial cable co-axial electric conductors
# ---- 8536, 8537 switching
trigger switch|grinder switch|speed control switch|pushbutton switch|pull cord switch => 853650 ~ switches electrical apparatus switching circuits not exceeding 1000 volts
# ---- 8539 lamps and LED light sources
led globe|corn light bulb|candle bulb => 853952 853922:0.2 ~ light-emitting diode led lamps light sources
headlamp bulb|fog light bulb => 8539 853921:0.5 853952:0.5 853932:0.2 ~ tungsten halogen filament lamps light-emitting diode lamps
festoon bulb|license plate bulb|dome light bulb|interior light bulb|car led bulb => 853952 853929:0.5 ~ light-emitting diode led lamps
# ---- 9405 luminaires
led tape|led light strip|rgb strip|rgb led strip|cob led strip|neon strip|led neon strip|led backlight strip|cabinet light led => 940542 ~ luminaires lighting fittings designed solely led light sources
spotlight ceiling|led chandelier|wall light fixture => 940511 940519:0.3 ~ chandeliers ceiling wall lighting fittings designed solely led
solar garden lamp|solar fairy lights => 940541 ~ luminaires photovoltaic designed solely led light sources
table lamp led|floor lamp led => 940521 ~ electric table desk bedside floor-standing lamps designed solely led
drum lampshade|linen lampshade|lampshade cover|lamp shade cover|pleated lampshade => 940599 940592:0.2 940591:0.2 ~ lamps lighting fittings parts
glass globe lamp|replacement glass globe|lamp glass cover => 940591 ~ lamps lighting fittings parts glass
spot light bar|work light bar|led work light car|strobe light car|led daytime running light|turn signal lamp => 851220 ~ lighting visual signalling equipment motor vehicles
taillight cover|lamp lens cover|headlamp lens => 851290 ~ parts lighting signalling equipment
# ---- 8708 motor vehicle parts
radiator assembly|aluminum radiator => 870891 ~ radiators parts motor vehicles
mirror cover|mirror cap|side mirror cover|mirror shell|mirror housing|door mirror cover|wing mirror cover => 870829 ~ parts accessories bodies motor vehicles
auto door handle|truck door handle|tailgate handle => 870829 ~ parts accessories bodies motor vehicles
roof cargo box|bike rack car|rear diffuser|rain guard|wind deflector => 870829 870810:0.2 ~ parts accessories bodies motor vehicles
ac cabin filter => 842139 ~ filtering purifying machinery apparatus gases
lambda probe|air fuel ratio sensor => 902710 ~ gas smoke analysis apparatus
mass air flow meter => 902610 ~ instruments measuring checking flow liquids gases
motorbike mirror|scooter mirror|bar end mirror|rearview mirror motorcycle|car rearview mirror => 700910 ~ rear-view mirrors vehicles
transmission gearbox|gear stick|shift boot => 870840 ~ gear boxes parts motor vehicles
stabilizer bar link => 870880 ~ suspension systems parts shock-absorbers
# ---- 8806 / 8807 drones and parts
rc quadcopter|quadcopter drone|4k drone|drone for kids => 8806 880621:0.6 880622:0.5 ~ unmanned aircraft remote controlled flight
propellers for drone|quadcopter blades => 880710 ~ propellers rotors parts thereof
drone gimbal|prop guard|drone propeller guard|drone prop guard => 880730 ~ other parts aeroplanes helicopters unmanned aircraft
# ---- 82 hand tools
home tool kit|repair tool set|tool kit set|tool kit box|car repair tool set => 820600 ~ tools two or more headings 8202 8205 put up sets retail sale
woodworking chisel|wood carving chisel => 820530 ~ planes chisels gouges similar cutting tools working wood
hole cutter|hole saw set => 820750 ~ interchangeable tools drilling
rivet tool => 820559 ~ other hand tools
oscillating saw => 846722 ~ tools working hand self-contained electric motor saws
nail gun cordless => 846729 ~ tools working hand self-contained electric motor
socket extension bar|drive ratchet|torx socket => 820420 820411:0.2 ~ interchangeable spanner sockets with or without handles
stripping tool|tweezers set => 820320 ~ pliers cutting pliers pincers tweezers similar tools
aviation tin snips => 820330 ~ metal cutting shears similar tools
pvc cutter|hole punch leather => 820340 ~ pipe-cutters bolt croppers perforating punches
clamps woodworking => 820570 ~ vices clamps the like
slotted screwdriver|magnetic screwdriver => 820540 820600:0.3 ~ screwdrivers
saw blade tct|cutting disc diamond => 820239 820231:0.3 ~ circular saw blades working part other materials
motor carbon brush => 854520 ~ carbon brushes
tool storage box => 732690 392690:0.5 420292:0.2 ~ other articles iron steel
tool backpack|tool belt|tool organizer bag => 420292 420212:0.2 ~ tool bags outer surface textile materials
# ---- 73, 74, 76, 83 fasteners, fittings, hardware
locking lug nut|nut assortment => 731816 761610:0.3 741533:0.2 ~ threaded nuts iron steel
washer kit => 731822 392690:0.2 761610:0.2 741521:0.2 ~ non-threaded washers
rivet assortment => 731823 761610:0.6 741529:0.2 ~ rivets
fastener assortment|fastener kit => 7318 731815:0.5 731816:0.3 731814:0.3 ~ screws bolts nuts washers iron steel
wall anchor|plasterboard fixing => 392690 731829:0.4 731815:0.3 ~ other articles plastics
heavy duty hinge|hinges for cabinet => 830210 ~ hinges
door handle lever|door pull handle => 830241 830250:0.3 ~ mountings fittings suitable buildings base metal
pad lock|gym lock => 830110 ~ padlocks
fingerprint door lock|keypad door lock => 830140 ~ locks other than motor vehicles furniture
combination latch|case clasp|box latch lock|toggle latch lock|lock clasp => 830150 830140:0.2 ~ clasps frames with clasps incorporating locks
carabiner clip|spring snap hook|locking carabiner => 732690 761699:0.6 830890:0.2 ~ other articles iron steel aluminium
push fit fitting => 741220 741210:0.3 391740:0.2 ~ tube pipe fittings copper alloys
weld elbow|flange pipe => 7307 730719:0.3 730722:0.4 730729:0.3 730792:0.4 730799:0.3 730721:0.3 ~ tube pipe fittings iron steel
extrusion profile => 7604 760429:0.5 760421:0.4 760410:0.2 ~ aluminium bars rods profiles
hybrid bearing => 848210 848280:0.2 ~ ball bearings
gear reduction box => 848340 ~ gear boxes speed changers gearing
sprocket wheel => 848390 ~ toothed wheels chain sprockets transmission elements presented separately
coupling shaft => 848360 ~ clutches shaft couplings
# ---- 90 measuring, optics, photo
tailor tape => 901780 901720:0.3 ~ instruments measuring length use in the hand
bubble level tool => 901530 ~ levels
rangefinder golf|laser measure tool|distance measurer|digital tape measure laser => 901510 ~ rangefinders
thermostat module|pid temperature controller => 903210 903289:0.2 ~ thermostats automatic regulating controlling instruments
programmable timer|plug timer => 910700 ~ time switches clock watch movement synchronous motor
hand lens => 901380 ~ optical appliances instruments magnifiers
laser level module|line laser module => 901320 ~ lasers other than laser diodes
spotting telescope => 900580 ~ optical telescopes astronomical instruments
lcd microscope|stereo zoom microscope => 9011 901180:0.6 901120:0.2 901110:0.3 ~ compound optical microscopes
prescription frame => 9003 900311:0.5 900319:0.5 ~ frames mountings spectacles goggles
lens for canon|lens for sony|lens for nikon => 900211 ~ objective lenses cameras projectors
filter kit camera => 900220 ~ filters mounted parts fittings instruments
ttl flash|flash light camera|strobe flash => 900661 900691:0.2 ~ photographic flashlight apparatus discharge lamp
tripod selfie stick => 962000 ~ monopods bipods tripods similar articles
camera sling bag|lens bag|camera pouch|dslr bag => 420292 420212:0.3 ~ containers camera cases

# ---- additions for subheading precision
smd led bulb|led energy saving bulb|energy saving light bulb => 853952 ~ light-emitting diode led lamps
round ceiling light|modern ceiling light|dimmable ceiling light|ceiling light led => 940511 ~ chandeliers ceiling lighting fittings designed solely led
solar yard light|solar lawn light|solar powered garden light|solar garden lights outdoor => 940541 ~ luminaires photovoltaic designed solely led
music sync led|bluetooth led strip|smart led strip|usb led strip|led strip kit|wifi led strip => 940542 ~ luminaires designed solely led light sources
halogen headlamp bulb|halogen car bulb => 853921 ~ filament lamps tungsten halogen
led canbus => 853952 ~ light-emitting diode led lamps
led work light bar|offroad led light bar|led light bar offroad|spot flood light bar|fog light bar => 851220 ~ lighting visual signalling equipment motor vehicles
woodworking chisel set|chisels woodworking => 820530 ~ chisels gouges cutting tools working wood
bi metal hole saw => 820750 ~ interchangeable tools drilling
hand rivet gun|blind rivet gun|rivet gun kit|rivet nut gun => 820559 ~ other hand tools
flat washer assortment|flat washers kit|washer assortment kit|stainless steel washers|steel flat washers => 731822 761610:0.2 ~ non-threaded washers
aluminum blind rivets => 761610 ~ rivets aluminium
steel blind rivets|stainless blind rivets|steel pop rivets => 731823 ~ rivets iron steel
swivel caster wheels|furniture caster wheels|caster wheels with brake => 830220 ~ castors with mountings base metal
brass union coupling|brass straight coupling => 741220 ~ tube pipe fittings copper alloys
cabin pollen filter|activated carbon cabin filter => 842139 ~ filtering purifying machinery apparatus gases
oxygen sensor lambda|lambda oxygen sensor|upstream oxygen sensor|downstream oxygen sensor => 902710 ~ gas analysis apparatus
cordless handheld vacuum cleaner|car vacuum cleaner cordless|portable car vacuum|wireless car vacuum => 850811 ~ vacuum cleaners self-contained electric motor power not exceeding 1500 w
mirror cover caps|side mirror caps|rearview mirror cover|rear view mirror cover => 870829 ~ parts accessories bodies motor vehicles
roof rack crossbars|roof cross bars|luggage rack car|roof luggage rack => 870829 ~ parts accessories bodies motor vehicles
car radiator aluminum|cooling radiator car => 870891 ~ radiators parts motor vehicles
drone props replacement|propellers blades drone => 880710 ~ propellers rotors parts
home repair tool set|general household tool kit => 820600 ~ tools two or more headings put up sets retail sale
portable toolbox metal|tool box with drawers => 732690 ~ other articles iron steel
laser distance measure meter|digital laser rangefinder|laser rangefinder meter => 901510 ~ rangefinders
dc gear motor micro|mini dc motor|small electric motor toy => 850110 ~ electric motors output not exceeding 37.5 w
lipo batteries rc => 850760 ~ lithium-ion accumulators
rotary potentiometer knob|linear potentiometer|audio potentiometer => 853340 ~ variable resistors potentiometers
light emitting diodes kit|led diode assortment => 854141 ~ light emitting diodes
silicone wire awg|tinned copper hook up wire|awg silicone wire|awg stranded wire => 854449 ~ electric conductors not fitted connectors
remote control tv replacement => 854370 ~ electrical machines apparatus individual functions
# ---- 8714 cycle and motorcycle parts, 7318 wheel bolts, misc
lug bolt => 731815 ~ threaded screws bolts iron steel
bicycle cassette => 871493 ~ cycles hubs free-wheel sprocket-wheels
throttle grip|motorcycle foot pegs => 871410 ~ motorcycles parts accessories
bicycle stem|bicycle grips => 871499 ~ cycles parts
impact gun|electric impact gun => 8467 846729:0.6 846711:0.4 ~ tools working hand pneumatic self-contained electric motor
heat sink|heatsink => 761699 847330:0.3 ~ other articles aluminium
charging module|lithium charging module|battery charging module => 850440 ~ static converters
apple pencil|active stylus|stylus pencil => 847160 960899:0.3 ~ input units automatic data processing machines
# ---- vehicle-type compounds that the overlap rule would otherwise lose ("Motorcycle Exhaust Muffler")
motorcycle exhaust muffler|motorbike exhaust muffler|motorcycle exhaust pipe|motorbike exhaust pipe|motorbike exhaust|motorbike muffler|slip on muffler|dirt bike exhaust => 871410 ~ motorcycles parts accessories
# ---- camera specification words (feature phrases, so "frame" in "Full Frame" is not read as goods)
full frame|full frame sensor => 900211:0.3 852589:0.3 ~ cameras objective lenses
`;
