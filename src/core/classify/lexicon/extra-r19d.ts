/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19D_LEXICON = String.raw`
# ---- 71 coins no longer legal tender
demonetised coin|demonetized coin|withdrawn coin|obsolete coin|pre-euro coin|non legal tender coin|former currency coin => 711810 ~ coin not being legal tender
# ---- 73 tubes, fittings
spiral welded steel tube|spiral welded tube|spiral seam pipe|spiral seam welded pipe|helical welded pipe => 730539 730519:0.4 ~ tubes pipes welded external diameter exceeding 406.4 mm other
pipe pile|tubular pile|piling tube|spiral piling pipe => 730539 730630:0.4 ~ tubes pipes welded circular cross-section external diameter exceeding 406.4 mm
special shaped steel tube|special shaped tube|special section tube|special section steel tube|shaped welded tube|non circular steel tube|oval tube|oval pipe|elliptical tube => 730669 730490:0.2 ~ tubes welded non-circular cross-section other
malleable cast iron pipe fittings => 730719 ~ cast fittings malleable cast iron
stainless steel street elbow|stainless street elbow|stainless steel female elbow|stainless female elbow => 730722 ~ threaded elbows bends sleeves stainless steel
forged threaded elbow|forged steel threaded elbow|threaded forged elbow|forged threaded fittings|threaded forged fittings => 730792 730722:0.2 ~ threaded elbows bends sleeves iron steel
tinplate food can|food grade tin can => 731021 ~ cans closed by soldering or crimping
expanded metal panel|expanded metal grating|expanded metal walkway|galvanized expanded metal|diamond expanded metal|expanded steel sheet|expanded metal grill => 731450 761699:0.2 ~ expanded metal
cast steel bollard|ductile iron bollard => 732599 730890:0.3 ~ cast articles iron steel other
# ---- 74 copper alloy wire
beryllium copper wire|becu wire|c17200 wire|beryllium copper spring wire|beryllium bronze wire => 740829 ~ copper wire copper alloys other
bare stranded conductor|uninsulated stranded conductor => 741300 761410:0.5 ~ stranded wire cables copper not electrically insulated
# ---- 79 zinc alloys
zinc aluminium alloy ingot|zn al alloy ingot|za alloy ingot|za27 ingot|za27 alloy|zamak alloy => 790120 ~ unwrought zinc alloys
# ---- 82 tools, blades, carbide
ginger press|garlic presser|garlic squeezer|garlic mincer => 820551 ~ household tools
slitting line blade|coil slitting blade|steel slitting knife => 820810 ~ knives cutting blades machines metal working
carbide rod blank|carbide round bar|carbide round rod|tungsten carbide round bar|solid carbide rod|carbide bar stock => 820900 ~ plates sticks tips tools unmounted sintered metal carbides
knife blade blank|damascus steel knife blade|damascus knife blade|damascus blade blank|damascus knife blank|knife making blank|blank knife blade => 821194 ~ blades knives
# ---- 83 locks, vehicle fittings
lock cylinder core|replacement lock cylinder|profile lock cylinder|euro profile cylinder => 830160 ~ parts locks
truck door holdback|trailer door holdback|rear door holdback|trailer door catch|truck door catch|van door stay|rear door stay|van door holder|truck door stay => 830230 830249:0.2 ~ mountings fittings motor vehicles
arc spray cored wire|thermal spray cored wire|spray cored wire|cored spray wire => 831190 ~ cored wire deposition metal spraying
# ---- 84 engines, turbines, machines
propulsion steam turbine|marine propulsion turbine|main propulsion turbine => 840610 ~ steam turbines marine propulsion
air starter|air starter motor|pneumatic starter|pneumatic starter motor|turbine air starter|vane air starter => 841239 ~ pneumatic power engines motors other
automotive diesel engine|vehicle diesel engine => 840820 840890:0.2 ~ compression-ignition engines propulsion vehicles chapter 87
combustion head|burner combustion head|burner flame tube => 841690 ~ parts furnace burners
plastic hopper dryer|hopper dryer machine|resin hopper dryer|resin dryer|plastic resin dryer|pellet dryer|plastic pellet dryer|plastic granule dryer|fluidized bed dryer|fluidised bed dryer|fluid bed drier => 841939 ~ dryers other
conveyor dish washer|pass through dishwasher|canteen dishwasher => 842219 ~ dish washing machines other
ulv cold fogger|cold fogger sprayer|ulv fogger sprayer|electric fogger sprayer|ulv fogging machine|electric ulv fogger|disinfection fogging machine|sanitizing fogger|cold fogging machine => 842489 ~ mechanical appliances projecting dispersing spraying liquids other
stacking robot|carton stacking robot|palletising robot|palletizing robot arm|depalletizing robot|bag palletizing robot => 842870 ~ industrial robots lifting handling
brush peeler|brush peeling machine|carrot peeling machine|vegetable peeling machine|walnut shelling machine|nut shelling machine => 843860 ~ machinery preparation fruits nuts vegetables
single tub washing machine|single tub washer => 845019 845011:0.4 ~ household washing machines other
`;
