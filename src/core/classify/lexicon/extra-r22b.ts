/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22B_LEXICON = String.raw`
# ---- 39 plastic closures
screw closure|tamper evident closure|flip top lid => 392350 830990:0.3 ~ stoppers lids caps closures plastics
# ---- 40 synthetic rubber, primary forms
polychloroprene rubber|neoprene rubber chips|chloroprene rubber chips => 400249 400241:0.2 ~ chloroprene chlorobutadiene rubber CR other than latex
# ---- 42 wallets, card cases of metal
aluminum wallet|metal wallet|metal card holder|aluminum card holder|metal card case|aluminum card case => 420239 420232:0.2 ~ articles kind normally carried pocket handbag other
# ---- 56 wadding
cotton wadding|vape cotton|atomizer cotton|rebuildable cotton|coil cotton|wicking cotton => 560121 ~ wadding cotton
# ---- 63 waffle-weave (non-terry) toilet and kitchen linen
waffle kitchen towel|waffle dish towel|waffle tea towel => 630291 630293:0.4 630299:0.2 ~ toilet linen kitchen linen cotton other
`;
