/**
 * The roadmap's structured data: the schedule the roadmap document, its timeline view and its
 * CSV/JSON export read. Dates are ISO days (YYYY-MM-DD).
 */
import { z } from 'zod';

const ids = z.array(z.string());

export const roadmapTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  phaseId: z.string(),
  frIds: ids,
  dependsOn: ids,
  estimateDays: z.number(),
  start: z.string(),
  end: z.string(),
  /** On the critical path: a delay here moves the launch date. */
  critical: z.boolean(),
});
/** @typedef {z.infer<typeof roadmapTaskSchema>} RoadmapTask */

export const roadmapMilestoneSchema = z.object({ id: z.string(), name: z.string(), date: z.string() });
/** @typedef {z.infer<typeof roadmapMilestoneSchema>} RoadmapMilestone */

export const roadmapPhaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  taskIds: ids,
  milestone: roadmapMilestoneSchema,
});
/** @typedef {z.infer<typeof roadmapPhaseSchema>} RoadmapPhase */

export const roadmapWindowSchema = z.object({ timeline: z.string(), start: z.string(), end: z.string(), days: z.number(), assumed: z.boolean() });
/** @typedef {z.infer<typeof roadmapWindowSchema>} RoadmapWindow */

/** The team the schedule was planned for; `teamSizeAssumed` when it is the scope's default. */
export const roadmapCapacitySchema = z.object({ teamSize: z.number(), teamSizeAssumed: z.boolean(), overrunDays: z.number(), finish: z.string() });
/** @typedef {z.infer<typeof roadmapCapacitySchema>} RoadmapCapacity */

export const roadmapStructuredSchema = z.object({
  sections: z.array(z.object({ id: z.string(), title: z.string() }).loose()),
  window: roadmapWindowSchema,
  phases: z.array(roadmapPhaseSchema),
  tasks: z.array(roadmapTaskSchema),
  /** Absent in roadmaps generated before the capacity was recorded. */
  capacity: roadmapCapacitySchema.optional(),
  generator: z.string().optional(),
  composedWithoutModel: z.boolean().optional(),
});
/** @typedef {z.infer<typeof roadmapStructuredSchema>} RoadmapStructured */
