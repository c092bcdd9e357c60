/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22D_LEXICON = String.raw`
# ---- 71 precious stones, synthetic stones, powder
emerald cabochon|ruby cabochon|sapphire cabochon => 710391 ~ rubies sapphires emeralds otherwise worked
hydrothermal emerald crystal|lab created emerald rough|verneuil boule|synthetic corundum boule|synthetic sapphire boule => 710429 ~ synthetic reconstructed precious stones unworked simply sawn roughly shaped
laboratory grown diamond|lab grown diamonds loose => 710491 710421:0.3 ~ synthetic stones diamonds otherwise worked
corundum gemstone powder => 710590 ~ dust powder natural synthetic precious semi-precious stones other
# ---- 71 clad metals, platinum, ash, scrap, articles
silver clad brass sheet|silver bonded bimetal => 710700 ~ base metals clad with silver not further worked than semi-manufactured
platinum foil sheet => 711019 ~ platinum semi-manufactured forms
platinum counter electrode|platinum sheet electrode|platinum wire electrode => 711590 ~ other articles of precious metal
incinerated film ash => 711230 ~ ash containing precious metal or precious metal compounds
silver flatware scrap => 711299 ~ waste scrap precious metal other
# ---- 73 tubes, heaters
oil tubing => 730429 730424:0.6 ~ tubing of a kind used in drilling for oil or gas
hot rolled seamless tube => 730439 730431:0.4 ~ seamless tubes circular cross-section iron non-alloy steel other
instrumentation tubing|stainless instrumentation tube => 730441 730640:0.3 ~ seamless tubes stainless steel cold-drawn cold-rolled
propane space heater|portable propane heater|propane radiant heater|gas radiant heater => 732181 ~ stoves heaters gas fuel iron steel non-electric
wick kerosene heater|kerosene stove heater => 732182 ~ stoves heaters liquid fuel iron steel non-electric
# ---- 74 copper
copper shot|copper granules|copper nuggets|copper pellets => 740319 ~ refined copper unwrought other
backed brass foil|paper backed brass foil|laminated brass foil|brass foil laminate => 741022 741012:0.3 ~ copper foil backed of copper alloys
copper grounding braid|copper earth braid|grounding braid => 741300 ~ stranded wire plaited bands copper not electrically insulated
# ---- 82 tools, cutlery
carbide tipped circular saw blade => 820239 ~ circular saw blades other including parts
die wrench => 820510 ~ drilling threading tapping tools
razor scales|straight razor scales|razor replacement handle => 821290 ~ razors parts
# ---- 83 locks, fittings, desk trays, statuettes
bag frame lock|briefcase latch lock|briefcase latch => 830150 830140:0.3 ~ clasps frames with clasps incorporating locks
hood lift support|hood gas strut|bonnet gas strut|tailgate gas strut|trunk gas strut|tailgate lift support => 830230 ~ other mountings fittings suitable for motor vehicles
desk letter tray|wire mesh letter tray|desk file tray => 830400 392610:0.4 ~ paper trays letter trays base metal office desk equipment
zinc alloy statue|alloy figurine|metal sculpture ornament => 830629 830621:0.4 ~ statuettes other ornaments base metal
# ---- 84 turbines, air conditioning
pelton wheel runner|pelton turbine runner|hydro turbine bucket => 841090 ~ hydraulic turbines parts including regulators
heat pump air conditioner|portable heat pump|rooftop heat pump|packaged heat pump => 841581 ~ air conditioning machines incorporating refrigerating unit valve reversal cooling heat cycle
`;
