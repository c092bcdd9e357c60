/**
 * Nineteenth-pass lexicon additions, written from the misses of a fifth independent set of noisy
 * listing titles and ruling texts for randomly drawn subheadings (written by other helpers, not
 * the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R19E_LEXICON = String.raw`
# ---- 84 rolling mills, lathes, metal-forming machine parts
plate mill|steckel mill|roughing mill|roughing mill stand => 845521 845522:0.2 ~ metal-rolling mills hot combination hot cold
vertical boring mill|vertical boring and turning mill|vertical turning mill|vertical turret lathe machine => 8458 845891 845899:0.6 ~ lathes other than horizontal
back gauge|back gauge assembly|backgauge system|back gauge system|press brake back gauge system|shear back gauge => 846694 ~ parts accessories machines heading 8462
rotary veneer lathe|spindleless veneer lathe|spindle less veneer lathe|veneer rotary lathe => 846596 ~ machine-tools working wood splitting slicing paring
# ---- 84 pneumatic tool parts
air motor vanes|air tool vanes|impact wrench vanes|rotor vanes air|air ratchet vanes|air impact wrench rotor|air tool repair kit => 846792 ~ parts pneumatic tools working hand
impact wrench rotor|hammer cage|hammer mechanism|impact wrench hammer|impact mechanism|twin hammer mechanism|pin clutch mechanism|impact wrench repair kit => 8467 846792 846799:0.6 ~ parts tools working hand pneumatic self-contained electric motor
# ---- 84 pick-and-place (8479) parts
smt nozzle|pick-up nozzle|pickup nozzle|vacuum pick-up nozzle|pick and place nozzle|placement nozzle|chip mounter nozzle|smt feeder|smt tape feeder|pick and place feeder|chip mounter feeder|tape feeder smt|smt spare parts|smt machine parts|pick and place parts => 847990 ~ parts machines mechanical appliances individual functions
chip mounter|smt placement machine|smt mounter|surface mount placement machine|component placement machine => 847989 ~ machines mechanical appliances individual functions other
# ---- 84 flat panel display manufacturing machines
polarizer attaching machine|polarizer laminating machine|polarizer bonding machine|polarizer sticking machine|fog bonding machine|cog bonding machine|fpc bonding machine|acf attaching machine|panel bonding machine => 848630 ~ machines apparatus manufacture flat panel displays
# ---- 85 photovoltaic generators (panels with regulating devices)
smart solar module|optimizer solar module|optimised solar module|solar optimizer module => 8501 850172 850171:0.6 854143:0.2 ~ photovoltaic dc generators
# ---- 85 transformers
pole mounted transformer|pole type transformer|pad mounted transformer|utility transformer|single phase distribution transformer => 850421 850422:0.4 ~ liquid dielectric transformers power handling capacity not exceeding 650 kva
# ---- 85 ignition/starting equipment, signalling
starter solenoid switch|starter motor solenoid|starter solenoid relay|solenoid starter switch => 851190 853649:0.2 ~ parts electrical ignition starting equipment
ebike horn|electronic bike bell|electronic bicycle bell|bicycle alarm horn|bike alarm horn|electric bicycle horn => 851230 ~ sound signalling equipment cycles
torch tail cap|flashlight spare parts|torch spare parts|flashlight head assembly => 851390 ~ parts portable electric lamps
# ---- 85 telephones, pagers
ip desk phone|sip desk phone|ip telephone|voip telephone|sip telephone|enterprise ip phone|poe ip phone|corded desk phone|analog desk phone|caller id telephone => 851718 851711:0.2 ~ telephone sets other
pager receiver|alphanumeric pager|numeric pager|radio pager|pocsag pager|paging receiver|vibrating pager => 851769 ~ reception apparatus radio pagers other
# ---- 85 signs, connectors, protection, plating
scrolling message sign|moving message sign|led moving sign|moving message display|scrolling message display|led message display => 853120 ~ indicator panels incorporating light-emitting diodes
separable tee connector|deadbreak elbow|dead break elbow|deadbreak tee connector|screened separable connector|t-body connector|load break elbow connector => 853590 ~ apparatus making connections voltage exceeding 1000 volts
plating unit|electroplating unit|plating pen machine|jewelry plating unit|electrolytic plating unit => 854330 ~ machines apparatus electroplating electrolysis electrophoresis
# ---- 85 electrical waste and scrap
scrap lithium ion batteries|scrap li-ion batteries|li-ion battery waste|lithium battery waste|waste lithium ion batteries|spent lithium ion cells => 854913 854914:0.4 ~ waste scrap electric accumulators sorted chemical type not containing lead cadmium mercury
low grade pcb scrap|low grade board scrap|low grade circuit board scrap|power supply board scrap => 854939 854931:0.3 854929:0.2 ~ waste scrap electrical electronic assemblies printed circuit boards other than recovery precious metal
# ---- 87 vehicles
electric terminal tractor|electric yard truck|electric yard tractor|electric port tractor|battery tractor head|electric tractor truck|electric semi truck head => 870124 ~ road tractors semi-trailers only electric motor propulsion
fuel cell car|hydrogen fuel cell car|fcev|fuel cell suv|fuel cell electric suv|hydrogen suv|fuel cell sedan|fuel cell passenger car|hydrogen powered car|fuel cell electric car => 870380 ~ vehicles only electric motor propulsion
`;
