/**
 * Entries of the sixteenth pass: product words that the families written for it (snacks, vests,
 * screens, pipe fittings, watch parts, parts sold for a named machine, meters) showed missing or
 * read as other goods; format as in ../lexicon.ts.
 */
export const EXTRA_FIXES13_LEXICON = String.raw`
# ---- vegetable crisps name the vegetable: potato crisps are 2005.20, the others go with their vegetable
okra chips|okra crisps|onion crisps|onion chips|carrot chips|carrot crisps|beetroot crisps|beetroot chips|beet chips|kale chips|parsnip crisps|parsnip chips|pumpkin chips|green bean chips|green bean crisps|lotus root chips|vacuum fried vegetables|vacuum fried vegetable chips|mixed vegetable crisps => 200599 ~ vegetables prepared preserved not frozen
tomato crisps|tomato chips => 200210 ~ tomatoes prepared preserved whole pieces
mushroom chips|mushroom crisps|shiitake chips|shiitake crisps => 200390 ~ mushrooms prepared preserved
# ---- a tee among pipes is a fitting, not a T-shirt
slip tee|slip tees|pipe tee|pipe tees|tee fitting|tee fittings|tee joint|tee connector|socket tee|branch tee|barbed tee|hose tee => 7307 730799:0.3 730792:0.3 391740:0.5 741220:0.4 ~ tube pipe fittings
# ---- the brewing unit of an espresso machine is a part of the coffee maker
brew group|brew unit => 851690 ~ parts electro-thermic coffee makers
# ---- auto-darkening welding filters are liquid crystal devices
auto darkening filter|auto darkening welding filter|auto darkening lens|auto darkening cartridge|auto darkening welding lens|welding filter cartridge => 901380 ~ liquid crystal devices
`;
