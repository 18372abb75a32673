import { z } from 'zod';
import '../../core/openapi/registry.js';
import { wizardSections } from './wizard-response.entity.js';

export const WIZARD_MESSAGES = {
  section: `section_id must be one of: ${wizardSections.join(', ')}`,
  responses: 'responses must be an object',
  completed: 'completed must be true or false',
  batch: 'responses must be a list of { section_id, responses, completed }',
  batchSize: `A batch holds at most ${wizardSections.length} sections`,
  batchRepeat: 'Each section can appear only once in a batch',
  step: `step must be a number from 1 to ${wizardSections.length} or one of: ${wizardSections.join(', ')}`,
} as const;

export const SectionIdSchema = z.enum(wizardSections, { error: WIZARD_MESSAGES.section }).openapi({
  description: 'The six wizard sections, in step order.',
});

const ResponsesSchema = z.record(z.string(), z.unknown(), { error: WIZARD_MESSAGES.responses }).openapi({ description: 'The answers of the section, by wizard field name (e.g. projectName).' });

export const WizardResponseInputSchema = z
  .object(
    {
      section_id: SectionIdSchema,
      responses: ResponsesSchema,
      completed: z.boolean({ error: WIZARD_MESSAGES.completed }).optional().openapi({ description: 'Default true.' }),
    },
    { error: 'The request body must be a JSON object' },
  )
  .openapi('WizardResponseInput');

export const WizardBatchSchema = z
  .object(
    {
      responses: z
        .array(WizardResponseInputSchema, { error: WIZARD_MESSAGES.batch })
        .max(wizardSections.length, WIZARD_MESSAGES.batchSize)
        .refine((items) => new Set(items.map((i) => i.section_id)).size === items.length, WIZARD_MESSAGES.batchRepeat),
    },
    { error: WIZARD_MESSAGES.batch },
  )
  .openapi('WizardBatchRequest', { description: 'A bare JSON array of the items is accepted too.' });

export const WizardValidateSchema = z
  .object(
    {
      step: z.union([z.number(), z.string()], { error: WIZARD_MESSAGES.step }).openapi({ description: 'Step number 1–6 or a section id.', example: 1 }),
      responses: ResponsesSchema,
    },
    { error: 'The request body must be a JSON object' },
  )
  .openapi('WizardValidateRequest');

export type WizardResponseInput = z.output<typeof WizardResponseInputSchema>;
