/**
 * Thirteenth-pass lexicon additions, written from noisy marketplace titles of the consumer goods
 * parcels carry (one category per file), without looking at any labelled data; format as in
 * ../lexicon.ts.
 */
export const EXTRA_R13B_LEXICON = String.raw`
# ---- 71 imitation jewellery: necklaces, pendants, chains
nameplate necklace|coin necklace|picture locket|heart locket|magnetic couple necklace|bff necklace|friendship necklace => 7117 711719:0.7 711790:0.3 711311:0.2 ~ imitation jewellery base metal necklaces pendants medals
miami cuban chain|rope chain necklace|box chain necklace|paperclip necklace|curb chain necklace => 7117 711719:0.7 711319:0.2 711311:0.2 ~ imitation jewellery base metal chains necklaces
# ---- 71 base-metal jewellery named with its metal (the metal word alone otherwise pulls to chapters 72-83)
steel bracelet|surgical steel bracelet|stainless steel bangle|steel necklace|steel earrings|surgical steel earrings|steel pendant|stainless steel anklet|zinc alloy bracelet|zinc alloy necklace|copper necklace|tungsten bracelet|rhodium plated ring => 711719 711790:0.2 ~ imitation jewellery base metal whether or not plated precious metal
s925 earrings|s925 ring|s925 necklace|solid silver ring|silver chain necklace => 711311 711719:0.3 ~ jewellery silver
imitation pearl earrings|simulated pearl necklace|simulated pearl earrings|glass pearl necklace|shell pearl necklace => 711790 711719:0.3 ~ imitation jewellery other than base metal
# ---- 71 imitation jewellery: earrings
huggie hoops|huggie hoop earrings|stud earrings set|ear jacket earrings => 7117 711719:0.7 711790:0.4 711311:0.2 ~ imitation jewellery earrings base metal
seed bead earrings => 711790 711719:0.3 ~ imitation jewellery other than base metal earrings
# ---- 71 imitation jewellery: rings
snake ring|matching rings|chunky ring => 7117 711719:0.7 711790:0.3 711311:0.2 ~ imitation jewellery rings base metal
rubber wedding band|silicone wedding band|resin ring|acrylic ring|wooden ring|wood ring => 711790 ~ imitation jewellery other than base metal rings
# ---- 71 imitation jewellery: bracelets, anklets, body chains
european charm bracelet|snake chain bracelet|cuff bangle|paperclip bracelet|permanent bracelet|distance bracelets|magnetic therapy bracelet|hand chain|harness body chain|foot chain|ankle chain => 7117 711719:0.7 711790:0.3 711311:0.2 ~ imitation jewellery bracelets base metal
macrame bracelet|woven bracelet|shell anklet => 711790 711719:0.3 711620:0.2 ~ imitation jewellery other than base metal bracelets
moonstone bracelet|healing crystal necklace => 711620 711790:0.4 ~ articles precious semi-precious stones natural synthetic reconstructed
# ---- 71 body and piercing jewellery
nose pin|rook earring|nipple piercing|horseshoe ring|circular barbell|flat back earring|flatback earrings|body piercing jewelry|tongue piercing => 7117 711719:0.7 711790:0.3 711319:0.1 ~ imitation jewellery base metal
ear plugs tunnels|plugs and tunnels|ear tapers|double flared plugs|ear weights => 711790 711719:0.4 ~ imitation jewellery other than base metal body piercing
teeth grillz|teeth grills|hip hop grillz => 711719 711319:0.3 ~ imitation jewellery base metal
tooth gem|tooth jewelry => 701810 711790:0.3 ~ imitation precious stones glass smallwares
# ---- 71 brooches, cufflinks, tie accessories, tiaras
brooch chain|collar bar => 7117 711719:0.7 711790:0.3 ~ imitation jewellery base metal brooches tie-pins
cufflinks set => 711711 711311:0.2 ~ imitation jewellery cuff-links studs base metal
princess tiara => 711719 711790:0.3 ~ imitation jewellery base metal
# ---- 70/71/39/44 jewellery making: beads
crackle beads|faceted beads|glass dome cabochon => 701810 ~ glass beads imitation pearls imitation precious semi-precious stones glass smallwares
crow beads|acrylic spacer beads|abs pearls|resin rhinestones|acrylic rhinestones|acrylic gems => 392690 ~ articles plastics beads
round wooden beads|wooden spacer beads => 442199 442090:0.3 ~ wooden articles
loose gemstone beads|chip beads|gemstone loose beads => 710399 ~ precious semi-precious stones worked not strung mounted set
cultured pearl beads => 710122 ~ pearls cultured worked temporarily strung
# ---- 71 jewellery findings, charms, chain
open jump rings|split rings jewelry|bails jewelry|bezel tray|earring studs blank|brooch backs|extender chain|fish hook earrings|french hooks => 7117 711719:0.8 711790:0.2 711311:0.2 ~ imitation jewellery base metal parts
chain by the foot|chain by the meter|chain roll|bulk chain|jewelry chain roll|permanent jewelry chain|unfinished chain => 7117 711719:0.7 711311:0.3 711320:0.2 ~ imitation jewellery base metal chain
# ---- jewellery making: cord, wire, tools, storage, display
tiger tail wire|nylon coated beading wire => 731210 7217:0.3 ~ stranded wire iron steel
memory wire => 7217 721790:0.5 722990:0.3 ~ wire iron non-alloy steel
macrame cord jewelry => 5607 560750:0.5 560790:0.3 5609:0.3 ~ twine cordage
suede cord|faux suede cord|suede lace|leather string => 420500 560900:0.3 ~ articles leather composition leather
bead crimper => 820320 ~ pliers pincers tweezers similar tools
ring mandrel|bracelet mandrel|ring sizer tool|bead reamer => 820559 901780:0.2 ~ hand tools other
bead spinner|bead board|bead mat => 392690 442199:0.3 ~ articles plastics
jewelry organizer box|travel jewelry box => 4202 420292:0.7 420291:0.3 420299:0.3 442090:0.3 ~ jewellery boxes cases outer surface plastics textile materials
earring display|earring holder|earring stand|earring organizer|necklace holder|necklace stand|necklace display|jewelry stand|jewelry display|jewelry display stand|jewelry tree|ring cone|ring display|bracelet display => 392690 442090:0.3 420292:0.2 691390:0.2 ~ articles plastics
# ---- 91 watches
teaching watch => 910211 910111:0.2 910212:0.2 ~ wrist-watches electrically operated mechanical display only
electronic watch => 910212 910219:0.3 ~ wrist-watches electrically operated opto-electronic display
ana digi|analog digital watch|dual time watch => 910219 ~ wrist-watches electrically operated mechanical opto-electronic display
hanging watch => 910291 910299:0.4 910191:0.1 ~ pocket-watches other watches
# ---- 91 watch straps, parts, tools
replacement watch band|quick release strap|iwatch band|fitbit charge band => 911390 911320:0.4 ~ watch straps watch bands watch bracelets parts
folding clasp watch|butterfly clasp|watch pins|strap pins => 911320 911390:0.3 ~ watch straps bands bracelets parts base metal
winding stem|watch spare parts => 911490 ~ clock watch parts
watch lens => 701590 911490:0.4 ~ clock watch glasses
watch tools set => 820600 8205:0.4 ~ tools two more headings sets retail sale
link remover|pin remover watch|strap link remover|band link remover|caseback opener|case opener|watch case press|caseback press|watch holder tool|watch case holder => 820559 ~ hand tools other
sr626sw|sr1130sw => 850640 850650:0.2 ~ primary cells batteries silver oxide
# ---- 67 wigs and hair extensions
lace frontal wig|wig with bangs => 6704 670420:0.6 670411:0.6 ~ wigs human hair synthetic textile materials
remy wig|brazilian wig => 670420 ~ wigs human hair
keratin tip extensions|micro ring extensions|fish line extensions|hd lace closure => 670420 670411:0.2 670419:0.2 ~ wigs switches human hair
bun hairpiece|messy bun hairpiece|hair bangs => 6704 670419:0.6 670420:0.6 ~ switches hairpieces synthetic textile materials human hair
synthetic dreadlocks|jumbo braid|afro kinky bulk => 670419 670420:0.2 ~ switches similar synthetic textile materials
# ---- wig accessories
stocking wig cap|nylon wig cap|wig liner => 650500 611780:0.3 ~ headgear knitted textile
lace adhesive|lace front glue|bold hold adhesive => 350610 350691:0.3 ~ glues adhesives retail sale
wig stand|wig holder|canvas block head => 392690 442199:0.2 ~ articles plastics
# ---- 96 hair clips, pins, combs
french comb|hair comb accessory|bangs clip hair|hair grip clip => 9615 961511:0.6 961519:0.6 ~ combs hair-slides
donut bun|french twist tool|hair twist tool|topsy tail|ponytail tool => 961590 ~ hairpins curling grips hair-curlers the like
bow clip|big bow hair clip|ribbon hair clips => 9615 961519:0.6 961590:0.3 621710:0.3 ~ hair-slides
parting comb|styling comb|comb set|cutting comb => 9615 961511:0.7 961519:0.4 ~ combs hard rubber plastics
sandalwood comb|horn comb|metal comb|steel comb => 961519 ~ combs other than hard rubber plastics
# ---- 96 hair brushes, 61/62/65 headbands, ties, caps
curly hair brush|styling brush|bristle hair brush => 960329 ~ brushes hair toilet brushes use person
hairband => 9615 961511:0.5 611780:0.5 621710:0.4 961519:0.3 ~ hair-slides combs clothing accessories
sweat band|workout headband => 611780 621710:0.4 ~ clothing accessories knitted crocheted
phone cord hair ties => 961511 392690:0.3 ~ hair-slides hard rubber plastics
hair wrap bonnet => 650500 ~ hats headgear made up textile fabric
eva shower cap|peva shower cap|waterproof shower cap => 650691 ~ headgear rubber plastics
# ---- 85 hair appliances, 82 scissors
hair curlers electric => 851632 851631:0.3 ~ electro-thermic hair-dressing apparatus
dryer diffuser => 851690 ~ parts electro-thermic hair-dressing apparatus
replacement blade clipper => 851090 ~ parts shavers hair clippers
heatless curls|curling rod|satin curlers => 961590 ~ hair-curlers curling pins grips
hair shears|thinning shears|texturizing shears|bangs scissors => 821300 ~ scissors tailors shears similar shears
# ---- 33 hair preparations
lightening powder|hair mascara|hair coloring wax|hair masque => 330590 330510:0.2 ~ hair preparations
hold spray => 330530 ~ hair preparations lacquers
beard butter|beard growth oil => 330590 330499:0.4 ~ hair preparations
# ---- 33 make-up
lipgloss|lipgloss base|versagel => 330410 ~ lip make-up preparations
eye shadow palette|glitter eyeshadow|liquid eyeshadow|eyebrow serum|eyebrow dye|lash sealant => 330420 ~ eye make-up preparations
stick foundation|liquid blush|liquid highlighter|makeup palette|face palette|fixing spray|face and body paint|glitter gel|chunky glitter gel|sfx makeup|scar wax|special effects makeup|tattoo concealer => 330499 330491:0.2 ~ beauty make-up preparations skin
# ---- 96 make-up tools
eye brush => 960330 960329:0.3 ~ brushes application cosmetics
brush cleaner|brush cleaning mat|brush cleaner machine|makeup brush drying rack => 392490 392690:0.4 ~ household hygienic toilet articles plastics
facial razor|eyebrow trimmer razor|eyebrow shaper => 821210 ~ razors
# ---- 67/35 false lashes
lash adhesive|lash bond|lash bond and seal|cluster lash glue => 350610 330420:0.3 ~ glues adhesives retail sale
lash remover|eyelash remover|glue remover lashes => 330499 ~ beauty preparations
eyelash perm kit|eyebrow lamination kit => 3304 330420:0.8 330520:0.4 ~ eye make-up preparations permanent waving
# ---- 33 nails
uv gel polish|builder gel nail|poly nail gel|matte top coat|cat eye gel polish|magnetic gel polish|reflective gel|glitter gel polish|jelly gel polish|extension gel|acrylic powder|chrome powder|mirror powder|nail glitter|peel off nail polish => 330430 ~ manicure pedicure preparations
french tip nails => 392690 ~ articles plastics artificial nails
brush on nail glue|nail tip glue => 350610 ~ glues adhesives retail sale
nail art stickers|3d nail stickers|nail wraps|nail strips|gel nail strips|nail polish strips|transfer foil nails => 4908 490890:0.6 391990:0.3 330430:0.2 ~ transfers decalcomanias
uv led nail lamp|gel nail lamp|nail curing lamp => 854370 851679:0.3 ~ electrical machines apparatus individual functions
nail file drill|nail polisher electric => 850980 846729:0.2 ~ electro-mechanical domestic appliances self-contained electric motor
sanding file nail|nail sanding file => 680520 392690:0.3 821420:0.3 ~ abrasive powder grain backing paper paperboard
nail brush liner|gel brush|nail painting brush => 960330 ~ brushes application cosmetics
fingernail brush => 960329 ~ brushes nail toilet brushes
dotting tool|nail dotting pen => 821420 820559:0.3 ~ manicure pedicure instruments
nail remover clips|gel remover clips|nail soak off clips|nail remover wraps|foil wraps nails => 392690 760720:0.2 ~ articles plastics
finger separator => 392690 401490:0.3 ~ articles plastics
practice hand|fake hand nails|nail display stand|nail tip display|nail polish rack => 392690 ~ articles plastics
# ---- 33 skin care
essence toner|facial moisturizer|face lotion|facial lotion|gel cream|face mask skincare|eye masks hydrogel|hydrogel eye patches|lip patches|blackhead strips|exfoliating gel|bronzing lotion|breast cream => 330499 ~ beauty make-up preparations care skin sunscreen suntan preparations
acne cleanser => 340130 ~ organic surface-active products preparations washing skin liquid cream retail sale
face soap => 340111 ~ soap bars cakes moulded toilet use
rose soap flowers => 340111 340119:0.3 340120:0.2 ~ soap moulded shapes toilet use
soap paper|travel soap sheets => 340111 ~ soap paper impregnated toilet use
# ---- 33 perfume, deodorant, depilatories
cold wax strips|wax beans|wax warmer kit|hair removal powder|bikini wax => 330790 340420:0.2 ~ depilatories perfumery cosmetic toilet preparations
waxing machine|wax pot => 851679 ~ electro-thermic appliances domestic
contact solution|saline solution contact => 330790 ~ preparations contact lenses perfumery toilet preparations
# ---- 33/34 shaving
shaving soap puck => 340111 340120:0.3 ~ soap shaving
badger brush => 960329 ~ shaving brushes toilet brushes
razors for women => 821210 ~ razors
replacement cartridges razor|blade refills => 821220 ~ safety razor blades
mens shaver => 851010 851020:0.4 851030:0.2 ~ shavers self-contained electric motor
trimmer clipper|outliner trimmer => 851020 ~ hair clippers self-contained electric motor
laser epilator|ipl epilator => 854370 851030:0.3 901890:0.2 ~ electrical machines apparatus individual functions
# ---- 33/96/85 oral care
denture glue|v34 colour corrector|whitening foam => 330690 330610:0.2 ~ oral dental hygiene preparations
floss sticks|dental flossers => 330620 ~ yarn clean between teeth dental floss
dental irrigator => 850980 ~ electro-mechanical domestic appliances self-contained electric motor
flosser tips|water flosser tips => 850990 960321:0.4 ~ parts electro-mechanical domestic appliances
# ---- 90 massagers, health monitors
fascia gun|shiatsu pillow|seat massager|electric scalp massager|electric face massager|abdominal massager|massager machine => 901910 ~ massage apparatus mechano-therapy
tens electrode pads => 901890 901910:0.3 ~ electro-medical apparatus instruments appliances
finger oximeter|spo2 monitor => 901819 ~ electro-diagnostic apparatus
blood sugar monitor => 902789 ~ instruments apparatus physical chemical analysis
weekly pill organizer|pill dispenser|pill splitter => 392490 392690:0.4 ~ household articles hygienic toilet articles plastics
# ---- 90 eyewear and contact lenses
yearly contacts => 900130 ~ contact lenses
contact case|contact lens kit => 392690 420232:0.3 ~ articles plastics
y2k sunglasses|fit over sunglasses|driving glasses => 900410 ~ sunglasses
glasses temple tips|ear hooks glasses|anti slip ear hooks glasses|glasses screws => 900390 ~ parts frames mountings spectacles
glasses holder strap => 7117 711719:0.5 711790:0.4 630790:0.3 ~ imitation jewellery chains
microfiber cleaning cloth glasses|eyeglass cleaning cloth => 630710 ~ cleaning cloths
lens cleaner spray => 340290 340590:0.3 ~ cleaning preparations
# ---- personal care textiles, paper, misc
makeup swabs => 560121 ~ wadding articles cotton
reusable makeup remover pads|reusable cotton pads|bamboo makeup remover pads|makeup remover cloth|makeup eraser|face cloth makeup remover => 630790 630710:0.3 ~ made up textile articles
travel makeup bag|makeup brush holder bag => 4202 420292:0.7 420212:0.3 420291:0.2 420232:0.2 ~ vanity-cases toilet bags outer surface plastics textile
makeup box with mirror => 4202 420212:0.6 420292:0.4 ~ vanity-cases outer surface plastics textile
lighted makeup mirror|led makeup mirror|handheld mirror|folding mirror => 700992 700991:0.3 ~ glass mirrors framed
body sponge|exfoliating sponge => 392490 140490:0.2 392690:0.2 ~ household hygienic toilet articles plastics
dry body brush|foot brush|facial brush manual|silicone face scrubber => 960329 ~ toilet brushes use person
exfoliating gloves|bath gloves|shower gloves|scrub gloves|exfoliating mitt|bath mitt|korean italy towel|exfoliating towel|exfoliating washcloth => 6116 611693:0.5 630790:0.4 630299:0.2 ~ gloves mittens knitted synthetic fibres
foot callus remover|heel scraper => 821420 ~ pedicure instruments
sauna steamer face => 851679 ~ electro-thermic appliances domestic
face cleansing brush|sonic face brush|silicone facial cleansing brush => 850980 ~ electro-mechanical domestic appliances
blackhead remover vacuum|pore cleaner => 850980 ~ electro-mechanical domestic appliances
blackhead remover tool|pimple popper tool|blackhead extractor => 821420 901890:0.3 ~ manicure pedicure instruments
micro needle roller => 901890 ~ medical instruments appliances
# ---- 71 prayer beads and rosaries (imitation jewellery unless of precious stones)
rosary beads|tasbeeh|muslim prayer beads => 7117 711790:0.7 711620:0.4 711719:0.3 ~ imitation jewellery other than base metal
sew on rhinestones|sew on crystals|sew on stones|sew on gems|claw rhinestones => 701810 392690:0.3 ~ imitation precious stones glass smallwares
# ---- hair extension supplies and barber sundries
micro rings|micro link rings|micro beads hair|nano rings|hair extension rings|silicone micro rings => 761699 741980:0.2 ~ articles aluminium
keratin glue sticks|keratin glue|keratin bond glue|fusion glue sticks => 350610 350699:0.3 ~ glues adhesives retail sale
neck duster|barber neck duster|neck brush barber => 960329 ~ brushes toilet brushes use person
beard shaping tool|beard template|beard shaper|beard guide|beard stencil|beard lineup tool => 392690 961511:0.3 ~ articles plastics
peeling foot mask|foot peel => 330499 ~ beauty preparations care skin
hand peel mask|moisturizing hand mask => 330499 ~ beauty preparations care skin
# ---- 90 manual massage tools
scraping massage tool|face scraping tool => 901910 711620:0.3 ~ massage apparatus
cupping therapy set|massage cups|vacuum cupping set => 901910 ~ massage apparatus
spike mat|acupressure pillow => 901910 940490:0.3 ~ massage apparatus
# ---- cosmetic storage, nail and oral sundries
makeup storage|makeup storage box|cosmetic storage box|lipstick holder|lipstick organizer|cosmetic display case => 392490 392690:0.4 ~ household toilet articles plastics
nail polish organizer|nail polish holder|nail polish display => 392690 940320:0.2 ~ articles plastics
whitening trays|mouth trays|teeth trays|moldable mouth trays|teeth whitening trays => 392690 ~ articles plastics
`;
