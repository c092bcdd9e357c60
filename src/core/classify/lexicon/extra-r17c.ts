/**
 * Seventeenth-pass lexicon additions, written from the misses of a third independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R17C_LEXICON = String.raw`
# ---- 72 ferro-alloys
low carbon ferro chrome|medium carbon ferrochrome|medium carbon ferro chrome|lc ferrochrome|mc ferrochrome|lc fecr|mc fecr|low carbon ferrochromium|medium carbon ferrochromium|extra low carbon ferrochrome|micro carbon ferrochrome => 720249 ~ ferro-chromium other carbon not more than 4 pct
ferro tungsten|ferro wolfram|ferrowolfram|ferrotungsten lump => 720280 ~ ferro-alloys ferro-tungsten ferro-silico-tungsten
# ---- 72 stainless and alloy steel
cold rolled stainless steel plate|cold rolled stainless plate|cold rolled stainless steel sheet|cold rolled stainless sheet|stainless steel plate cold rolled|stainless steel sheet cold rolled => 7219 721931:0.4 721932:0.4 721933:0.4 721934:0.3 7220:0.3 ~ flat-rolled stainless steel cold-rolled
silico manganese steel|silicon manganese alloy steel|silicomanganese steel|silico manganese spring steel|sup6 spring steel|sup7 spring steel => 722820 ~ bars rods silico-manganese steel
# ---- 73 tubes, pipes, fittings
seamless stainless steel line pipe|stainless seamless line pipe|duplex seamless line pipe|super duplex line pipe => 730411 730611:0.3 ~ line pipe oil gas pipelines seamless stainless steel
lsaw pipe pile => 7305 730531:0.6 730539:0.5 730630:0.2 ~ tubes pipes external diameter exceeding 406.4 mm welded other
forged socket weld elbow => 730799 730729:0.4 ~ tube pipe fittings iron steel other
# ---- 73 enamelled steel cookware
enamel stock pot|enameled steel stock pot|enameled soup pot|enamel stockpot|enamel steel cookware|porcelain enamel cookware|porcelain enamel pot|enamel cooking pot|enamel casserole pot => 732394 732392:0.3 ~ table kitchen household articles iron other than cast iron steel enamelled
# ---- 74 copper articles
brass forging blank|forged brass blank|copper alloy forging|brass rough casting|bronze rough casting => 741920 741980:0.2 ~ copper cast moulded stamped forged not further worked
# ---- 75 nickel tubes, fittings
inconel seamless tube|hastelloy pipe|seamless nickel alloy tube|nickel alloy seamless tube => 750712 ~ nickel tubes pipes nickel alloys
nickel alloy fitting|nickel pipe fitting|inconel fitting|inconel elbow|monel fitting|monel elbow|hastelloy fitting|hastelloy elbow|nickel elbow|nickel alloy elbow|nickel alloy tee => 750720 ~ nickel tube pipe fittings couplings elbows sleeves
# ---- 80 tin alloys
babbitt metal ingot|babbitt alloy|tin based babbitt|tin babbitt|bearing metal ingot => 800120 780199:0.2 ~ tin alloys unwrought
# ---- 82 tools, blades, cutlery
pdc drill bit|polycrystalline diamond compact bit|oil well drill bit|impregnated diamond core bit|wireline core bit|exploration core bit|geological core bit|surface set core bit => 820719 ~ rock drilling earth boring tools other
meat grinder knife|meat mincer blade|mincing blade|grinder cutting blade|meat grinder cutting blade => 820830 ~ knives cutting blades kitchen appliances food industry machines
envelope slitter|letter slitter => 821410 ~ paper knives letter openers
spoon and fork set|fork and spoon set => 821520 ~ other sets assorted articles spoons forks
# ---- 84 machinery
lumber drying kiln|lumber dryer|wood drying chamber => 841935 ~ dryers wood paper pulp paper paperboard
lng liquefaction plant|mini lng plant|natural gas liquefier|lng liquefier|air liquefaction plant|liquefaction plant => 841960 ~ machinery liquefying air other gases
gas instantaneous water heater|gas tankless water heater|tankless gas water heater|propane tankless water heater|gas fired water heater|gas fired tankless water heater => 841911 ~ instantaneous gas water heaters
inline checkweigher|automatic checkweigher|conveyor checkweigher|check weighing machine|dynamic checkweigher|belt checkweigher => 842320 ~ scales continuous weighing goods conveyors
folding shop crane|engine hoist crane|cherry picker engine hoist|foldable engine crane|folding engine crane|hydraulic engine crane => 842699 842542:0.2 ~ derricks cranes other
bucket tooth adapter|excavator bucket teeth|loader bucket teeth => 843149 ~ parts machinery headings 8426 8429 8430
sugar cane crusher|cane crusher|sugar mill roller|cane mill|sugarcane mill => 843830 ~ machinery sugar manufacture
paper coater|paper coating line|blade coater => 843930 ~ machinery finishing paper paperboard
saddle stitching machine|saddle stitch binder|booklet stitcher|wire stitching machine|book stitcher => 844010 ~ book-binding machinery book-sewing machines
travelling cleaner|loom yarn feeder => 844819 ~ auxiliary machinery machines heading 8444 8445 8446 8447
dryer lint filter|dryer lint screen|dryer lint trap|tumble dryer filter|lint filter dryer => 845190 ~ parts drying machines
servo stamping press|servo mechanical press => 846263 ~ cold metal working presses servo-presses
`;
