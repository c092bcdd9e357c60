import { z } from 'zod';
import type { EcbDay } from '../fx/ecb.js';
import type { FxTable } from '../fx/fx-table.js';
import type { ParsedRate } from '../tariff/rate.js';
import type { VatPeriod } from '../tax/vat-sources.js';
import type { HsVatRule } from '../tax/reduced-by-hs.js';
import type { TariffId } from './destinations.js';
import type { ThresholdRule } from './thresholds.js';

export type { TariffId } from './destinations.js';

const amountStr = z.string().regex(/^\d+(\.\d+)?$/, 'a non-negative decimal string');
const ccy = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');

/** A brand fee rule (fee schedule entry). */
export const feeRuleSchema = z
  .object({
    fee_type: z.enum(['CONSTANT', 'PERCENTAGE']),
    display_name: z.string().min(1).max(200),
    /** CONSTANT: the fixed amount, in `currency` (default: the shipment currency) */
    amount: amountStr.optional(),
    /** currency of `amount`, `minimum` and `maximum` (default: the shipment currency) */
    currency: ccy.optional(),
    /** PERCENTAGE: percent of `base` ("2.5" = 2.5%) */
    percent: amountStr.optional(),
    base: z.enum(['GOODS', 'DUTIES_AND_TAXES', 'GOODS_DUTIES_AND_TAXES']).optional(),
    minimum: amountStr.optional(),
    maximum: amountStr.optional(),
    is_visible: z.boolean().default(true),
  })
  .superRefine((f, ctx) => {
    if (f.fee_type === 'CONSTANT' && f.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'CONSTANT fee needs amount' });
    if (f.fee_type === 'PERCENTAGE' && f.percent === undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'PERCENTAGE fee needs percent' });
    if (f.minimum !== undefined && f.maximum !== undefined && Number(f.minimum) > Number(f.maximum))
      ctx.addIssue({ code: 'custom', path: ['minimum'], message: 'minimum exceeds maximum' });
  });

export type FeeRule = z.input<typeof feeRuleSchema>;

export interface LandedCostRequest {
  /** YYYY-MM-DD (UTC date of creation) */
  calculationDate: string;
  /** shipment currency (ISO 4217) */
  currency: string;
  /** consignee_country ISO2 */
  destination: string;
  /** sender_country ISO2 */
  origin: string;
  /** transport cost of the whole shipment to the destination (optional; default 0) */
  shipping?: { amount: string; currency: string };
  /** insurance of the whole shipment (optional; default 0) */
  insurance?: { amount: string; currency: string };
  items: Array<{
    description: string;
    /** value of ONE unit, in `currency` */
    declaredValue: string;
    currency: string;
    countryOfOrigin: string;
    quantity: number;
    /** 6 digits */
    hsCode: string;
    /** national tariff code (8–10 digits), may be null */
    importCode: string | null;
    /** gross weight of ONE unit in kg (optional; estimated when a specific duty needs it) */
    weightKg?: string;
  }>;
  fees: FeeRule[];
}

/** One line of a destination tariff, as plain data. */
export interface TariffLine {
  tariff: TariffId;
  /** digits; 4–10 (the project's tables may state heading level) */
  code: string;
  description: string;
  /** Ancestor descriptions in the schedule (US HTS indent hierarchy), outermost first, "; "-joined. */
  context?: string | null;
  /** third-country (MFN / general) rate text */
  general: string;
  /** parser for the rate texts: 'hts' (USITC) or 'uk' (UK/EU/own tables) */
  format: 'hts' | 'uk';
  /** pre-parsed general rate (optional: parsed on demand) */
  rate?: ParsedRate;
  /** US: Special column text */
  special?: string | null;
  /** US: Column 2 text */
  column2?: string | null;
  /** US: Additional Duties column text */
  additionalDuties?: string | null;
  /** preferential rates of the project's tables: origins that qualify and the rate text */
  preferences?: Array<{ program: string; origins: string[]; rate: string; source?: string }>;
  /** where the rate comes from */
  source: string;
  validFrom: string;
  validTo: string | null;
  datasetId: string;
  /** 'high' or 'indicative' (own tables: rate recalled from the schedule, to be verified) */
  confidence?: 'high' | 'indicative';
  note?: string;
}

