/**
 * Sixteenth-pass lexicon additions, written from the misses of a second independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R16A_LEXICON = String.raw`
# ---- 06 foliage, dried or preserved
dried pampas grass|natural pampas grass|pampas grass stems|pampas plumes|dried bunny tails|bunny tail grass|lagurus grass => 060490 060390:0.2 ~ grasses suitable bouquets ornamental purposes dried dyed bleached
preserved eucalyptus branches|dried eucalyptus stems|preserved foliage|dried foliage|preserved ferns|preserved leaves => 060490 060420:0.2 ~ foliage branches parts plants without flowers dried dyed bleached impregnated
# ---- 08 watermelons
sugar baby watermelon|crimson sweet watermelon|kirby watermelon|charleston grey watermelon => 080711 ~ melons watermelons fresh
# ---- 20 fruit preserves
yuja cha|citron marmalade|yuja marmalade|citron honey tea|yuzu honey tea => 200791 200830:0.3 210690:0.2 ~ jams marmalades citrus fruit cooked preparations
dried sour cherries|dried tart cherries|sweetened dried cherries|dried montmorency cherries|infused dried cherries => 200860 081340:0.3 ~ cherries otherwise prepared preserved added sugar
preserved mango|preserved mango strips => 200899 080450:0.3 ~ fruit otherwise prepared preserved added sugar
# ---- 23 residues for animal feed
anchovy fish meal|anchovy fishmeal|anchovy meal|fish meal feed|shrimp shell meal|shrimp shell powder|crab shell meal|shrimp head powder => 230120 ~ flours meals pellets fish crustaceans unfit human consumption
soybean hull pellets|soy hull pellets|soya hulls|soybean husk pellets => 230250 ~ bran sharps residues leguminous plants pellets
crude argol|crude tartar|raw wine tartar|wine tartar => 230700 ~ wine lees argol
# ---- 26 copper residues
copper dross|copper ash|copper skimmings|copper residues|copper oxide scale|brass dross|brass ash|brass skimmings => 262030 ~ slag ash residues containing mainly copper
# ---- 28 alums
alum lumps|aluminium potassium sulphate|potassium aluminium sulphate|aluminium ammonium sulphate => 283330 ~ alums
# ---- 29 organic chemicals
mcpa acid|mcpa technical|mecoprop acid|dicamba technical|dichlorprop acid => 291899 380893:0.3 ~ carboxylic acids additional oxygen function
safrole liquid => 293294 ~ safrole
methylprednisolone powder|methylprednisolone api|methylprednisolone acetate|methylprednisolone sodium succinate|budesonide powder|budesonide api => 293729 300432:0.2 ~ steroidal hormones derivatives corticosteroids other
cabergoline|nicergoline|dihydroergotamine|dihydroergotamine mesylate|bromocriptine|bromocriptine mesylate|pergolide|methylergometrine|methylergonovine|dihydroergocristine => 293969 300449:0.2 ~ alkaloids rye ergot derivatives salts
# ---- 32 paints, driers
acrylic road marking paint|solvent road marking paint|traffic line paint|traffic marking paint|road line paint|solvent based acrylic paint => 320820 320990:0.2 321000:0.2 ~ paints based acrylic vinyl polymers non-aqueous medium
water based polyurethane varnish|waterborne polyurethane|waterborne varnish|water based pu varnish|water based floor finish|waterborne floor finish|water based epoxy|waterborne epoxy|water based epoxy coating|waterborne epoxy coating|water based epoxy paint => 320990 ~ paints varnishes synthetic polymers dispersed dissolved aqueous medium other
combination drier|zirconium drier|calcium drier|manganese drier|cobalt octoate drier|drier blend => 321100 ~ prepared driers
# ---- 33 dentifrices, fragrance compounds
activated charcoal tooth powder|coconut charcoal tooth powder => 330610 ~ dentifrices
detergent fragrance|detergent perfume|air freshener fragrance|industrial fragrance|fragrance for soap making => 330290 ~ mixtures odoriferous substances industrial raw materials
# ---- 35 starches, glues
pregelatinized corn starch|pregelatinised maize starch|pregelatinized maize starch|pregelatinised corn starch|pregelled starch => 350510 ~ dextrins modified starches pregelatinised
silicate adhesive|silicate glue|sodium silicate adhesive|potassium silicate adhesive|inorganic adhesive|inorganic glue|water glass adhesive => 350699 ~ glues prepared adhesives other
# ---- 37 x-ray film
medical xray film|radiography film|medical radiography film|dental xray film => 370110 370210:0.2 ~ photographic film flat sensitised unexposed x-ray
# ---- 39 plastics in primary forms
ppr granules|ppr resin|propylene copolymer|polypropylene block copolymer|propylene block copolymer => 390230 ~ propylene copolymers primary forms
poly butene|polybutene pipe resin|polybutylene pipe resin => 390290 390220:0.2 ~ polymers olefins primary forms other
san granules|san pellets|san plastic|styrene acrylonitrile resin => 390320 ~ styrene-acrylonitrile san copolymers
sbs elastomer|sbs thermoplastic elastomer|sbs granules|sbs copolymer|styrene butadiene styrene|sbs block copolymer => 400219 390390:0.5 ~ styrene-butadiene rubber thermoplastic
pvc dry blend|pvc dryblend|rigid pvc dry blend|rigid pvc powder compound|rigid polyvinyl chloride compound|unplasticised polyvinyl chloride compound => 390421 ~ non-plasticised poly vinyl chloride mixed other substances
pvc plastisol|plastisol paste|vinyl plastisol|dipping plastisol|plastisol dip|liquid vinyl dip => 390422 321519:0.2 ~ plasticised poly vinyl chloride mixed
plastisol ink => 321519 390422:0.2 ~ printing ink
pvc vac copolymer => 390430 ~ vinyl chloride-vinyl acetate copolymers
polyvinyl acetate dispersion|pvac dispersion|pvac homopolymer emulsion => 390512 ~ poly vinyl acetate aqueous dispersion
copovidone|pvp va copolymer|vinylpyrrolidone vinyl acetate copolymer|vinyl pyrrolidone vinyl acetate copolymer|kollidon va64|plasdone s630 => 390591 ~ vinyl polymers copolymers primary forms
pvp k30|pvp k90|crospovidone => 390599 ~ vinyl polymers primary forms other
butyl acrylate copolymer|acrylate copolymer emulsion|methyl methacrylate copolymer => 390690 ~ acrylic polymers primary forms other
melamine glue|mf glue|melamine formaldehyde glue|melamine adhesive powder => 390920 350691:0.2 ~ melamine resins primary forms
mold making kit|silicone mold making|casting silicone|platinum silicone rubber|addition cure silicone|condensation cure silicone => 391000 ~ silicones primary forms
# ---- 39 waste and scrap of plastics
eps waste|eps foam scrap|polystyrene waste|styrofoam waste|hips regrind|ps regrind|densified eps|eps ingots|expanded polystyrene waste|polystyrene foam scrap => 391520 ~ waste parings scrap polymers styrene
# ---- 39 rods, tubes, floor coverings, plates, sheets
hdpe welding rod|hdpe plastic welding rod|hdpe welding stick|polyethylene welding stick|pe welding stick|pe welding rod|polyethylene welding rod|ldpe welding rod => 391610 ~ monofilament rods sticks profile shapes polymers ethylene
plastic welding stick => 3916 391610:0.4 391690:0.4 391620:0.3 ~ monofilament rods sticks profile shapes plastics
vinyl sheet flooring|homogeneous vinyl flooring|homogeneous pvc flooring|heterogeneous vinyl flooring|pvc sheet flooring|vinyl flooring roll|pvc flooring roll|pvc floor covering|vinyl floor covering => 391810 ~ floor coverings polymers vinyl chloride rolls tiles
interlocking puzzle tiles|foam gym flooring|foam play mat tiles|puzzle floor tiles => 391890 950300:0.1 ~ floor coverings plastics rolls tiles other
hips plastic sheet => 392030 ~ plates sheets film polymers styrene non-cellular
button sheet|polyester button sheet|button blank sheet|pearl button sheet|unsaturated polyester sheet|polyester cast sheet => 392063 960630:0.2 ~ plates sheets unsaturated polyesters non-cellular
polyamide film|pa film|bopa film|nylon packaging film|cast nylon film|biaxially oriented nylon film => 392092 ~ plates sheets film polyamides non-cellular
ptfe plate|teflon plate|ptfe board|teflon board|polytetrafluoroethylene sheet|ptfe panel => 392099 ~ plates sheets film other plastics non-cellular
# ---- 39 packing articles
water dispenser bottle|polycarbonate water bottle|water dispenser jug|polycarbonate water jug|polycarbonate carboy => 392330 ~ carboys bottles flasks plastics
empty filament spool|empty reel|empty wire spool|plastic wire spool|plastic cable reel|empty cable reel => 392340 441510:0.2 ~ spools cops bobbins similar supports plastics
synthetic wine stopper|synthetic wine cork|plastic wine stopper|foam wine stopper|plastic stopper => 392350 ~ stoppers lids caps closures plastics
# ---- 39 builders' ware, fittings
accordion sliding door|folding partition door|plastic folding door|pvc accordion door|pvc partition door => 392520 ~ doors windows frames plastics
nail on glides|furniture leg glides|chair leg glides|table leg glides => 392630 830242:0.3 ~ fittings furniture coachwork plastics
nylon zip ties|self locking cable ties|self locking zip ties|plastic cable ties|plastic zip ties => 392690 732690:0.2 ~ articles plastics other
# ---- 44 wood fuel, split wood
biomass briquettes|nestro briquettes|hardwood briquettes|softwood briquettes|heat briquettes => 440132 ~ sawdust wood waste agglomerated wood briquettes
sawdust logs|sawdust fire logs|pini kay|pini kay logs|compressed wood logs|compressed sawdust logs|extruded wood logs|biomass logs => 440139 440132:0.3 ~ sawdust wood waste agglomerated logs similar forms
split pickets|split fence pickets|split stakes|split cedar pickets => 4404 440410:0.5 440420:0.4 ~ split poles piles pickets stakes pointed not sawn lengthwise
`;
