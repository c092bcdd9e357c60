/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18C_LEXICON = String.raw`
# ---- 63 sacks of other vegetable fibres (true hemp is 5302, sisal 5305: not jute/bast of 5303)
hemp drawstring bag|sisal packing bag|hemp packing bag => 630590 420222:0.3 ~ sacks bags packing goods other textile materials
# ---- 63 toilet linen, not terry
waffle bath towel|waffle weave bath towel|waffle hand towel|waffle weave hand towel|waffle face towel|waffle beach towel => 630291 630293:0.4 630299:0.2 ~ toilet linen kitchen linen other cotton
# ---- 65 hat-shapes, fur headgear
hat-shape => 650200 ~ hat-shapes plaited assembling strips not blocked brims lined trimmed
raccoon fur trapper hat|real fur trapper hat|rabbit fur ushanka|fox fur ushanka|fox fur cap|rabbit fur cap => 650699 ~ headgear other materials furskin
# ---- 70 glass closures, laboratory glassware, microspheres
glass decanter stopper|glass jar stopper => 701020 ~ stoppers lids closures glass
glass pasteur pipette => 701790 ~ laboratory glassware other
glass blasting beads|glass bead abrasive|glass shot peening beads|peening glass beads => 701820 ~ glass microspheres not exceeding 1 mm
fiberglass unidirectional|fiberglass unidirectional cloth|fiberglass ud fabric|glass ud fabric|ud glass fabric|unidirectional e-glass|stitched roving fabric|stitched glass roving fabric => 701962 701961:0.3 ~ glass fibres other closed fabrics rovings
# ---- 71 precious-metal ash, spent catalysts
sweeps ash|incinerated sweeps|precious metal bearing ash|jewellery ash|jewelry sweeps ash|photographic film ash|incinerated filter ash => 711230 ~ ash containing precious metal precious-metal compounds
spent catalyst gauze|spent platinum gauze|worn catalyst gauze|catalyst gauze scrap|spent platinum rhodium gauze|platinum rhodium gauze scrap => 711292 ~ waste scrap platinum metal clad platinum
`;