export interface DatasetRef {
  id: string;
  kind: string;
  version: string;
  validFrom: string;
  checksum?: string | null;
  source: string;
}

/** Everything a calculation needs, preloaded as plain data. */
export interface LandedCostData {
  /** tariff lines per tariff (only those needed for the request is enough) */
  tariffs: Partial<Record<TariffId, TariffLine[]>>;
  /** VAT/GST periods of the destination countries */
  vat: VatPeriod[];
  /** HS-specific VAT rules (default: HS_VAT_RULES) */
  vatRules?: readonly HsVatRule[];
  /** ECB reference rates (per-EUR), as days or a prebuilt table */
  fx: EcbDay[] | FxTable;
  /** de minimis rules (default: DEFAULT_THRESHOLDS) */
  thresholds?: readonly ThresholdRule[];
  /** dataset versions the data came from (recorded in the explanation) */
  datasets: DatasetRef[];
  /** typical kg per unit by HS prefix, for weight estimates (default: DEFAULT_WEIGHTS) */
  weightEstimates?: Record<string, string>;
}

export interface ThresholdDecision {
  rule: string;
  kind: string;
  threshold: string;
  currency: string;
  comparedValue: string;
  basis: string;
  applies: boolean;
  effect: string;
  source: string;
}

export interface ItemExplanation {
  index: number;
  description: string;
  hsCode: string;
  importCode: string | null;
  countryOfOrigin: string;
  quantity: number;
  tariffLine: { tariff: string; code: string; description: string; source: string; datasetId: string; validFrom: string; confidence: string; alternatives?: Array<{ code: string; rate: string }> } | null;
  rateText: string | null;
  rateApplied: string;
  preferenceProgram: string | null;
  value: { declared: string; declaredCurrency: string; inDestinationCurrency: string; fx: FxUse };
  customsValue: { amount: string; currency: string; basis: string; shippingShare: string; insuranceShare: string };
  weightKg: { value: string; estimated: boolean };
  duty: { amountInDestinationCurrency: string; steps: string[]; exempt: string | null };
  additionalDuty: { text: string; amount: string } | null;
  tax: { name: string; rate: string; category: string; base: string; amountInDestinationCurrency: string; source: string; note: string | null } | null;
  toShipmentCurrency: FxUse;
  flags: string[];
}

export interface FxUse {
  from: string;
  to: string;
  rate: string;
  rateDate: string | null;
  rule: string;
}

export interface FeeExplanation {
  displayName: string;
  feeType: string;
  rule: string;
  base: string | null;
  computed: string;
  clamped: string | null;
  fx: FxUse | null;
}

export interface Explanation {
  engine: string;
  calculationDate: string;
  destination: string;
  tariff: string;
  destinationCurrency: string;
  shipmentCurrency: string;
  valuation: { basis: string; source: string };
  fxRule: string;
  rounding: string;
  domestic: boolean;
  consignment: { goodsValue: string; shipping: string; insurance: string; currency: string; thresholds: ThresholdDecision[] };
  items: ItemExplanation[];
  fees: FeeExplanation[];
  datasets: DatasetRef[];
  notes: string[];
}

export interface LandedCostResult {
  currency: string;
  totalDuties: string;
  totalTaxes: string;
  totalFees: string;
  totalAmount: string;
  items: Array<{ totalValue: string; dutyAmount: string; taxAmount: string; importCode: string | null; flags: string[] }>;
  fees: Array<{ feeType: string; displayName: string; amount: string; originalAmount: string; originalCurrency: string; isVisible: boolean }>;
  explanation: Explanation;
}

export interface LandedCostDataSource {
  load(req: LandedCostRequest): Promise<LandedCostData>;
}
