/**
 * The landed-cost calculation: pure and deterministic (same request + same data = same
 * result, byte for byte).
 *
 * Order of work, all in exact decimals, amounts rounded once at the end of each line:
 * 1. Validate the request (typed errors with the field at fault).
 * 2. Convert each item line (unit value × quantity) and shipping/insurance into the
 *    destination currency with the destination's customs FX rule.
 * 3. Customs value per item: goods value, plus — for CIF destinations — a share of shipping
 *    and insurance pro rata to the items' values.
 * 4. Threshold decisions on the consignment (de minimis / low-value rules in force on the date).
 * 5. Duty per item from its tariff line and origin (general, preferential, column 2; US
 *    additional duties stated on the line), unless exempt; EU flat duty where in force.
 * 6. Import VAT/GST per item on customs value + duty (+ transport for AU), at the
 *    destination's rate for the HS code; exemptions; CH tax-amount threshold.
 * 7. Duty and tax of each item converted into the shipment currency (same customs FX rule)
 *    and rounded once, half-up, to the currency's minor units.
 * 8. Fees on the rounded lines; totals = sums of rounded lines.
 */
import { FxTable, type FxQuote } from '../fx/fx-table.js';
import {
  D,
  Decimal,
  InvalidRequestError,
  UnsupportedDestinationError,
  assertCurrency,
  formatAmount,
  parseAmount,
  roundMoney,
  sum,
} from '../money/index.js';
import { evaluateDuty, x6 } from '../tariff/evaluate.js';
import { parseHtsRate } from '../tariff/hts-rate.js';
import { HS_VAT_RULES } from '../tax/reduced-by-hs.js';
import { vatFor } from '../tax/vat-table.js';
import { EU_MEMBERS, destinationRule, isDomestic } from './destinations.js';
import { computeFees } from './fees.js';
import { findTariffLine, rateOptions } from './lookup.js';
import { DEFAULT_THRESHOLDS, rulesFor, type ThresholdRule } from './thresholds.js';
import type { Explanation, FxUse, ItemExplanation, LandedCostData, LandedCostRequest, LandedCostResult, ThresholdDecision } from './types.js';
import { DEFAULT_WEIGHTS, estimateUnitWeight } from './weights.js';

export const ENGINE_VERSION = 'landed-cost/1';

