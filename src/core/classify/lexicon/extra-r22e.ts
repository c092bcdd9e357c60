/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22E_LEXICON = String.raw`
# ---- 84 non-electric crucible / melting furnaces (electric ones go to 8514)
crucible furnace|crucible tilting furnace|crucible melting furnace|aluminium melting furnace|gas fired melting furnace|propane crucible furnace => 841710 8514:0.4 ~ furnaces ovens non-electric melting heat-treatment metals
# ---- 84 mobile lifting frames on tyres
travel lift|marine travel lift|boat travel lift|mobile boat hoist|mobile boat lift|boat lifter => 842612 ~ mobile lifting frames on tyres straddle carriers
# ---- 84 liquid manure spreaders
liquid manure spreader|manure tanker|slurry tank spreader|vacuum slurry tanker|liquid manure tanker|slurry spreader tanker => 843241 ~ manure spreaders
# ---- 84 haymaking machinery
hay turner|rotary tedder|tedder rake|hay tedding machine|grass tedder|windrower rake => 843330 ~ other haymaking machinery
# ---- 84 weaving machine parts
loom main nozzle|loom nozzle|loom sub nozzle|loom relay nozzle|air jet loom nozzle|rapier gripper head|weft gripper|weft feeder loom => 844849 ~ parts accessories weaving machines looms
# ---- 84 textile fabric reeling, unreeling, folding, cutting
cloth inspection machine|fabric inspection rolling machine|cloth inspection rolling machine => 845150 ~ machines reeling unreeling folding cutting pinking textile fabrics
# ---- 84 parts of casting machines
shot sleeve|plunger tip|die casting plunger|die casting shot sleeve|injection plunger die casting|die casting machine parts => 845490 ~ parts converters ladles ingot moulds casting machines
# ---- 84 punching machines for flat metal products
busbar punching machine|busbar punch|busbar processing machine|busbar hole punch|hydraulic hole punching machine|angle steel punching machine => 846249 ~ punching notching machines flat products other than numerically controlled
# ---- 84 parts of laser machine-tools
laser cutting nozzle|fiber laser nozzle|laser head nozzle|laser nozzle holder => 846693 ~ parts accessories machine-tools headings 8456 8461
# ---- 84 paper shredder cutting heads (single loose knives stay in 8208)
shredder cutting head|shredder cutter assembly|shredder blade assembly|shredder cutter head|shredder cutter shaft => 847340 820890:0.3 ~ parts accessories machines heading 8472
# ---- 84 moulds for plastics other than injection
pet blow mold|pet bottle blow mold|thermoforming tooling|rotomold => 848079 848071:0.2 ~ moulds rubber plastics other than injection compression
# ---- 85 parts of transformers
ei core|ui lamination|transformer lamination core => 850490 ~ parts electrical transformers static converters
# ---- 85 ignition equipment
magnetic flywheel|magneto flywheel|flywheel magneto ignition => 851120 ~ ignition magnetos magneto-dynamos magnetic flywheels
ignition rotor|distributor cap rotor => 851190 ~ ignition starting equipment parts
# ---- 85 resistance welding, not automatic
pedal spot welding machine|foot pedal spot welding machine|pedal operated spot welder|manual spot welding machine => 851529 ~ machines resistance welding metal other than fully partly automatic
# ---- 85 parts of microwave ovens
microwave glass turntable|microwave turntable plate|microwave turntable motor|microwave waveguide cover => 851690 ~ parts electro-thermic appliances
# ---- 85 loudspeakers without enclosure
subwoofer driver|raw speaker|car woofer|subwoofer woofer|woofer driver|speaker driver unit => 851829 ~ loudspeakers not mounted in enclosures
# ---- 85 flat panel display modules (electrophoretic)
electrophoretic display|electronic paper display|electronic paper screen|electronic paper module|electronic paper panel|ink display raw panel|paper display raw panel|eink screen|eink panel => 852419 852499:0.6 ~ flat panel display modules other than liquid crystals OLED without drivers control circuits
# ---- 85 power capacitors (CBB65 motor-run capacitors of 10 uF or more handle 0.5 kvar or more)
cbb65a capacitor|cbb65 run capacitor|cbb65 dual run capacitor => 853210 853225:0.4 ~ fixed capacitors 50/60 Hz circuits reactive power not less than 0.5 kvar power capacitors
# ---- 85 parts of capacitors
capacitor aluminum case|capacitor aluminium shell|capacitor sleeve|capacitor rubber bung => 853290 ~ electrical capacitors parts
# ---- 85 relays
solid state relay module|ssr module => 853649 853641:0.4 ~ relays voltage exceeding 60 V
# ---- 85 connectors for optical fibres
optical fiber adapter|fiber flange|mpo adapter => 853670 ~ connectors optical fibres optical fibre bundles cables
# ---- 85 insulating fittings of ceramics
ceramic bobbin|steatite bobbin|ceramic coil former|ceramic coil support|ceramic heater core|ceramic terminal block => 854710 ~ insulating fittings ceramics
# ---- 87 buses other than diesel or electric
petrol bus|gasoline bus|cng bus|cng city bus|natural gas bus|lng bus|petrol minibus|gasoline minibus|cng minibus|gasoline van bus => 870290 ~ motor vehicles transport ten more persons other
`;
