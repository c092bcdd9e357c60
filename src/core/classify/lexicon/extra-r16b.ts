/**
 * Sixteenth-pass lexicon additions, written from the misses of a second independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R16B_LEXICON = String.raw`
# ---- 44 wood: tropical flooring strips, assembled solid panels, tableware, statuettes
merbau flooring|kempas flooring|ipe flooring|teak flooring strips|tropical hardwood flooring|merbau floorboards|teak floorboards => 440922 441879:0.3 ~ tropical wood continuously shaped tongued grooved flooring strips
acacia deck tiles|teak deck tiles|hardwood deck tiles|wood interlocking tiles|wooden interlocking tiles|snap deck tiles|solid wood floor panel|single layer floor panel => 441879 441875:0.3 ~ assembled flooring panels other
teak serving board|teak butcher block|teak chopping board|teak chopping block|teak kitchen utensils|teak plate => 441920 ~ tableware kitchenware tropical wood
teak elephant|mahogany mask|teak mask => 442011 ~ statuettes ornaments tropical wood
# ---- 49 printed matter
christian tract|evangelism tracts => 490110 490199:0.3 ~ printed matter single sheets folded leaflets
pamphlet printing|marketing flyer|business flyers => 491110 490110:0.3 ~ trade advertising material commercial catalogues
# ---- 51 wool not carded or combed, pulled
slipe wool|pulled wool|skin wool|tanners wool|fellmongered wool|lime wool => 510129 510119:0.4 ~ wool not carded combed degreased not carbonised other than shorn
# ---- 58 tufted fabric, embroidery
candlewick fabric|candlewick tufted fabric|candlewick bedspread fabric => 580230 ~ tufted textile fabrics
embroidery trim|embroidered edging|embroidered border ribbon => 5810 581091:0.5 581092:0.5 581099:0.2 ~ embroidery in the piece strips motifs
# ---- 61 knitted garments and accessories
knit sweater dress => 6104 610441:0.4 610442:0.4 610443:0.4 610444:0.2 ~ dresses women's girls' knitted crocheted
wrist sweat band|athletic wristband|gym wristband|terry sweatband|head sweatband|sweatband headband => 611780 ~ clothing accessories knitted crocheted
replacement cuffs|bomber jacket cuffs|replacement collar|replacement ribbing => 611790 600290:0.2 ~ parts garments clothing accessories knitted crocheted
# ---- 62 woven waistcoats and cover-ups
mens waistcoat|tweed waistcoat|wool waistcoat|herringbone waistcoat|tweed vest|denim vest|canvas vest => 6211 621132:0.5 621133:0.5 621139:0.4 621142:0.3 621143:0.3 ~ other garments men's boys' not knitted waistcoats
chiffon kimono|beach kimono => 621143 611430:0.2 ~ other garments women's girls' man-made fibres not knitted
# ---- 63 sacks
sisal sack|sisal bag|sisal coffee bags => 630590 ~ sacks bags packing goods other textile materials
# ---- 64 footwear with textile uppers and leather soles
canvas ballet slippers|smoking slippers|embroidered velvet slippers => 6404 640420:0.6 640419:0.4 640359:0.2 ~ footwear outer soles leather uppers textile materials
`;
