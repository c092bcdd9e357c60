/**
 * Corrections from the twenty-fourth and twenty-fifth passes: phrases moved out of entries whose
 * code the fixers showed wrong under the nomenclature (written from independent sets, not the
 * labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_FIXES12_LEXICON = String.raw`
# ---- hair clips and barrettes are hair-slides, not hairpins (9615.90)
hair clip|hair clips|hairclip|hairclips|snap clip|snap clips|hair snap clips|barrette|barrettes|hair barrette|hair slide|hair slides|snap hair clips => 9615 961519:0.5 961511:0.4 ~ hair-slides
# ---- heat-shrink tubing is a plastics tube; 85.47 fittings are wholly of insulating material for machines
heat shrink|heat shrink tubing|heat shrink tube|heatshrink|shrink tubing|shrink tube => 391732 391739:0.3 854790:0.3 ~ tubes pipes hoses plastics
# ---- lip care goes with lip make-up
lip sleeping mask => 330410 330499:0.3 ~ lip make-up preparations
# ---- flower pots of plastics are household articles
plastic flower pot => 392490 392690:0.4 ~ household articles plastics
# ---- coated or dipped knitted gloves stay knitted gloves (6116.10)
latex coated gloves|dipped gloves => 611610 401519:0.2 ~ gloves knitted impregnated coated covered plastics rubber
# ---- a ceramic vase not stated porcelain is the other ceramics line
ceramic vase => 691390 691310:0.3 691490:0.2 ~ statuettes other ornamental ceramic articles
# ---- 'two' is a stop word: the usable phrase is 'way radio'
way radio => 852560 ~ transmission apparatus incorporating reception
# ---- marketplace paint brush sets are artists' brushes
paint brush set => 960330 960340:0.5 ~ artists brushes writing brushes
# ---- creatine monohydrate is a separate defined compound (chapter 29 note 1)
creatine monohydrate powder => 292529 210690:0.3 ~ guanidines derivatives salts other
# ---- sweets with a synthetic sweetener instead of sugar are food preparations (EN to 17.04)
sugar free gum|xylitol gum => 210690 170410:0.3 ~ food preparations n.e.c.
# ---- retail raw cashews are shelled kernels (in-shell trade terms are raw cashew nuts, RCN)
raw cashews => 080132 080131:0.3 ~ cashew nuts shelled
raw cashew in shell|cashew in shell => 080131 ~ cashew nuts in shell
# ---- thin craft sheets (6 mm or less) are sheets of 44.08
basswood sheets => 440890 440799:0.3 ~ sheets for veneering other
# ---- balsa is a tropical wood; thin sheets are 44.08
balsa sheets|balsa strips => 440839 440722:0.3 ~ sheets for veneering tropical wood other
# ---- tulle is the tulle of 5804.10, not lace
tulle fabric|tulle roll|mesh tulle => 580410 600590:0.2 ~ tulles other net fabrics
`;
