/**
 * Sixteenth-pass lexicon additions, written from the misses of a second independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R16D_LEXICON = String.raw`
# ---- 82 razor parts, plated cutlery
replacement razor handle|razor handle replacement|brass razor handle => 821290 ~ razors parts
silver plated cake server|silver plated pie server|silver plated serving spoon|silver plated serving fork => 821591 821510:0.3 ~ ladles cake-servers plated with precious metal not in sets
# ---- 83 ornaments plated with precious metal
gold plated statuette|silver plated ornament|gold plated horse statue|gold plated elephant statue => 830621 830629:0.3 ~ statuettes ornaments base metal plated with precious metal
# ---- 84 refrigerated display, filters, weights
refrigerated showcase|refrigerated display counter|display chiller|deli display counter|refrigerated deli case|meat display chiller|cake display chiller|refrigerated display showcase => 841850 841869:0.2 ~ refrigerating display counters showcases cabinets
water filter housing|ro filter housing|filter canister water|whole house filter housing|cartridge filter housing plastic => 842199 842121:0.3 ~ filtering machinery parts housing
filter press plate|recessed chamber filter plate|recessed filter plate|chamber filter plate|membrane filter plate => 842199 ~ parts filtering purifying machinery liquids
calibration weight set|scale weight set|test weight set|precision weight set|check weights|oiml weights => 842390 ~ weighing machine weights of all kinds
# ---- 84 paper machinery
disc refiner|double disc refiner|pulp digester|wood chip digester|pulping equipment => 843910 ~ machinery making pulp fibrous cellulosic material
creping blade|creping doctor blade|paper machine doctor blade|doctor blade paper machine|tissue machine doctor blade => 843999 820890:0.3 ~ parts machinery making finishing paper
handkerchief paper machine|handkerchief tissue machine|pocket tissue machine|handkerchief folding machine|serviette folding machine|tissue paper converting machine => 844180 ~ machinery making up paper pulp paper paperboard
# ---- 84 printing
rotogravure printing machine|rotogravure machine|gravure press|gravure printing press|rotogravure printing press => 844317 ~ gravure printing machinery
gravure printing cylinder|engraved printing cylinder|rotogravure cylinder|gravure roller|engraved gravure cylinder => 844250 ~ plates cylinders printing components
print scan copy|printer copier scanner|scanner copier printer => 844331 ~ machines perform two or more functions printing copying scanning
# ---- 84 textile machinery
drawframe|sliver drawing frame => 844513 ~ drawing roving machines textile
spinning pack assembly|spinning beam|spinning manifold => 844820 ~ parts machines extruding drawing texturing man-made textile
# ---- 84 calculating machines
mechanical calculator|mechanical adding machine|hand crank calculator|hand crank adding machine|pinwheel calculator|curta calculator|odhner calculator|mechanical calculating machine|manual adding machine => 847030 ~ calculating machines non-electronic
# ---- 84 moulds, semiconductor parts
concrete cube mould|cube test mould|concrete test mould|concrete specimen mould|kerb stone mould|block machine mould|brick machine mould|paver block mould => 848060 ~ moulds for mineral materials
electrostatic chuck|esc chuck|wafer end effector|end effector wafer|wafer fork|wafer handling fork|cmp polishing head|cmp head => 848690 ~ parts accessories machines manufacture semiconductor wafers
# ---- 85 cells, cameras, receivers, displays, resistors
mercury oxide battery|mercury oxide cell|mercury button cell => 850630 ~ primary cells batteries mercuric oxide
radiation resistant camera|radiation tolerant camera|radiation hardened camera|rad hard camera|radiation proof camera|gamma resistant camera|nuclear inspection camera|radiation tolerant television camera|radiation hardened television camera => 852582 ~ television cameras radiation-hardened radiation-tolerant
car radio cassette player|car cassette player|car cassette stereo|car cassette radio|cassette car stereo|car tape deck => 852721 ~ radio-broadcast receivers motor vehicles combined sound recording reproducing
lcd cell|liquid crystal cell|liquid crystal display cell|passive lcd => 852411 ~ flat panel display modules liquid crystals without drivers control circuits
cbb61|cbb60|cbb65|cbb61 capacitor|cbb60 capacitor|cbb65 capacitor => 853225 ~ fixed capacitors dielectric plastics
rheostat slider|rheostat wiper|rheostat contact|potentiometer wiper|rheostat parts|potentiometer parts => 853390 ~ resistors parts
bicycle rear light|bike rear light|bicycle front light|bike front light|bike tail lamp|bicycle tail lamp|bicycle taillight => 851210 ~ lighting visual signalling equipment bicycles
`;
