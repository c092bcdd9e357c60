/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21C_LEXICON = String.raw`
# ---- 64 footwear with textile soles
terry slippers|terry cloth slippers|terry towel slippers => 6405 640520:0.6 640419:0.4 ~ footwear outer soles uppers textile materials
# ---- 65 headgear
hat sweat liner|hat sweat pad|hat sweat protector => 650700 ~ headbands linings covers hat foundations headgear
straw cone|raffia cone|raffia capeline => 650200 ~ hat-shapes plaited assembled strips
# ---- 67 feathers, artificial plants
decorative feathers|feathers for crafts => 670100 050590:0.3 ~ skins parts birds feathers articles thereof
# ---- 70 glass
soft glass tubing|lead glass tubing|lampworking glass tubing => 700239 ~ glass in tubes unworked other
tempered side glass|automotive side glass|car side glass|truck window glass|bus window glass|automotive tempered glass|auto side window glass => 700711 700721:0.3 ~ toughened tempered safety glass vehicles
fish aquarium => 702000 392690:0.2 ~ other articles of glass
# ---- 71 pearls, stones
non cultured pearls|natural seed pearls|wild pearls => 710110 ~ pearls natural
diamond dresser stone|wire drawing die stone|diamond die stone|industrial diamond plate|industrial diamond cube => 710229 710491:0.2 ~ diamonds industrial other
# ---- 71 clad metals, precious metal semis
silver clad copper strip => 710700 ~ base metals clad with silver semi-manufactured
rolled gold wire => 710900 ~ base metals silver clad with gold semi-manufactured
platinum clad wire|platinum clad niobium => 711100 ~ base metals silver gold clad with platinum
ash containing precious metals|ash containing platinum => 711230 ~ ash containing precious metal compounds
silver paste scrap => 711299 ~ waste scrap silver
# ---- 71 articles of precious metal
silver salver|sterling silver salver => 711411 ~ articles goldsmiths silversmiths wares silver
solid gold figurine|pure gold figurine|pure gold ornament|solid gold ornament => 711419 ~ articles goldsmiths silversmiths wares precious metal other than silver
gold filled pill box => 711420 ~ articles goldsmiths silversmiths wares base metal clad precious metal
catalyst wire mesh => 711510 381512:0.2 ~ catalysts wire cloth grill platinum
platinum labware => 711590 ~ other articles of precious metal
fake pearl necklace => 711790 711719:0.2 ~ imitation jewellery other
rose quartz figurine|quartz carving|amethyst carving|crystal skull carving => 711620 ~ articles precious semi-precious stones
# ---- 72 iron and steel
cast steel grit|stainless steel shot|blasting steel shot|steel cut wire shot => 720510 ~ granules iron steel
carbon steel ingot|forging ingot => 720610 722410:0.2 ~ iron non-alloy steel ingots
leaded steel wire rod => 721320 ~ bars rods hot-rolled irregularly wound coils free-cutting steel
`;
