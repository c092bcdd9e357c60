/**
 * Twenty-fifth-pass lexicon additions, written from the misses of independent sets of
 * B2B, food and materials offers written product-first (written by other helpers, not the
 * labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R25C_LEXICON = String.raw`
# ---- 40 V-ribbed (poly-V, serpentine) belts; outside circumference decides 401031/401033
serpentine drive belt|ribbed drive belt|ribbed fan belt|polyv belt|vribbed belt|accessory drive belt => 4010 401031:0.8 401033:0.6 ~ endless transmission belts trapezoidal cross-section v-belts v-ribbed outside circumference
# ---- 54 satin dress fabrics (non-textured polyester filament)
bridal satin|bridal satin fabric|matte satin|crepe back satin|satin back crepe|peau de soie|satin lining fabric|poly satin|silky satin fabric => 540761 540752:0.3 ~ woven fabrics 85% non-textured polyester filaments
# ---- 58 velvet (warp pile woven fabric)
warp pile fabric|woven warp pile|cut warp pile|heavy velvet|cut pile velvet|sofa velvet|velvet sofa fabric|curtain velvet|velvet curtain fabric|velvet upholstery => 5801 580137:0.8 580127:0.4 ~ woven pile fabrics warp pile fabrics man-made fibres
# ---- 58 tulle and net
soft tulle|nylon tulle|polyester tulle|illusion tulle|glitter tulle|sparkle tulle|tulle spool|tulle bolt|veil tulle => 580410 ~ tulles other net fabrics
# ---- 60 long pile knitted fabric (faux fur, shaggy plush)
long pile plush|shaggy plush fabric|shaggy faux fur|shag fur fabric|long pile faux fur|fluffy fur fabric => 600110 600192:0.2 ~ long pile fabrics knitted crocheted
# ---- 60 nylon spandex tricot
spandex tricot|nylon spandex tricot|tricot spandex|lycra tricot|swimwear tricot|swim tricot|milliskin|milliskin fabric|nylon spandex knit => 600410 600537:0.2 ~ knitted fabrics width exceeding 30 cm 5% or more elastomeric yarn
# ---- 68 expanded perlite for horticulture
organic perlite|volcanic perlite|popped perlite|perlite granules|perlite soil amendment|perlite growing medium|hydroponic perlite => 680620 253010:0.2 ~ expanded mineral materials exfoliated vermiculite expanded clays
# ---- 69 porcelain tiles (water absorption not over 0.5%)
porcelain floor and wall tile|porcelain wall tile => 690721 ~ ceramic flags paving hearth wall tiles water absorption coefficient not over 0.5%
# ---- 70 rear-view (wing, door) mirror glass for vehicles
heated mirror glass|heated side mirror|heated door mirror|heated wing mirror|driver side mirror|passenger side mirror|driver side mirror glass|passenger side mirror glass|left side mirror glass|right side mirror glass => 700910 ~ rear-view mirrors vehicles
# ---- 70 laboratory beakers (borosilicate)
griffin beaker|low form beaker|tall form beaker|berzelius beaker => 701720 701790:0.2 ~ laboratory glassware graduated low linear coefficient expansion
`;
