/**
 * Fourteenth-pass lexicon additions, written like the eighth to twelfth passes from marketplace-
 * and ruling-style descriptions of a sixth random sample of HS subheadings, without looking at any
 * labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R14B_LEXICON = String.raw`
# ---- 03 fish: frozen sardines
whole round sardine|sardine bait|frozen sprat|frozen brisling|sardinops|sardina pilchardus|frozen pilchard|pilchard bait => 030353 ~ fish frozen sardines sardinella brisling sprats
# ---- 29 organic chemicals
allyl chloride|dichloropropene|chloroprene monomer|vinylidene chloride monomer|methallyl chloride => 290329 ~ unsaturated chlorinated derivatives acyclic hydrocarbons
chloronitrobenzene|nitrochlorobenzene|dinitrochlorobenzene|chlorodinitrobenzene|nitrobenzenesulfonic acid|nitrobenzenesulfonate|nitrobenzene sulfonate|nitrotoluenesulfonic acid|ludigol => 290499 ~ derivatives hydrocarbons halogenated sulphonated nitrated
natural borneol|synthetic borneol|borneol crystal|bingpian|alpha terpineol|dihydroterpineol|butylcyclohexanol|tert butylcyclohexanol|isopulegol|nopol => 290619 ~ alcohols cyclanic cyclenic cycloterpenic
ethylene glycol monomethyl ether|ethylene glycol monoethyl ether|ethylene glycol monopropyl ether|ethylene glycol monohexyl ether|methoxyethanol|ethoxyethanol|methyl cellosolve|ethyl cellosolve|hexyl cellosolve|propyl cellosolve|diethylene glycol monoethyl ether|diethylene glycol monomethyl ether|transcutol|ethyl carbitol|methyl carbitol|ethyl diglycol|methyl diglycol => 290944 ~ monoalkylethers ethylene glycol diethylene glycol ether-alcohols
spirophosphonate|spiro phosphonate|spirocyclic phosphonate|diphosphaspiro => 293148 ~ non-halogenated organo-phosphorous derivatives
dibenzothiazole disulfide|dibenzothiazyl disulfide|benzothiazolesulfenamide|benzothiazole sulfenamide|zmbt|accelerator mbts|accelerator cbs|accelerator tbbs|accelerator nobs|accelerator dcbs => 293420 381210:0.3 ~ heterocyclic compounds benzothiazole ring-system
# ---- 37 photographic film
negative film|negative film roll => 3702 370254:0.6 370231:0.4 370296:0.2 ~ photographic film colour photography rolls sensitised unexposed
# ---- 43 raw furskins
raw fur cuttings|raw fur tails|raw fox tail|raw fur scraps|raw fur paws|furskin cuttings|fur skin cuttings => 430190 ~ furskins raw heads tails paws pieces cuttings furriers
untanned fur|undressed fur|untanned furskin|undressed furskin|untanned pelt|undressed pelt => 4301 430180:0.5 430190:0.4 430110:0.3 430160:0.3 ~ furskins raw whole
# ---- 44 wood
teak tray|teak serving tray|teak salad bowl|teak utensils|teak spoon|teak spatula|teak salad servers|teakwood cutting board|teakwood bowl|teakwood tray|mahogany tray|mahogany bowl|mahogany serving tray|rosewood bowl|rosewood spoon|padauk bowl|sapele bowl => 441920 ~ tableware kitchenware wood tropical wood
# ---- 48 paper and paperboard
bleached kraft liner|bleached kraftliner|solid bleached kraft => 4804 480452:0.6 480419:0.4 481151:0.2 ~ kraft paperboard uncoated bleached
# ---- 60 knitted pile fabric
knitted pile fabric|pile knit fabric|cut pile knit fabric|knitted plush fabric|short plush fabric|short pile plush|crystal super soft fabric|super soft velvet fabric => 600192 600191:0.3 600110:0.2 ~ pile fabrics man-made fibres knitted crocheted
# ---- 63 knitted furnishing
knitted pouf cover|pouf cover|chunky knit cushion cover|knitted cushion cover|crochet cushion cover|knitted pillow cover|crochet pillow cover|knitted pillow sham => 630491 630492:0.3 ~ furnishing articles knitted crocheted
# ---- 70 glass
clear drawn glass|clear drawn sheet glass|fourcault glass|drawn window glass|colorless drawn glass => 700490 ~ glass drawn blown sheets
lead crystal stemware|lead crystal wine glass|lead crystal goblet|lead crystal champagne flute|lead crystal flute => 701322 ~ stemware drinking glasses lead crystal
# ---- 72 alloy steel
cold drawn alloy steel bar|cold finished alloy steel bar|cold drawn alloy bar|alloy bright bar|bright alloy steel bar|peeled alloy steel bar|ground alloy steel bar|cold drawn chromoly bar => 722850 ~ steel alloy bars rods cold-formed cold-finished
hot rolled alloy steel strip|hot rolled alloy strip|hot rolled boron steel => 722691 722699:0.3 ~ steel alloy flat-rolled width less than 600mm hot-rolled
# ---- 73 steel fittings
threaded stainless fittings|stainless threaded coupling|stainless steel threaded coupling|stainless socket coupling|stainless steel socket coupling|stainless threaded sleeve => 730722 730729:0.3 730719:0.2 ~ stainless steel tube pipe fittings threaded elbows bends sleeves
# ---- 84 refrigeration
reciprocating refrigeration compressor|hermetic reciprocating compressor|fridge compressor replacement|cold room compressor|condensing unit compressor => 841430 ~ compressors refrigerating equipment
fridge door gasket|magnetic door gasket|fridge door seal strip|freezer door seal|refrigerator gasket replacement => 841899 401693:0.2 ~ refrigerating freezing equipment parts
# ---- 84 food machinery
meat mincer machine|chicken plucking machine|poultry defeathering machine => 843850 850940:0.2 ~ machinery industrial preparation meat poultry
pitting machine|olive pitting machine|fruit destoner|walnut cracking machine|almond cracking machine|apple peeling machine => 843860 ~ machinery industrial preparation fruits nuts vegetables
# ---- 84 machine-tools and other machinery
vibratory finishing machine|vibratory deburring machine|barrel finishing machine => 846090 ~ machine-tools deburring polishing finishing metal abrasives
combination woodworking machine|universal woodworking machine|multifunction woodworking machine|woodworking combination machine => 846510 ~ machine-tools different machining operations without tool change wood
foundry sand mixer|sand mixer|resin sand mixer|sand muller|sand mixing machine|clay sand mixer => 847439 ~ machines mixing kneading mineral substances
roll chock|bearing chock|mill stand housing|rolling mill housing|rolling mill guide|rolling guide|rolling mill spare parts|rolling mill parts => 845590 ~ metal-rolling mills parts
# ---- 84 bearings
plain shaft bearing => 848330 ~ bearing housings plain shaft bearings
# ---- 87 road tractors
tractor truck|trailer head|tractor trailer head|semi trailer tractor|semi tractor truck|trailer tractor truck => 870121 8701:0.6 ~ road tractors semi-trailers diesel
# ---- 94 furniture and mattresses
metal bookcase|steel bookcase|metal bookshelf|steel bookshelf|metal bookshelves|iron bookshelf|metal book shelf => 940320 ~ furniture metal
# ---- 97 numismatic collectors' pieces
collector coin|kennedy half dollar|franklin half dollar|mercury dime|roosevelt dime => 970539 970531:0.4 711890:0.3 ~ collectors pieces numismatic interest
morgan dollar|indian head penny|barber half dollar|seated liberty => 970531 970539:0.3 ~ collectors pieces numismatic interest age exceeding 100 years
`;
