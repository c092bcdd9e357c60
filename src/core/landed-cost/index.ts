/**
 * Landed-cost engine: public API.
 *   calculateLandedCost(req, data) — pure, deterministic.
 *   demoDataSource() — in-memory data over the demo dataset.
 */
export { calculateLandedCost, ENGINE_VERSION } from './calculate.js';
export { feeRuleSchema } from './types.js';
export type {
  FeeRule,
  LandedCostRequest,
  LandedCostData,
  LandedCostResult,
  LandedCostDataSource,
  Explanation,
  ItemExplanation,
  FeeExplanation,
  ThresholdDecision,
  TariffLine,
  DatasetRef,
  TariffId,
} from './types.js';
export { demoDataSource, memoryDataSource, buildLandedCostData, htsToTariffLines, ukToTariffLines, OWN_TABLES } from './data-source.js';
export { demoData, DEMO_GOODS, DEMO_FX_DAYS } from './demo-data.js';
export { DEFAULT_THRESHOLDS, type ThresholdRule } from './thresholds.js';
export { destinationRule, SUPPORTED_DESTINATIONS, EU_MEMBERS, isDomestic } from './destinations.js';
export { findTariffLine } from './lookup.js';
export {
  LandedCostError,
  UnsupportedCurrencyError,
  NoExchangeRateError,
  InvalidAmountError,
  UnsupportedDestinationError,
  InvalidRequestError,
  DataFormatError,
} from '../money/errors.js';
