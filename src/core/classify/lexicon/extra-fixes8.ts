/**
 * Eighth-pass lexicon lines for faults the helpers' structural reports showed (a generic word
 * taking the place of the goods), written in the project; format as in ../lexicon.ts.
 */
export const EXTRA_FIXES8_LEXICON = String.raw`
# ---- 7307 / 7412 / 3917 fittings that are adapters (a bare "adapter" is a power adapter, 8504.40)
hydraulic adapter|hose adapter|fitting adapter|hydraulic fitting adapter|pipe adapter|thread adapter|npt adapter|bsp adapter|jic adapter => 7307 730799:0.6 730729:0.4 741220:0.4 391740:0.3 ~ tube pipe fittings couplings
# ---- 7314 mesh of steel wire (a bare "wire" is insulated wire, 8544)
steel mesh|welded mesh|welded steel mesh|welded wire mesh|wire mesh panel|mesh panel => 7314 731420:0.5 731431:0.5 731439:0.4 731419:0.3 ~ cloth grill netting fencing iron steel wire welded intersection
# ---- 8456-8463 machine tools (a bare "tool" is a hand tool of 8205)
machine tool => 8459:0.4 8458:0.4 8456:0.4 8460:0.3 8461:0.3 8462:0.3 ~ machine-tools working metal removing material
# ---- "high" is a stop word ("high quality"); "high density" is kept as one word
high density polyethylene|high density polyethylene granules|hdpe granules|hdpe resin|hdpe pellets => 390120 ~ polyethylene specific gravity 0.94 or more primary forms
`;
