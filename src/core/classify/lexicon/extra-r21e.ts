/**
 * Twenty-first-pass lexicon additions, written from the misses of a seventh independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R21E_LEXICON = String.raw`
# ---- 84.01 nuclear fuel elements
fuel assembly|reactor fuel assembly|pwr fuel assembly|bwr fuel assembly|reactor fuel element|research reactor fuel|unirradiated fuel assembly => 840130 840140:0.2 ~ fuel elements cartridges non-irradiated nuclear reactors
# ---- 84.16 burners, grates
forced draught gas burner|gas power burner => 841620 841610:0.3 ~ furnace burners gas other including combination burners
moving grate|reciprocating grate|chain grate stoker|travelling grate|ash discharger|mechanical ash discharger|furnace grate mechanical => 841630 ~ mechanical stokers mechanical grates mechanical ash dischargers
# ---- 84.21 spin dryers
centrifugal clothes dryer|clothes spinner|laundry spin dryer|spin drier => 842112 ~ centrifuges clothes-dryers
# ---- 84.22 container washers
gallon bucket washing machine|barrel washing machine|barrel washer|gallon barrel washer|gallon bottle washer|gallon bucket washer => 842220 ~ machinery cleaning drying bottles other containers
# ---- 84.30 earth machinery, not self-propelled
trencher attachment|skid steer trencher|tractor trencher|pto trencher => 843069 843149:0.2 ~ machinery excavating earth not self-propelled trenchers
earth scraper|pull type scraper|tow behind earth scraper|dirt pan|towed scraper|carryall scraper => 843069 842930:0.3 ~ scraping excavating machinery earth not self-propelled
# ---- 84.31 conveyor parts
troughing idler|carrying idler|idler roller conveyor|conveyor carrying roller|conveyor return roller => 843139 ~ parts machinery heading 8428
# ---- 84.38 commercial meat machinery
industrial meat mincer|butcher meat grinder => 843850 ~ machinery industrial preparation meat
# ---- 84.42 plate making
plate setter|ctp plate setter|thermal plate setter|thermal ctp|photosensitive stamp machine|photopolymer plate making machine => 844230 ~ machinery preparing making plates printing components
# ---- 84.43 printing machine parts
press gripper|offset press spare parts|ink roller printing press => 844391 844399:0.2 ~ parts printing machinery heading 8443
# ---- 84.51 textile finishing
knife over roll coater|fabric coating line|textile coating line => 845180 ~ machinery coating impregnating textile fabrics
# ---- 84.59-84.61 machine tools
manual boring machine => 8459 845949:0.6 845941:0.3 845939:0.2 ~ boring machines other
drill grinder|twist drill grinder => 846039 846031:0.2 ~ sharpening tool cutter grinding machines
shaper machine|mechanical shaper|keyway slotting machine => 846120 ~ shaping slotting machines
hydraulic planer metal|metal planer machine => 846190 ~ machine-tools planing removing metal
# ---- 84.65 wood machining centres
cnc router machining center|router machining center|wood cnc machining center|woodworking cnc machining center => 846520 ~ machining centres working wood
# ---- 84.71 systems
desktop computer system|desktop computer full set|computer full set => 847149 ~ automatic data processing machines presented form systems
# ---- 84.87 machinery parts n.e.s.
hand wheel|handwheel|machine handwheel|machine hand wheel => 848790 848190:0.2 ~ machinery parts not containing electrical connectors
# ---- 85.03 motor parts
end shield|motor end shield|end bell|motor end bell|motor end bracket => 850300 ~ parts machines headings 8501 8502
# ---- 85.05 electromagnets
electro magnet|holding electromagnet|solenoid electromagnet|dc electromagnet|electric holding magnet => 850590 ~ electro-magnets
# ---- 85.14 industrial ovens
infrared curing oven|infrared lamp tunnel oven|ir lamp oven|ir curing oven|infrared tunnel oven|ir tunnel oven|infrared drying oven|infrared heating furnace|industrial infrared oven|ir drying tunnel => 851439 ~ industrial furnaces ovens other
# ---- 85.27 car radios without player
car radio tuner|car am fm receiver|dab car radio adapter|car digital radio adapter => 852729 852721:0.2 ~ radio-broadcast receivers motor vehicles not combined sound recording reproducing
`;
