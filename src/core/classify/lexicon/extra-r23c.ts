/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23C_LEXICON = String.raw`
# ---- 64 footwear: metal (alloy) toe-caps, plaited-material slippers
alloy toe boots|alloy toe work boots|alloy toe safety boots|alloy toe shoes|aluminum toe boots => 640340 640291:0.2 640110:0.2 ~ footwear incorporating protective metal toe-cap
seagrass slippers|seagrass sandals|seagrass flip flops|straw flip flops|rush grass slippers|rush slippers|straw slides|seagrass slides => 640590 640520:0.2 ~ other footwear uppers vegetable plaiting materials
# ---- 62/63 clothing parts, lanyards
sew in shoulder pads|foam shoulder pads|shoulder pad inserts|covered shoulder pads => 621790 ~ parts garments clothing accessories shoulder pads
lanyard neck strap|printed lanyard|custom lanyard|polyester lanyard|woven lanyard => 630790 ~ made up articles textile lanyards
`;
