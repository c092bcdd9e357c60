/**
 * Twenty-third-pass lexicon additions, written from the misses of a ninth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R23E_LEXICON = String.raw`
# ---- 82 cutlery plated with precious metal
gold plated coffee spoon|gold plated dessert spoon|gold plated tablespoon|gold plated soup spoon|gold plated stirring spoon|gold plated dinner fork|gold plated cake fork|gold plated butter knife => 821591 821520:0.2 ~ spoons forks ladles plated precious metal
# ---- 83 identification plates
identification plate|machinery nameplate|asset tag plate => 831000 ~ sign-plates name-plates similar plates base metal
# ---- 84 turbofans
turbofan aircraft engine|aircraft turbofan engine|turbofan aero engine => 841112 841111:0.3 ~ turbo-jets thrust exceeding 25 kn
# ---- 84 air conditioning fan coils
fancoil|fancoil unit|fan coil|ducted fan coil|ceiling fan coil|chilled water fan coil|cassette fan coil|hydronic fan coil unit => 841583 ~ air conditioning machines not incorporating refrigerating unit
# ---- 84 solar water heaters and heat exchanger parts
solar water heating system|solar hot water system|solar boiler|split solar water heater|pressurized solar water heater|compact solar water heater|thermosiphon solar water heater => 841912 ~ solar water heaters
heat exchanger tube bundle|exchanger tube bundle|heat exchanger core|heat exchanger bundle|heat transfer plate|plate heat exchanger gasket plate => 841990 ~ parts machinery plant change temperature heat exchange units
# ---- 84 paper and pulp machinery
tissue paper making machine|crescent former|paper production line => 843920 ~ machinery making paper paperboard
refiner disc|refiner segment|refiner plate segment|double disc refiner plate|disc refiner plate|pulper blade|pulper impeller|hydrapulper rotor|pulper rotor blade => 843991 843999:0.2 ~ parts machinery making pulp fibrous cellulosic material
# ---- 84 textile winding parts
grooved drum|traverse drum|winding grooved drum|autoconer splicer => 844839 ~ parts accessories machines heading 8445
# ---- 84 machine tools
electrolytic deburring machine|electrochemical deburring machine|ecm deburring machine|electrochemical machining machine|electron beam drilling machine|ebm drilling machine|electron beam drilling => 845690 ~ machine-tools working material removal electro-chemical electron beam processes
pneumatic punch press|air press machine|air punch press|pneumatic stamping press|pneumatic riveting press|pneumatic punching machine => 846269 ~ presses working metal other
stone carving machine|stone router|granite engraving machine|marble engraving machine|tombstone engraving machine|stone engraver|stone carving router|stone milling machine => 846490 ~ machine-tools working stone ceramics concrete other
# ---- 85 rfid
radio frequency identification tag|rfid transponder tag => 852359 ~ semiconductor media other
# ---- 85 traffic signalling
crosswalk light|crosswalk signal|crosswalk beacon|pedestrian crossing signal|school zone beacon|school zone flashing light|solar flashing beacon|road warning beacon => 853080 853180:0.2 ~ electrical signalling safety traffic control equipment roads
# ---- 85 indicator panels
nurse call display|nurse call display panel|calling display board|ward display panel => 853120 853180:0.3 ~ indicator panels incorporating liquid crystal devices light-emitting diodes
`;
