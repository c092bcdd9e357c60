/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20F_LEXICON = String.raw`
# ---- 85 valves and tubes: parts
magnetron part|magnetron spare part|magnetron cathode|magnetron filament|magnetron anode|magnetron cathode assembly => 854099 ~ parts thermionic valves tubes magnetrons other
transmitting valve|transmitting tube|transmitting triode|transmitting tetrode|power grid tube|power triode tube|power tetrode tube => 854089 854099:0.3 ~ thermionic valves tubes other
# ---- 85 electrical and electronic waste and scrap
mercury switch scrap|waste mercury switches|scrap mercury switches|mercury relay scrap|scrap relays => 854991 854921:0.3 ~ electrical electronic waste scrap containing mercury-switches
elmo scrap|discarded electric motors => 854999 854929:0.2 ~ electrical electronic waste scrap other
# ---- 87 vehicles
electric city car|electric hatchback|electric sedan|electric suv|ev hatchback|ev sedan|ev suv|battery electric car|battery electric vehicle|electric passenger car|pure electric car => 870380 ~ vehicles only electric motor propulsion
flatbed semi trailer|container semi trailer|platform semi trailer|container trailer|skeletal semi trailer|side tipper semi trailer|dump semi trailer|tipper semi trailer => 871639 ~ trailers semi-trailers transport goods other
fuel tank semi trailer|fuel tanker semi trailer|oil tank semi trailer|lpg tank semi trailer|cement tank semi trailer => 871631 ~ tanker trailers tanker semi-trailers
utility box trailer|cage trailer|mesh cage trailer|galvanized trailer|single axle trailer|tandem axle trailer|garden trailer|camping trailer box => 871639 ~ trailers semi-trailers transport goods other
# ---- 90 spectacle lenses, cameras
glasses lenses|eyeglasses lens|myopia lens|myopia lenses|anti blue light lens|anti blue light lenses|aspheric spectacle lens|aspheric eyeglass lens|optical resin lens|resin optical lens => 900150 900140:0.2 ~ spectacle lenses unmounted materials other than glass
# ---- 90 breathing appliances, x-ray, syringes
half facepiece respirator|full facepiece respirator|cartridge respirator|elastomeric respirator => 902000 ~ breathing appliances gas masks mechanical parts replaceable filters
x-ray scanner|security inspection machine|x-ray security inspection|parcel x-ray scanner => 902219 ~ apparatus based use x-rays other uses
# ---- 90 thermometers, meters: parts
stevenson screen|solar radiation shield|sensor radiation shield|weather station shield|thermometer screen|instrument shelter weather => 902590 ~ parts accessories hygrometers thermometers
flowmeter rotor|flow meter rotor|flowmeter impeller|flow meter impeller|turbine flowmeter rotor|flowmeter cartridge|level gauge float|level indicator float|magnetic level gauge float => 902690 ~ parts accessories instruments measuring flow level liquids
sugar refractometer|handheld refractometer => 902750 ~ instruments apparatus using optical radiations
bike speed sensor|bicycle speed sensor|bike cadence sensor|bicycle cadence sensor|cadence sensor|speed cadence sensor|bike computer magnet|speedometer magnet => 902990 ~ parts accessories speed indicators revolution counters
lcr tester|lcr bridge|inductance meter|impedance meter|inductance tester|capacitance tester|lcr bridge tester => 903089 903033:0.2 ~ instruments apparatus measuring checking electrical quantities other
cmm probe tip => 903190 ~ parts accessories measuring checking instruments
# ---- 91 watch parts
wristwatch dial|wrist watch dial|watch dial blank => 911430 ~ clock watch parts dials
# ---- 94 mattress supports, lamp parts
slatted mattress base|mattress base|slatted bed frame|bed slat frame|bed support slats => 940410 ~ mattress supports
street light housing|streetlight housing|street lamp housing|floodlight housing|flood light housing|luminaire housing|led lamp housing|empty lamp body|lamp body housing|street light shell => 940599 ~ parts lamps lighting fittings other
# ---- 95 fairground amusements, travelling theatres
merry go round|carousel horse ride|horse carousel|kiddie carousel|amusement park carousel|fairground merry go round => 950822 ~ merry-go-rounds swings roundabouts
dark ride|haunted house ride|ghost train ride|ghost train|trackless dark ride => 950829 ~ amusement park rides other
hammer strength tester|bell ringer game|strongman game|carnival hammer game => 950830 ~ fairground amusements
tent theater|mobile theatre stage|portable theater => 950840 ~ travelling theatres
# ---- 96 scent sprays
perfume spray pump|perfume pump sprayer|perfume sprayer head|crimp pump|crimp sprayer|crimp spray pump|fragrance pump|fragrance sprayer|fragrance spray pump|fine mist perfume pump => 961610 ~ scent sprays toilet sprays mounts heads
`;
