/**
 * Sixteenth-pass lexicon additions, written from the misses of a second independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R16C_LEXICON = String.raw`
# ---- 66 / 69 ceramics
porcelain statuette|china figurine|bone china figurine|porcelain bird figurine => 691310 691390:0.2 ~ statuettes ornamental ceramic articles porcelain china
# ---- 70 glass
raw glass spheres|e-glass balls|c-glass balls|e-glass marbles|unworked glass spheres|unworked glass balls|raw glass balls|glass marbles fiberglass|glass marbles fibreglass|fiberglass marbles|fibreglass marbles|glass fiber marbles => 700210 ~ glass in balls unworked
x-ray tube glass envelope|x-ray tube envelope|x-ray glass envelope|electron tube envelope|vacuum tube envelope|valve glass envelope|electron tube glass envelope => 701190 ~ glass envelopes open without fittings electron tubes
filament winding roving => 701912 ~ glass fibres rovings
# ---- 71 precious metals and stones
rough industrial diamond|unworked industrial diamonds|industrial rough diamonds => 710221 710229:0.3 ~ diamonds industrial unworked simply sawn cleaved bruted
monetary gold|central bank gold|gold reserves bars|reserve gold bars => 710820 ~ gold monetary
catalyst gauze|catalytic gauze|platinum rhodium gauze|platinum rhodium catalyst gauze|ammonia oxidation gauze|nitric acid catalyst gauze|platinum alloy gauze|pt rh gauze => 711510 ~ catalysts form wire cloth grill platinum
quartz tower|quartz wand|carved crystal tower|quartz obelisk|amethyst point|amethyst tower|crystal point tower => 711620 710399:0.3 ~ articles precious semi-precious stones natural
gold filings|gold clippings|gold bench scrap|karat gold scrap|scrap gold jewelry|broken gold jewelry|gold jewelry scrap|dental gold scrap => 711291 ~ waste scrap gold including metal clad gold
sterling silver scrap|scrap sterling silver|silver clippings|silver jewelry scrap|scrap silver jewelry|silver bearing waste|x-ray film scrap|photographic film scrap|photographic film waste => 711299 ~ waste scrap precious metal silver
amethyst bead bracelet|energy stone bracelet|gemstone bead bracelet|tiger eye bead bracelet|crystal stretch bracelet => 711620 711719:0.2 ~ articles precious semi-precious stones natural
# ---- 72 iron and steel
forged round bar|forged square bar|forged bar|forged steel bar|forged steel round bar => 721410 722840:0.4 722230:0.2 ~ bars rods iron non-alloy steel forged
galvanized angle|galvanized angle steel|galvanized angle iron|galvanized steel angle|galvanized angle bar => 721699 721691:0.3 ~ angles shapes sections iron non-alloy steel
boron steel coil|boron added coil|boron added hot rolled coil|boron steel hot rolled coil|alloy steel hot rolled coil|hot rolled alloy steel coil|alloy hot rolled coil => 722530 722691:0.2 ~ flat-rolled other alloy steel width 600mm or more hot-rolled in coils
checkered steel plate|chequered steel plate|diamond pattern steel plate|steel tread plate|steel floor plate|mild steel checker plate|checkered plate steel => 720840 720810:0.3 ~ flat-rolled iron non-alloy steel hot-rolled not in coils patterns in relief
# ---- 73 articles of iron or steel
spiral submerged arc welded|spiral submerged arc welded pipe|spiral submerged arc welded line pipe => 730519 730539:0.4 ~ line pipe oil gas pipelines welded external diameter exceeding 406.4mm
tissue roll holder|toilet tissue holder|toilet paper roll holder|tissue paper holder|stainless toilet paper holder|stainless steel toilet paper holder => 732490 830250:0.5 392490:0.3 ~ sanitary ware iron steel
stainless steel cable tie|stainless steel zip ties|epoxy coated cable ties|coated stainless cable ties => 732690 732620:0.2 ~ articles iron steel
oil cooking stove => 732112 ~ cooking appliances liquid fuel iron steel
# ---- 74-81 base metals
copper pipe scrap|copper tube scrap|cathode scrap|mixed copper scrap|copper radiator scrap|honey copper scrap => 740400 ~ copper waste scrap
bronze pigment|bronze pigment powder|brass flake|brass flake powder => 740620 740610:0.3 ~ copper powders lamellar structure flakes
beryllium copper tube|beryllium copper pipe|becu tube|becu pipe|copper alloy tube => 741129 741121:0.2 ~ tubes pipes copper alloys
aluminum flake powder|flake aluminum powder|leafing aluminum|aluminum pigment powder|aluminum silver powder|aac aluminum powder => 760320 760310:0.3 ~ aluminium powders lamellar structure flakes
bismuth lump|bismuth chunk|bismuth block|unwrought bismuth => 810690 810610:0.3 ~ bismuth containing less than or equal 99.99% bismuth
# ---- 82 tools
hss slitting saw|hss cutting disc|hss circular blade|hss cutting wheel => 820231 ~ circular saw blades working part steel
thicknesser knives|thicknesser blades|planer knife set|woodworking planer knives|planer knives hss|cutter block knives => 820820 ~ knives cutting blades machines woodworking
`;
