/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19C_LEXICON = String.raw`
# ---- 64 footwear (running shoes: textile uppers, sports/training footwear)
road running shoes|marathon running shoes|marathon shoes => 640411 6402:0.4 6403:0.3 ~ sports footwear tennis shoes basketball shoes gym shoes training shoes
# ---- 67 feathers, artificial flowers, hair, wigs
turkey feather boa => 670100 ~ articles of feathers down
pu roses|real touch artificial roses|real touch artificial flowers|real touch artificial flower bouquet|latex real touch flowers => 670210 670290:0.3 ~ artificial flowers foliage of plastics
bulk human hair|human hair bulk|human braiding hair|bulk remy hair|remy bulk hair|human hair for braiding => 670300 670420:0.3 ~ human hair dressed thinned bleached otherwise worked
complete wig => 6704 670411:0.6 670420:0.5 ~ complete wigs synthetic textile materials
# ---- 70 glass
pyrex glass tube|low expansion glass tube|neutral glass tubing|pharmaceutical glass tubing => 700232 700239:0.2 ~ tubes of glass linear coefficient expansion not exceeding 5
lampwork figurine|lampwork glass figurine|lampwork glass animal|lampwork animal|lampwork ornament|lampwork statuette|flameworked glass figurine|flamework figurine => 701890 ~ statuettes ornamental articles lamp-worked glass
# ---- 71 pearls, diamonds, stones
undrilled cultured pearls|undrilled akoya pearls|undrilled freshwater pearls|undrilled south sea pearls => 710121 ~ cultured pearls unworked
unassorted diamonds|unassorted rough diamonds|unsorted natural diamonds|unsorted natural diamond parcel|run of mine natural diamonds => 710210 ~ diamonds unsorted
uncut industrial diamond => 710221 710229:0.4 ~ diamonds industrial unworked simply sawn cleaved bruted
diamond rough stones|rough diamond stones|sawable diamonds|makeable diamonds|gem rough diamonds => 710231 710221:0.3 ~ diamonds non-industrial unworked simply sawn cleaved bruted
quartz crystal wafer|quartz resonator blank|unmounted piezo quartz => 710410 854160:0.3 ~ piezo-electric quartz
cvd diamond rough|lab grown diamond rough|lab created rough diamond|synthetic rough diamond|synthetic diamond rough => 710421 710491:0.3 ~ synthetic diamonds unworked simply sawn roughly shaped
synthetic sapphire powder|corundum gem powder => 710590 ~ dust powder precious semi-precious stones other than diamonds
# ---- 71 monetary gold
monetary gold bullion|monetary gold bars => 710820 ~ gold monetary
# ---- 71 clad metals, semi-manufactured precious metals
silver inlaid strip => 710700 ~ base metals clad with silver not further worked than semi-manufactured
gold clad wire|gold clad copper|gold clad sheet|gold clad silver|gold clad strip => 710900 ~ base metals silver clad with gold not further worked than semi-manufactured
palladium membrane foil|palladium target => 711029 ~ palladium semi-manufactured forms
# ---- 71 waste and scrap of precious metals
gold silver ash|refining ash => 711230 ~ ash containing precious metal compounds
gold filled scrap|gold lemel|lemel => 711291 ~ waste scrap of gold metal clad with gold
pt scrap|scrap palladium|spent palladium catalyst|palladium catalyst scrap|pt rh scrap => 711292 ~ waste scrap of platinum metal clad with platinum
sterling scrap|silver film scrap => 711299 ~ waste scrap of silver precious metals other than gold platinum
# ---- 71 silversmiths' wares
sterling silver baby spoon|pure silver teapot|fine silver teapot|pure silver tea set|sterling flatware => 711411 ~ articles of goldsmiths silversmiths wares of silver
# ---- 71 articles of precious or semi-precious stones
gemstone stretch bracelet|stone stretch bracelet|crystal healing bracelet|labradorite bracelet|citrine bracelet|onyx bracelet|lapis lazuli bracelet|gemstone bead necklace|stone bead necklace => 711620 711790:0.2 711311:0.2 ~ articles of precious or semi-precious stones natural
`;
