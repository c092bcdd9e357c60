/**
 * Fifth-pass lexicon additions (see the section headers for the scope). Hand-written from general
 * knowledge of product vocabulary and the HS structure, from probes of realistic noisy titles and
 * ruling texts, without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_AUTO5_LEXICON = String.raw`
# ---- scope: vehicle parts and accessories, tools, home-improvement hardware, electrical installation goods, lighting, garden tools
# ---- 8708 motor vehicle body parts and accessories (compounds that keep the vehicle part as the goods)
roof crossbars|car roof box|roof box car|rooftop cargo carrier|car top carrier|roof basket car|car luggage rack => 870829 ~ parts accessories bodies motor vehicles
trunk spoiler|spoiler wing|tail wing|ducktail spoiler|roof spoiler|gt wing|side skirt extensions|bumper canards|wheel arch trim|bonnet scoop|grill insert|radiator grille|honeycomb grille|kidney grille|mesh grille => 870829 870810:0.2 ~ parts accessories bodies motor vehicles
front bumper lip|chin spoiler|bumper splitter|rear bumper cover|front bumper cover|bumper bracket => 870810 ~ bumpers parts thereof motor vehicles
exterior door handle|outside door handle|outer door handle|inner door handle car|liftgate handle|door handle cover => 870829 830230:0.3 ~ parts accessories bodies motor vehicles
window lifter|window winder => 870829 850131:0.2 ~ parts accessories bodies motor vehicles
vanity mirror visor => 870829 ~ parts accessories bodies motor vehicles
wind deflectors car|side window deflectors|bonnet protector => 870829 ~ parts accessories bodies motor vehicles
gas door cover|fuel door cover|fuel tank door|gas cap cover => 870829 ~ parts accessories bodies motor vehicles
# ---- 8708 brakes, suspension, steering, wheels, exhaust
vacuum booster|brake wheel cylinder|wheel cylinder brake => 870830 ~ brakes servo-brakes parts motor vehicles
coilover suspension|complete strut|quick strut|leaf spring shackle|spring shackle|shackle kit|shackle lift|end link|stabiliser link|drop link|anti roll bar|air suspension bag|air spring car|suspension strut|upper ball joint|lower ball joint => 870880 ~ suspension systems parts shock-absorbers motor vehicles
tie rod end kit|steering linkage|steering shaft coupler => 870894 ~ steering wheels steering columns steering boxes parts
steering wheel hub adapter|steering hub adapter|steering boss kit|boss kit steering => 870894 ~ steering wheels parts
wheel center caps|wheel covers car|wheel trims|steel wheel car|hub centric rings|hubcentric rings|wheel adapters|lug nut covers|wheel weights|wheel balance weights => 870870 ~ road wheels parts accessories
muffler tip|tail throat|exhaust silencer|exhaust downpipe|exhaust flange|exhaust system car => 870892 ~ silencers mufflers exhaust pipes parts
cv shaft|outer cv joint|inner cv joint|constant velocity joint|diff cover => 870850 870899:0.3 848210:0.3 ~ drive-axles differential non-driving axles parts
shifter boot|gear shift boot|shift lever car => 870840 ~ gear boxes parts motor vehicles
seat belt extension|seatbelt buckle|seatbelt retractor|seat belt clip => 870821 ~ safety seat belts
spiral cable airbag|squib|airbag squib => 870895 ~ safety airbags inflater system parts
engine undercover|engine skid plate|oil pan guard|engine guard car|sump guard|inner fender liner => 870899 870829:0.6 ~ parts accessories motor vehicles
brake pedal pad|throttle pedal => 870899 ~ parts accessories motor vehicles
hitch cover|hitch step => 870899 870829:0.5 ~ parts accessories bodies motor vehicles
throttle cable|choke cable|accelerator cable|hood release cable|bonnet release cable => 870899 871410:0.6 870830:0.3 ~ parts accessories motor vehicles
# ---- 8409 / 8413 / 8414 / 8511 / 8421 engine parts and equipment
car generator alternator|alternator pulley => 851150 851190:0.3 ~ generators ignition starting equipment internal combustion engines
starter relay car|starter assembly|car starter motor => 851140 851190:0.3 ~ starter motors starter-generators
heater plug => 851180 ~ ignition starting equipment internal combustion engines other
diesel injector|common rail injector|diesel injector nozzle|diesel cylinder head|diesel piston|diesel gasket set|injection pump parts => 840999 ~ parts compression-ignition internal combustion piston engines
piston ring set|forged piston|engine oil pan => 8409 840991:0.6 840999:0.4 ~ parts spark-ignition compression-ignition engines
motorcycle piston|scooter piston|outboard piston|pit bike piston|dirt bike piston => 840991 ~ parts spark-ignition internal combustion piston engines
chra turbo => 841480 841490:0.3 ~ air pumps compressors turbochargers
fuel transfer pump car|water pump car => 841330 ~ fuel lubricating cooling medium pumps internal combustion piston engines
motorcycle oil filter|gasoline filter|petrol filter => 842123 ~ oil petrol filters internal combustion engines
air filter element car|air intake cone|cone filter|pod filter => 842131 ~ intake air filters internal combustion engines
hepa cabin filter => 842139 ~ filtering purifying machinery gases
mass airflow sensor => 902680 ~ instruments measuring checking flow gases
water temp gauge|oil temp gauge|pyrometer gauge => 902519 902620:0.2 ~ instruments measuring pressure
# ---- 8512 / 8539 vehicle lighting and bulbs
projector headlamps|car headlamps|truck headlamps|angel eyes headlights|sequential headlights => 851220 851290:0.3 ~ lighting visual signalling equipment motor vehicles
led bar light|led pod lights|spot driving lights|trailer tail lights|courtesy light car|warning light bar|emergency strobe lights|beacon light truck|amber strobe => 851220 ~ lighting visual signalling equipment motor vehicles
sealed beam headlamp => 853910 ~ sealed beam lamp units
canbus bulb|led headlight conversion|headlight conversion kit|led brake light bulb|led reverse bulb|led interior bulbs => 853952 851220:0.2 ~ light-emitting diode LED lamps
capsule bulb|capsule lamp => 853921 ~ filament lamps tungsten halogen
tungsten filament bulb|oven bulb|fridge bulb|pilot bulb => 853922 853929:0.5 ~ filament lamps power not exceeding 200 W voltage exceeding 100 V
led spotlight bulb|candelabra bulb|led globe bulb => 853952 853922:0.2 ~ light-emitting diode LED lamps
uv lamp bulb => 853949 ~ ultra-violet infra-red lamps
ballast bypass|bypass ballast|ballast compatible|plug and play tube|direct wire tube => 853952:0.3 ~ LED lamps
led injection module|sign module led => 853951 854141:0.3 ~ light-emitting diode LED modules
# ---- car electronics and car care
rear camera car|rearview camera|backup cam|reversing cam|front camera car|side view camera|blind spot camera => 852589 ~ television cameras digital cameras video camera recorders
parking radar|backup radar|parking assist sensor => 851230 ~ sound signalling equipment motor vehicles
shark fin antenna|shark fin aerial|shark antenna|car aerial|car radio antenna|roof antenna car|am fm antenna => 852910 ~ aerials aerial reflectors parts
car radio stereo|android car stereo => 852721 852729:0.3 852691:0.2 ~ radio-broadcast receivers motor vehicles sound reproducing
obd code reader|code reader car|scan tool car => 903180 903289:0.2 ~ measuring checking instruments
portable air compressor car|air pump car => 841480 841440:0.2 ~ air compressors
hydraulic trolley jack => 842542 ~ jacks hoists hydraulic
carnauba wax car|paste wax car|scratch remover car|paint restorer car => 340530 ~ polishes creams coachwork
wash and wax => 340250 340290:0.4 ~ washing preparations retail sale
car freshener|car diffuser => 330749 ~ preparations perfuming deodorizing rooms
auto vacuum => 850811 850819:0.3 ~ vacuum cleaners self-contained electric motor
drying towel car|car wash mitt|wash mitt|microfiber wash mitt|detailing towel|chamois car => 630710 ~ floor-cloths dish-cloths dusters cleaning cloths
full car cover|sedan cover|suv cover|half car cover|hail cover car|atv cover => 630790 630629:0.3 ~ made up textile articles other
# ---- 8714 motorcycle parts and accessories
motorcycle handlebar grips|motorcycle hand grips|motorbike grips|motorbike handlebar grips|dirt bike grips|bar ends motorcycle|handlebar clamp motorcycle|fat bar => 871410 ~ parts accessories motorcycles
sprocket set|front sprocket|rear sprocket|sprocket kit|chain and sprocket set|countershaft sprocket|chain slider|chain guide motorcycle => 871410 848390:0.3 ~ parts accessories motorcycles
motorbike windscreen|motorbike windshield|scooter windshield|scooter windscreen|motorcycle wind deflector|motorcycle screen|touring windshield|windshield motorcycle|windscreen motorcycle => 871410 ~ parts accessories motorcycles
scooter brake pads|dirt bike brake pads|motorcycle brake rotor|lever guard|brake lever guard|motorcycle master cylinder|motorcycle brake caliper => 871410 ~ parts accessories motorcycles brakes
motorcycle suspension|fork seals|fork oil seal|fork springs|fork tubes|fork gaiters|triple clamp|triple tree|steering damper motorcycle => 871410 871491:0.3 ~ parts accessories motorcycles suspension
exhaust escape|db killer|baffle motorcycle|motorcycle header|motorcycle link pipe => 871410 ~ parts accessories motorcycles
motorcycle throttle cable|motorcycle clutch cable|motorcycle brake cable|motorbike cable|throttle tube => 871410 ~ parts accessories motorcycles
motocross plastics|plastics kit|pit bike plastics|dirt bike fenders|number plate dirt bike|fork guards|radiator shrouds|radiator guard|crash bar|frame sliders|engine cover motorcycle|stator cover|clutch cover motorcycle => 871410 ~ parts accessories motorcycles
clutch plates motorcycle|motorcycle clutch kit|scooter clutch|cvt clutch|variator kit|roller weights|clutch bell => 871410 848360:0.2 ~ parts accessories motorcycles clutches
rearsets|rear sets|passenger pegs|footrest motorcycle|shift lever motorcycle|gear lever motorcycle|kickstand motorcycle|side stand motorcycle|swingarm spools => 871410 ~ parts accessories motorcycles
motorcycle saddle|motorcycle seat cover|motorcycle seat cushion|backrest motorcycle|tank pad|tank grips|tank protector motorcycle|saddlebag brackets|luggage rack motorcycle => 871410 ~ parts accessories motorcycles
motorcycle tube|motorbike inner tube|dirt bike inner tube|moped inner tube|inner tube motorcycle => 401390 ~ inner tubes rubber other
motorcycle indicators|motorcycle blinkers|motorcycle tail light|motorcycle led headlight|motorcycle fog lights|motorcycle auxiliary lights => 851220 ~ lighting visual signalling equipment motor vehicles
electric horn car => 851230 ~ sound signalling equipment motor vehicles
motorcycle alarm system => 851230 853010:0.1 ~ sound signalling equipment motor vehicles anti-theft
# ---- 4009 / 4010 / 4016 / 4013 rubber goods for vehicles and machines
upper radiator hose|lower radiator hose|fuel line => 4009 400931:0.5 400911:0.3 400932:0.3 391739:0.3 ~ tubes pipes hoses vulcanised rubber
brake line hose|braided brake line|stainless brake lines|clutch hose => 4009 400942:0.4 400932:0.4 400922:0.3 870830:0.3 ~ tubes pipes hoses vulcanised rubber fittings
faucet connector hose|stainless braided hose|flexible faucet hose|toilet connector hose|washing machine hose|dishwasher hose|inlet hose => 4009 400922:0.4 400942:0.4 830710:0.3 391739:0.3 ~ tubes pipes hoses fittings
drive belt car => 401033 401031:0.7 ~ endless transmission belts V-ribbed
variator belt|kevlar belt => 401032 401034:0.5 ~ endless transmission belts trapezoidal V-belts
cv boot kit|drive shaft boot|axle boot|gaiter boot|rubber gaiter|rack boot|steering boot => 401699 ~ articles vulcanised rubber
sealing washer kit|rubber washer kit|grommet assortment => 401693 848490:0.3 ~ gaskets washers seals vulcanised rubber
# ---- 8482 / 8483 bearings and transmission elements
pillow block bearing insert|fan bearing => 848210 848320:0.2 ~ ball bearings
trailer wheel bearing => 848220 ~ tapered roller bearings cone tapered roller assemblies
drawn cup bearing => 848240 ~ needle roller bearings
flange block bearing => 848320 848330:0.3 ~ bearing housings incorporating ball roller bearings
timing belt tensioner => 848350 848390:0.3 ~ pulleys flywheels pulley blocks
# ---- 82 hand tools
bit socket => 820420 ~ interchangeable spanner sockets handles
caliper piston tool|piston compressor tool|caliper wind back|brake pad spreader|tie rod puller|fuel line disconnect tool => 820559 820420:0.2 ~ hand tools other
trim removal tool|trim tool kit|trim removal kit|panel removal tool|plastic pry tool|upholstery removal tool|clip removal tool|door panel tool|spudger => 392690 820559:0.5 ~ articles plastics hand tools
upholstery stapler|staple tacker|manual staple gun => 820559 847290:0.3 ~ hand tools other
spackle knife|bucket trowel => 820559 ~ hand tools other
scriber tool => 820559 820530:0.3 820590:0.2 ~ hand tools other
manual drill => 820510 820740:0.3 ~ drilling threading tapping hand tools
quick release clamp|ratchet bar clamp => 820570 ~ vices clamps
stanley knife => 821193 ~ knives fixed blades other
tool set box => 820600 ~ tools two or more headings put up sets retail sale
# ---- 8207 interchangeable tools and 6804 abrasives
countersink drill => 820750 820719:0.2 ~ interchangeable tools drilling
hammer drill bit => 820719 820750:0.4 ~ rock drilling earth boring tools
power bits => 820790 ~ interchangeable tools screw-driving
carbide tipped blade|framing blade|finishing blade|tct circular saw blade => 820239 820231:0.3 ~ circular saw blades other
metal cutting blade straight => 820291 ~ straight saw blades working metal
hook and loop discs => 6805 680520:0.5 680510:0.4 ~ natural artificial abrasive powder grain base textile paper
# ---- 8467 power tools and parts
sds hammer drill|demolition hammer electric => 846721 ~ tools working hand self-contained electric motor drills
cordless grinder|concrete grinder handheld|wood planer electric => 846729 ~ tools working hand self-contained electric motor other
car buffer|car polisher machine|polishing machine handheld => 846729 ~ tools working hand self-contained electric motor other
electric brad nailer => 846729 ~ tools working hand self-contained electric motor other
pruning chainsaw|plunge saw electric => 846722 ~ tools working hand self-contained electric motor saws
chain saw petrol|chain saw gas => 846781 ~ chain saws self-contained non-electric motor
gasoline brush cutter|petrol grass trimmer|gas grass trimmer|gas strimmer|petrol trimmer => 846789 ~ tools working hand self-contained non-electric motor
air tool parts|pneumatic tool parts|air hammer bits|air chisel bits|impact wrench anvil|air motor parts => 846792 ~ parts pneumatic tools
brushes motor => 854520 ~ carbon brushes electrical purposes
replacement battery drill => 850760 ~ lithium-ion accumulators
battery charger power tool|drill battery charger => 850440 ~ static converters chargers
angle grinder parts|drill parts => 846799 850300:0.3 ~ parts tools working hand
# ---- 8201 / 8424 / 8433 / 8716 garden tools and equipment
border fork|spading fork|pitch fork|root remover|hand sickle|grass sickle|harvest sickle|garden dibber => 820190 ~ forks scythes sickles hand tools agriculture horticulture forestry
garden clippers|flower shears|pruning scissors => 820150 ~ secateurs one-handed pruners shears
pruning loppers|long handled shears => 820160 ~ hedge shears two-handed pruning shears
scuffle hoe|hoe tool|garden cultivator hand => 820130 ~ mattocks picks hoes rakes
transfer shovel => 820110 ~ spades shovels
wood splitter axe|hatchet axe|tomahawk => 820140 ~ axes bill hooks hewing tools
hand pump sprayer|weed sprayer manual|hand sprayer garden => 842441 ~ agricultural horticultural sprayers portable
spray gun garden|jet nozzle hose => 842420 ~ spray guns similar appliances
faucet timer|tap timer => 848180 910700:0.3 ~ taps cocks valves
hosepipe|hybrid hose => 3917 391739:0.5 391732:0.3 4009:0.4 ~ tubes pipes hoses plastics
push reel mower|manual lawn mower|manual mower|cylinder mower manual => 843319 ~ mowers lawns other
garden wheelbarrow|wheelbarrow steel|dump cart|poly cart|utility cart garden => 871680 871690:0.2 ~ vehicles not mechanically propelled other
# ---- 7318 / 7317 fasteners
socket head screw|hex socket screw|flat head screw|machine screw assortment|stud bolt kit => 731815 731816:0.2 ~ screws bolts threaded iron steel
hex locknut|lug nut set => 731816 ~ nuts iron steel
flat washers stainless|washer set => 731822 ~ washers iron steel
lock washers stainless|internal tooth washer|external tooth washer => 731821 ~ spring washers lock washers
hex lag screw => 731811 731815:0.3 ~ coach screws
swing hook => 731813 ~ screw hooks screw rings
cabinet screws|pozi screws|pozidriv screws|twinfast screws|spax screws => 731812 ~ wood screws
metal roofing screws|pan head tapping screws|sheet metal screws kit => 731814 ~ self-tapping screws
cotter pin kit => 731824 731829:0.4 ~ cotters cotter-pins
self drilling anchor|plasterboard anchors|plasterboard plugs|ribbed anchors|screw anchors|wall plugs anchors|plugs anchors|anchor kit => 392690 731815:0.4 731819:0.3 ~ articles plastics screws bolts
expansion anchor bolt => 731815 731819:0.3 ~ screws bolts iron steel
# ---- 8301 / 8302 / 8303 locks, fittings, safes
code padlock|shackle padlock|discus padlock|luggage padlock|travel lock => 830110 ~ padlocks base metal
car steering wheel lock|pedal lock|tyre clamp => 830120 ~ locks used for motor vehicles
push lock cabinet => 830130 ~ locks used for furniture
entry lockset|door latch lock|door cylinder => 830140 ~ locks base metal other
furniture castors|rubber caster => 830220 ~ castors base metal
door handles interior|passage handle|privacy door handle|door lever set|door knob set|entry handle set|handle set front door|window handle upvc|espagnolette handle|window catch|letterbox flap|barn door hardware kit => 830241 ~ base metal mountings fittings buildings
hinged door closer|self closing door closer|floor spring door => 830260 ~ automatic door closers
shelf bracket heavy duty|wall hooks heavy duty|storage hooks|bike hooks wall|ladder hooks|coat rack wall mounted|robe hooks stainless => 830250 732690:0.3 ~ hat-racks hat-pegs brackets similar fixtures base metal
flat corner brace => 830242 ~ base metal mountings fittings furniture
security safe => 830300 830140:0.2 ~ safes strong-boxes cash deed boxes
# ---- 8481 / 7307 / 7412 / 7324 / 6910 / 3922 plumbing and sanitary ware
kitchen mixer tap|bath faucet|tub spout|thermostatic mixer|frost free sillcock => 848180 ~ taps cocks valves similar appliances pipes boiler shells tanks
mini ball valve|trv valve|toilet sprayer => 848180 848120:0.2 ~ taps cocks valves similar appliances
duckbill valve => 848130 ~ check non-return valves
faucet cartridge ceramic|mixer cartridge|aerator faucet|faucet spray head|pull down spray head|tap parts => 848190 ~ parts taps cocks valves
brass fittings plumbing|brass elbow fitting|brass reducer|brass barb|brass plug fitting => 741220 ~ copper alloys tube pipe fittings
end feed elbow|copper sweat fitting => 741210 741220:0.3 ~ refined copper tube pipe fittings
stainless pipe fitting|stainless steel coupling|ss fittings => 7307 730729:0.5 730722:0.4 730721:0.3 730723:0.3 ~ tube pipe fittings stainless steel
steel pipe elbow|steel reducer|carbon steel fittings => 7307 730792:0.5 730793:0.4 730799:0.3 730791:0.2 ~ tube pipe fittings iron steel
pvc cross|abs fittings|pp fittings|hose connector set|click lock connector|hose tap connector|hose end connector|hose repair connector|hose mender => 391740 848180:0.2 ~ fittings joints elbows flanges plastics
floor drain grate|shower drain grate|anti odor floor drain|square floor drain|square shower drain|linear shower drain|shower channel|channel drain => 732490 741820:0.3 392290:0.3 ~ sanitary ware parts iron steel
stainless steel kitchen sink|kitchen sink stainless|undermount kitchen sink|drop in sink|apron front sink|bar prep sink => 732410 ~ sinks wash basins stainless steel
comfort height toilet|dual flush toilet|ceramic washbasin|ceramic bathroom sink => 6910 691010:0.7 691090:0.3 ~ ceramic sinks wash basins baths bidets water closet pans
freestanding tub|acrylic tub|soaking bathtub|alcove bathtub|alcove tub|corner bathtub|whirlpool bathtub|jetted tub|jetted bathtub|walk in tub|acrylic shower base => 392210 732429:0.2 ~ baths shower-baths sinks wash-basins plastics
elongated toilet seat|round toilet seat|toilet seat with lid|toilet seat soft close|slow close toilet seat|toilet seat hinges => 392220 ~ lavatory seats covers plastics
flush cistern|concealed cistern|cistern plastic|toilet flush plate|flush plate|flush button => 392290 848180:0.3 ~ flushing cisterns similar sanitary ware plastics
# ---- 8535 / 8536 / 8537 / 8544 electrical installation goods
occupancy sensor switch|timer switch wall => 853650 ~ switches voltage not exceeding 1000 V
plug socket|rewireable plug => 853669 853690:0.2 ~ plugs sockets voltage not exceeding 1000 V
surge protector device|spd surge => 853630 853540:0.2 ~ apparatus protecting electrical circuits
fuse box car|fuse block car|fuse holder inline|fuse tap adapter => 853690 853610:0.3 ~ electrical apparatus voltage not exceeding 1000 V
relay harness|blinker relay|turn signal relay => 853641 853649:0.3 ~ relays voltage not exceeding 60 V
bus bar|busbar => 853690 ~ electrical apparatus making connections voltage not exceeding 1000 V
dc barrel connector|dc power connector|wiring connector plug|trailer wiring connector => 853669 853690:0.4 ~ plugs sockets connectors
socket adapter bulb|socket splitter bulb|keyless socket => 853661 ~ lamp-holders
panel board|control panel electrical => 853710 853890:0.2 ~ boards panels consoles electric control distribution voltage not exceeding 1000 V
junction box enclosure|waterproof box electrical|terminal box => 392690 853890:0.3 853690:0.3 ~ articles plastics
extension cable power|power extension cord|outdoor extension cord|cable reel extension|iec power cord|replacement power cord => 854442 ~ electric conductors voltage not exceeding 1000 V fitted connectors
nm cable|submersible pump cable => 854449 854460:0.2 ~ electric conductors voltage not exceeding 1000 V not fitted connectors
headlight harness|wiring kit|pigtail harness|harness adapter => 854430 854442:0.4 ~ ignition wiring sets wiring sets vehicles
heat shrink sleeve|split loom|split wire loom|corrugated loom => 391732 391739:0.4 5806:0.2 ~ tubes pipes hoses plastics
wired doorbell|doorbell chime|doorbell button => 853180 852589:0.2 ~ electric sound visual signalling apparatus
# ---- 9405 lighting and parts
rgbw strip|cob strip|cabinet light strip|aluminum led channel => 940542 853951:0.2 ~ luminaires lighting fittings light-emitting diode
tv led backlight => 852990 940542:0.4 ~ parts reception apparatus television
semi flush ceiling light|flat panel light|troffer light|potlight|track lighting kit|rail light|kitchen ceiling light|bulkhead light|wall sconce plug in|plug in wall light => 940511 940519:0.4 ~ chandeliers electric ceiling wall lighting fittings LED
standing lamp|floor standing lamp|lamp for desk => 940521 940529:0.4 ~ electric table desk bedside floor-standing luminaires
solar lantern lights => 940541 ~ photovoltaic luminaires LED
led lantern decorative|projector light christmas|sunset light => 940542 940549:0.3 ~ luminaires lighting fittings LED
led fairy lights|twinkle string lights|micro led string|tree wrap lights => 940531 940542:0.4 ~ lighting strings christmas trees LED
portable work light => 851310 ~ portable electric lamps own source energy
ceiling canopy kit|light canopy|lamp canopy|pendant canopy|light fixture mounting plate|light fixture crossbar|lamp parts kit => 940599 853661:0.2 ~ parts lamps lighting fittings
seeded glass shade|milk glass shade|glass dome shade|globe replacement glass => 940591 ~ parts lamps lighting fittings glass
light diffuser|light diffuser panel|lens cover light|light cover plastic|acrylic shade|plastic shade|pvc lampshade => 940592 ~ parts lamps lighting fittings plastics
lamp shades fabric|bamboo lamp shade => 940599 ~ parts lamps lighting fittings other
led strip power supply|constant voltage driver|dimmable led driver => 850440 853710:0.2 ~ static converters power supplies

# ---- additions: vehicle light bars, wall anchors, drains and traps, work lights
truck light bar|roof light bar|light bar offroad => 851220 ~ lighting visual signalling equipment motor vehicles
butterfly anchor => 731815 731819:0.4 392690:0.3 ~ screws bolts iron steel
pop up drain|bathtub drain|tub drain => 741820 732490:0.6 392290:0.4 ~ sanitary ware parts copper
bottle trap|sink trap|waste trap => 392290 732490:0.5 741820:0.4 391740:0.3 ~ sanitary ware plastics
led work light => 940542 851310:0.5 851220:0.2 ~ luminaires lighting fittings LED portable lamps
# ---- screw and bolt head styles (feature phrases: the head style is not the goods, "Hex Washer Head Self Drilling Screw")
washer head|hex washer head|mushroom head|square neck|dome head|truss head|wafer head|cheese head|button head|pan head|flange head|countersunk head|bugle head|socket head|hex head|round head|slotted head|phillips head|torx head|pozi head => 731815:0.3 731814:0.2 ~ screws bolts
# ---- more hand and power tools
razor blade scraper|cooktop scraper|hob scraper|sticker scraper => 820559 821220:0.3 ~ hand tools other
battery grease gun|battery caulking gun => 846729 ~ tools working hand self-contained electric motor other
tile vibrator|tiling machine|tile vibration tool|tile leveling vibrator|tile tiling machine => 846729 ~ tools working hand self-contained electric motor other
wire brush wheel|cup brush wire|twisted knot wire brush|wire wheel drill|drill wire brush|wire brush drill|wire end brush|wire wheel => 960350 960390:0.3 ~ brushes constituting parts machines appliances
motorcycle front fork|motorcycle rear suspension|scooter shock absorber|scooter rear shock|dirt bike shock|atv shock absorber|motorbike shock absorber => 871410 870880:0.2 ~ parts accessories motorcycles suspension
dirt bike chain|pit bike chain => 731511 ~ roller chain iron steel
# ---- more hardware, sanitary ware and electrical
butterfly nut|wing nut set => 731816 ~ nuts iron steel
wire rope tensioner|fist grip clip|cable thimble => 732690 731815:0.3 ~ articles iron steel
fireclay farmhouse sink|fireclay kitchen sink|porcelain kitchen sink => 6910 691090:0.6 691010:0.5 ~ ceramic sinks wash basins
rigid conduit => 3917 391723:0.5 391732:0.3 854790:0.2 ~ tubes pipes hoses plastics rigid
`;
