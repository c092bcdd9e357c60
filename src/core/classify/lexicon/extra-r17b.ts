/**
 * Seventeenth-pass lexicon additions, written from the misses of a third independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R17B_LEXICON = String.raw`
# ---- 50/58 embroidery on silk
embroidered silk fabric|embroidered silk organza|embroidered silk chiffon|embroidered silk satin|silk embroidered fabric => 581099 581092:0.2 ~ embroidery piece other textile materials silk
# ---- 59 textile hosepiping
canvas irrigation hose|canvas water hose|canvas discharge hose|canvas fire hose => 590900 ~ textile hosepiping tubing
# ---- 61 women's polo shirts, knitted
womens polo shirt|women golf polo => 6106 610610:0.5 610620:0.4 ~ blouses shirts women's girls' knitted crocheted
# ---- 61 boiled wool jackets (jackets, not overcoats)
boiled wool jacket|austrian walk jacket|boiled wool blazer => 6104 610431:0.6 6103:0.5 610331:0.3 ~ jackets blazers women's knitted crocheted wool fine animal hair
# ---- 62 waffle-weave robes (woven)
waffle weave robe|waffle weave bathrobe|waffle weave kimono robe|waffle weave spa robe => 6208 6207:0.8 620891:0.3 620791:0.3 ~ bathrobes dressing gowns woven
# ---- 62 slip dresses (outer dresses, not petticoats)
slip midi dress|slip maxi dress|slip mini dress|bias cut slip dress => 6204 620443:0.4 620444:0.4 6104:0.3 ~ dresses women's girls' synthetic fibres
# ---- 65 plaited hat-shapes
straw hat cone|raffia hat cone|toquilla hat cone|panama hat cone => 650200 ~ hat-shapes plaited assembling strips not blocked no brim
# ---- 67 wigs and beards of animal hair
barrister wig|judge wig|court wig|legal wig|yak hair mustache => 670490 ~ wigs false beards animal hair other materials
# ---- 70 stemware
stemmed wine glass|stemmed goblet|stemmed champagne glass|stemmed glassware => 7013 701328:0.6 701322:0.4 ~ drinking glasses stemware
# ---- 71 pearls, synthetic stones, powder, platinum scrap
synthetic emerald|hydrothermal emerald|created emerald => 710499 710429:0.3 ~ synthetic reconstructed precious stones worked
synthetic emerald rough|rough synthetic emerald|synthetic emerald crystal|hydrothermal emerald rough => 710429 ~ synthetic precious stones unworked
tourmaline powder|tourmaline dust|agate powder => 710590 ~ dust powder natural synthetic precious semi-precious stones
pearls undrilled => 710121 710122:0.2 ~ pearls cultured unworked
platinum jewelry scrap|palladium scrap|rhodium scrap|iridium scrap => 711292 ~ waste scrap platinum
`;
