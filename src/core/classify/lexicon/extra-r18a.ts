/**
 * Eighteenth-pass lexicon additions, written from the misses of a fourth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R18A_LEXICON = String.raw`
# ---- 19 pre-cooked cereals and pseudo-cereals in grain form
instant quinoa|precooked quinoa|pre-cooked quinoa|cooked quinoa|quick cook quinoa|microwave quinoa|quinoa pouch|quinoa cup => 190490 ~ cereals grain form pre-cooked otherwise prepared
# ---- 28 artificial corundum (fused alumina abrasive grain)
aluminum oxide grit|alumina grit|fused alumina grit|corundum grit|aluminum oxide blasting media|aluminum oxide abrasive grain => 281810 ~ artificial corundum
# ---- 29 acyclic aldehydes
isobutyraldehyde|isobutanal|propionaldehyde|propionic aldehyde|valeraldehyde|isovaleraldehyde|ethylhexanal|nonanal|crotonaldehyde|acrolein|methacrolein => 291219 ~ acyclic aldehydes without other oxygen function
# ---- 29 aspirin
acetyl salicylic acid|aspirin api => 291822 ~ o-acetylsalicylic acid salts esters
# ---- 29 organo-phosphorus derivatives named in 2931
dimethyl propylphosphonate|dimethyl propyl phosphonate|dmpp flame retardant => 293142 ~ non-halogenated organo-phosphorous derivatives dimethyl propylphosphonate
methylphosphonic dichloride|methyl phosphonic dichloride|methylphosphonyl dichloride|methanephosphonic dichloride => 293151 ~ halogenated organo-phosphorous derivatives methylphosphonic dichloride
propylphosphonic dichloride|propyl phosphonic dichloride|propylphosphonyl dichloride => 293152 ~ halogenated organo-phosphorous derivatives propylphosphonic dichloride
dimethyl methyl phosphonate => 293141 ~ non-halogenated organo-phosphorous derivatives dimethyl methylphosphonate
# ---- 29 barbiturates named in 2933.53
phenobarbital sodium|sodium phenobarbital|phenobarbitone|pentobarbital|pentobarbitone|pentobarbital sodium|amobarbital|amylobarbitone|secobarbital|quinalbarbitone|butalbital|butobarbital|butobarbitone|cyclobarbital|methylphenobarbital|allobarbital|vinylbital|secbutabarbital|barbitone => 293353 ~ allobarbital amobarbital barbital butalbital pentobarbital phenobarbital secobarbital salts
# ---- 34 polishes for coachwork
automobile polish|automotive polish|auto polish|car paint polish|paintwork polish|car polishing compound|car rubbing compound => 340530 ~ polishes creams coachwork
# ---- 39 propylene copolymers
block copolymer polypropylene|random copolymer pp|impact copolymer polypropylene|random copolymer polypropylene|propylene ethylene random copolymer => 390230 ~ propylene copolymers primary forms
# ---- 39 poly(ethylene terephthalate) by viscosity: textile grades below 78 ml/g, bottle grades above
fiber grade polyester chips|semi dull polyester chips|super bright polyester chips|fiber grade pet chips => 390769 390761:0.2 ~ poly(ethylene terephthalate) viscosity number less than 78 ml/g
# ---- 39 rods and profiles of plastics
pe round rod|uhmw round rod|polyethylene bar stock|hdpe bar stock|uhmw bar stock => 391610 ~ rods sticks profile shapes polymers ethylene
nylon bar stock|cast nylon rod|mc nylon rod|nylon round rod => 391690 ~ monofilament rods sticks profile shapes other plastics
# ---- 39 tubes
abs drain pipe|abs sewer pipe|abs rigid pipe|abs plastic pipe => 391729 ~ tubes pipes hoses rigid other plastics
# ---- 39 plates and sheets
polyester resin sheet|pearl polyester sheet|polyester resin plate => 392063 ~ plates sheets unsaturated polyesters non-cellular
cast nylon sheet|cast nylon plate|mc nylon plate|mc nylon sheet|pa6 sheet|pa6 plate|polyamide plate => 392092 ~ plates sheets film polyamides non-cellular
peek board|pom plate|acetal plate|skived ptfe sheet|ultem sheet => 392099 ~ plates sheets film other plastics non-cellular
`;