const fxCache = new WeakMap<object, FxTable>();
function fxTableOf(data: LandedCostData): FxTable {
  if (data.fx instanceof FxTable) return data.fx;
  let t = fxCache.get(data.fx);
  if (!t) fxCache.set(data.fx, (t = new FxTable(data.fx)));
  return t;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const ISO2 = /^[A-Z]{2}$/;

function validate(req: LandedCostRequest): void {
  if (!req || typeof req !== 'object') throw new InvalidRequestError('request must be an object');
  if (typeof req.calculationDate !== 'string' || !DATE_RE.test(req.calculationDate) || Number.isNaN(Date.parse(req.calculationDate + 'T00:00:00Z')))
    throw new InvalidRequestError('calculationDate must be YYYY-MM-DD', 'calculationDate');
  assertCurrency(req.currency, 'currency');
  if (typeof req.destination !== 'string' || !ISO2.test(req.destination)) throw new InvalidRequestError('destination must be an ISO 3166 alpha-2 code', 'destination');
  if (typeof req.origin !== 'string' || !ISO2.test(req.origin)) throw new InvalidRequestError('origin must be an ISO 3166 alpha-2 code', 'origin');
  if (!Array.isArray(req.items) || req.items.length === 0) throw new InvalidRequestError('at least one item is required', 'items');
  req.items.forEach((it, i) => {
    const f = `items[${i}]`;
    parseAmount(it.declaredValue, `${f}.declaredValue`);
    assertCurrency(it.currency, `${f}.currency`);
    if (!Number.isInteger(it.quantity) || it.quantity < 1) throw new InvalidRequestError('quantity must be a positive integer', `${f}.quantity`);
    if (typeof it.hsCode !== 'string' || !/^\d{6}$/.test(it.hsCode)) throw new InvalidRequestError('hsCode must be 6 digits', `${f}.hsCode`);
    if (it.importCode != null && (typeof it.importCode !== 'string' || !/^[\d.\s]{4,14}$/.test(it.importCode))) throw new InvalidRequestError('importCode must be digits', `${f}.importCode`);
    if (typeof it.countryOfOrigin !== 'string' || !ISO2.test(it.countryOfOrigin)) throw new InvalidRequestError('countryOfOrigin must be ISO alpha-2', `${f}.countryOfOrigin`);
    if (it.weightKg !== undefined && it.weightKg !== null) parseAmount(it.weightKg, `${f}.weightKg`);
  });
  for (const k of ['shipping', 'insurance'] as const) {
    const v = req[k];
    if (v) {
      parseAmount(v.amount, `${k}.amount`);
      assertCurrency(v.currency, `${k}.currency`);
    }
  }
  if (!Array.isArray(req.fees)) throw new InvalidRequestError('fees must be an array', 'fees');
}

const fxUse = (q: FxQuote): FxUse => ({ from: q.from, to: q.to, rate: q.rate.toSignificantDigits(12).toString(), rateDate: q.from === q.to ? null : q.rateDate, rule: q.rule });

export function calculateLandedCost(req: LandedCostRequest, data: LandedCostData): LandedCostResult {
  validate(req);
  const dest = destinationRule(req.destination);
  if (!dest) throw new UnsupportedDestinationError(req.destination);
  const fx = fxTableOf(data);
  const date = req.calculationDate;
  const S = req.currency;
  const DC = dest.currency;
  const isEu = EU_MEMBERS.includes(req.destination);
  const domestic = isDomestic(req.origin, req.destination);
  const notes: string[] = [];

  const toDest = (amount: Decimal, ccy: string, field: string) => {
    const q = fx.quote(ccy, DC, date, dest.fxRule, field);
    return { amount: amount.times(q.rate), q };
  };
  const destToShip = fx.quote(DC, S, date, dest.fxRule, 'currency');

  // 2. values in destination currency
  const lines = req.items.map((it, i) => {
    const unit = parseAmount(it.declaredValue, `items[${i}].declaredValue`);
    const lineValue = unit.times(it.quantity);
    const d = toDest(lineValue, it.currency, `items[${i}].currency`);
    const s = fx.quote(it.currency, S, date, dest.fxRule, `items[${i}].currency`);
    return { it, i, lineValue, valueDest: d.amount, fxToDest: d.q, valueShip: lineValue.times(s.rate), fxToShip: s };
  });
  const goodsDest = sum(lines.map((l) => l.valueDest));
  const shipping = req.shipping ? toDest(parseAmount(req.shipping.amount, 'shipping.amount'), req.shipping.currency, 'shipping.currency').amount : new D(0);
  const insurance = req.insurance ? toDest(parseAmount(req.insurance.amount, 'insurance.amount'), req.insurance.currency, 'insurance.currency').amount : new D(0);
  const share = (v: Decimal) => (goodsDest.isZero() ? new D(1).div(lines.length) : v.div(goodsDest));

  // 3. customs values
  const cv = lines.map((l) => {
    const sh = shipping.times(share(l.valueDest));
    const ins = insurance.times(share(l.valueDest));
    const customs = dest.valuation === 'CIF' ? l.valueDest.plus(sh).plus(ins) : l.valueDest;
    return { shippingShare: sh, insuranceShare: ins, customs };
  });
  const customsTotal = sum(cv.map((c) => c.customs));

  // 4. thresholds
  const rules = domestic ? [] : rulesFor(data.thresholds ?? DEFAULT_THRESHOLDS, req.destination, isEu, date, req.origin);
  const decisions: ThresholdDecision[] = [];
  let dutyExempt: ThresholdRule | null = null;
  let taxExempt: ThresholdRule | null = null;
  let taxAtSale: ThresholdRule | null = null;
  let flatDuty: ThresholdRule | null = null;
  let taxAmountRule: ThresholdRule | null = null;
  const usCnHk = req.destination === 'US' && date >= '2025-05-02' && req.items.some((it) => it.countryOfOrigin === 'CN' || it.countryOfOrigin === 'HK');
  for (const r of rules) {
    const thr = r.currency === DC ? new D(r.amount) : toDest(new D(r.amount), r.currency, 'thresholds').amount;
    if (r.kind === 'tax_amount_exemption') {
      taxAmountRule = r;
      continue;
    }
    let compared: Decimal;
    let applies: boolean;
    if (r.basis === 'item') {
      const units = lines.map((l) => l.valueDest.div(l.it.quantity));
      compared = units.reduce((m, v) => (v.gt(m) ? v : m), new D(0));
      applies = units.every((u) => (r.inclusive ? u.lte(thr) : u.lt(thr)));
    } else {
      compared = r.basis === 'customs' ? customsTotal : goodsDest;
      applies = r.inclusive ? compared.lte(thr) : compared.lt(thr);
    }
    let effect = '';
    if (applies && r.kind === 'duty_exemption' && r.id.startsWith('US-321') && usCnHk) {
      applies = false;
      effect = 'not applied: goods of CN/HK origin excluded from de minimis since 2025-05-02 (EO 14256)';
    }
    if (applies) {
      if (r.kind === 'duty_exemption') (dutyExempt = r), (effect = 'no customs duty');
      else if (r.kind === 'tax_exemption') (taxExempt = r), (effect = 'no import VAT/GST');
      else if (r.kind === 'tax_at_sale') (taxAtSale = r), (effect = 'VAT/GST charged at the point of sale by the seller (kept in the landed cost, flagged)');
      else if (r.kind === 'flat_duty_per_line') (flatDuty = r), (effect = `flat duty ${r.flatAmount} ${r.currency} per distinct HS subheading`);
    } else if (!effect) effect = 'not applicable: value above the threshold';
    decisions.push({
      rule: r.id,
      kind: r.kind,
      threshold: `${r.inclusive ? '≤' : '<'} ${r.amount} ${r.currency}`,
      currency: DC,
      comparedValue: formatAmount(compared, DC),
      basis: r.basis,
      applies,
      effect,
      source: r.source,
    });
  }
  if (req.destination === 'US' && date >= '2025-08-29') notes.push('US: no de minimis for any origin since 2025-08-29 (Executive Order 14324); all consignments are dutiable.');
  if (domestic) notes.push(`${req.origin} -> ${req.destination}: not an import (same country or within the EU customs and VAT area); no duty or import VAT.`);

  // 5./6. per item duty and tax
  const weightTable = data.weightEstimates ?? DEFAULT_WEIGHTS;
  const flatSeen = new Set<string>();
  const itemResults = lines.map((l, k) => {
    const { it, i } = l;
    const flags = new Set<string>();
    const cvk = cv[k];
    const ex: ItemExplanation = {
      index: i,
      description: it.description,
      hsCode: it.hsCode,
      importCode: it.importCode,
      countryOfOrigin: it.countryOfOrigin,
      quantity: it.quantity,
      tariffLine: null,
      rateText: null,
      rateApplied: 'none',
      preferenceProgram: null,
      value: { declared: `${it.declaredValue} × ${it.quantity}`, declaredCurrency: it.currency, inDestinationCurrency: formatAmount(l.valueDest, DC), fx: fxUse(l.fxToDest) },
      customsValue: { amount: formatAmount(cvk.customs, DC), currency: DC, basis: dest.valuation, shippingShare: formatAmount(dest.valuation === 'CIF' ? cvk.shippingShare : 0, DC), insuranceShare: formatAmount(dest.valuation === 'CIF' ? cvk.insuranceShare : 0, DC) },
      weightKg: { value: '', estimated: false },
      duty: { amountInDestinationCurrency: '0', steps: [], exempt: null },
      additionalDuty: null,
      tax: null,
      toShipmentCurrency: fxUse(destToShip),
      flags: [],
    };
    const declaredW = it.weightKg != null ? new D(it.weightKg).times(it.quantity) : null;
    const est = estimateUnitWeight(it.hsCode, weightTable);
    const estW = new D(est.kg).times(it.quantity);
    ex.weightKg = { value: (declaredW ?? estW).toString(), estimated: declaredW === null };

    let duty = new D(0);
    if (!domestic) {
      const m = findTariffLine(data.tariffs[dest.tariff], it.hsCode, it.importCode, date);
      if (!m) {
        flags.add('TARIFF_LINE_NOT_FOUND');
        ex.duty.steps.push(`no ${dest.tariff} tariff line for HS ${it.hsCode}${it.importCode ? ` / ${it.importCode}` : ''} in the loaded datasets: duty not computed`);
        if (dutyExempt) {
          ex.duty.exempt = `${dutyExempt.id}: ${dutyExempt.source}`;
          flags.add('DUTY_DE_MINIMIS');
        }
      } else {
        const line = m.line;
        ex.tariffLine = { tariff: line.tariff, code: line.code, description: line.description, source: line.source, datasetId: line.datasetId, validFrom: line.validFrom, confidence: line.confidence ?? 'high', ...(m.alternatives.length ? { alternatives: m.alternatives } : {}) };
        if (m.how === 'hs6_residual_line') flags.add('TARIFF_LINE_AMBIGUOUS');
        if (m.how === 'hs2017_correlation') flags.add('HS_CORRELATED');
        if (m.laterDataset) flags.add('TARIFF_DATASET_AFTER_DATE');
        if (line.confidence === 'indicative') flags.add('INDICATIVE_RATE');
        const opts = rateOptions(line, it.countryOfOrigin, date);
        for (const n of opts.notes) ex.duty.steps.push(n);
        const dctx = {
          value: cvk.customs,
          currency: DC,
          quantity: it.quantity,
          weightKg: declaredW,
          estimatedWeightKg: estW,
          date,
          convert: (a: Decimal, from: string) => toDest(a, from, `items[${i}]`).amount,
        };
        const gen = evaluateDuty(opts.general.rate, dctx);
        let chosen = { opt: opts.general, ev: gen };
        if (opts.alt) {
          const alt = evaluateDuty(opts.alt.rate, dctx);
          if (opts.alt.kind === 'column2' || (alt.computable && (!gen.computable || alt.amount.lte(gen.amount)))) chosen = { opt: opts.alt, ev: alt };
        }
        ex.rateText = chosen.opt.text;
        ex.rateApplied = chosen.opt.kind;
        ex.preferenceProgram = chosen.opt.program;
        for (const f of [...chosen.opt.flags, ...chosen.ev.flags]) flags.add(f);
        ex.duty.steps.push(...chosen.ev.steps);
        duty = chosen.ev.amount;
        // US additional duties stated on the line
        if (line.additionalDuties && line.tariff === 'US') {
          const ar = parseHtsRate(line.additionalDuties);
          if (ar.parsed && !ar.free) {
            const aev = evaluateDuty(ar, dctx);
            duty = duty.plus(aev.amount);
            ex.additionalDuty = { text: line.additionalDuties, amount: x6(aev.amount) };
            flags.add('US_ADDITIONAL_DUTY');
            for (const f of aev.flags) flags.add(f);
          } else if (!ar.parsed) {
            flags.add('ADDITIONAL_DUTY_NOT_COMPUTABLE');
          }
        }
        if (dutyExempt) {
          ex.duty.exempt = `${dutyExempt.id}: ${dutyExempt.source}`;
          ex.duty.steps.push(`exempt: consignment within ${dutyExempt.amount} ${dutyExempt.currency} (would be ${x6(duty)} ${DC})`);
          duty = new D(0);
          flags.add('DUTY_DE_MINIMIS');
        } else if (flatDuty) {
          const key = it.hsCode;
          const amt = flatSeen.has(key) ? new D(0) : new D(flatDuty.flatAmount ?? '0');
          flatSeen.add(key);
          ex.duty.exempt = `${flatDuty.id}: ${flatDuty.source}`;
          ex.duty.steps.push(`flat duty per distinct subheading: ${amt.toFixed()} ${flatDuty.currency} (replaces ${x6(duty)} ${DC})`);
          duty = flatDuty.currency === DC ? amt : toDest(amt, flatDuty.currency, 'thresholds').amount;
          flags.add('FLAT_LOW_VALUE_DUTY');
        }
      }
    } else {
      flags.add('NOT_AN_IMPORT');
    }
    ex.duty.amountInDestinationCurrency = x6(duty);
    return { l, k, ex, flags, duty, tax: new D(0) };
  });

  // taxes
  if (dest.importTax && !domestic) {
    for (const r of itemResults) {
      const { it, i } = r.l;
      const cvk = cv[r.k];
      const base = cvk.customs.plus(r.duty).plus(dest.taxBaseAddsTransport ? cvk.shippingShare.plus(cvk.insuranceShare) : 0);
      const vat = vatFor(data.vat, req.destination, date, it.hsCode, data.vatRules ?? HS_VAT_RULES);
      if (!vat) {
        r.flags.add('VAT_RATE_NOT_FOUND');
        r.ex.tax = { name: 'VAT', rate: '?', category: 'unknown', base: x6(base), amountInDestinationCurrency: '0', source: 'none', note: `no VAT/GST rate for ${req.destination} on ${date} in the loaded data` };
        continue;
      }
      let tax = base.times(vat.rate).div(100);
      let note: string | null = null;
      if (taxExempt) {
        note = `exempt: ${taxExempt.id} (${taxExempt.source})`;
        tax = new D(0);
        r.flags.add('TAX_DE_MINIMIS');
      } else if (taxAtSale) {
        note = `collected at the point of sale: ${taxAtSale.id} (${taxAtSale.source})`;
        r.flags.add('TAX_COLLECTED_AT_SALE');
      }
      if (req.destination === 'CA') r.flags.add('PROVINCIAL_TAX_NOT_INCLUDED');
      r.tax = tax;
      r.ex.tax = { name: vat.taxName, rate: vat.rate, category: vat.category, base: x6(base), amountInDestinationCurrency: x6(tax), source: vat.source, note };
    }
    if (taxAmountRule) {
      const totalTax = sum(itemResults.map((r) => r.tax));
      const thr = new D(taxAmountRule.amount);
      const applies = taxAmountRule.inclusive ? totalTax.lte(thr) : totalTax.lt(thr);
      decisions.push({ rule: taxAmountRule.id, kind: taxAmountRule.kind, threshold: `${taxAmountRule.inclusive ? '≤' : '<'} ${taxAmountRule.amount} ${taxAmountRule.currency}`, currency: DC, comparedValue: formatAmount(totalTax, DC), basis: 'tax_amount', applies, effect: applies ? 'import VAT not collected' : 'not applicable: tax amount above the threshold', source: taxAmountRule.source });
      if (applies) for (const r of itemResults) if (!r.tax.isZero()) {
        r.tax = new D(0);
        r.flags.add('TAX_DE_MINIMIS');
        if (r.ex.tax) r.ex.tax = { ...r.ex.tax, amountInDestinationCurrency: '0', note: `not collected: ${taxAmountRule.id}` };
      }
    }
  } else if (!dest.importTax) {
    notes.push(`${req.destination}: no import VAT/GST.`);
  }

  // 7. round once in the shipment currency. Cross rates are divisions carried to 40
  // significant digits, so a round trip S -> D -> S can leave noise around 1e-38; it is cleared
  // at 20 decimals (far below any minor unit) so that an exact tie (e.g. ¥1237.5) stays a tie.
  const settle = (d: Decimal) => d.toDecimalPlaces(20);
  const outItems = itemResults.map((r) => {
    const dutyS = roundMoney(settle(r.duty.times(destToShip.rate)), S);
    const taxS = roundMoney(settle(r.tax.times(destToShip.rate)), S);
    const valueS = roundMoney(settle(r.l.valueShip), S);
    r.ex.flags = [...r.flags].sort();
    return { valueS, dutyS, taxS, out: { totalValue: formatAmount(valueS, S), dutyAmount: formatAmount(dutyS, S), taxAmount: formatAmount(taxS, S), importCode: r.l.it.importCode, flags: r.ex.flags } };
  });
  const totalDuties = sum(outItems.map((o) => o.dutyS));
  const totalTaxes = sum(outItems.map((o) => o.taxS));
  const goodsS = sum(outItems.map((o) => o.valueS));

  // 8. fees
  const fees = computeFees(req.fees, { currency: S, date, fx, goods: goodsS, dutiesAndTaxes: totalDuties.plus(totalTaxes) });
  const totalFees = sum(fees.map((f) => f.amount));
  const totalAmount = totalDuties.plus(totalTaxes).plus(totalFees);

  if (dest.tariff === 'EU' && itemResults.some((r) => r.ex.tariffLine?.datasetId && !r.ex.tariffLine.datasetId.startsWith('demo')))
    notes.push('EU duties: the EU Common External Tariff column of the UK Global Tariff dataset, as of 2020 (dated; EU rates have changed little since).');
  if (dest.tariff === 'GB' || dest.tariff === 'EU') notes.push('Preferential rates under EU/UK free-trade agreements other than the EU–UK TCA are not applied (third-country rate shown).');
  if (dest.tariff === 'US') notes.push('US Chapter 99 measures (Section 232/301, IEEPA) are not evaluated: only duties stated on the tariff line itself (general/special/column 2/additional duties) are applied.');

  const explanation: Explanation = {
    engine: ENGINE_VERSION,
    calculationDate: date,
    destination: req.destination,
    tariff: dest.tariff,
    destinationCurrency: DC,
    shipmentCurrency: S,
    valuation: { basis: dest.valuation, source: dest.valuationSource },
    fxRule:
      dest.fxRule === 'eu-customs-penultimate-wednesday'
        ? `ECB reference rate published on the penultimate Wednesday of the previous month (${fx.effectiveDate(date, dest.fxRule)}) or the latest before it (Reg. (EU) 2015/2447 Art. 146); cross rates through EUR`
        : 'latest ECB reference rate published on or before the calculation date; cross rates through EUR. Fees in other currencies: same rule.',
    rounding: `each amount rounded once, half-up, to the minor units of ${S} (${formatAmount(0, S)}); totals are sums of the rounded lines; intermediate amounts in this explanation are shown to 6 decimals, computed exactly`,
    domestic,
    consignment: { goodsValue: formatAmount(goodsDest, DC), shipping: formatAmount(shipping, DC), insurance: formatAmount(insurance, DC), currency: DC, thresholds: decisions },
    items: itemResults.map((r) => r.ex),
    fees: fees.map((f) => f.explanation),
    datasets: data.datasets,
    notes,
  };

  return {
    currency: S,
    totalDuties: formatAmount(totalDuties, S),
    totalTaxes: formatAmount(totalTaxes, S),
    totalFees: formatAmount(totalFees, S),
    totalAmount: formatAmount(totalAmount, S),
    items: outItems.map((o) => o.out),
    fees: fees.map((f) => ({ feeType: f.feeType, displayName: f.displayName, amount: formatAmount(f.amount, S), originalAmount: f.originalAmount, originalCurrency: f.originalCurrency, isVisible: f.isVisible })),
    explanation,
  };
}
