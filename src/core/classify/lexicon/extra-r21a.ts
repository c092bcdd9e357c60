/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21A_LEXICON = String.raw`
# ---- 29 hormones
somatotropin|bovine somatotropin|recombinant somatotropin|porcine somatotropin|rbst|recombinant bovine somatotropin => 293711 ~ somatotropin derivatives structural analogues
# ---- 35 starch glues (retail packs of 1 kg or less go to 3506 by the heading text)
wheat starch paste|wheat paste|rice starch paste|starch paste|bookbinding starch paste => 350520 350610:0.3 ~ glues based on starches dextrins modified starches
# ---- 39 alkyd resins
short oil alkyd|medium oil alkyd|alkyd resin solution => 390750 ~ alkyd resins primary forms
# ---- 39 clamshell packing containers
berry clamshell|fruit clamshell|produce clamshell|hinged clamshell container|berry punnet => 392310 ~ boxes cases crates similar articles plastics conveyance packing goods
# ---- 39 high-pressure plastic hoses (airless spray hoses are nylon/polyurethane, burst pressure far above 27.6 MPa)
airless hose|airless paint hose|airless sprayer hose|airless spray hose|paint sprayer hose|airless whip hose => 391731 400942:0.3 ~ flexible tubes pipes hoses minimum burst pressure 27.6 MPa plastics
# ---- 40 rubber hoses
silicone rubber hose|reinforced silicone hose|silicone heater hose|silicone air duct hose => 4009 400931:0.5 400941:0.5 400911:0.4 ~ tubes pipes hoses vulcanised rubber reinforced combined textile materials
epdm suction hose|epdm discharge hose|helix suction hose rubber => 4009 400941:0.6 400921:0.4 400931:0.3 ~ tubes pipes hoses vulcanised rubber reinforced combined other materials without fittings
sheath contraceptive|contraceptive sheath|latex contraceptive sheath => 401410 ~ sheath contraceptives vulcanised rubber
# ---- 42 other articles of leather
leather shoelaces|leather shoe laces|leather boot laces|leather bootlaces|rawhide shoelaces|boat shoe laces => 420500 ~ other articles leather composition leather laces
`;
