/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21B_LEXICON = String.raw`
# ---- 44 railway sleepers impregnated (creosoted, pressure treated)
creosote sleepers|creosote railway sleepers|creosote railroad ties|treated railway sleepers|treated sleepers|pressure treated sleepers|tanalised sleepers|tanalised railway sleepers|reclaimed railway sleepers|reclaimed sleepers => 4406 440691:0.6 440692:0.5 ~ railway tramway sleepers cross-ties wood other impregnated
# ---- 44 wooden tableware and kitchenware (not bamboo)
wooden cooking utensils|wood cooking utensils|wooden utensil set|wooden cooking spoons|olive wood cooking utensils|teak cooking utensils => 4419 441990:0.7 441920:0.3 441919:0.2 ~ tableware kitchenware wood
beech cutting board|beech wood cutting board|beechwood cutting board|beech chopping board|oak cutting board|oak chopping board|rubberwood cutting board|pine cutting board|wooden chopping board => 441990 441920:0.2 ~ bread boards chopping boards wood
# ---- 48 medical couch paper
exam couch paper|couch paper roll|exam paper roll|examination paper roll|table paper roll|crepe exam paper|examination couch paper => 481890 ~ bed sheets similar hospital articles paper
# ---- 49 vitrifiable transfers, calendars
glass firing decals|enamel transfers|decalcomania transfers|ceramic transfers|glass decals kiln => 490810 490890:0.2 ~ transfers decalcomanias vitrifiable
sales flyers|trade show flyers|sales leaflets => 491110 490110:0.2 ~ trade advertising material commercial catalogues
# ---- 58 pile fabrics, lace, narrow fabrics, metallised fabrics
uncut weft pile|uncut weft pile fabric|uncut pile fabric => 5801 580121:0.5 580131:0.5 580136:0.3 ~ woven pile fabrics uncut weft pile
uncut corduroy => 580121 580131:0.4 ~ woven pile fabrics uncut weft pile
battenberg lace|battenburg lace|tape lace|pillow lace|handmade bobbin lace|hand made bobbin lace|renaissance lace => 580430 580429:0.3 ~ lace hand-made strips motifs
# ---- 61 knitted garments
polar fleece jacket|polar fleece coat|full zip fleece jacket|fleece coat|hiking fleece jacket|fleece outdoor jacket => 610130 610230:0.9 611030:0.3 ~ anoraks wind-cheaters wind-jackets knitted crocheted
button down knit shirt|knit button down shirt|knit button up shirt|knit collared shirt|collared knit shirt|knit dress shirt => 6105 6106:0.9 ~ shirts blouses knitted crocheted
mohair pullover => 611019 611011:0.3 ~ jerseys pullovers cardigans fine animal hair knitted
base layer onesie|base layer jumpsuit|thermal onesie|thermal jumpsuit => 6114 611430:0.5 611490:0.3 611420:0.3 ~ other garments knitted crocheted
merino onesie|merino jumpsuit|merino wool jumpsuit|merino base layer onesie => 611490 ~ other garments knitted crocheted other textile materials
linen socks|flax socks|hemp socks|linen ankle socks => 611599 ~ hosiery socks other textile materials
knit wristband|cotton wristband => 611780 630790:0.2 ~ clothing accessories knitted crocheted
# ---- 62 woven dresses
shirtdress|button down dress|button front dress|shirt midi dress|shirt maxi dress => 6204 620442:0.5 620443:0.4 6104:0.3 ~ dresses women's girls' not knitted
# ---- 63 blankets, furnishing articles, bags
lambswool blanket|merino blanket|merino wool blanket|cashmere blanket|mohair blanket|lambswool throw => 630120 ~ blankets travelling rugs wool fine animal hair
stretch sofa cover|spandex sofa cover|stretch couch cover|spandex couch cover|stretch slipcover|spandex slipcover|stretch chair cover|stretch recliner cover => 630491 630493:0.3 ~ furnishing articles knitted crocheted
muslin pouch|cotton muslin bag|muslin favor bags => 630520 420292:0.3 ~ sacks bags packing goods cotton
`;
