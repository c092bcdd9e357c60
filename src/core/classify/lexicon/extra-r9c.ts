/**
 * Ninth-pass lexicon additions, written like the eighth pass from marketplace- and ruling-style
 * descriptions of a second random sample of HS subheadings (weighted towards consumer goods),
 * without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R9C_LEXICON = String.raw`
# ---- 03 molluscs, aquatic invertebrates (dried)
dried scallop adductor|dry scallops|dried bay scallops => 030729 ~ scallops molluscs pectinidae dried salted
dry sea cucumber|haishen|dried beche de mer|dried trepang => 030819 ~ sea cucumbers stichopus holothuroidea dried salted
# ---- 04 eggs not in shell
frozen whole egg|frozen liquid egg|egg mix liquid => 040899 ~ birds eggs not in shell fresh frozen preserved
# ---- 19 pasta uncooked
dried udon|udon noodles|buckwheat noodles|penne pasta|fusilli pasta => 190219 ~ pasta uncooked not containing eggs
# ---- 21 coffee substitutes
chicory root coffee|chicory root powder|coffee alternative|roasted barley drink|instant chicory => 210130 ~ chicory roasted coffee substitutes extracts essences
# ---- 29 organic chemicals
normal butyl alcohol => 290513 ~ butan-1-ol n-butyl alcohol
paraldehyde|trioxymethylene|metaldehyde technical|technical metaldehyde => 291250 ~ cyclic polymers aldehydes
dl malic acid|hydroxyacetic acid => 291819 ~ carboxylic acids alcohol function
oripavine|narceine => 293919 ~ alkaloids opium derivatives
streptomycin sulfate|dihydrostreptomycin => 294120 ~ antibiotics streptomycins derivatives salts
# ---- 32 inks
whiteboard marker ink|printer ink refill|refill ink bottle|bottled ink => 321590 321519:0.4 ~ writing drawing inks
# ---- 33 bath preparations
bath fizzies => 330730 ~ perfumed bath salts bath preparations
# ---- 34 skin washing, surfactants
face cleanser|facial wash|gel cleanser|foaming face wash|cleansing gel => 340130 330499:0.3 ~ organic surface-active preparations washing skin liquid cream retail sale
# ---- 35 albumins, gelatin, peptones
bovine serum albumin|serum albumin|bsa powder|albumin bovine|recombinant albumin|plasma albumin => 350290 ~ albumins albuminates albumin derivatives
sheet gelatin|bone gelatin => 350300 ~ gelatin sheets isinglass glues animal origin
fish collagen peptide|bovine collagen peptides|soy peptone|tryptone|bacteriological peptone|casein peptone => 350400 ~ peptones protein substances derivatives
# ---- 39 plastics primary forms
polyolefin elastomer|poe granules|poe pellets|poe resin|plastomer => 390140 ~ ethylene-alpha-olefin copolymers specific gravity less 0.94
polybutene liquid|oppanol|polyisobutene => 390220 ~ polyisobutylene primary forms
pvdc emulsion|pvdc copolymer|vinylidene chloride copolymer|saran resin|pvdc coating => 390450 ~ vinylidene chloride polymers primary forms
pva granules|polyvinyl alcohol powder => 390530 ~ poly(vinyl alcohol) unhydrolysed acetate groups
fiber grade pet|textile grade pet|pet chips fiber grade|semi dull chips|super bright chips|bright pet chips => 390769 ~ poly(ethylene terephthalate) viscosity less than 78ml/g
pbt granules|pbt pellets|polybutylene terephthalate|pbt gf30|polyester powder coating resin => 390799 ~ polyesters saturated primary forms
# ---- 39 plastics film, sheets, tanks
hydrogel film|hydrogel screen protector|tpu screen protector|pet screen protector|matte screen protector film|film screen protector|soft screen protector => 391990 ~ self-adhesive sheets film plastics
printable vinyl sticker|vinyl sticker paper|holographic sticker paper|printable sticker vinyl|printable vinyl sheets|waterproof sticker paper|clear sticker paper => 391990 481141:0.3 ~ self-adhesive plates sheets film plastics
urea formaldehyde sheet|urea formaldehyde film|amino resin sheet|amino resin film|melamine resin sheet|melamine formaldehyde sheet => 392093 ~ plates sheets film amino-resins
vertical poly tank => 392510 392690:0.2 ~ reservoirs tanks vats containers plastics capacity exceeding 300 litres
# ---- 40 bicycle tyres
folding tire => 401150 ~ new pneumatic tyres rubber bicycles
# ---- 42 leather cases
leather watch box|leather watch case|leather jewelry box|leather jewelry case|leather camera case|leather gun case|leather rifle case|leather tool roll|leather dopp kit|leather toiletry bag|leather wash bag => 420291 ~ cases containers outer surface leather composition leather
# ---- 44 bamboo panels
bamboo panel|laminated bamboo panel|bamboo laminated board|carbonized bamboo board|bamboo plywood board|bamboo veneer plywood|bamboo countertop panel => 441210 ~ plywood veneered panels laminated wood bamboo
# ---- 48 paper
bleached sack kraft|bleached sack paper => 480429 ~ sack kraft paper bleached uncoated
industrial filter paper|filter paper jumbo roll|filter media paper|coolant filter paper => 480540 ~ filter paper paperboard uncoated rolls sheets
# ---- 58 lace
handmade lace|hand made lace|hand crocheted lace|handmade crochet lace|needle lace|tatting lace|irish crochet lace => 580430 ~ lace hand-made strips motifs
# ---- 61 gloves of wool
merino wool gloves|cashmere gloves|wool mittens|cashmere mittens|knitted wool gloves|alpaca gloves|wool knit gloves|angora gloves => 611691 611693:0.2 ~ gloves mittens mitts wool fine animal hair knitted
# ---- 63 table linen, terry
cotton table cloth|cotton table runner|cotton placemats|cotton dinner napkins => 630251 ~ table linen cotton not knitted
terry kitchen towel|terry dish towel|terry tea towel|terry cloth towel|terry bath towel|cotton terry towel => 630260 ~ toilet kitchen linen terry towelling cotton
# ---- 65 hat forms
hat capeline|millinery blank|fur felt hood|wool felt hood|wool felt cone => 650100 ~ hat-forms hat bodies hoods felt not blocked
# ---- 63 terry kitchen linen
terry cloth dish towel|terry cloth kitchen towel|terry cloth tea towel|terry cloth hand towel => 630260 ~ toilet kitchen linen terry towelling cotton
# ---- 70 glass closures
glass bottle stopper|decanter stopper|ground glass stopper => 701020 ~ glass stoppers lids closures
# ---- 71 pearls, synthetic stones
pearl beads freshwater => 710122 ~ pearls cultured worked not strung temporarily strung
synthetic rough|sapphire boule|ruby boule|corundum boule|synthetic boule|moissanite rough|rough moissanite|synthetic corundum rough|rough lab created|lab created gemstone rough => 710429 ~ synthetic reconstructed precious semi-precious stones unworked roughly shaped
diamond micron powder|diamond micropowder|micron diamond powder|diamond micro powder|diamond lapping powder|diamond polishing powder => 710510 ~ dust powder diamonds
# ---- 72 steel sections, stainless bars
structural tee|steel tee bar|hot rolled tee => 7216 721640:0.9 721622:0.9 ~ T sections hot-rolled iron non-alloy steel
cold drawn stainless|cold drawn stainless steel bar|stainless steel cold drawn bar|polished stainless steel rod => 722220 ~ bars rods stainless steel cold-formed cold-finished
# ---- 73 nails, threaded articles, rivets
cork board pins => 731700 392690:0.2 ~ drawing pins tacks iron steel
wire thread insert|wood threaded insert => 731819 731816:0.4 741539:0.2 ~ threaded articles iron steel
round head rivets|flat head rivets|steel rivets => 731823 761699:0.3 ~ rivets non-threaded iron steel
# ---- 74 copper alloys
constantan wire|cuni44 wire|copper nickel wire|cuni wire|resistance wire constantan => 740822 ~ copper wire cupro-nickel nickel silver
bronze strip coil|c5191 strip|tin bronze strip => 740931 ~ strip copper-tin base alloys bronze coils
battery copper foil|pure copper foil|electrolytic copper foil|rolled copper foil => 741011 741021:0.2 ~ foil copper refined not backed
# ---- 76 aluminium household
disposable baking pans => 761510 ~ table kitchen household articles aluminium
# ---- 80/81 tin, titanium

# ---- 82/83
gold plated statue|gold plated figurine|silver plated figurine|silver plated statue|gold plated sculpture|silver plated sculpture|gold plated ornament|gilded bronze statue => 830621 830629:0.3 ~ statuettes ornaments base metal plated precious metal
metal name plate|metal letters sign => 831000 ~ sign-plates name-plates address-plates numbers letters base metal
# ---- 84 machinery
pendent sprinkler|upright fire sprinkler|sidewall sprinkler|concealed fire sprinkler|esfr sprinkler|fire sprinkler nozzle => 842489 842490:0.3 ~ mechanical appliances projecting dispersing spraying liquids fire
sprocket rim|chainsaw drum sprocket|chainsaw rim sprocket => 846791 ~ parts chain saws tools working in hand
guide shoe => 843131 843143:0.4 ~ parts lifts skip hoists escalators boring sinking machinery
nuclear reactor parts|control rod drive|fuel assembly spacer grid|reactor vessel internals|control rod drive mechanism => 840140 ~ nuclear reactors parts
elevator guide shoe|lift guide shoe|elevator roller guide => 843131 ~ parts lifts skip hoists escalators
bean grader => 843710 ~ machines cleaning sorting grading seed grain dried leguminous vegetables
mini clothes dryer|clothes dryer machine => 845121 845129:0.2 ~ drying machines dry linen capacity not exceeding 10kg
isostatic press furnace|hip furnace => 851411 ~ furnaces ovens electric hot isostatic presses
clutch drum chainsaw|chainsaw chain tensioner|chainsaw spare parts => 846791 ~ parts chain saws tools working in hand
desktop printing calculator => 847021 ~ electronic calculating machines printing device

mls head gasket|exhaust manifold gasket => 848410 848490:0.2 ~ gaskets metal sheeting combined other material
# ---- 85 electrical
amplifier chip|power amplifier ic|audio amplifier ic|audio power amplifier ic => 854233 ~ electronic integrated circuits amplifiers

headphone cushions|headphone ear pads|replacement ear pads|speaker grill cover|tweeter dome|woofer cone => 851890 ~ parts microphones headphones loudspeakers amplifiers
drained lead acid batteries|scrap car batteries|battery scrap lead => 854911 ~ waste scrap lead-acid accumulators spent
tram car => 860310 ~ railway tramway coaches self-propelled external source electricity
# ---- 90 instruments
enlarger parts|enlarger spare parts => 900890 ~ parts accessories photographic enlargers reducers
mirror stereoscope|pocket stereoscope|stereo plotter|stereoplotter|analytical plotter|photogrammetric plotter => 901540 ~ photogrammetrical surveying instruments appliances
wafer inspection system|wafer inspection machine|optical wafer inspection|photomask inspection|reticle inspection|mask inspection system|wafer defect inspection|wafer inspection microscope => 903141 ~ optical instruments inspecting semiconductor wafers photomasks reticles
radiography cassette|intensifying screen => 902290 ~ parts accessories apparatus x-rays
negative carrier|enlarger bellows|enlarger condenser|enlarger lamp house|enlarger baseboard => 900890 ~ parts accessories image projectors enlargers reducers
spoke magnet|bike computer sensor|speedometer sensor|cyclometer sensor|taximeter parts|speedometer gear => 902990 ~ parts accessories revolution counters taximeters speed indicators
watt hour meter => 902830 ~ electricity supply production meters
# ---- 92/94/95/96
vertical piano => 920110 ~ pianos upright
alpine ski binding|freeride bindings => 950612 ~ ski-fastenings ski-bindings snow-skis
`;
