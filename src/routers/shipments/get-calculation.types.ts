import { z } from 'zod';

const fxUse = z.looseObject({ from: z.string(), to: z.string(), rate: z.string(), rateDate: z.string().nullable(), rule: z.string() });

export const calculationOutput = z
  .object({
    shipment_id: z.uuid(),
    currency: z.string(),
    created: z.string(),
    explanation: z
      .looseObject({
        engine: z.string().meta({ description: 'Engine version that produced the amounts' }),
        calculationDate: z.string().meta({ description: 'The date whose rates and thresholds applied (UTC date of creation)' }),
        destination: z.string(),
        tariff: z.string().meta({ description: 'Tariff used: US, EU, GB, CA, AU, CH or NO' }),
        destinationCurrency: z.string(),
        shipmentCurrency: z.string(),
        valuation: z.looseObject({ basis: z.string().meta({ description: 'CIF or FOB' }), source: z.string() }),
        fxRule: z.string().meta({ description: 'Which exchange-rate date applies' }),
        rounding: z.string(),
        consignment: z.looseObject({ goodsValue: z.string(), currency: z.string(), thresholds: z.array(z.looseObject({ rule: z.string(), applies: z.boolean(), effect: z.string(), source: z.string() })) }),
        items: z.array(
          z.looseObject({
            index: z.number(),
            hsCode: z.string(),
            importCode: z.string().nullable(),
            tariffLine: z.looseObject({ tariff: z.string(), code: z.string(), description: z.string(), source: z.string() }).nullable(),
            rateText: z.string().nullable().meta({ description: 'The rate as published, e.g. "16.5%" or "$1.104/kg + 14.9%"' }),
            customsValue: z.looseObject({ amount: z.string(), currency: z.string(), basis: z.string() }),
            toShipmentCurrency: fxUse,
            flags: z.array(z.string()),
          }),
        ),
        fees: z.array(z.looseObject({ displayName: z.string(), feeType: z.string(), rule: z.string(), computed: z.string() })),
        datasets: z.array(z.looseObject({ id: z.string(), kind: z.string(), version: z.string() })),
        notes: z.array(z.string()),
      })
      .meta({ description: 'Per item: tariff line, rate text, customs value, exchange rates and dates, threshold decisions; per fee: its rule; the datasets used' }),
  })
  .meta({ id: 'Calculation' });
