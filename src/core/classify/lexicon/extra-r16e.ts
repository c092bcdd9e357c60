/**
 * Sixteenth-pass lexicon additions, written from the misses of a second independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R16E_LEXICON = String.raw`
# ---- 85 resistors, relays
potentiometer substrate|potentiometer resistive track|resistive track|carbon track substrate => 853390 ~ parts electrical resistors rheostats potentiometers
intermediate relay|miniature intermediate relay|single phase solid state relay|single phase ssr|ac output solid state relay => 853649 853641:0.3 ~ relays voltage exceeding 60 V not exceeding 1000 V
# ---- 85 lamps and tubes
incandescent filament bulb|incandescent filament lamp|incandescent edison bulb|incandescent vintage bulb|carbon filament bulb|carbon filament lamp => 853922 853929:0.3 ~ filament lamps power not exceeding 200 W voltage exceeding 100 V
pressure sodium bulb|pressure sodium lamp|hps grow lamp|hps grow bulb|double ended hps bulb|double ended hps lamp|metal halide grow bulb|low pressure sodium lamp => 853932 ~ discharge lamps sodium vapour lamps metal halide lamps
crt monitor tube|video monitor tube|arcade monitor tube|arcade crt tube => 854011 ~ cathode-ray television picture tubes video monitor colour
# ---- 85 integrated circuits, vaporising devices
interface ic|interface chip|usb interface chip|usb uart chip|usb serial converter chip|uart bridge chip|transceiver ic|transceiver chip|rs485 transceiver|level shifter ic => 854239 854231:0.2 ~ electronic integrated circuits other
personal vaporiser|personal electric vaporiser|personal electric vaporising device|personal electric vaporizing device|personal vaporising device|personal vaporizing device => 854340 854390:0.2 ~ electronic cigarettes similar personal electric vaporising devices
# ---- 85 wiring sets, conductors
wiring set|vehicle wiring set|car wiring set|automotive wiring set|engine wiring set => 854430 854442:0.2 ~ ignition wiring sets other wiring sets used in vehicles aircraft ships
neon transformer wire|ignition lead wire => 854460 854449:0.3 ~ electric conductors voltage exceeding 1000 V
# ---- 85 carbon and graphite articles, insulators, insulating fittings
bipolar plate|graphite bipolar plate|carbon bipolar plate|fuel cell bipolar plate|fuel cell graphite plate => 854590 ~ articles graphite carbon used electrical purposes other
tempered glass insulator|glass suspension disc insulator => 854610 ~ electrical insulators glass
mica insulating washer|transistor insulator|transistor insulating washer|transistor mica|mica transistor insulator => 854790 681490:0.3 ~ insulating fittings electrical machines appliances wholly insulating material other
# ---- 85 electrical and electronic waste and scrap
crt glass cullet|crt cullet|crt glass scrap|crt glass waste|crt scrap|cathode ray tube scrap|leaded glass cullet|leaded crt glass|broken crt glass => 854991 ~ electrical electronic waste scrap glass cathode-ray tubes activated glass
spent fluorescent lamps|spent fluorescent tubes|fluorescent lamp scrap|fluorescent tube scrap|waste fluorescent lamps|waste fluorescent tubes|spent lamps|cfl scrap|mercury lamp scrap => 854991 ~ electrical electronic waste scrap components containing mercury
electric motor scrap|scrap electric motors|motor scrap|scrap motors|transformer scrap|scrap transformers => 854999 854939:0.2 ~ electrical electronic waste scrap other
# ---- 86 locomotive parts
locomotive fuel tank|locomotive sand box|locomotive sander|locomotive sanding system|locomotive cab door|locomotive cab|locomotive door|locomotive window|locomotive radiator|diesel locomotive parts|diesel locomotive spare parts => 860791 ~ parts railway tramway locomotives
# ---- 87 tractors, buses, trucks, works trucks
mini tractor|mini farm tractor|small farm tractor|small tractor|mini wheel tractor|micro tractor => 870191 870192:0.5 870193:0.1 ~ tractors agricultural engine power not exceeding 18 kW
coaster bus|intercity bus|diesel bus|motor coach|luxury coach bus|seater bus|urban bus|toyota coaster => 8702 870210:0.6 870220:0.2 870240:0.2 ~ motor vehicles transport ten more persons including driver compression-ignition
hybrid cargo truck|hybrid light truck => 8704 870442:0.6 870441:0.4 870443:0.2 ~ motor vehicles transport goods compression-ignition electric motor propulsion gross vehicle weight
diesel tow tractor|diesel baggage tractor|diesel tugger|diesel platform truck|diesel works truck|diesel burden carrier => 870919 870911:0.2 ~ works trucks self-propelled not fitted lifting handling equipment factories airports
# ---- 90 optical elements, optical devices and sights
movie camera parts|cinematographic camera parts|cine camera spare parts|movie camera spare parts|cine camera crank|movie camera crank => 900791 ~ parts accessories cinematographic cameras
movie projector parts|cine projector parts|projector sprocket|intermittent sprocket|film projector sprocket|projector reel arm|movie projector reel arm|film projector spindle => 900792 ~ parts accessories cinematographic projectors
microscope focus mount|microscope focusing mount|microscope focus block|microscope focus rack|microscope focusing rack|microscope nosepiece|microscope revolving nosepiece|microscope arm => 901190 ~ parts accessories compound optical microscopes
pistol scope|handgun scope|scout scope|scout rifle scope|long eye relief scope|telescopic rifle sight => 901310 ~ telescopic sights fitting arms
scope cover|scope caps|flip up scope cover|flip up scope caps|scope lens cover|scope lens cap|scope sunshade|scope sun shade|scope turret cap => 901390 ~ parts accessories telescopic sights
gas laser|helium neon gas laser|hene laser|argon ion laser|argon laser|krypton laser => 901320 ~ lasers other than laser diodes
peephole viewer|door viewer lens|wide angle door viewer|door spy hole|spy hole viewer|door spyhole => 901380 ~ optical devices appliances instruments other door viewers
# ---- 90 medical apparatus, x-ray apparatus and tubes
physiotherapy lamp|physiotherapy heat lamp|infrared physiotherapy lamp|far infrared therapy lamp|tdp lamp|tdp heat lamp|tdp therapy lamp|infrared physiotherapy => 901820 ~ ultra-violet infra-red ray apparatus
stationary anode tube|stationary anode xray tube|rotating anode xray tube|dental xray tube|medical xray tube|xray tube insert|xray tube assembly => 902230 ~ x-ray tubes
mobile radiography system|mobile radiographic unit|mobile radiography unit|mobile dr system|mobile digital radiography|bedside radiography => 902214 ~ apparatus x-rays radiography medical surgical veterinary
# ---- 90 meters, measuring instruments parts
replacement thermometer probe|thermometer replacement probe|meat thermometer replacement probe|thermometer probe replacement|replacement temperature probe => 902590 902519:0.2 ~ parts accessories thermometers hygrometers
gas chromatograph mass spectrometer|gas chromatography mass spectrometry|gas chromatography mass spectrometer|liquid chromatograph mass spectrometer|liquid chromatography mass spectrometry|gcms|lcms|gc msd => 902781 ~ mass spectrometers
water meter body|water meter shell|water meter case|brass meter body|meter body brass|gas meter body|gas meter housing => 902890 ~ parts accessories gas liquid electricity supply production meters
touch trigger probe|cmm touch probe|cmm probe module|probe module cmm|cmm stylus tip|cmm styli|ruby tipped stylus|ruby ball probe => 903190 903180:0.3 ~ parts accessories measuring checking instruments machines coordinate measuring
# ---- 94 seats of osier, parts of seats, street luminaires
willow armchair|osier armchair|willow wicker chair|willow wicker armchair|willow rocking chair|willow garden chair|osier wicker chair|wicker willow chair => 940159 ~ seats cane osier bamboo similar materials other
wooden seat shell|bentwood chair seat => 940191 ~ parts seats of wood
plastic chair seat|plastic seat shell|metal chair legs|steel chair legs|chair seat shell => 9401 940199:0.6 940191:0.4 ~ parts seats other
sodium street light|sodium street lamp|hps street light|hps street lamp|metal halide street light|sodium vapour street light|street lighting luminaire|street luminaire|roadway luminaire => 9405 940549:0.6 940542:0.4 ~ lamps lighting fittings other electric lighting public thoroughfares
# ---- 95 fairground amusements, travelling theatres
duck pond game|duck fishing game|fairground stall|carnival game stall|fairground shooting gallery => 950830 ~ fairground amusements shooting galleries
touring theatre|mobile theatre|touring puppet theatre|travelling puppet theatre => 950840 ~ travelling theatres
`;
