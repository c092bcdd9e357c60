/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20E_LEXICON = String.raw`
# ---- 84 textile machinery parts
carding cylinder|doffer cylinder|licker in roller|taker in roller|carding machine cylinder => 844832 ~ parts accessories machines preparing textile fibres other than card clothing
draw frame top roller|drafting roller draw frame => 844832 ~ parts accessories machines preparing textile fibres
# ---- 40 rubber cots for drafting rollers (Section XVI note 1(a))
rubber cots|spinning cots|textile cots|cots aprons|spinning aprons|rubber aprons spinning => 401699 844839:0.3 ~ articles vulcanised rubber other than hard rubber other
# ---- 84 footwear machinery parts
lasting pincers|lasting machine pincers|lasting machine gripper|lasting machine parts => 845390 ~ parts machinery making repairing footwear
# ---- 84 machine-tool work holders; magnetic chucks are 8505
scroll chuck|self centering scroll chuck|lathe scroll chuck => 846620 ~ work holders machine-tools
magnetic grinding chuck => 850590 ~ electro-magnetic permanent magnet chucks clamps holding devices
# ---- 84 gas welding torch parts
torch mixer|welding torch mixer|cutting torch mixer|oxy fuel torch handle|oxy acetylene torch handle|cutting torch handle|gas welding tip|oxy acetylene welding tip|oxy fuel torch parts|oxy acetylene torch parts|cutting torch parts|gas torch parts => 846890 ~ parts machinery apparatus soldering brazing welding gas-operated
# ---- 84 cash register parts
cash register spare parts|cash register key caps|cash register keycaps|cash register keytops|cash drawer insert|till insert|cash drawer tray|till tray|cash register tray => 847329 847350:0.3 ~ parts accessories machines subheading 8470.50 cash registers
# ---- 84 building machinery
vibratory screed|concrete screed machine|screed machine|truss screed|concrete vibrating screed|surface vibrator screed => 847910 ~ machinery public works building
# ---- 84 moulds for metal
die casting tooling|hpdc mould|hpdc die => 848041 ~ moulds metal injection compression types
# ---- 84 semiconductor wafer machines
wafer edge grinder|wafer edge grinding machine|wafer grinder|wafer grinding machine|wafer lapping machine|wafer edge profiler => 848610 848620:0.3 ~ machines apparatus manufacture semiconductor boules wafers
# ---- 85 motors and transformers
single phase asynchronous motor|single phase induction motor|split phase motor => 850140 ~ ac motors single-phase
dry type distribution transformer|cast resin distribution transformer|resin cast distribution transformer => 8504 850433 850434:0.5 850432:0.3 ~ transformers other than liquid dielectric power handling capacity
# ---- 85 vehicle sound signalling
backup beeper|reversing horn|backup horn|reversing siren|backup siren => 851230 ~ sound signalling equipment motor vehicles
# ---- 85 rfid media
proximity token|rfid token|access control token|proximity keychain|rfid keychain tag => 852359 ~ semiconductor media other
# ---- 85 signalling apparatus parts
smoke detector base|smoke alarm base|detector mounting base|smoke detector mounting plate|smoke alarm mounting plate|smoke detector mounting base|fire detector base => 853190 ~ parts electric sound visual signalling apparatus fire alarms
# ---- 85 optical fibre connectors
upc fast connector|apc fast connector|ftth fast connector|sc fast connector|fiber optic quick connector|fiber quick connector|optical quick connector|field assembly connector|field installable connector|embedded fast connector => 853670 ~ connectors optical fibres optical fibre bundles cables
# ---- 85 tubes
monochrome cathode ray tube|data graphic display tube|terminal display tube => 854040 854012:0.3 ~ data graphic display tubes monochrome
magnetron cap|magnetron antenna cap|magnetron antenna cover|magnetron cover|magnetron antenna => 854099 ~ parts valves tubes heading 8540
`;
