import type { Classifier } from '../classify/index.js';
import type { LandedCostDataSource } from '../landed-cost/index.js';

/** What shipment creation needs from the outside world. */
export interface ShipmentDeps {
  /** Current classifier (rebuilt when tariff data changes, so it is fetched per call). */
  classifier(): Classifier;
  landedCost: LandedCostDataSource;
  /** Base of payment links: `{payUrl}/{token}/pay`. */
  payUrl: string;
  now?: () => Date;
}
