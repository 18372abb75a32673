/**
 * The traceability matrix as the server computes it from the spec graph and every reader shows
 * it (GraphQL `traceability`, REST `/spec/traceability`, the client's table).
 */
import { z } from 'zod';

/** One requirement with everything traced to it. */
export const traceRowSchema = z.object({
  /** The requirement (FR-n). */
  requirementId: z.string(),
  title: z.string(),
  /** Must or Should, as the PRD gives it. */
  priority: z.string(),
  journeyIds: z.array(z.string()),
  metricIds: z.array(z.string()),
  taskIds: z.array(z.string()),
  criterionIds: z.array(z.string()),
});
/** @typedef {z.infer<typeof traceRowSchema>} TraceRow */

export const COVERAGE_KEYS = /** @type {const} */ (['requirementsWithCriteria', 'requirementsWithTasks', 'tasksWithRequirements', 'metricsWithRequirements']);

/** A coverage figure of the matrix, with the ids that are not covered (the gaps). */
export const coverageSchema = z.object({
  key: z.enum(COVERAGE_KEYS),
  label: z.string(),
  covered: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
  gaps: z.array(z.string()),
});
/** @typedef {z.infer<typeof coverageSchema>} Coverage */

export const traceabilitySchema = z.object({ rows: z.array(traceRowSchema), coverage: z.array(coverageSchema) });
/** @typedef {z.infer<typeof traceabilitySchema>} Traceability */
