/**
 * Eleventh-pass lexicon additions, written like the eighth to tenth passes from marketplace- and
 * ruling-style descriptions of a fourth random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R11A_LEXICON = String.raw`
# ---- 13 natural gums and resins
tragacanth|karaya gum|sterculia gum|gum ghatti|ghatti gum|frankincense tears|boswellia resin|myrrh gum|gum benzoin|copal resin|dammar resin|damar resin|mastic tears|gum mastic|peru balsam|asafoetida resin => 130190 ~ natural gums resins gum-resins oleoresins balsams
# ---- 20 pineapple
crushed pineapple => 200820 200799:0.2 ~ pineapples prepared preserved
# ---- 29 vinyl chloride
chloroethylene|chloroethene => 290321 ~ vinyl chloride chloroethylene unsaturated chlorinated derivatives
# ---- 32 disperse dyes
disperse violet|disperse dyestuff|dye for polyester|synthetic fiber dye|synthetic fabric dye|sublimation dye powder => 320411 ~ disperse dyes preparations based thereon
# ---- 33 other perfumery and toilet preparations
pet cologne|pet deodorizing spray|pet fragrance spray => 330790 330300:0.3 ~ perfumery toilet preparations deodorizing
# ---- 36 propellent powders
smokeless propellant|muzzleloader powder|ball powder reloading => 360100 ~ propellent powders
# ---- 39 plastics in primary forms, sheets, builders ware
super absorbent polymer|water absorbing crystals|water absorbing polymer|water storing granules => 390690 ~ acrylic polymers primary forms
peek plate|polyimide film|kapton film|etfe film|pfa film|pvdf sheet|ptfe skived sheet|skived ptfe film => 392099 ~ plates sheets film foil strip plastics non-cellular
mini blinds|vinyl blinds|vinyl mini blinds|pvc blinds|faux wood blinds|pvc venetian blinds|plastic window blinds => 392530 ~ plastics blinds venetian blinds builders ware
pvc roller shutter|plastic roller shutter|pvc shutter|vinyl shutters|plastic window shutter|vinyl plantation shutters|pvc plantation shutters => 392530 ~ plastics shutters blinds builders ware
# ---- 41 leather
corrected grain cowhide|embossed cowhide leather => 410712 410792:0.4 410711:0.3 ~ leather bovine whole hides grain splits
# ---- 50 silk yarn put up for retail sale
silk embroidery floss|embroidery silk|silk crochet yarn|hand knitting silk|silk yarn ball => 500600 500400:0.3 ~ silk yarn put up for retail sale
# ---- 55 waste of artificial fibres
viscose fibre waste|rayon fibre waste|viscose waste|rayon waste|acetate tow waste|lyocell waste|modal fiber waste|viscose noils => 550520 ~ waste noils yarn waste garnetted stock artificial fibres
# ---- 58 corduroy, embroidery without visible ground
polyester corduroy|microfiber corduroy|corduroy polyester|polyester corduroy fabric => 580132 580122:0.2 ~ woven pile man-made fibres cut corduroy
guipure applique|guipure lace applique|guipure trim|guipure lace trim|chemical lace applique|chemical lace trim|venise lace applique|venice lace applique => 581010 5804:0.3 ~ embroidery without visible ground motifs strips
# ---- 61 coated knitted gloves
palm coated gloves|palm dipped gloves|knit coated gloves|sandy nitrile gloves|crinkle latex gloves|foam latex gloves|nitrile palm gloves|latex work gloves|pu work gloves => 611610 401519:0.2 ~ gloves knitted impregnated coated covered plastics rubber
# ---- 63 blankets of other fibres
linen blanket|viscose blanket|bamboo throw|bamboo viscose blanket|linen throw|bamboo fiber blanket => 630190 630140:0.2 ~ blankets travelling rugs
# ---- 70 glass tubing
soda lime glass tube|soda lime tubing => 700239 700232:0.2 ~ glass tubes unworked
# ---- 73 oil country tubular goods, conveyor mesh
api casing|oil well tubing|oil well casing|eue tubing|nue tubing|production tubing|casing pipe seamless|oil casing pipe => 730429 730424:0.2 730629:0.2 ~ casing tubing drilling oil gas seamless
flat flex belt|flat wire belt|balanced weave belt|spiral mesh belt|stainless mesh belt|wire conveyor belt|mesh conveyor belt|metal conveyor belt => 731412 731419:0.3 ~ woven cloth endless bands machinery stainless steel
# ---- 83 clasps incorporating locks
box clasp lock|wooden box lock|case latch lock|toolbox latch lock|suitcase clasp lock|luggage clasp lock|key lock clasp|lockable clasp|purse frame lock|latch lock with key => 830150 830140:0.3 ~ clasps frames with clasps incorporating locks
# ---- 84 engines, machinery
gy6 engine|gy6 motor => 840732 840733:0.2 ~ reciprocating piston engines propulsion vehicles cylinder capacity exceeding 50cc not exceeding 250cc
bottle rinser|bottle rinsing machine|bottle cleaning machine|bottle washing line|keg washing machine|jar washing machine|crate washing machine => 842220 ~ machinery cleaning drying bottles containers
stencil copier|thermal stencil copier|tattoo thermal copier|handheld inkjet printer|handheld inkjet coder|hand held inkjet printer|date code printer|batch coding machine|expiry date printer|ribbon date coder => 844339 844332:0.3 ~ single-function printing copying machines not capable connecting
weft feeder|weft accumulator|warp stop motion|weft detector|weft stop motion|electronic weft feeder|yarn storage feeder|leno device|selvedge device => 844819 844859:0.2 ~ auxiliary machinery machines heading 8444 8445 8446 8447
cloth folding machine|cloth rolling machine|cloth winding machine|fabric slitting machine|cloth slitting machine|fabric rewinding machine|pinking machine => 845150 ~ machines reeling unreeling folding cutting pinking textile fabrics
metal planer|metal planing machine|double column planer|gantry planer|double housing planer => 846190 ~ machine-tools planing machines removing metal
grinder gear head|angle grinder gear|angle grinder gearbox|power tool gearbox|grinder wheel guard|grinder spare parts|drill spare parts => 846799 ~ tools working in the hand parts
# ---- 85 soldering, fuses, lamps
hot air rework station|smd rework station|selective wave soldering => 851519 851511:0.2 ~ brazing soldering machines apparatus
cutout fuse => 853510 ~ fuses voltage exceeding 1000 volts
injection led module|led sign module|cob led module|led pcb module => 853951 ~ light-emitting diode led light sources modules
# ---- 95 non-inflatable balls
hurling ball|practice baseballs|leather baseball|wiffle ball|whiffle ball|pelota ball|polo ball|croquet ball => 950669 ~ balls other than inflatable
# ---- 22 rum
rhum agricole|rhum|agricole rum|clairin => 220840 ~ rum spirits distilling fermented sugar-cane products
# ---- 29 vinyl chloride (abbreviation)
vcm monomer|vcm gas|vinyl chloride gas => 290321 ~ vinyl chloride chloroethylene
# ---- 39 polystyrene foam sheets, plastic rainwear
eps sheet|eps foam sheet|polystyrene foam panel|styrofoam board|styrofoam panel|xps insulation board => 392111 ~ plates sheets cellular polymers styrene
pvc rain pants|pvc rainwear|vinyl raincoat|plastic rain pants|eva raincoat|peva raincoat|eva rain poncho|plastic rain suit => 392620 ~ plastics articles of apparel
# ---- 40 rubber scrap granules
rubber mulch|rubber mulch nuggets|playground rubber mulch|tire mulch|rubber nuggets|rubber buffings|tire buffings => 400400 ~ waste parings scrap rubber powders granules
# ---- 62 woven blouses, wool blazers
chiffon shirt|georgette blouse|polyester blouse|chiffon tunic|chiffon button shirt => 620640 620610:0.2 610620:0.1 ~ blouses shirts women's man-made fibres not knitted
tweed blazer|tweed sport coat|wool sport coat|wool sports jacket|tweed suit jacket|wool tweed jacket|cashmere blazer|wool suit jacket => 620331 620431:0.3 ~ jackets blazers men's wool fine animal hair
# ---- 84 valve parts
ceramic valve core|faucet valve core|tap valve core|shower cartridge|faucet stem|faucet spindle|tap spindle|tap headgear => 848190 ~ taps cocks valves parts
# ---- 85 reversing cameras
parking camera => 852589 ~ television cameras
# ---- 90 drawing instruments
tee square|drafting triangle|set square triangle => 901720 ~ drawing marking-out instruments
# ---- 13 more natural resins
guggul resin|gum guggul|olibanum resin|gum elemi|elemi resin|gum sandarac|sandarac|shellac flakes|sticklac|button lac|kauri gum|gum opoponax|opoponax resin => 130190 ~ lac natural gums resins gum-resins oleoresins
# ---- 33 powder make-up
banana setting powder|banana loose powder|banana face powder|banana finishing powder|baked setting powder|mineral face powder|powder foundation compact => 330491 ~ powders make-up compressed
# ---- 34 metal polishes
wheel polish|rim polish|alloy wheel polish|wheel metal polish|chrome wheel polish|aluminum wheel polish|exhaust tip polish => 340590 340530:0.3 ~ polishes creams metal
# ---- 39 PTFE thread seal tape (not self-adhesive)
plumbers tape|pipe thread tape|ptfe thread tape|ptfe thread seal tape|ptfe sealing tape|gas thread tape => 392099 391990:0.2 ~ strip plastics non-cellular not reinforced polytetrafluoroethylene
# ---- 39 plastic office supplies, furniture fittings
pp ring binder|poly ring binder|plastic ring binder|pp expanding file|plastic accordion file|plastic clear book|clear book folder|display book folder|presentation display book|pp document wallet|plastic document wallet|plastic envelope folder => 392610 ~ plastics office school supplies
bed slat holder|slat holder|slat caps|slat end caps|bed slat caps|bed slat brackets|slat support caps => 392630 830242:0.2 ~ plastics fittings furniture
# ---- 56 safety nets
banister guard|banister net|stair railing net|railing safety net|balcony safety net|stair safety net|railing guard net|deck railing net => 560819 560890:0.2 ~ knotted netting man-made textile materials made up nets
# ---- 64 spiked sports footwear
track spike shoes|sprint spike shoes|athletics spike shoes|spike running shoes|track and field shoes => 640411 640219:0.4 ~ sports footwear spikes
# ---- 94 wooden bedroom furniture
wooden bunk bed|wood bunk bed|wooden loft bed|wood loft bed|wooden daybed|wooden trundle bed|kids wooden bed|wooden bedroom set|bedroom set wooden|wooden bedroom furniture set|wooden platform bed|wooden dressing table|wooden vanity table|wooden armoire|wooden wardrobe|wood wardrobe|wooden chest of drawers|wooden nightstand|wooden bedside table => 940350 940360:0.2 ~ furniture wooden bedroom
# ---- 39 polyurethane resins
polyurethane casting resin|pu casting resin|urethane casting resin|polyurethane potting compound|pu potting compound|polyurethane elastomer resin|urethane rubber casting|liquid urethane rubber|pu prepolymer resin => 390950 ~ polyurethanes primary forms
# ---- 84 valve seats, tool guards
ball valve seat|ptfe valve seat|ptfe ball seat|valve seat insert ball valve => 848190 ~ taps cocks valves parts
circular saw guard|circular saw blade guard|saw lower guard|lower blade guard|grinder blade guard|grinder cover guard => 846799 846692:0.2 ~ tools working in the hand parts
# ---- 73 more metal conveyor belts
flat flex conveyor belt|stainless steel conveyor belt|stainless steel wire belt|steel wire conveyor belt|wire mesh conveyor belt|metal mesh conveyor belt|oven conveyor belt|baking oven belt => 731412 731419:0.3 ~ woven cloth endless bands machinery stainless steel
# ---- 84 home cigarette injectors
electric cigarette machine|cigarette injector machine|cigarette stuffing machine|tobacco injector machine => 847810 ~ machinery preparing making up tobacco
# ---- 94 rattan seats
rattan rocking chair|rattan rocker|rattan hanging chair|rattan swing chair|rattan egg swing chair|rattan bench|rattan bar stool|rattan counter stool|rattan accent chair|rattan lounger => 940153 940169:0.2 ~ seats rattan
# ---- 63 silk blankets (silk-filled ones are quilts of 9404); 84 tattoo stencil printers
silk blanket|mulberry silk blanket => 630190 940490:0.4 ~ blankets travelling rugs
tattoo stencil printer|tattoo stencil machine => 844339 844332:0.6 ~ printing copying machines
`;
