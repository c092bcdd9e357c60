/**
 * Fifteenth-pass lexicon additions, written from the misses of an independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (a set written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R15C_LEXICON = String.raw`
# ---- 82 hand tools, blades
hand cranked drill|crank hand drill|hand drill brace => 820510 ~ hand tools drilling threading tapping
utility knife replacement blades|cutter knife blades|trapezoid utility blades => 821194 ~ blades cutting knives
slicer circular blade|circular slicer blade|slicing machine blade|slicer knife blade => 820830 ~ knives cutting blades machines food industry
# ---- 84 machinery
mincer plate|mincer hole plate|grinder hole plate|mincing plate|meat grinder hole plate => 843890 850990:0.3 ~ parts machinery industrial preparation food
dough mixer parts|spiral mixer parts|bakery mixer parts|bakery machine parts|spiral mixer hook => 843890 850990:0.2 ~ parts machinery bakery food
gob distributor|gob scoop|gob deflector|gob feeder mechanism => 847590 ~ parts machines manufacturing hot working glass
tyre curing machine => 847751 ~ machinery moulding retreading pneumatic tyres
floor grinding machine|planetary floor grinder|concrete floor polisher => 846420 ~ grinding polishing machines stone concrete
welding blowpipe|gas welding blowpipe|welding blow pipe|gas welding torch|oxy acetylene welding torch => 846810 ~ hand-held blow pipes soldering brazing welding
power unit head|spindle unit head|tapping unit head => 845910 ~ way-type unit head machines drilling tapping
web offset printing machine|roll to roll offset => 844311 ~ offset printing machinery reel-fed
ultrasonic milling machine|ultrasonic grinding machine|ultrasonic milling|ultrasonic grinding machine tool => 845620 ~ machine-tools removal material ultrasonic processes
feeding pan line|pan feeding line|poultry house equipment|chicken house equipment|poultry auger feeder => 843629 ~ poultry-keeping machinery
coal plough|coal planer => 843039 843031:0.3 ~ coal rock cutters not self-propelled
diesel screw compressor|portable screw compressor => 841440 ~ air compressors mounted wheeled chassis towing
heat pump tumble dryer|heat pump clothes dryer => 845121 ~ drying machines dry linen capacity
pos cash drawer|cash drawer pos => 847350 ~ parts accessories equally suitable machines headings 8470 8472
# ---- 85 electrical
carbon gouging|arc air gouging|air carbon arc gouging => 854519 ~ carbon electrodes other than furnaces
graphite anode|carbon anode plate => 854519 854511:0.3 ~ carbon electrodes other than furnaces
car dab radio|car dab adapter|dab car adapter|car dab receiver|dab radio adapter => 852729 ~ radio-broadcast receivers motor vehicles not combined sound recording
nizn battery|nizn rechargeable|nickel zinc rechargeable => 850780 ~ electric accumulators other
# ---- 86-87 vehicles
electric cargo van|electric delivery van|electric panel van|electric mini truck|electric light truck|electric cargo truck|ev truck|ev van|ev cargo van|electric logistics vehicle => 870460 ~ vehicles transport goods only electric motor propulsion
observation car|rail passenger coach|railroad passenger car|railroad coach|rail coach|railway passenger carriage|tourist rail coach => 860500 ~ railway passenger coaches not self-propelled
# ---- 90-91 projectors, cine cameras, clock movements
slide tray|slide carousel|carousel slide tray|slide projector tray => 900890 ~ parts accessories photographic image projectors
cine film camera|motion picture camera => 900710 ~ cinematographic cameras
key wind clock movement|mechanical chime movement => 910990 ~ clock movements complete assembled not electrically operated
# ---- 95-96 sports, pencils
exercise bicycle|stationary exercise bike => 950691 ~ gymnastics athletics equipment
drafting mechanical pencil => 960840 ~ pencils propelling sliding
# ---- 90-91 microscopes, compass parts, watches
trinocular biological microscope|trinocular compound microscope|photomicrography microscope => 901120 901180:0.3 ~ compound optical microscopes photomicrography
compass bracket|compass mount|compass mounting bracket|compass cover marine => 901490 ~ navigational instruments parts accessories
automatic dive watch|automatic diver watch => 910221 ~ wrist-watches automatic winding
# ---- 96 lighter parts
jet flame insert|lighter burner insert|torch lighter insert|butane lighter insert => 961390 ~ parts lighters
`;
