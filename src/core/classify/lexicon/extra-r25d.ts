/**
 * Twenty-fifth-pass lexicon additions, written from the misses of independent sets of
 * B2B, food and materials offers written product-first (written by other helpers, not the
 * labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R25D_LEXICON = String.raw`
# ---- 73 hose clamps of iron or steel
worm drive hose clamp|worm gear hose clamp|worm drive hose clip|hose clip|jubilee clip => 732690 ~ other articles of iron or steel
# ---- 83 coated welding electrodes
coated electrode|rutile electrode|mma electrode|e6013 electrode|e7018 electrode|cellulosic electrode => 831110 ~ coated electrodes of base metal for electric arc-welding
# ---- 84 hand pumps for liquids
rotary drum pump|rotary barrel pump|hand crank drum pump|hand crank barrel pump|hand rotary pump => 841320 ~ hand pumps for liquids
# ---- 84 pneumatic directional solenoid valves
single solenoid valve|double solenoid valve|single solenoid|double solenoid|directional solenoid valve|port solenoid valve => 848120 848180:0.3 ~ valves for oleohydraulic or pneumatic transmissions
# ---- 84 3D printer nozzles
mk8 nozzle|e3d nozzle|3d printing nozzle => 848590 847790:0.2 ~ parts of machines for additive manufacturing
# ---- 85 PLCs
plc cpu|compact plc|micro plc|mini plc => 853710 ~ boards panels equipped with apparatus for electric control voltage not exceeding 1000 V programmable controllers
# ---- 85 motorcycle / vehicle direction indicators
direction indicator|direction indicator lamp|direction indicator light|motorbike indicator|motorbike turn signal => 851220 ~ other lighting or visual signalling equipment motor vehicles
`;
