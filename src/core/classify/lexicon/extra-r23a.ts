/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23A_LEXICON = String.raw`
# ---- 08 nuts in shell
macadamia in shell|macadamia nuts in shell|inshell macadamia => 080261 200819:0.3 ~ macadamia nuts in shell
# ---- 22 non-alcoholic beverages
bottled milk tea|ready to drink milk tea|thai milk tea drink|soy beverage|soya beverage|soya drink|soy milk drink => 220299 ~ non-alcoholic beverages other
# ---- 28 mercury compounds
mercuric chloride|mercury chloride|mercuric nitrate|mercury nitrate|mercuric sulfate|mercury sulfate|mercuric iodide|mercuric acetate|mercury compound => 285210 ~ compounds of mercury chemically defined
# ---- 29 halogenated hydrocarbons
dichloropropane|propylene dichloride|trichloroethane|methyl chloroform|chlorobutane|butyl chloride|chloropropane|isopropyl chloride|tetrachloroethane|pentachloroethane => 290319 ~ saturated chlorinated derivatives acyclic hydrocarbons other
hcfc22|r22 refrigerant|freon r22 => 290371 ~ chlorodifluoromethane
hexabromobiphenyl|polybrominated biphenyl => 290394 ~ hexabromobiphenyls
# ---- 29 carboxylic acids and salts
ammonium formate|magnesium formate|formate salt => 291512 ~ salts of formic acid
octoic acid => 291590 ~ saturated acyclic monocarboxylic acids other
potassium acrylate|calcium acrylate|zinc acrylate|ammonium acrylate => 291611 ~ acrylic acid salts
endosulfan|endosulfan technical|endosulfan tc => 292030 ~ endosulfan
ethrel|chloroethylphosphonic acid|ethephon technical => 293159 ~ halogenated organo-phosphorous derivatives other
# ---- 39 polymers in primary forms
k-resin|styrene butadiene block copolymer resin => 390390 ~ polymers of styrene other
pu dispersion|waterborne polyurethane dispersion|waterborne polyurethane resin|polyurethane emulsion|waterborne pu resin => 390950 320990:0.3 ~ polyurethanes primary forms
polyphosphonate flame retardant|phosphonate oligomer => 391120 ~ poly(1,3-phenylene methylphosphonate)
nitro cellulose|nitrocellulose solution|nitrocellulose cotton => 391220 ~ cellulose nitrates collodions
`;
