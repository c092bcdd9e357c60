import { z } from 'zod';
import { countryCode } from '../shared/fields.js';

export const classifyInput = z
  .object({
    items: z
      .array(
        z.object({
          description: z.string().trim().min(1).max(1000).meta({ example: 'Kovict 10Pcs Silicone Beads BowKnot Focal Beads For Jewelry Making' }),
          destination_country: countryCode.optional().meta({ description: 'For the national import code' }),
          sender_country: countryCode.optional().meta({ description: 'For the national export code' }),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'ClassificationRequest' });

const alternative = z.object({ hs_code: z.string(), description: z.string(), confidence: z.number() });

export const classificationOutput = z.object({
  description: z.string(),
  description_resolved: z.string(),
  hs_code_resolved: z.string().meta({ description: '6-digit HS 2022 subheading' }),
  hs_code_resolved_import: z.string().meta({ description: 'Longest national line of the destination tariff the description supports (6 digits when no national tariff is known)' }),
  hs_code_resolved_export: z.string(),
  confidence: z.number().meta({ description: 'In [0, 1]' }),
  alternatives: z.array(alternative).meta({ description: 'The next three candidates, best first (the chosen code excluded)' }),
});

export const classifyOutput = z.object({ data: z.array(classificationOutput) }).meta({ id: 'ClassificationResponse' });
