/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23F_LEXICON = String.raw`
# ---- 85 winding wire of aluminium, battery waste
aluminum magnet wire|aluminum winding wire|ccaw magnet wire|aluminum flat winding wire => 854419 854411:0.2 ~ winding wire insulated other than copper
lithium black mass|ncm black mass|lfp black mass|nmc black mass|recycled black mass => 854919 854913:0.3 ~ waste scrap primary cells batteries electric accumulators other
# ---- 87 road tractors, bodies
diesel electric tractor head|diesel hybrid tractor head|diesel electric prime mover|hybrid diesel tractor head|hybrid diesel semi truck => 870122 ~ road tractors semi-trailers compression-ignition internal combustion piston engine electric motor
dump truck body|tipper body|tipper truck body|dump body|truck dump body|truck dump box|tipper box|cargo box truck body|van body truck => 870790 ~ bodies motor vehicles headings 8701 8704
# ---- 90 telescopes, compasses, gauges, data loggers
vixen dovetail|vixen dovetail plate|losmandy dovetail|telescope dovetail|telescope rings|telescope counterweight => 900590 ~ parts accessories telescopes mountings
compass card|compass rose card|compass needle replacement => 901490 ~ parts accessories navigational instruments compasses
pressure gauge movement|manometer movement|gauge movement pressure => 902690 ~ parts accessories instruments measuring checking pressure
phase power logger|power quality recorder logger|power quality recorder|electrical data logger => 903039 903089:0.3 ~ instruments measuring voltage current power with recording device
# ---- 94 furniture, parts
kitchen base cabinet|base kitchen cabinet|shaker kitchen cabinet|kitchen wall cupboard|kitchen cabinet set => 940340 940320:0.3 940370:0.2 ~ wooden furniture kind used kitchen
butcher block tabletop|butcher block desktop|wooden desktop board|turned table legs|turned wooden legs|solid wood table legs => 940391 940399:0.2 ~ parts furniture wood
`;
