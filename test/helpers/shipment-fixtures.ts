/** A valid request body; tests change one thing at a time. */
export function shipmentBody(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    currency: 'EUR',
    reference: `ORDER-${Math.random().toString(36).slice(2, 8)}`,
    items: [
      { description: "Men's cotton knitted T-shirt", declared_value: '25.00', currency: 'USD', country_of_origin: 'US', quantity: 2, hs_code: '6109.10' },
      { description: 'Leather handbag', declared_value: '120.00', currency: 'USD', country_of_origin: 'IT', quantity: 1, hs_code: '420221' },
      { description: 'Laptop computer', declared_value: '899.00', currency: 'USD', country_of_origin: 'CN', quantity: 1 },
    ],
    consignee_name: 'Erika Mustermann',
    consignee_email: 'erika@example.com',
    consignee_city: 'Berlin',
    consignee_zip: '10115',
    consignee_country: 'DE',
    sender_name: 'Northwind Outfitters',
    sender_city: 'New York',
    sender_zip: '10001',
    sender_country: 'US',
    ...overrides,
  };
}
