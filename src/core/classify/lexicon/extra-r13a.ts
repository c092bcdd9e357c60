/**
 * Thirteenth-pass lexicon additions, written from noisy marketplace titles of the consumer goods
 * parcels carry (one category per file), without looking at any labelled data; format as in
 * ../lexicon.ts.
 */
export const EXTRA_R13A_LEXICON = String.raw`
# ---- 61/62 tops: halter-neck garments (bare "halter" is horse tack 4201), satin tops, shelf-bra tanks
halter neck|halterneck|halter crop|halter tank|halter tank top|halter cami|halter blouse|halter shirt|backless halter => 6109 610990:0.5 6206:0.5 620640:0.3 6106:0.3 ~ t-shirts singlets other vests blouses women's
halter dress|halter neck dress|halter maxi dress|halter midi dress|halter mini dress => 6104 6204:0.8 610443:0.4 620443:0.4 ~ dresses women's girls'
halter bikini|halter swimsuit|halter tankini|halter bikini top => 611241 621112:0.3 ~ swimwear women's girls' knitted synthetic fibres
halter bodysuit|halter neck bodysuit => 6114 611430:0.5 611420:0.3 ~ garments knitted man-made fibres
halter jumpsuit|halter romper|halter playsuit => 6211 6114:0.7 621143:0.4 ~ garments women's girls' man-made fibres
halter bra|halter bralette|halter neck bra => 621210 ~ brassieres
satin cami|silk cami|satin tank|satin tank top|satin crop top|satin shirt|silky shirt|silky blouse|satin button down|satin tunic => 6206 620640:0.6 6205:0.4 620530:0.3 6106:0.2 ~ blouses shirts shirt-blouses women's man-made fibres
cold shoulder blouse|cold shoulder tunic|cold shoulder shirt|off shoulder blouse|bardot blouse|milkmaid blouse|smocked blouse => 6206 6106:0.6 620640:0.4 620630:0.3 ~ blouses shirts shirt-blouses women's
longline tee => 6109 610910:0.5 610990:0.5 ~ t-shirts singlets knitted
thermal shirt|thermal undershirt|waffle thermal shirt|thermal henley|thermal long sleeve shirt => 6109 610990:0.5 610910:0.4 6110:0.3 ~ t-shirts singlets other vests knitted
shelf bra cami|shelf bra tank|built in bra tank|built in bra cami|tank with built in bra|cami with built in bra => 6109 610990:0.5 610910:0.4 621210:0.2 ~ singlets other vests knitted
# ---- 61/62 dresses usually woven (satin, chiffon, tulle, lace)
wedding gown|bridal dress|bride dress|bridal ball gown|mermaid wedding dress|mermaid evening dress|tulle gown|chiffon gown|hoco dress|graduation dress|puffy prom dress|first communion dress|engagement dress|reception dress|tea length dress|chiffon midi dress|satin mini dress|tulle princess dress|tulle flower girl dress|tulle tutu dress|banquet dress|gala dress|corset prom dress|lace wedding dress|boho wedding dress|beach wedding dress|elopement dress|court train dress => 6204 620443:0.6 6104:0.4 ~ dresses women's girls' synthetic fibres not knitted
# ---- 61/62 skirts
cargo skirt|cargo mini skirt|cargo maxi skirt|denim cargo skirt|utility skirt => 6204 620452:0.5 620453:0.5 6104:0.3 ~ skirts divided skirts women's girls'
mermaid skirt|fishtail skirt|trumpet skirt|godet skirt => 6204 6104:0.7 620453:0.4 610453:0.3 ~ skirts divided skirts women's girls'
ballet skirt|ballet wrap skirt|chiffon dance skirt|dance skirt|chiffon wrap skirt => 6204 620453:0.6 6104:0.5 610453:0.3 ~ skirts synthetic fibres
sports skirt|athletic skirt|running skirt|golf skirt|golf skort|pickleball skirt|padel skirt|workout skirt => 6104 610453:0.6 6204:0.5 620453:0.3 ~ skirts divided skirts knitted synthetic fibres
# ---- 61/62 trousers, jeans, shorts
baggy jeans|barrel jeans|carpenter jeans|straight leg jeans|cargo jeans|balloon jeans|horseshoe jeans|low rise jeans|mid rise jeans|dad jeans|relaxed fit jeans|tapered jeans|stacked jeans|biker jeans|moto jeans => 6204 6203:0.9 620462:0.5 620342:0.5 ~ trousers breeches denim cotton
shortalls|overall shorts|denim shortalls|short overalls|dungaree shorts => 6204 620462:0.6 6203:0.5 620342:0.3 6104:0.3 ~ bib brace overalls shorts cotton
tuxedo pants|tuxedo trousers|tux pants|groom pants|formal pants|formal trousers => 6203 620343:0.6 620341:0.3 6204:0.4 ~ trousers men's boys' synthetic fibres
dance pants|jazz pants|ballet pants => 6104 610463:0.6 6103:0.4 ~ trousers knitted synthetic fibres
gymnastics shorts|cheer shorts|spankies|cheer bloomers|sliding shorts => 6104 610463:0.5 6103:0.6 610343:0.4 ~ shorts knitted synthetic fibres
boxing shorts|muay thai shorts|mma shorts|fight shorts|kickboxing shorts => 6203 620343:0.6 6103:0.4 610343:0.3 ~ shorts men's boys' synthetic fibres
compression tights => 6104 6103:0.7 610463:0.4 611510:0.3 ~ trousers knitted synthetic fibres graduated compression hosiery
# ---- 61/62 coats, jackets, knitwear, sets
aviator jacket|aviator coat|shearling aviator jacket|flight bomber jacket => 6201 6202:0.9 420310:0.5 430310:0.2 ~ anoraks wind-jackets leather furskin apparel
cardigan vest|wrap cardigan|ballet wrap cardigan|wrap sweater => 6110 611030:0.5 611020:0.4 ~ jerseys pullovers cardigans waistcoats knitted
sweater set|knit set|knit lounge set|ribbed knit set => 6104 610423:0.3 610422:0.3 610429:0.3 6103:0.3 ~ ensembles women's girls' knitted
# ---- 61/62 workwear, uniforms, costumes
waiter vest|bartender vest|server vest|uniform vest => 6211 621133:0.5 621143:0.4 6203:0.3 ~ garments men's boys' man-made fibres
maid outfit|maid costume|french maid costume|french maid outfit|maid cosplay => 6204 6104:0.7 6211:0.4 ~ dresses women's
nurse costume|sexy nurse costume|nurse cosplay => 6204 6104:0.7 6211:0.4 ~ dresses women's
elf costume|santa elf costume|elf outfit => 6211 6114:0.6 6204:0.3 6104:0.3 ~ garments man-made fibres
wizard robe|wizard costume|witch robe|monk robe|jedi robe|jedi costume|druid robe|hooded robe costume => 6211 6114:0.5 6202:0.4 6201:0.4 ~ garments man-made fibres cloaks
blow up costume|inflatable dinosaur costume|inflatable halloween costume|airblown costume => 6211 621143:0.4 621133:0.4 950590:0.2 ~ garments man-made fibres
referee shirt|referee jersey|umpire shirt => 6105 610520:0.6 6110:0.4 611030:0.3 ~ shirts men's boys' knitted synthetic fibres
baseball jersey|softball jersey|baseball shirt|button down baseball jersey => 6105 610520:0.5 6110:0.5 611030:0.3 ~ shirts knitted synthetic fibres jerseys
soccer uniform|football kit|soccer kit|football uniform|basketball uniform|volleyball uniform|team uniform|jersey and shorts set => 6103 610323:0.5 6104:0.4 610423:0.3 6110:0.2 ~ ensembles knitted synthetic fibres
# ---- 61/62 underwear, lingerie, shapewear
balconette|balcony bra|demi cup bra|t shirt bra|full cup bra|convertible bra|multiway bra|front closure bra|front close bra|posture bra|bandeau bralette => 621210 ~ brassieres
lace thong|seamless thong|thongs for women|gstring|string panties|brazilian panties|french cut panties|hiphugger panties|lace briefs|mesh panties|laser cut panties|invisible panties|ice silk panties|highwaisted panties => 6108 610822:0.7 610821:0.4 ~ briefs panties women's girls' man-made fibres knitted
ice silk boxers|ice silk boxer briefs|ice silk underwear|ice silk briefs|ice silk trunks => 6107 610712:0.7 6108:0.4 610822:0.3 ~ underpants briefs men's boys' man-made fibres knitted
boxer trunks|hipster trunks|low rise trunks => 6107 610712:0.5 610711:0.5 ~ underpants briefs men's boys' knitted
jock strap => 6107 610712:0.4 610711:0.3 621290:0.3 ~ underpants briefs men's knitted
padded panties|padded underwear|hip enhancer|hip enhancer shapewear|butt lifter panties|butt enhancer panties|butt lifting panties|shaping panties|shaping briefs|tummy control panties|tummy control briefs|control panties|thigh slimmer => 621220 621230:0.2 6108:0.2 ~ girdles panty-girdles
latex waist trainer|latex waist cincher|latex corset => 621290 ~ corsets braces suspenders garters
garter stockings|lace top thigh highs|stockings with garter => 611530 611596:0.3 ~ hosiery women's full-length measuring per single yarn less 67 decitex
convertible tights => 6115 611522:0.6 611521:0.4 ~ panty hose tights synthetic fibres
saree petticoat|sari petticoat|saree inskirt|inskirt => 6208 620819:0.5 620811:0.4 ~ slips petticoats women's girls'
# ---- 61 hosiery
otk socks|tall socks|mid calf socks => 6115 611595:0.5 611596:0.5 ~ hosiery socks cotton synthetic fibres
sock liners|foot peds|nylon peds|footie socks|boat socks|loafer socks => 611596 611595:0.5 ~ hosiery socks synthetic fibres
five toe socks|finger socks => 6115 611595:0.5 611596:0.5 ~ hosiery socks
# ---- 61/62 sleepwear
sleepshirt|oversized sleep shirt|nightshirt dress => 6108 610832:0.5 610831:0.3 6107:0.4 ~ nightdresses pyjamas knitted
# ---- 61/62 swimwear
swim skirt|swimsuit skirt|skirted swimsuit|skirted bikini bottom|swim skort => 611241 621112:0.3 ~ swimwear women's girls' knitted synthetic fibres
swim leggings|swim tights|surf leggings|burkini pants => 611241 611231:0.3 621112:0.2 ~ swimwear knitted synthetic fibres
swim shirt|swim tee|surf shirt|rashie => 6112 611231:0.4 611241:0.4 6109:0.2 ~ swimwear knitted synthetic fibres
thong bikini|micro bikini|string bikini|triangle bikini|cheeky bikini|brazilian bikini|crochet bikini => 611241 621112:0.2 ~ swimwear women's girls' knitted synthetic fibres
girls swimsuit|girls bathing suit|girls bikini|kids bikini|teen swimsuit => 611241 621112:0.2 ~ swimwear women's girls' knitted synthetic fibres
baby swimsuit|infant swimsuit|baby bathing suit => 611130 611120:0.3 620930:0.2 ~ babies' garments synthetic fibres knitted
boys swim trunks|kids swim trunks|boys board shorts|toddler swim trunks => 621111 611231:0.3 ~ swimwear men's boys' not knitted
swim jammers|racing swimsuit|competition swimsuit|sports swimsuit|training swimsuit => 6112 611231:0.5 611241:0.5 ~ swimwear knitted synthetic fibres
swimsuit cover|bikini cover|cover up dress|beach cover up dress => 6104 6204:0.8 6114:0.3 6211:0.3 ~ dresses garments women's
# ---- 61/62 babies'
baby tutu|infant tutu => 6209 620930:0.6 6111:0.5 611130:0.3 ~ babies' garments synthetic fibres
baby costume|infant costume|baby halloween costume => 6111 611130:0.6 6209:0.4 620930:0.3 ~ babies' garments clothing accessories synthetic fibres
# ---- 61/62 ethnic and religious dress
djellaba|djellabah|jellabiya|gandoura|galabeya => 6211 621132:0.3 621142:0.3 6204:0.3 6114:0.3 ~ garments other
mukena|telekung|prayer outfit|prayer clothes => 6211 621143:0.4 6204:0.4 6114:0.3 ~ garments women's girls'
# ---- 62/61/65 accessories
ruana|ruana wrap => 6117 611710:0.6 6214:0.4 ~ shawls scarves mufflers knitted
snowboard gloves|ski mitts|snow mitts => 621600 611693:0.3 420321:0.2 ~ gloves mittens mitts not knitted
tulle gloves|mesh gloves => 621600 611693:0.4 ~ gloves mittens mitts
clear visor|plastic visor|pvc visor|plastic sun visor|clear sun visor => 650691 392620:0.2 ~ headgear other materials plastics
fake sleeves|faux sleeves|detachable sleeves|false sleeves|fake cuffs|false cuffs|detachable cuffs => 6217 621710:0.6 621790:0.3 611780:0.4 ~ clothing accessories parts garments
tie waist belt|fabric sash|satin sash belt => 621710 611780:0.2 ~ clothing accessories not knitted belts
chain belt|metal chain belt|gold chain belt|belly chain belt|body chain belt => 711719 732690:0.3 ~ imitation jewellery base metal
`;
