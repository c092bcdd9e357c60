import type { Classifier, Classification } from '../classify/index.js';
import { ValidationError, type FieldIssue } from '../errors/index.js';
import type { NewShipmentItem } from './types.js';

export interface ResolvedItem {
  item: NewShipmentItem;
  classification: Classification;
  /** null when the client supplied hs_code (nothing was guessed). */
  confidence: number | null;
}

/**
 * Validates client codes and classifies the rest. Export codes are for the sender country (where the
 * export declaration is made), import codes for the destination. All item problems are reported together, each
 * naming its item, so a client fixes a request in one round trip.
 */
export function resolveItems(classifier: Classifier, items: NewShipmentItem[], origin: string, destination: string, accountScope?: string): ResolvedItem[] {
  const issues: FieldIssue[] = [];
  const resolved: ResolvedItem[] = [];
  items.forEach((item, i) => {
    if (item.hs_code) {
      const r = classifier.resolveSupplied({ hsCode: item.hs_code, description: item.description, originCountry: origin, destinationCountry: destination });
      if ('error' in r) {
        issues.push({ param: `items[${i}].hs_code`, message: `Item ${i + 1}: ${r.message}`, code: r.error === 'UNKNOWN_HS_CODE' ? 'unknown_hs_code' : 'invalid_hs_code' });
        return;
      }
      resolved.push({ item, classification: r, confidence: null });
    } else {
      const c = classifier.classify({ description: item.description, originCountry: origin, destinationCountry: destination, accountId: accountScope });
      resolved.push({ item, classification: c, confidence: c.confidence });
    }
  });
  if (issues.length) throw new ValidationError(issues);
  return resolved;
}
