/**
 * Twenty-second-pass lexicon additions, written from the misses of an eighth independent set of
 * long, keyword-stuffed listing titles and ruling texts for randomly drawn subheadings (written
 * by other helpers, not the labelled data); format as in ../lexicon.ts.
 */
export const EXTRA_R22F_LEXICON = String.raw`
# ---- 87 hybrid vehicles
self charging hybrid|full hybrid|hybrid sedan|hybrid suv|hybrid electric vehicle|gasoline hybrid|petrol hybrid => 870340 870360:0.3 ~ vehicles spark-ignition internal combustion electric motor propulsion
# ---- 90 optical, navigational, surveying, radiation, testing instruments
microscope phone adapter|microscope smartphone adapter|microscope eyepiece adapter => 901190 ~ parts accessories compound optical microscopes
fish finder transducer|transom mount transducer|transom transducer|sonar transducer|echo sounder transducer|through hull transducer => 901490 ~ parts accessories navigational instruments echo sounding
compass gimbal|compass bezel|compass gimbal bracket => 901490 ~ parts accessories navigational instruments compasses
water current meter|river current meter|propeller current meter|hydrological current meter|flow current meter river => 901580 ~ hydrographic hydrological instruments appliances
anti scatter grid|antiscatter grid|radiography grid|bucky grid => 902290 ~ parts accessories apparatus based on x-rays grids
dental sensor holder|xray sensor holder|dental sensor positioner|xray film positioner|dental film holder|periapical film holder => 902290 ~ parts accessories apparatus x-rays dental
four point probe|four probe tester|sheet resistance tester|sheet resistance meter|wafer resistivity tester => 903082 ~ instruments measuring checking semiconductor wafers devices
time domain reflectometer|power cable fault locator|cable fault finder => 903089 903084:0.5 903040:0.3 ~ instruments measuring checking electrical quantities
# ---- 94 lighting
metal halide light fixture|metal halide high bay|hid high bay => 940549 ~ electric luminaires lighting fittings other
`;
