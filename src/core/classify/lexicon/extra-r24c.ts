/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24C_LEXICON = String.raw`
# ---- 62 textile belts, hair scrunchies of woven satin
cotton webbing belt|army belt|canvas waist belt|nylon waist belt => 621710 611780:0.2 ~ clothing accessories belts not knitted
satin hair scrunchie|silk hair scrunchie|satin hair tie|silk hair tie => 621710 611780:0.3 ~ clothing accessories not knitted
# ---- 63 satin pillowcases (polyester satin unless silk is stated)
satin pillow case|satin pillow cover|polyester satin pillowcase|satin pillowcase set => 630232 630239:0.2 ~ bed linen man-made fibres not printed
# ---- 63 table linen of jute, burlap, flax
jute table runner|hessian table runner|burlap tablecloth|jute tablecloth|burlap placemat => 630259 ~ table linen textile materials other than cotton man-made fibres
# ---- 63 cotton kitchen towels, flat or waffle weave
flat weave kitchen towel|flat weave dish towel|flat weave tea towel|waffle weave dish towel|waffle weave kitchen towel => 630291 630260:0.3 630293:0.2 ~ kitchen linen cotton excluding terry towelling
# ---- 63 fabric storage bins and cubes
storage cube|fabric storage cube|fabric storage basket|fabric organizer bin|cloth storage bin|cube storage bin|non woven storage box|non woven storage bin => 630790 392490:0.2 ~ made up articles textiles
collapsible storage bin|foldable storage bin => 630790 392490:0.4 ~ made up articles textiles
# ---- 63 needlework sets
needlework set|cross stitch set => 630800 ~ woven fabric yarn sets for making up embroidered
# ---- 67 synthetic fibre hair
fiber hair|synthetic fiber hair|heat resistant fiber hair => 670419 ~ switches and the like synthetic textile materials
`;
