/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24B_LEXICON = String.raw`
# ---- 42 pet clothing written "for dogs" (dog coats are 4201)
coat for dogs|jacket for dogs|sweater for dogs|hoodie for dogs|raincoat for dogs|clothes for dogs|clothing for dogs|coat for pets|clothes for pets|clothing for pets|sweater for cats|clothes for cats => 420100 ~ saddlery harness for any animal dog coats
# ---- 62 brassieres by style
shirt bra|seamless bra|everyday bra|comfort bra|full coverage bra|demi bra|racerback bra|wirefree bra|wire free bra|lounge bra|sleep bra => 621210 ~ brassieres
# ---- 55 hand-knitting yarn by weight category (craft skeins, put up for retail sale)
medium worsted|worsted acrylic|acrylic worsted|crochet yarn skein|knitting yarn skein => 551110 510910:0.4 520710:0.2 ~ yarn synthetic staple fibres put up for retail sale
# ---- 62 girls' party dresses of tulle (net of man-made fibres)
tulle dress|tulle party dress|princess tutu dress|girls princess dress|girls tutu dress|girls tulle dress|flower girl tutu dress|flower girl tulle dress => 620443 610443:0.3 620449:0.2 ~ dresses women's girls' synthetic fibres
# ---- 62 jeans (denim: cotton)
girls jeans|jeans for women|jeans for girls => 620462 620469:0.2 ~ trousers women's girls' cotton denim
mens jeans|jeans for men|boys jeans|mens denim jeans => 620342 620349:0.2 ~ trousers men's boys' cotton denim
# ---- 61 knitted gloves coated with rubber or plastics
nitrile coated work gloves|nitrile coated garden gloves|nitrile coated safety gloves|latex coated work gloves|latex coated garden gloves|latex palm gloves|coated garden gloves|coated safety gloves|rubber coated work gloves|rubber coated gloves|pu coated work gloves|polyurethane coated gloves => 611610 ~ gloves knitted impregnated coated covered plastics rubber
# ---- 62 men's swimwear by style
volley swim shorts|volley swim trunks|volley shorts swim|volley trunks => 621111 611231:0.3 ~ swimwear men's boys' not knitted
`;
