/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22C_LEXICON = String.raw`
# ---- 63 towels, cushion covers
silk hair towel|silk towel|silk hair wrap|mulberry silk towel|silk hair drying towel => 630299 ~ toilet linen kitchen linen other textile materials
decorative pillowcase|decorative pillow case|throw pillowcase|sofa pillowcase => 6304 630493:0.6 630492:0.5 630491:0.3 ~ other furnishing articles cushion covers
# ---- 64 footwear
thousand layer sole shoes|thousand layer sole|old beijing cloth shoes|beijing cloth shoes|cloth sole kung fu shoes => 640520 640419:0.2 ~ other footwear uppers of textile materials
leather sole sheet|leather half soles|leather full soles|replacement leather soles|leather resoling sheet|leather outsole sheet => 640690 ~ parts of footwear other
# ---- 67 hair, lashes
reborn doll mohair|doll mohair|rooting mohair|reborn mohair|doll rooting hair|doll hair rooting|mohair doll hair => 670300 ~ wool animal hair prepared for use in making wigs
mink fur strip lashes|siberian mink fur lashes|siberian mink fur eyelashes|mink fur strip eyelashes => 670490 670419:0.2 ~ false eyelashes other materials
# ---- 70 glass
tinted patterned glass|bronze patterned glass|tinted figured glass|bronze figured glass|tinted rolled glass|tinted cast glass|coloured patterned glass => 700312 700319:0.2 ~ cast rolled glass non-wired coloured throughout the mass body tinted
nashiji pattern glass|mistlite patterned glass|karatachi glass|flora pattern glass|obscure patterned glass => 7003 700319:0.6 700312:0.4 ~ cast rolled glass sheets non-wired
cylinder glass|mouth blown antique glass|mouth blown cylinder glass|hand blown antique glass => 7004 700420:0.6 700490:0.3 ~ drawn blown glass sheets coloured throughout the mass
low emissivity float glass|solar control float glass => 700510 700719:0.2 ~ float glass non-wired absorbent reflecting layer
glass dinner plates|glass salad plates|glass dessert plates|glass serving plates|tempered glass plates => 701349 701342:0.2 ~ glassware table other
long chopped strands|long cut strands|long cut fiberglass strand|long chopped glass fiber => 701919 701911:0.3 ~ glass fibres chopped strands other
woven roving fabric|fiberglass woven roving|e-glass woven roving|glass woven roving|woven roving cloth => 701961 ~ closed woven fabrics of rovings
# ---- 71 diamonds
industrial grade rough diamond|industrial diamond crystals|rough industrial diamond crystals|boart => 710221 710229:0.2 ~ diamonds industrial unworked simply sawn cleaved bruted
`;
