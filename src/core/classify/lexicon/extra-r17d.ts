/**
 * Seventeenth-pass lexicon additions, written from the misses of a third independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R17D_LEXICON = String.raw`
# ---- 85 batteries and cells
magnesium cell|magnesium silver chloride battery|silver chloride cell|water activated cell|saltwater activated cell|salt water battery => 850680 ~ primary cells primary batteries other
na-ion battery|sodium ion cell|na-ion cell => 850780 ~ electric accumulators other
# ---- 85 inductors
wire wound inductor|wirewound inductor|drum core inductor|smd power inductor|shielded inductor|shielded power inductor|chip inductor => 850450 ~ inductors other
# ---- 85 furnaces, welding
hot isostatic press|hot isostatic pressing machine|hip press|hot isostatic pressing furnace => 851411 ~ hot isostatic presses
submerged arc welder|saw welding machine|robotic arc welding machine|robotic welding machine|arc welding robot|automatic arc welding machine => 851531 ~ machines arc welding metals fully partly automatic
# ---- 85 sound and video apparatus
cassette tape player|portable cassette player|portable tape player|tape player|cassette walkman|personal cassette player => 851981 ~ sound reproducing apparatus magnetic media
radio broadcasting transmitter|fm stereo transmitter|fm broadcast exciter => 852550 ~ transmission apparatus radio-broadcasting
cathode ray tube video monitor|cctv crt monitor|security crt monitor|crt security monitor|professional video monitor|broadcast video monitor => 852849 852842:0.2 ~ cathode-ray tube monitors other
movie projector|home cinema projector|outdoor movie projector|phone projector|wifi projector|android projector|bluetooth projector|portable lcd projector|mini video projector => 852869 852862:0.4 ~ projectors other not incorporating television reception apparatus
# ---- 85 lamps and tubes
neon gas tube|neon glass tube => 853939 940569:0.2 ~ discharge lamps other
monochrome crt tube|terminal crt tube|monochrome monitor tube|amber screen crt => 854040 ~ data graphic display tubes monochrome
# ---- 87 bodies
unibody shell|car bodyshell => 870710 870790:0.3 ~ bodies motor vehicles heading 8703
# ---- 89 sailing yachts over 24 m
sailing superyacht|sailing super yacht|sailing megayacht => 890323 ~ sailboats length exceeding 24 m
# ---- 90 photographic flash accessories
speedlite diffuser|bounce diffuser|flash bounce card|flash reflector|strobe reflector|reflector dish|flash mounting foot|speedlite foot|flash foot => 900699 ~ parts accessories photographic flashlight apparatus
# ---- 90 microscopes, analysis, measuring
binocular compound microscope|monocular compound microscope|compound light microscope|compound optical microscope|binocular biological microscope|monocular biological microscope => 901180 ~ compound optical microscopes other
tungsten hairpin filament|hairpin cathode|lab6 cathode|electron gun filament|sem tungsten filament => 901290 ~ parts accessories microscopes other than optical
hplc column|uhplc column|lc column|gc column|capillary gc column|chromatography column|guard column|hplc guard column|reversed phase column => 902790 ~ parts accessories instruments physical chemical analysis
cold water meter|dry dial water meter|household water meter|brass water meter|single jet water meter|volumetric water meter => 902820 ~ liquid supply meters
vision measuring system|video measuring system|image measuring system|image measuring machine|optical measuring system => 903149 ~ optical instruments appliances measuring checking other
# ---- 91 watch movements and cases
analog quartz movement|analogue quartz movement|quartz analog movement => 910811 ~ watch movements complete assembled electrically operated mechanical display
automatic winding movement|self winding movement|automatic mechanical movement|automatic winding watch movement => 910820 ~ watch movements complete assembled automatic winding
manual wind mechanical movement|unitas movement => 910890 910820:0.2 ~ watch movements complete assembled other
incomplete mechanical movement|incomplete mechanical caliber|incomplete watch caliber|incomplete caliber => 911012 ~ incomplete movements assembled
carbon watch case => 911180 ~ watch cases other
wristwatch case|wrist watch case => 9111 911120:0.4 911180:0.2 911110:0.2 ~ cases wrist-watches
screw down caseback|watch back cover|watch case back cover|display caseback|exhibition caseback|sapphire caseback => 911190 ~ parts watch cases
# ---- 94 seat parts
chair gas spring|office chair gas spring|gaming chair cylinder|swivel chair cylinder|gas lift cylinder replacement => 940199 ~ parts seats other
`;
