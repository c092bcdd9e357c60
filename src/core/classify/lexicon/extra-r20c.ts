/**
 * Twentieth-pass lexicon additions, written from the misses of a sixth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R20C_LEXICON = String.raw`
# ---- 71 precious metals, semi-manufactured
gold bonding wire|au bonding wire|gold ball bonding wire => 710813 ~ gold non-monetary semi-manufactured wire
platinum sheet|platinum strip|platinum ribbon|platinum tube|platinum rod => 711019 ~ platinum semi-manufactured
# ---- 71 articles of semi-precious stones
carved jade|hand carved jade|jade sculpture|jade ornament|jade animal carving => 711620 ~ articles precious semi-precious stones
# ---- 72 ferro-alloys
silicon manganese alloy|ferro silicon manganese|ferrosilicomanganese|silicomanganese alloy|silico manganese alloy|femnsi|silicon manganese lump|simn lump => 720230 ~ ferro-alloys ferro-silico-manganese
# ---- 72 cold-rolled flat products cut to non-rectangular shape or embossed
steel circle|cold rolled steel circle|cold rolled circle|steel disc blank|steel round blank|steel circle blank => 720990 721990:0.3 720890:0.2 ~ flat-rolled cold-rolled width 600mm or more other
embossed steel sheet|embossed steel plate|embossed cold rolled sheet|embossed cold rolled steel => 720990 721990:0.4 ~ flat-rolled cold-rolled width 600mm or more other
`;
