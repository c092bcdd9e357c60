/**
 * Twenty-fourth-pass lexicon additions, written from the misses of independent sets of
 * marketplace titles written product-first for common parcel goods (written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R24E_LEXICON = String.raw`
# ---- 82 hand tools: hexagon keys, household tool kits, razors
hexagon key|hexagon wrench|hexagon key set|hex key wrench|ball end allen key => 820411 ~ hand-operated spanners wrenches non-adjustable
household hand tool kit|home tool set|homeowner tool set => 820600 ~ tools of two or more headings put up in sets for retail sale
hair remover razor|facial hair razor|eyebrow shaving razor|eyebrow trimming razor|womens face razor => 821210 ~ razors
# ---- 84 fans, docking adapters
personal fan|personal cooling fan|mini desk fan|hand fan electric => 841451 ~ table floor wall fans self-contained electric motor output not exceeding 125 W
docking adapter|docking hub|laptop docking adapter => 847180 ~ units automatic data processing machines
# ---- 85 chargers, lights, speakers
charging adapter|charger adapter|car phone charger adapter|car charging adapter|car charger adapter|cigarette lighter charger|cigarette lighter usb charger => 850440 ~ static converters
charging pad|qi charging pad|inductive charger|inductive charging pad|wireless charger pad => 850440 ~ static converters
clip on ring light|clip on selfie light|clip on selfie ring light|phone fill light|selfie fill light|rechargeable ring light|rechargeable selfie light|clip on fill light|phone selfie light => 851310 940542:0.3 ~ portable electric lamps designed to function by their own source of energy
stereo bluetooth speaker|bluetooth stereo speaker|dual driver speaker => 851822 ~ multiple loudspeakers mounted in the same enclosure
`;
