/**
 * Fifteenth-pass lexicon additions, written from the misses of an independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (a set written by other helpers,
 * not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R15B_LEXICON = String.raw`
# ---- 60 warp knit fabrics: nothing added (yarn-dyed/multicolour is a structural rule)
# ---- 61/62 babies' buntings, detachable hoods
infant bunting|bunting bag|pram bunting|baby bunting bag => 6111 6209:0.8 ~ babies garments clothing
detachable hood|replacement hood|zip on hood|zip off hood|jacket hood replacement|removable hood => 621790 611790:0.5 ~ parts garments clothing accessories
# ---- 61 silk socks
silk socks|silk liner socks|silk sock liners|mulberry silk socks|silk ankle socks|silk crew socks => 611599 611530:0.2 ~ hosiery socks other textile materials
# ---- 63 packing sacks of nonwoven man-made fabric
nonwoven drawstring bag|nonwoven sack|nonwoven rice bag|nonwoven flour bag|nonwoven flour sack|nonwoven dust bag|handbag dust bag|purse dust bag|nonwoven packaging bag|nonwoven pp sack => 630539 420292:0.2 ~ sacks bags packing goods man-made textile materials
# ---- 63 camping buckets of canvas
canvas bucket|canvas water bucket|collapsible canvas bucket|folding canvas bucket|camping bucket|canvas wash basin|camping wash basin => 630690 392490:0.3 ~ camping goods textile
# ---- 64 knee-high waterproof boots, rain shoes
knee high rain boots|tall rain boots|knee high wellies|tall wellies|knee high wellington boots|tall wellington boots|knee high rubber boots|tall rubber boots|knee high gumboots => 640199 640192:0.2 ~ waterproof footwear rubber plastics covering knee
rain shoes|waterproof rain shoes|rain clogs|rain overshoes => 640199 640299:0.3 ~ waterproof footwear rubber plastics not covering ankle
# ---- 67 false beards and wigs of animal hair
yak hair santa beard|yak beard => 670490 ~ wigs false beards animal hair
# ---- 69 magnesia-chrome refractories
magnesia chrome brick|magnesite chrome brick|chrome magnesia brick|magnesia alumina spinel brick|magnesia spinel brick|fired magnesia brick => 690210 ~ refractory bricks magnesium chromium MgO Cr2O3
# ---- 70 glass fibre mats and fabrics, spectacle glass blanks
stitched chopped strand mat|stitched csm|emk mat|binder free mat|stitch bonded glass mat|needle punched glass mat|glass fiber needled felt|fiberglass needled felt => 701914 ~ glass fibres mechanically bonded mats
emulsion bonded mat|powder bonded mat|emulsion bonded csm|powder bonded csm|emulsion csm|powder csm|emulsion chopped strand mat|powder chopped strand mat => 701915 ~ glass fibres chemically bonded mats
electronic grade glass fabric|electronic glass fabric|electronic fiberglass cloth|electronic glass cloth|pcb glass fabric|pcb fiberglass cloth|ccl glass fabric => 701963 ~ glass fibres closed woven fabrics plain weave yarns not coated laminated
crown glass lens blank|ophthalmic glass lens blank|glass spectacle lens blank => 701510 ~ glasses corrective spectacles not optically worked
# ---- 71 quartz, synthetic rough, precious metals
cultured quartz|cultured quartz crystal|quartz lumbered bar|lumbered quartz bar|synthetic quartz crystal bar => 710410 ~ piezo-electric quartz synthetic
synthetic ruby rough|lab created ruby rough|lab grown ruby rough|synthetic sapphire rough|lab created sapphire rough|lab grown sapphire rough|synthetic spinel rough => 710429 ~ synthetic stones unworked simply sawn roughly shaped
iridium wire|iridium rod|iridium sheet|iridium foil|iridium plate|iridium tube|iridium target|iridium sputtering target|ruthenium target|ruthenium sputtering target|ruthenium wire|ruthenium sheet|osmium target => 711049 ~ iridium osmium ruthenium semi-manufactured
pt rh bushing|platinum rhodium alloy bushing|platinum alloy bushing => 711590 ~ articles precious metal platinum
platinum rhodium scrap|platinum rhodium bushing scrap|platinum bushing scrap|platinum crucible scrap => 711292 ~ waste scrap platinum
rolled gold case|gold filled case|rolled gold cigarette case|gold filled cigarette case|rolled gold compact|gold filled compact|gold filled card case => 711420 ~ goldsmiths wares base metal clad precious metal
# ---- 73 grinding media, floor flanges, pylons, rails
steel grinding balls|mill grinding balls|grinding steel balls => 732591 732611:0.4 ~ grinding balls similar articles mills cast
malleable floor flange|malleable iron floor flange|malleable iron flange => 730719 ~ cast fittings malleable iron
electric pylon|power pylon|transmission line tower|power transmission tower|lattice steel tower => 730820 ~ towers lattice masts iron steel
flat bottom rail|vignole rail|heavy steel rail|light steel rail => 730210 ~ railway track construction material rails
# ---- 74 copper alloy plates and strip
cucrzr plate|cucrzr sheet|chromium zirconium copper plate|chromium zirconium copper sheet|chrome zirconium copper plate|copper chromium zirconium plate|copper beryllium strip|copper beryllium sheet|beryllium copper plate => 740990 ~ copper alloys plates sheets strip
`;
