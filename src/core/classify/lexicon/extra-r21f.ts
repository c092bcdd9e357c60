/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21F_LEXICON = String.raw`
# ---- 85 resistors, switchgear over 1000 V
resistor housing|resistor shell|resistor enclosure|resistor heatsink housing => 853390 ~ parts electrical resistors
dead tank circuit breaker|live tank circuit breaker|dead tank breaker|live tank breaker|porcelain column circuit breaker => 853529 853521:0.3 ~ automatic circuit breakers voltage 72.5 kV or more
sf6 circuit breaker|sf6 breaker|sulphur hexafluoride circuit breaker|gas insulated circuit breaker => 8535 853529:0.5 853521:0.5 ~ automatic circuit breakers voltage exceeding 1000 V
# ---- 85 filament lamps
tungsten filament light bulb|squirrel cage bulb => 853922 853929:0.3 ~ filament lamps power not exceeding 200 W voltage exceeding 100 V
# ---- 85 electrolysis, electrical parts n.e.s.
electrolytic hydrogen generator|oxy hydrogen generator|water electrolysis machine => 854330 ~ machines apparatus electrolysis
peltier module|thermoelectric module|peltier element|peltier chip|peltier plate|thermoelectric cooler module|thermoelectric cooling module|tec module|thermoelectric generator module|teg module|peltier cooler module|semiconductor cooling chip|semiconductor refrigeration chip|semiconductor cooling plate|semiconductor refrigeration plate => 854800 ~ electrical parts machinery apparatus not specified elsewhere chapter
delay line|electrical delay line => 854800 ~ electrical parts machinery apparatus not specified elsewhere chapter
# ---- 85 projector parts (video/data projectors of 8528)
dlp color wheel => 852990 ~ parts apparatus headings 8525 to 8528
# ---- 90 gas flow, testing, measuring
gas rotameter|air rotameter|gas flow indicator|oxygen flowmeter|oxygen flow meter|argon flowmeter|argon flow meter|nitrogen flowmeter => 902680 ~ instruments measuring checking flow gases
fabric testing machine|textile tester|textile strength tester|fabric tensile testing machine|textile tensile testing machine => 902480 ~ machines testing mechanical properties materials textiles
paint thickness meter|paint thickness tester|paint depth gauge|coating thickness meter|coating thickness tester|ultrasonic thickness meter|ultrasonic thickness tester|wall thickness gauge => 903180 ~ measuring checking instruments other
touch probe stylus|thickness gauge probe|coating thickness probe|thickness meter probe => 903190 ~ parts accessories measuring checking instruments
automatic pressure switch|pump pressure control switch|well pump pressure switch => 903220 ~ manostats automatic regulating controlling
# ---- 91 watch movements, cases, parts
digital quartz movement|digital quartz watch movement|lcd quartz movement => 910812 ~ watch movements electrically operated opto-electronic display only
gold watch case|solid gold watch case|silver watch case|sterling silver watch case|platinum watch case => 911110 ~ watch cases precious metal
watch movement plate|movement bridge => 911440 ~ clock watch parts plates bridges
# ---- 94 seats
monoblock chair|monobloc armchair|moulded plastic armchair => 940180 ~ seats other
# ---- 95 sports
baseball ball|official league baseball => 950669 ~ balls other than inflatable
`;
