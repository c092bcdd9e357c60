/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23D_LEXICON = String.raw`
# ---- 71 silver powder
silver nanopowder|silver nano powder|nano silver powder|silver nanoparticle powder|silver flake powder|flake silver powder|spherical silver powder|silver micropowder => 710610 ~ silver powder
# ---- 71 glass bead jewellery
glass crystal bracelet|crystal glass bracelet|glass crystal bead bracelet => 711790 ~ imitation jewellery other than base metal
# ---- 72 universal mill plate
universal mill plate|universal plate steel|universal steel plate|wide flat bar|wide flat steel|wide flats => 721113 722540:0.2 ~ flat-rolled non-alloy steel hot-rolled not in coils width less than 600 mm universal mill plates
# ---- 73 alloy seamless tubes
crmo steel tube|crmo steel pipe|alloy steel seamless tube => 7304 730451:0.7 730459:0.5 ~ seamless tubes pipes circular cross-section other alloy steel cold-drawn
# ---- 82 rock drilling tools, cermet working part
tci bit|tci rock bit|tci drill bit|tungsten carbide insert bit|tci roller cone bit => 820713 ~ rock drilling earth boring tools working part cermets
tricone rock bit|tricone drill bit => 820719 820713:0.5 ~ rock drilling earth boring tools working part cermets
# ---- 71 ash containing precious metal
pgm ash|catalyst ash|catalyst incineration ash|platinum bearing ash|palladium bearing ash|spent catalyst ash => 711230 ~ ash containing precious metal or precious metal compounds
`;
