/** The landed-cost data entities (datasets, tariff lines, HS nomenclature, FX rates, VAT rates). */
import { Dataset } from './dataset.js';
import { FxRate } from './fx-rate.js';
import { HsNomenclatureRow } from './tariff-hs.js';
import { TariffLineRow } from './tariff-line.js';
import { VatRateRow } from './vat-rate.js';

export { Dataset, FxRate, HsNomenclatureRow, TariffLineRow, VatRateRow };
export const tariffDataEntities = [Dataset, TariffLineRow, HsNomenclatureRow, FxRate, VatRateRow];
