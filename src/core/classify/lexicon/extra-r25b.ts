/**
 * Twenty-fifth-pass lexicon additions, written from the misses of independent sets of
 * B2B, food and materials offers written product-first (written by other helpers, not the
 * labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R25B_LEXICON = String.raw`
# ---- 39 plastic tubes for pneumatics (polyurethane/nylon air lines: not reinforced, no fittings)
pu air tube|polyurethane air tube|nylon pneumatic tube|nylon air tube|pneumatic air line tubing => 391732 391733:0.2 ~ tubes pipes hoses plastics flexible not reinforced without fittings
# ---- 39 self-adhesive vinyl for crafts and signs (sold in 12 in / 30 cm and wider rolls and sheets)
permanent adhesive vinyl|removable adhesive vinyl|glossy adhesive vinyl|matte adhesive vinyl|adhesive craft vinyl|craft vinyl roll|self adhesive vinyl roll|adhesive vinyl sheet|sign vinyl roll|printable adhesive vinyl|self adhesive pvc film|adhesive pvc film|self adhesive vinyl film|adhesive vinyl film|plotter vinyl => 391990 391910:0.3 ~ self-adhesive plates sheets film plastics other than rolls width not exceeding 20 cm
# ---- 39 PTFE thread seal tape (film strip, not self-adhesive)
plumbing tape|plumbers thread tape|pipe thread sealant tape|teflon thread tape|teflon thread seal tape => 392099 391990:0.2 ~ plates sheets film strip other plastics non-cellular polytetrafluoroethylene
# ---- 39 bubble wrap (cellular polyethylene sheet)
bubble wrap roll|bubble roll|bubble cushioning wrap|perforated bubble wrap|air bubble wrap|bubble wrap sheets|bubble packing roll|bubble packaging roll|bubble film roll => 392119 ~ plates sheets film cellular plastics other
# ---- 39 poly mailers, mailing bags of polyethylene
poly mailer bag|poly mailing bags|poly mailing envelopes|poly envelope mailers|plastic mailing envelopes|plastic mailing bags|plastic mailer bags|padded bubble mailer|poly bubble mailer|bubble padded envelopes|self seal mailers|poly courier bags => 392321 392329:0.2 ~ sacks bags polymers ethylene conveyance packing goods
# ---- 40 silicone rubber hoses for cars (fabric-ply reinforced: vulcanised rubber, not plastics)
ply silicone hose|silicone intercooler hose|intercooler silicone hose|silicone intercooler pipe|silicone intake hose|silicone turbo pipe|turbo silicone hose|silicone straight coupler|straight silicone coupler|silicone hose coupler|silicone coupler hose|silicone hump coupler|silicone hump hose|silicone reducer hose|silicone reducer coupler|silicone elbow hose|silicone coolant hose|reinforced silicone rubber tube|reinforced silicone tube => 400931 400911:0.2 400932:0.2 ~ tubes pipes hoses vulcanised rubber reinforced combined only textile materials without fittings
intake hose|air intake hose|engine intake hose => 4009 400931:0.5 400911:0.4 400921:0.2 ~ tubes pipes hoses vulcanised rubber
`;
