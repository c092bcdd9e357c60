import { stringify } from 'csv-stringify/sync';
import type { EventPayload } from '../events/payload.js';

/**
 * CSV status file columns, in order. One row per event, oldest first; header row; UTF-8 without
 * BOM; RFC 4180 quoting with CRLF line ends; amounts are decimal strings in the shipment currency.
 */
export const CSV_COLUMNS = [
  'event_id',
  'event_type',
  'event_created',
  'is_test',
  'shipment_id',
  'reference',
  'brand_id',
  'brand_slug',
  'payment_status',
  'currency',
  'total_duties',
  'total_taxes',
  'total_additional_fees',
  'total_amount',
  'payment_deadline',
  'consignee_country',
] as const;

export function statusCsv(events: EventPayload[]): string {
  const rows = events.map((e) => {
    const s = e.data.shipment;
    return [e.id, e.type, e.created, e.is_test ? 'true' : 'false', s.id, s.reference, s.brand_id, s.brand_slug, s.payment_status, s.currency, s.total_duties, s.total_taxes, s.total_additional_fees, s.total_amount, s.payment_deadline, s.consignee_country];
  });
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' });
}

/** JSON status file: `{file, generated, event_count, events: [<event payload as webhooks carry it>…]}`. */
export function statusJson(name: string, generated: Date, events: EventPayload[]): string {
  return `${JSON.stringify({ file: name, generated: generated.toISOString(), event_count: events.length, events }, null, 2)}\n`;
}

/** `landed-status_<brand>_<UTC timestamp>_<batch>.<ext>`: sortable by time, unique per batch. */
export function statusFileName(brandSlug: string, generated: Date, batchId: string, format: 'csv' | 'json'): string {
  const stamp = generated.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  return `landed-status_${brandSlug}_${stamp}_${batchId.slice(0, 8)}.${format}`;
}
