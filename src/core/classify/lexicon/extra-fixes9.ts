/**
 * Corrections from the tenth pass's reports: phrases taken out of broader entries where the
 * broader code was wrong for them (format as in ../lexicon.ts).
 */
export const EXTRA_FIXES9_LEXICON = String.raw`
# ---- 3920.79: plates and sheets of vulcanised fibre
vulcanised fibre|vulcanized fiber sheet => 392079 ~ plates sheets film vulcanised fibre
# ---- 8517.69: entry-phone systems (the UK tariff names them under 8517.69)
intercom|video intercom => 851769 851762:0.4 ~ entry-phone systems apparatus transmission reception voice
# ---- 2404.92: nicotine products for transdermal application
nicotine patches => 240492 ~ nicotine transdermal application
# ---- satin is a woven weave: woven robes of 6207/6208
satin robe => 6208 6207:0.6 6108:0.3 ~ dressing gowns bathrobes woven
# ---- 3301.19: citrus essential oils other than orange and lemon
lime essential oil|grapefruit essential oil => 330119 ~ essential oils citrus fruit other
# ---- 8446.10: looms for fabrics of a width not exceeding 30 cm
narrow fabric loom|needle loom => 844610 ~ weaving machines looms width not exceeding 30 cm
# ---- 8451.29: industrial drying machines (over 10 kg of dry linen)
industrial tumble dryer|commercial dryer|commercial clothes dryer|industrial dryer laundry => 845129 845121:0.3 ~ drying machines industrial laundry
# ---- 8401.10: nuclear reactors
nuclear reactor => 840110 840130:0.2 ~ nuclear reactors
# ---- PVC compound is rigid or plasticised
pvc compound granules => 390421:0.5 390422:0.5 ~ polyvinyl chloride mixed compound
# ---- 1602.39: prepared meat of poultry other than Gallus and turkeys (duck, goose)
salted duck => 160239 ~ prepared preserved meat poultry other
# ---- 4706.92: chemical pulp of other fibrous cellulosic material
bagasse pulp => 470692 470693:0.3 ~ pulps fibrous cellulosic material chemical
# ---- 8507.80: other accumulators (sodium-ion is not lithium-ion)
sodium ion battery => 850780 ~ electric accumulators other
# ---- 8501.61: a generator head is a complete alternator
generator head => 850161 850300:0.3 ~ AC generators alternators
# ---- raw horsehair is 0511.99; 6703 is hair dressed for wig-making
horse hair bulk => 051199 670300:0.3 ~ animal products horsehair
# ---- hat-making blocks are 8449 (Explanatory Notes to 84.49)
hat block|millinery block => 844900 ~ machinery for making hats hat-making blocks
# ---- heating elements are heating resistors of 8516.80
water heater element|grill element => 851680 851690:0.3 ~ electric heating resistors
# ---- industrial multiwall and valve sacks have a base of 40 cm or more
multiwall sacks|valve sacks paper => 481930 481940:0.4 ~ sacks bags base width 40 cm or more
# ---- photographic sheet film (4x5 to 8x10 has no side over 255 mm): 3701.9x, not the plates of 3701.30
large format film|sheet film => 370199 370191:0.5 ~ photographic plates film flat sensitised unexposed other
# ---- 8301.10 padlocks
padlock => 830110 ~ padlocks base metal
# ---- 8423.10 names household scales
kitchen scale|digital kitchen scale|food scale => 842310 842381:0.3 ~ household scales weighing
# ---- unsmoked natural rubber sheet and crepe: 4001.29
air dried sheet rubber|pale crepe => 400129 ~ natural rubber other forms
# ---- metal-braided hydraulic hose with fittings
hydraulic hose assembly => 400922 400942:0.4 ~ tubes pipes hoses vulcanised rubber reinforced metal with fittings
# ---- teeth are parts of buckets: 8431.49
excavator teeth => 843149 843141:0.3 ~ parts machinery heading 8426 8429 8430
# ---- 8201.50 names poultry shears
poultry shears => 820150 ~ secateurs one-handed pruners shears poultry shears
# ---- mosaics are modern (9701.92) unless stated over 100 years old
roman mosaic => 970192 970122:0.3 ~ mosaics
# ---- totalising fuel and liquid meters are supply meters of 9028.20
fuel flow meter|diesel flow meter|oval gear flow meter => 902820 902610:0.5 ~ liquid supply meters
`;
