/**
 * Corrections from the eighteenth pass's reports: phrases taken out of broader entries where the
 * broader code was wrong for them (format as in ../lexicon.ts).
 */
export const EXTRA_FIXES11_LEXICON = String.raw`
# ---- propylene copolymers have their own subheading
pp copolymer => 390230 ~ propylene copolymers primary forms
# ---- HS 2022 names phenobarbital in 2933.53; other barbiturates and their salts are 2933.54
phenobarbital => 293353 ~ phenobarbital barbituric acid derivatives
barbiturates => 2933 293353:0.5 293354:0.5 ~ derivatives malonylurea barbituric acid salts
# ---- 2931.41 names dimethyl methylphosphonate; ethephon is halogenated (2931.59)
dimethyl methylphosphonate|dmmp => 293141 ~ dimethyl methylphosphonate non-halogenated organo-phosphorus
ethephon => 293159 ~ halogenated organo-phosphorus derivatives other
# ---- bottle grades have a viscosity number of 78 ml/g or higher
bottle grade pet => 390761 ~ polyethylene terephthalate viscosity number 78 ml/g or higher
# ---- flat-woven and waffle towels are not terry towelling
waffle weave towel|peshtemal|hammam towel|hamam towel|fouta|fouta towel|huck towel => 630291 630293:0.4 630299:0.2 ~ toilet linen kitchen linen cotton other than terry
# ---- forged grinding balls are forged articles, not cast
forged steel balls => 732611 ~ grinding balls similar articles mills forged stamped
# ---- a fruit basket is a table or kitchen article of 7323
wire fruit basket => 732399 732620:0.3 ~ table kitchen household articles iron steel other
# ---- a standoff is a threaded article, not a screw, bolt or nut
brass hex standoff => 741539 ~ copper threaded articles other
# ---- boards and chips bought for their gold, without batteries
scrap pcb|scrap circuit boards|cpu scrap|ram scrap => 854929 854921:0.3 ~ electrical electronic waste scrap recovery precious metal other
# ---- polarising sheets are 9001.20, never optical fibre
polarizing film|polarizer sheet|polarizing filter sheet => 900120 ~ sheets plates polarising material
# ---- a mantel clock is not a wall clock
mantel clock mechanical => 910599 ~ clocks other
# ---- bare 'cuttings' stems to 'cut' and caught every cutting tool
plant cuttings|rooted cuttings|cuttings for planting => 060210 ~ unrooted cuttings slips
# ---- paper cups are containers made other than by moulding
paper cup machine => 844130 ~ machines making cartons boxes containers other than moulding
# ---- an empty tank is a part of the device
vape tank => 854390 ~ electronic cigarettes parts
# ---- line telephone sets are 8517.18, not smartphones
landline phone|desk phone|ip phone|voip phone => 851718 851711:0.6 ~ telephone sets other
# ---- tags, stickers and fobs are not cards: semiconductor media other than smart cards
nfc tag|nfc sticker|rfid tag|rfid key fob|rfid keyfob|rfid fob|rfid wristband|nfc wristband|rfid label|rfid sticker|uhf tag|uhf rfid tag|rfid inlay|nfc keychain|nfc coin|nfc chip|proximity fob|access fob|door entry fob|proximity tag|smart label => 852359 852352:0.3 ~ semiconductor media other
# ---- a starter solenoid is a part of a starter motor
starter solenoid => 851190 853641:0.2 ~ parts electrical ignition starting equipment
# ---- empty food tins are cans closed by soldering or crimping
empty tin cans => 731021 731029:0.4 ~ cans closed by soldering crimping capacity less than 50 l
# ---- expanded metal has its own subheading
expanded metal => 731450 761699:0.3 ~ expanded metal iron steel
# ---- dryers are 8419 before 8477 (chapter 84 note 2)
hopper dryer|plastic dryer hopper => 841939 847780:0.3 ~ dryers other
# ---- foggers are mostly not agricultural
fogger sprayer => 842489 842441:0.3 ~ mechanical appliances projecting dispersing spraying other
# ---- unmounted carbide blanks and inserts for tools
cemented carbide blank|tungsten carbide inserts blank => 820900 811300:0.3 ~ plates sticks tips tools unmounted cermets
# ---- cable clips are not fittings for furniture
cable clips|cable management clips => 392690 ~ articles plastics other
# ---- oxidised polyethylene wax is an artificial wax
ope wax => 340490 ~ artificial waxes prepared waxes other
# ---- metallocene LLDPE is an ethylene-alpha-olefin copolymer
mlldpe|metallocene polyethylene => 390140 390110:0.3 ~ ethylene alpha-olefin copolymers specific gravity less than 0.94
# ---- consumer dyes are put up for retail sale
fabric dye|tie dye kit|clothes dye => 321290 3204:0.3 ~ dyes colouring matter put up forms packings retail sale
# ---- shuttlecocks are other sports equipment, not rackets
badminton shuttlecock => 950699 ~ articles equipment sports other
# ---- a desk frame without its top is a furniture part
standing desk frame => 940399 940320:0.3 ~ furniture parts other
# ---- a bare hemp bag is usually a tote or handbag
hemp bag => 420222 630590:0.5 ~ handbags outer surface textile materials
# ---- paging receivers are other receiving apparatus
pager => 851769 851762:0.3 ~ machines reception conversion transmission voice images data other
cordless landline phone|cordless desk phone => 851711 ~ line telephone sets cordless handsets
# ---- synthetic diamonds and other synthetic stones have their own lines in 7104
synthetic diamond => 7104 710491:0.5 710421:0.4 ~ synthetic diamonds
synthetic corundum => 7104 710499:0.5 710429:0.4 ~ synthetic reconstructed stones other
# ---- lab-grown rough is diamond rough in trade
lab grown rough => 710421 710429:0.4 ~ synthetic diamonds unworked simply sawn roughly shaped
# ---- loose does not say drilled: worked or unworked decides
cultured pearls loose|loose freshwater pearls|akoya pearls loose => 7101 710122:0.6 710121:0.5 ~ pearls cultured
# ---- a bare corticosteroid name is the bulk substance (2937); 3004 needs doses or retail packing
clobetasol => 293722 300432:0.3 ~ halogenated derivatives corticosteroidal hormones
methylprednisolone => 293729 300432:0.3 ~ corticosteroid hormones derivatives other
# ---- plastic clips for vehicle trim are fittings for coachwork
trim clips|car trim clips|panel clips|bumper clips|fender clips|door panel clips|push retainer => 392630 392690:0.4 ~ fittings furniture coachwork plastics
# ---- briefcases are named in 4202.1x
laptop briefcase => 420212 420211:0.4 420292:0.3 ~ briefcases outer surface plastics textile materials
# ---- the tapestries sold under this name are printed fabric, not hand-woven (5805)
tapestry wall hanging => 630493 580500:0.3 ~ furnishing articles not knitted synthetic fibres
# ---- refractometers and light meters are instruments using optical radiation
brix meter|brix refractometer|honey refractometer|salinity refractometer|digital refractometer|wine refractometer|beer refractometer|coolant refractometer|urine refractometer|camera light meter => 902750 902789:0.3 ~ instruments apparatus using optical radiations ultraviolet visible infrared
# ---- an LCR meter measures inductance and capacitance
lcr meter => 903089 903033:0.3 ~ instruments apparatus measuring checking electrical quantities other
# ---- most tipping trailers are goods trailers, not agricultural
tipping trailer|dump trailer|tipper trailer => 871639 871620:0.4 ~ trailers semi-trailers transport goods other
# ---- a chain grate boiler is a complete boiler
chain grate boiler => 8402 840212:0.5 840219:0.5 ~ steam vapour generating boilers
# ---- rock drill rods are interchangeable rock-drilling tools
drill rods mining => 820719 843143:0.3 ~ interchangeable tools rock drilling earth boring
# ---- hand looms are not shuttleless power looms: 8446.10 (30 cm or less) or 8446.29
rigid heddle loom|table loom|floor loom|tapestry loom|inkle loom|frame loom|tablet weaving loom|handloom|hand loom|weaving frame => 8446 844629:0.6 844610:0.5 ~ weaving machines looms shuttle type other
air jet loom|water jet loom|rapier loom|projectile loom => 844630 ~ weaving machines looms width exceeding 30 cm shuttleless type
# ---- magnetic chucks are named in heading 8505
electro permanent magnetic chuck => 850590 846620:0.3 ~ electro-magnetic permanent magnet chucks clamps work holders
# ---- ink rollers carry no image: parts of printing machinery
anilox roller|printing roller => 844391 844250:0.2 ~ parts printing machinery
# ---- a DAB adapter has no sound reproducing apparatus
car dab|dab adapter car => 852729 852721:0.3 ~ radio-broadcast receivers motor vehicles other
# ---- machinery for isotopic separation
isotope separation plant => 840120 ~ machinery apparatus isotopic separation
# ---- wire thread inserts are threaded articles, not nuts
helicoil|thread repair insert => 731819 ~ threaded articles iron steel other
# ---- unrefined anodes for refining, or electroplating anodes (7419)
copper anode => 740200 741980:0.5 ~ copper unrefined anodes electrolytic refining
# ---- hinged clamshells are boxes for the conveyance or packing of goods
clamshell container => 392310 392390:0.4 ~ boxes cases crates plastics
# ---- shot is granules, not alloy-steel powder
cast steel shot => 720510 ~ granules pig iron spiegeleisen iron steel
# ---- diving suits are of neoprene faced with knitted fabric, like wetsuits
diving suit|dive suit|neoprene suit => 611300 401590:0.4 ~ garments knitted fabrics rubberised
# ---- children's activity books are children's picture, drawing or colouring books
activity book|sticker activity book => 490300 490199:0.4 ~ children's picture drawing colouring books
# ---- flyers are mostly trade advertising
flyer => 490110 491110:0.6 ~ printed matter single sheets leaflets trade advertising
# ---- waffle robes are mostly woven
waffle robe men => 6207 620791:0.6 620799:0.3 6107:0.3 ~ bathrobes dressing gowns men's
# ---- 2909.41 is diethylene glycol only
dipropylene glycol => 290949 290941:0.3 ~ ether-alcohols other
# ---- 2909.43/.44 are ethers of ethylene or diethylene glycol only
methoxypropanol|propylene glycol methyl ether|pgme => 290949 ~ ether-alcohols other
# ---- animal toilet preparations are 3307.90 (heading 3305 is for human hair)
pet shampoo|dog shampoo|horse shampoo => 330790 330510:0.3 ~ perfumery cosmetic toilet preparations other
# ---- PAC is a chloride hydroxide
polyaluminium chloride|polyaluminum chloride|pac flocculant => 282749 282732:0.3 ~ chloride oxides chloride hydroxides other
# ---- nose pads are parts of spectacle frames
nose pads glasses => 900390 ~ frames mountings spectacles parts
# ---- a slurry tanker spreads liquid manure
slurry tanker => 843241 843242:0.3 ~ manure spreaders fertiliser distributors
# ---- cloth inspection machines unwind and rewind fabric
fabric inspection machine => 845150 ~ machines reeling unreeling folding cutting pinking textile fabrics
# ---- the salts of formic acid are 2915.12
sodium formate|calcium formate|potassium formate => 291512 291511:0.3 ~ salts formic acid
# ---- 8544.11 is copper winding wire only
enameled aluminum wire => 854419 854411:0.3 ~ winding wire other
# ---- black mass is a shredded mixture, not batteries sorted by type
battery black mass => 854919 854913:0.3 ~ waste scrap primary cells batteries accumulators other
# ---- kitchen cabinets are kitchen furniture
kitchen cabinet => 9403 940340:0.6 940360:0.3 940320:0.3 ~ furniture kitchen
# ---- refiners and pulpers make pulp: their parts are 8439.91
refiner plate|pulper rotor|pulp refiner disc => 843991 843999:0.3 ~ parts machinery making pulp fibrous cellulosic material
`;
