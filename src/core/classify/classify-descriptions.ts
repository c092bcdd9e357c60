import type { Classifier } from './index.js';

export interface DescriptionToClassify {
  description: string;
  destination_country?: string;
  sender_country?: string;
}

/** The classification endpoint's shape: the shipment item's code fields plus confidence and alternatives. */
export function classifyDescriptions(classifier: Classifier, items: DescriptionToClassify[], accountScope: string) {
  return items.map((item) => {
    const c = classifier.classify({ description: item.description, destinationCountry: item.destination_country, originCountry: item.sender_country, accountId: accountScope });
    return {
      description: item.description,
      description_resolved: c.description_resolved,
      hs_code_resolved: c.hs_code,
      hs_code_resolved_import: c.hs_code_import,
      hs_code_resolved_export: c.hs_code_export,
      confidence: c.confidence,
      alternatives: c.alternatives.slice(0, 3),
    };
  });
}
