/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19F_LEXICON = String.raw`
# ---- 87 agricultural self-loading trailers
bale wagon|self loading bale wagon|automatic bale wagon|bale collecting wagon|bale stacker wagon|self loading bale trailer => 871620 871639:0.3 ~ trailers self-loading self-unloading agricultural purposes
# ---- 90 spectacle lenses
light blocking lenses|light blocking lens|resin spectacle lenses|resin eyeglass lenses|prescription resin lenses|cr39 lenses => 900150 900140:0.2 ~ spectacle lenses unmounted materials other than glass
# ---- 90 cameras for underwater use, flash apparatus, cine projectors
disposable waterproof camera|underwater single use camera|waterproof single use camera|single use underwater camera|single use waterproof camera => 900630 900653:0.2 ~ cameras specially designed underwater use
magnesium flash lamp|magnesium flash gun|flash powder lamp|flash powder gun|flash powder pan|magnesium flash pan => 900669 ~ photographic flashlight apparatus other
cinematographic projector|sound film projector|optical sound projector|super8 projector|cine film projector => 900720 ~ cinematographic projectors
# ---- 90 microscope parts
microscope focus knob|microscope focusing knob|coarse focus knob|fine focus knob|microscope focusing block|microscope coarse focus => 901190 ~ parts accessories compound optical microscopes
# ---- 90 dental drill engines
dental electric micromotor|electric dental micromotor|brushless dental micromotor|dental brushless micromotor|internal spray micromotor|dental led micromotor => 901841 ~ dental drill engines
# ---- 90 x-ray apparatus
radiographic testing machine|radiographic testing equipment|radiographic inspection machine|industrial radiography equipment|xray luggage scanner|xray parcel scanner|luggage xray scanner => 902219 ~ apparatus based use x-rays other than medical
# ---- 91 hand-wound chronographs
hand wound chronograph|manual wind chronograph|hand wind chronograph => 910229 910221:0.2 ~ wrist-watches other than automatic winding
# ---- 94 seats, furniture, parts
leather bar stool|leather barstool|velvet bar stool|velvet barstool|padded bar stool|padded barstool|upholstered barstool|cushioned bar stool => 940171 940139:0.4 940161:0.3 ~ seats metal frames upholstered
kitchen cupboard|microwave cabinet => 9403 940340:0.7 940320:0.3 940370:0.2 ~ wooden furniture kitchen
sit stand desk frame|electric desk frame|height adjustable desk frame|standing desk base => 940399 940320:0.2 ~ parts furniture
incandescent christmas lights|incandescent string lights|incandescent mini lights|miniature incandescent lights|incandescent light string|incandescent fairy lights => 940539 ~ lighting strings christmas trees other
polycarbonate lampshade|polycarbonate lamp cover|polycarbonate diffuser|polycarbonate light cover|acrylic light cover => 940592 ~ parts lamps lighting fittings plastics
# ---- 95 sports, playground, amusements
feather shuttles|goose feather shuttlecocks => 950699 ~ articles equipment sports badminton
backyard playset|backyard play set|outdoor play set => 950699 950691:0.3 ~ equipment outdoor games playground
motion theater|motion cinema|dynamic cinema seats|xd theater|motion simulator seats => 950824 ~ motion simulators moving theatres
rafting ride|river rafting ride|spinning raft ride => 950825 ~ water rides
# ---- 96 pen and pencil sets
pen and mechanical pencil set|ballpoint pen and pencil set|ballpoint and mechanical pencil set|fountain pen and rollerball set|fountain pen and ballpoint set => 960850 ~ sets articles two more foregoing subheadings
`;
