/**
 * Tenth-pass lexicon additions, written like the eighth and ninth passes from marketplace- and
 * ruling-style descriptions of a third random sample of HS subheadings (weighted towards the goods
 * parcels carry), without looking at any labelled data; format as in ../lexicon.ts.
 */
export const EXTRA_R10C_LEXICON = String.raw`
# ---- 25 mica
mica scrap|mica waste|mica offcuts|mica trimmings|scrap mica => 252530 ~ mica waste
# ---- 27 waste oils, mineral waxes
waste lubricating oil|waste lube oil|drained crankcase oil|waste motor oil|waste hydraulic oil|waste transformer oil => 271099 271091:0.2 ~ waste oils petroleum not containing polychlorinated biphenyls
# ---- 29 organic chemicals
binapacryl => 291616 ~ unsaturated monocarboxylic acids binapacryl
anpp|anilino phenethylpiperidine => 293336 293339:0.2 ~ heterocyclic compounds unfused pyridine ring anilino-N-phenethylpiperidine
# ---- 34 PEG waxes
polyethylene glycol flakes|peg flakes|polyethylene glycol wax|solid polyethylene glycol => 340420 390729:0.3 ~ artificial waxes polyethylene glycol
# ---- 39 cellulose derivative sheets
cellulose acetate film|cellulose acetate plate|optical acetate sheet|eyewear acetate sheet|spectacle frame acetate|acetate block eyewear => 392073 ~ plates sheets film cellulose acetate non-cellular
cellulose acetate butyrate sheet|cab plastic sheet|cellulose propionate sheet|ethyl cellulose film|vulcanized fibre board|vulcanised fibreboard|vulcanized fiberboard => 392079 ~ plates sheets film cellulose derivatives vulcanised fibre
# ---- 43 furskins
fur cuttings|fur offcuts|mink paws|fox paws|fur paws|fox tails loose => 430220 ~ furskins tanned dressed heads tails paws pieces cuttings not assembled
fur panel|mink fur plate|fox fur plate|rabbit fur plate|assembled furskins|sewn fur skins|fur crosses => 430230 ~ furskins tanned dressed whole skins pieces cuttings assembled
# ---- 44 tropical wood doors
teak door|teak wood door|meranti door|mahogany door|mahogany wood door|sapele door|merbau door|iroko door|tropical wood door|tropical hardwood door => 441821 441829:0.2 ~ doors frames thresholds tropical wood
# ---- 48 sulphite paper
sulphite paper|sulfite paper|sulfite wrapping paper|mg sulphite paper|mg sulfite paper|machine glazed sulphite|bleached sulphite paper => 480530 ~ sulphite wrapping paper uncoated rolls sheets
# ---- 56 coated felt
sticky back felt|adhesive backed felt|felt with adhesive backing|coated felt|pvc coated felt|laminated felt|foil laminated felt|rubberized felt|impregnated felt|bitumen free roofing felt => 560290 560210:0.3 ~ felt impregnated coated covered laminated
# ---- 63 sacks of other textiles
hemp sack|linen sack|flax sack|ramie sack => 630590 ~ sacks bags packing goods textile materials other than jute cotton man-made
# ---- 64 leather toe-loop sandals
toe loop sandal|toe loop leather sandals|toe ring sandals|kolhapuri|kolhapuri chappal|kolhapuri sandals|leather chappal => 640320 640399:0.3 ~ footwear outer soles leather uppers leather straps across instep around big toe
# ---- 70 glass
solid glass balls|glass grinding balls|glass grinding media|precision glass balls|borosilicate glass balls|soda lime glass balls|glass check ball|glass valve balls => 700210 ~ glass unworked balls
wired cast glass|wired rolled glass|wire mesh glass|figured wired glass|wired figured glass|wired patterned glass => 700320 700530:0.3 ~ cast rolled glass wired sheets
glass lens pressing|lens pressings|ophthalmic glass blank|rough lens blank|rough glass lens blank|unground lens blank|mineral glass lens blank => 701510 900150:0.2 ~ glasses corrective spectacles curved not optically worked
laid scrim|fiberglass laid scrim|glass fiber scrim|fiberglass scrim|glass scrim|nonwoven glass scrim|fiberglass grid chemically bonded => 701973 701966:0.2 ~ glass fibres chemically bonded open fabrics
# ---- 71 diamonds
unsorted diamonds|unsorted rough diamonds|unsorted diamond parcel|run of mine diamonds => 710210 ~ diamonds unsorted
# ---- 72-74 steel semi-finished, pipes, cupronickel tube
round billet|round steel billet|round bloom|round cast billet|round cc billet => 720719 720720:0.4 722490:0.2 ~ semi-finished products non-alloy steel other than rectangular square cross-section
duplex line pipe|seamless stainless line pipe => 730411 730611:0.3 ~ line pipe oil gas pipelines stainless steel seamless
erw line pipe|hfw line pipe|welded line pipe|erw steel line pipe|welded steel line pipe => 730619 730511:0.3 ~ line pipe oil gas pipelines welded not seamless
erw casing pipe|welded casing pipe|welded oil well tubing => 730629 730520:0.3 ~ casing tubing drilling oil gas welded not seamless
conductor casing|conductor pipe casing|lsaw casing|large diameter casing pipe => 730520 730429:0.3 ~ casing drilling oil gas welded external diameter exceeding 406.4 mm
cupronickel pipe|copper nickel pipe|cuni pipe|nickel silver tube => 741122 ~ tubes pipes copper-nickel base alloys cupro-nickel nickel silver
# ---- 84 boilers, turbines, furnaces
surface condenser|steam surface condenser|turbine condenser|steam turbine condenser|exhaust steam condenser => 840420 ~ condensers steam vapour power units
soot blower lance|sootblower lance|soot blower parts|sootblower parts|economizer coil|economiser coil|economizer tubes|economiser tubes|superheater coil|superheater tubes|superheater panel|reheater coil|boiler auxiliary parts => 840490 840410:0.3 ~ parts auxiliary plant boilers economisers super-heaters soot removers
pelton wheel => 8410 841011:0.4 841012:0.4 841013:0.4 ~ hydraulic turbines water wheels
industrial gas turbine|aeroderivative gas turbine|heavy duty gas turbine|gas turbine package => 841182 841181:0.4 ~ gas turbines power exceeding 5000 kW
jet engine turbine blade|jet engine blade|jet engine compressor blade|aircraft engine blade|turbofan blade|turbofan fan blade|aero engine blade|hpt blade|lpt blade|turbofan engine parts|jet engine parts => 841191 ~ parts turbo-jets turbo-propellers
gas turbine blade|gas turbine bucket|gas turbine nozzle|combustion liner|transition piece gas turbine|gas turbine parts|gas turbine spare parts|gas turbine rotor blade => 841199 841191:0.2 ~ parts gas turbines
gas fired kiln|lpg kiln|gas fired heat treatment furnace|gas heat treating furnace|medical waste incinerator|animal incinerator => 841780 ~ industrial laboratory furnaces ovens non-electric incinerators
evacuated tube|solar vacuum tube|solar collector tube|solar water heater tube|solar heater tube|heat pipe vacuum tube => 841990 ~ parts machinery plant change of temperature solar water heaters
heat exchanger plate|phe plate|plate heat exchanger plates => 841990 ~ parts heat exchange units
# ---- 84 conveyors, earth-moving, paper, printing, laundry
armoured face conveyor|underground conveyor|underground belt conveyor|mining belt conveyor|coal mine conveyor|flameproof conveyor|underground mining conveyor => 842831 842833:0.3 ~ continuous-action elevators conveyors underground use
wheel dozer|wheel bulldozer|rubber tyred dozer|rubber tired dozer|tire dozer => 842919 ~ bulldozers angledozers self-propelled other than track laying
surface miner|surface mining machine|chain trenching machine|pipeline trencher|rock trencher => 843050 843069:0.3 ~ machinery earth minerals ores self-propelled
flexo plate making machine|platemaker|plate maker machine|photopolymer plate processor|flexo plate processor|offset plate processor|plate developing machine|ctp plate processor => 844230 ~ machinery preparing making printing plates
letterpress label press|letterpress label printing machine|reel fed letterpress|roll to roll letterpress|label letterpress => 844314 ~ letterpress printing machinery reel-fed
folding washing machine|mini washer|portable clothes washer => 845019 845011:0.3 ~ household laundry-type washing machines not fully-automatic
# ---- 84 metal working
rebar rolling mill|wire rod mill|wire rod rolling mill|rebar mill|bar rolling mill|section rolling mill => 845521 845522:0.2 ~ metal-rolling mills hot combination hot cold
cnc drilling machine|cnc drill press|cnc beam drilling|beam drilling line|cnc plate drilling|cnc flange drilling|cnc drilling center => 845921 845929:0.3 ~ machine-tools drilling removing metal numerically controlled
cnc shearing machine|cnc guillotine shear|cnc shear|cnc swing beam shear|cnc hydraulic shear|cnc plate shear => 846233 846239:0.2 ~ shearing machines flat products numerically controlled
nail gun parts|nailer parts|nail gun driver blade|nailer driver blade|nail gun rebuild kit|nailer rebuild kit|air tool rebuild kit|air impact anvil|air ratchet parts|air hammer parts|air hammer retainer => 846792 ~ tools working hand pneumatic parts
flame brazing machine|automatic brazing machine|rotary brazing machine|gas soldering machine|oxy acetylene brazing machine => 846880 846820:0.3 ~ machinery apparatus soldering brazing welding gas-operated
# ---- 84 computers, glass machinery, moulds
optical fiber drawing tower|preform lathe|mcvd lathe|optical preform machine => 847521 ~ machines making optical fibres preforms
sinker mold|fishing sinker mold|jig head mold|jig mold|lead casting mold|bullet mold|lead mold|gravity casting mold|gravity die casting mould => 848049 ~ moulds metal other than injection compression types
# ---- 85 electrical
photovoltaic generator|pv generator|photovoltaic dc generator => 8501 850172:0.6 850171:0.3 ~ generators photovoltaic DC
cast resin transformer|cast resin dry type transformer|epoxy resin transformer|dry type power transformer => 8504 850434:0.5 850433:0.5 ~ transformers other than liquid dielectric power handling capacity
entry phone|door entry phone|door entry system|doorphone|door intercom|apartment intercom|audio door phone => 851769 851762:0.3 ~ apparatus transmission reception voice images entry-phone systems
nicd battery scrap|spent nicd batteries|waste nicd batteries|nickel cadmium battery scrap|spent nickel cadmium batteries|waste nickel cadmium batteries|spent mercury batteries|mercury battery waste => 854912 ~ waste scrap primary cells batteries accumulators containing lead cadmium mercury
scrap mobile phones|scrap phones|mobile phone scrap|scrap cell phones|scrap laptops with batteries => 854921 854931:0.3 ~ electrical electronic waste scrap recovery precious metal containing batteries
mercuric oxide battery|mercuric oxide cell|mercury cell battery => 850630 ~ primary cells batteries mercuric oxide
wagon buffer|railway wagon buffer|side buffer railway|coupler knuckle|aar coupler => 860730 ~ railway rolling stock hooks coupling devices buffers
# ---- 87 vehicles
electric tractor unit|electric semi truck|electric tractor head|electric prime mover|battery electric tractor unit|electric semi tractor|electric truck tractor => 870124 ~ road tractors semi-trailers only electric motor propulsion
rubber track tractor => 870130 ~ tractors track-laying
diesel hybrid|diesel hybrid car|diesel mild hybrid|mild hybrid diesel|diesel electric hybrid|hybrid diesel|diesel hybrid suv => 870350 870360:0.2 ~ vehicles compression-ignition engine electric motor not plug-in
# ---- 90 instruments
teletherapy unit|cobalt teletherapy|hdr afterloader|afterloader|gamma radiotherapy|cobalt therapy unit => 902221 ~ apparatus alpha beta gamma ionising radiations medical
tensile grips|tensile test grips|tensile tester grips|wedge grips|utm grips|testing machine grips|rockwell indenter|diamond indenter|brinell indenter|hardness tester indenter|hardness test block => 902490 ~ parts accessories machines testing hardness strength materials
# ---- 91 watches
unassembled watch movement|watch movement kit|movement parts set|unassembled movement|watch movement set unassembled => 911011 910811:0.2 ~ watches complete movements unassembled partly assembled movement sets
# ---- 94 luminaires
metal halide fixture|metal halide grow light|hps grow light|hid grow light|hps fixture|double ended hps|cmh grow light|ceramic metal halide fixture|halogen floodlight|halogen work light|halogen flood light|halogen spotlight fixture|metal halide floodlight|sodium high bay => 940549 ~ luminaires lighting fittings electric other than light-emitting diode
glass neon sign|real neon sign|glass neon|handmade glass neon|glass tube neon sign => 940569 940561:0.2 ~ illuminated signs name-plates other than light-emitting diode
# ---- additions for related goods of the sampled subheadings
diamonds unsorted => 710210 ~ diamonds unsorted
meranti wood door|sapele wood door|teak main door|teak entrance door|teak front door|mahogany front door|mahogany entrance door => 441821 441829:0.2 ~ doors frames thresholds tropical wood
epigallocatechin gallate|dihydroquercetin|taxifolin|naringenin|hesperetin|genistein|daidzein => 293299 ~ heterocyclic compounds oxygen hetero-atom only
guitar amp tube|tube amp tubes|matched pair tubes|matched quad tubes|valve amp tubes => 854081 ~ thermionic valves tubes receiver amplifier
capping machine parts|labeling machine parts|filling machine parts|bottle filling machine parts|capping chuck|heat sealing jaw|sealing jaws => 842290 ~ parts machinery filling closing sealing labelling bottles cans
turntable platter|turntable parts|record player parts|cassette player parts|cassette deck parts|cd player laser|cd laser pickup => 852290 ~ parts accessories sound recording reproducing apparatus
ampules|glass ampules => 701010 ~ glass ampoules conveyance packing goods
man made diamond => 710491 710421:0.3 ~ synthetic reconstructed stones diamonds worked
linen tow|scutching tow|scutched flax tow => 530130 ~ flax tow waste
tissue lame|lame tissue => 580900 ~ woven fabrics metal thread metallised yarn
sisal cord|sisal rope twisted => 560729 ~ twine cordage ropes sisal agave
neoprene chips|neoprene raw rubber|polychloroprene chips => 400249 ~ synthetic rubber chloroprene primary forms
polybutadiene => 400220 ~ synthetic rubber butadiene primary forms
`;
