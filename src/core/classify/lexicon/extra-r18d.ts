/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18D_LEXICON = String.raw`
# ---- 73 welded sections, seamless shaped tubes
welded beam|welded steel beam|welded shapes|welded plate girder|welded steel profile|welded h-beam|welded i-beam => 730120 ~ angles shapes sections welded iron steel
seamless hexagonal tube|seamless hexagonal steel tube|seamless hex steel tube|seamless shaped steel tube|seamless hex tube|seamless oval tube|seamless shaped tube|seamless special shaped tube|seamless profile tube => 730490 ~ tubes pipes hollow profiles seamless iron steel other
# ---- 73 stoves, household, forgings
wood burning cooking range|wood cooking range|wood fired range|wood burning cook stove|wood cookstove|wood fired cooker|wood burning cooker|solid fuel cooker|solid fuel range => 732119 ~ cooking appliances plate warmers solid fuel iron steel
metal fruit bowl|wire fruit bowl|iron fruit bowl|steel fruit bowl|metal fruit basket|iron fruit basket|steel fruit basket => 7323 732399 732393:0.4 ~ table kitchen household articles iron steel
forged grinding media|forged grinding media balls|forged balls => 732611 ~ grinding balls similar articles mills forged stamped
drop forged blank|forged blank|rough forging => 7326 732619 732690:0.3 ~ articles iron steel forged stamped not further worked
# ---- 74 brass plate, foil, threaded articles
brass flat plate|brass sheet plate|brass plate sheet => 740929 740921:0.3 ~ plates sheets strip copper-zinc base alloys brass
brass foil sheet|brass foil roll|brass foil strip|phosphor bronze shim => 741012 ~ copper foil not backed copper alloys
brass cup hook|brass screw hook|brass screw eye|brass eye screw|brass hook screw|copper screw hook => 741539 ~ copper threaded articles other
hex standoff|hexagonal standoff|pcb standoff|standoff spacer|threaded standoff|female standoff|hex spacer standoff => 7318 731819 741539:0.6 392690:0.3 ~ threaded articles standoffs spacers
# ---- 82 hand tools, machine knives, knife and razor parts
blind rivet tool|lever riveter|rivet setting tool|hand rivet tool => 820559 ~ hand tools other
shear knife|guillotine shear knife => 820810 820890:0.3 ~ knives cutting blades machines metal working
knife handle|knife bolster|knife handle parts => 821195 441700:0.3 ~ handles base metal knives
safety razor head|safety razor top cap|razor top cap|razor base plate => 821290 ~ razors parts
# ---- 84 turbine parts, kilns, refrigerators, catering, separators
compressor blade|compressor vane|compressor stator vane => 8411 841191:0.6 841199:0.4 ~ parts turbo-jets turbo-propellers gas turbines
gas pottery kiln|propane fired kiln|downdraft kiln|gas ceramic kiln|updraft kiln => 841780 ~ industrial furnaces ovens non-electric other
single door refrigerator|single door fridge|domestic refrigerator => 841821 841810:0.3 ~ refrigerators household compression-type
commercial espresso machine|commercial espresso coffee machine|commercial espresso maker|commercial espresso coffee maker|commercial coffee maker|cafe espresso machine => 841981 ~ machinery making hot drinks cooking heating food non-domestic
noodle boiler|pasta boiler|commercial pasta cooker => 841981 851660:0.3 ~ machinery cooking heating food non-domestic
manual milk separator|hand crank milk separator|centrifugal milk separator => 842111 ~ centrifuges cream separators
`;
