/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24F_LEXICON = String.raw`
# ---- 90 callipers (British spelling)
calliper|sliding calliper|sliding caliper|digital calliper|vernier calliper|electronic calliper|digital vernier calliper => 901730 ~ callipers instruments measuring length for use in the hand
brake calliper|brake calliper piston => 870830 871410:0.2 ~ brakes servo-brakes parts motor vehicles
# ---- 90 thermometer-hygrometers
digital thermometer hygrometer|digital hygrometer thermometer|indoor thermometer hygrometer|room thermometer hygrometer|mini thermometer hygrometer|temperature humidity gauge|humidity temperature meter => 902580 ~ hygrometers psychrometers whether or not combined thermometers
# ---- 91 bands for fitness trackers / smart bands
wristband strap|replacement wristband|fitness tracker strap|tracker strap|activity tracker band|smart band strap|fitbit wristband => 911390 911320:0.3 ~ watch straps watch bands watch bracelets
# ---- 94 camping chairs
quad chair|portable camping chair|camping folding chair => 940179 940171:0.3 ~ seats metal frames other
# ---- 94 lighting strings, solar stake lamps
led lighting string|lighting string => 940531 940539:0.4 ~ lighting strings of a kind used for Christmas trees light-emitting diode
led ribbon light|flexible led strip => 940542 853951:0.2 ~ luminaires lighting fittings designed for use solely with light-emitting diode LED light sources
stake lamp|garden stake lamp|solar stake lamp|solar path lamp|solar pathway lamp|solar lawn lamp => 940541 ~ luminaires photovoltaic designed for use solely with LED light sources
# ---- 96 artists', nail and cosmetic brushes
sable hair brush|kolinsky sable brush|nail art brush set => 960330 ~ artists brushes brushes for the application of cosmetics
nylon hair brush|nylon paint brush|nylon brush set|watercolor brush set|watercolour brush set|round paint brushes set|fine tip paint brush => 960330 ~ artists brushes writing brushes
# ---- 96 hair-slides of metal
metal barrette|metal hair barrette|metal hair slide => 961519 961511:0.2 ~ hair-slides combs other than hard rubber plastics
# ---- 96 cosmetic sponges
makeup egg|beauty egg|sponge egg|egg sponge|egg shaped sponge|beauty blender sponge => 961620 ~ powder-puffs pads for the application of cosmetics
`;
