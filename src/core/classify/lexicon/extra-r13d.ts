/**
 * Thirteenth-pass lexicon additions, written from noisy marketplace titles of the consumer goods
 * parcels carry (one category per file), without looking at any labelled data; format as in
 * ../lexicon.ts.
 */
export const EXTRA_R13D_LEXICON = String.raw`
# ---- 85 car lamps: LED and xenon bulbs named by cap type
t10 led bulb|t10 led|festoon led bulb => 853952 ~ light-emitting diode led lamps
xenon hid bulb|hid headlight bulb|xenon headlight bulb => 853932 ~ discharge lamps metal halide lamps
motorcycle headlamp|motorbike headlight|round led headlight|motorcycle taillight => 851220 ~ lighting visual signalling equipment motor vehicles
# ---- 39/87 phone holders and grips (plastic mounts; bicycle and motorcycle mounts are accessories of those vehicles)
phone ring holder|phone ring grip|finger ring holder|ring kickstand|phone kickstand => 392690 830250:0.2 ~ other articles plastics
air vent phone holder|vent phone holder|vent mount|air vent mount|dashboard phone holder|windshield phone mount|magnetic car mount|magnetic phone holder|gravity phone holder|car phone bracket => 392690 830250:0.3 ~ other articles plastics
motorcycle phone holder|motorcycle phone mount|motorbike phone holder|scooter phone holder => 871410 392690:0.4 ~ parts accessories motorcycles
handlebar phone mount|handlebar phone holder|bicycle phone mount => 871499 392690:0.4 ~ parts accessories bicycles
magsafe wallet|card holder phone|stick on wallet|phone card holder => 420232 420231:0.4 ~ articles kind normally carried pocket handbag outer surface plastic sheeting
crossbody phone strap|phone wrist strap|wrist strap phone|phone lanyard strap => 630790 392690:0.4 ~ made up articles textile lanyards
webcam cover|camera cover slide|privacy cover webcam => 392690 ~ other articles plastics
# ---- 85 phone replacement parts
charging flex cable|dock connector board|power volume flex|lcd flex|sim card holder tray|ear speaker flex => 851779 847330:0.2 ~ parts telephone sets apparatus transmission reception
rear camera module|back camera module|front camera module|main camera module|camera flex|selfie camera module => 852589 851779:0.5 ~ television cameras digital cameras parts telephone
phone battery replacement => 850760 ~ lithium-ion accumulators
# ---- 84 computer parts and peripherals
laptop memory|notebook ram|notebook memory|ddr4 sodimm|ddr5 sodimm|ddr4 ram stick => 847330 ~ parts accessories machines heading 8471
tower air cooler|cpu water cooler|cpu cooling fan|cpu fan cooler => 847330 ~ parts accessories machines heading 8471
computer case fan|chassis fan|argb fan|rgb case fan => 841459 847330:0.2 ~ fans
mechanical switches|linear switches|gateron switches|cherry mx switches|kailh switches => 853650 847330:0.3 ~ switches voltage not exceeding 1000 volts
mouse skates|mouse feet|keycap puller|switch puller => 847330 ~ parts accessories machines heading 8471
compatible toner => 844399 ~ parts accessories printers toner cartridges
cash register roll => 481190 ~ paper rolls coated
thermal label stickers => 482190 ~ paper labels not printed
label tape|tze tape|label maker tape => 391990 961210:0.3 ~ self-adhesive tape plastics rolls
# ---- 85 audio and video accessories
mic boom arm|boom arm microphone|desktop mic stand|microphone arm => 851810 ~ microphones stands therefor
mic pop filter|mic windscreen|microphone windscreen => 851890 ~ parts microphones
foam ear tips => 851890 ~ parts headphones earphones
indoor tv antenna|hdtv antenna|digital tv antenna => 852910 ~ aerials antennae reception apparatus
helmet intercom|motorcycle intercom|helmet bluetooth headset|helmet headset => 851762 ~ apparatus reception conversion transmission voice
car rear camera => 852589 ~ television cameras
# ---- 87/90/84 car parts and sensors
coolant temperature sensor|water temperature sensor|intake air temperature sensor => 902519 ~ thermometers electronic
crankshaft sensor|camshaft sensor|abs wheel speed sensor => 903180 902920:0.3 ~ measuring checking instruments
coil spring suspension => 870880 ~ suspension systems parts shock absorbers
engine thermostat|car thermostat => 848180 ~ taps cocks valves thermostatically controlled
steering wheel protector|steering wheel wrap => 392690 630790:0.4 420500:0.3 ~ other articles plastics textile leather
seat protector|seat cushion cover|car seat cushion cover|front seat cover|rear seat cover => 6304 630493:0.6 630492:0.3 392690:0.2 ~ furnishing articles synthetic fibres seat covers
door mirror assembly|side mirror assembly|wing mirror assembly|side view mirror => 700910 ~ rear-view mirrors vehicles
# ---- 87/65 bicycle and motorcycle parts
cycling cleats => 871496 ~ cycles pedals crank-gear parts
bike derailleur => 871499 ~ cycles parts accessories
helmet shield|helmet lens => 650700 ~ visors headgear
footpegs => 871410 ~ parts accessories motorcycles
# ---- 90/85/39 tools and components
ir thermometer gun => 902519 ~ thermometers
radio transmitter rc => 852692 ~ radio remote control apparatus
3d filament => 391690 ~ monofilament cross-sectional dimension exceeding 1 mm plastics
water leak sensor => 853180 ~ electric sound visual signalling apparatus
`;
