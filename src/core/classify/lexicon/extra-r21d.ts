/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21D_LEXICON = String.raw`
# ---- 73 tubes: oil-country welded tubing, non-circular welded tubes, press fittings
erw oil casing|erw oil tubing|erw oilfield tubing|electric resistance welded tubing|electric resistance welded casing => 730629 730621:0.3 ~ casing tubing drilling oil gas welded other
stainless steel press fitting|stainless press coupling|stainless steel press coupling|inox press fitting => 730729 ~ tube pipe fittings stainless steel other
# ---- 73 netting and fencing
hexagonal netting|hexagonal wire|hex wire netting|hexagonal fencing mesh => 7314 731441 731442:0.3 731449:0.3 ~ netting fencing iron steel wire
stainless steel chicken wire|stainless chicken wire|stainless steel hexagonal netting|stainless hexagonal mesh|stainless steel chain link|stainless chain link fence|stainless steel chain link fence => 731449 ~ grill netting fencing iron steel wire other
# ---- 73 fasteners
hexagonal lock nut|hexagonal flange nut => 731816 ~ nuts iron steel
coiled thread insert|helical thread insert|screw thread insert|helicoil insert => 731819 741539:0.3 ~ threaded articles other iron steel
# ---- 73 stoves
wood burning heater|wood burning space heater|wood fired heater|wood heater|wood burning room heater|solid fuel heater => 732189 ~ appliances solid fuel non-electric domestic
# ---- 74 copper
electroplating anode|copper plating anode|copper electroplating anode|phosphorized copper anode|phosphorised copper anode => 741980 740200:0.2 ~ articles copper other
# ---- 82 tools and knives
earth auger drill bit|auger drill bit earth|post hole digger bit|post hole auger drill bit|earth boring auger|soil auger bit => 820719 ~ earth boring tools other parts
double cut file|single cut file|hand file metal|steel hand file|engineers file => 820310 ~ files rasps similar tools
sickle bar blade|harvester knife section|sickle knife section => 820840 ~ knives cutting blades agricultural machines
blank blade|damascus blank|steel blade blank|blade blank => 821194 ~ blades knives
handle scales|knife scales|knife handle scales|folding knife handle|pocket knife handle => 821195 ~ handles base metal knives
# ---- 83 vehicle locks and fittings
driver door lock cylinder|driver side lock cylinder|auto lock cylinder|vehicle lock cylinder => 830120 ~ locks kind used motor vehicles
car interior door handle|car inner door handle|interior car door handle|car outer door handle|vehicle door handle|truck grab handle|cab grab handle|car grab handle|roof grab handle => 830230 ~ mountings fittings suitable motor vehicles
# ---- 84 isotope separation
gas centrifuge|gas centrifuge machine|isotope separation column|isotope enrichment plant => 840120 ~ machinery apparatus isotopic separation
`;
