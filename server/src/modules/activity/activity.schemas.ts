import { z } from 'zod';
import '../../core/openapi/registry.js';
import { activityTypes } from './activity-event.entity.js';

export const ACTIVITY_MESSAGES = {
  type: `activity_type must be one of: ${activityTypes.join(', ')}`,
  metadata: 'metadata must be an object',
  entityId: 'metadata.entity_id must be null or the id (UUID) of a project or document',
  entityType: "metadata.entity_type must be null, 'project' or 'document'",
  noEntity: 'USER_ACTIVE carries no entity: metadata.entity_id and metadata.entity_type must be null',
  entityTypeFor: (type: string, expected: string) => `metadata.entity_type must be '${expected}' (or null) for ${type}`,
};

/** Activity event: activity_type and metadata { entity_id, entity_type }. */
export const TrackActivitySchema = z
  .object(
    {
      activity_type: z.enum(activityTypes, { error: ACTIVITY_MESSAGES.type }),
      metadata: z
        .object(
          {
            entity_id: z.uuid({ error: ACTIVITY_MESSAGES.entityId }).nullish(),
            entity_type: z.enum(['project', 'document'], { error: ACTIVITY_MESSAGES.entityType }).nullish(),
          },
          { error: ACTIVITY_MESSAGES.metadata },
        )
        .nullish(),
    },
    { error: 'The request body must be a JSON object' },
  )
  .openapi('TrackActivityRequest');

export const TrackActivityResultSchema = z
  .object({
    recorded: z.boolean().openapi({
      description: 'false when the same type was already recorded for this user in the last 10 seconds (flood guard).',
    }),
  })
  .openapi('TrackActivityResult');

export const UsageStatsSchema = z
  .object({
    projectsCreated: z.number().int(),
    documentsGenerated: z.number().int(),
    lastActive: z.string().nullable().openapi({ description: 'ISO time of the last sign-in or tracked activity, whichever is later.' }),
    maxProjects: z.number().int().openapi({ description: 'Free beta limit (PLAN_MAX_PROJECTS).' }),
    maxDocuments: z.number().int().openapi({ description: 'Free beta limit (PLAN_MAX_DOCUMENTS).' }),
    inputTokens: z.number().int().openapi({ description: "Input tokens of every generation of the user's documents (0 for the built-in composer)." }),
    outputTokens: z.number().int().openapi({ description: "Output tokens of every generation of the user's documents." }),
  })
  .openapi('UsageStats');
