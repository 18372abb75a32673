/** One requirement with everything traced to it. */
export const traceRowSchema: z.ZodObject<{
    requirementId: z.ZodString;
    title: z.ZodString;
    priority: z.ZodString;
    journeyIds: z.ZodArray<z.ZodString>;
    metricIds: z.ZodArray<z.ZodString>;
    taskIds: z.ZodArray<z.ZodString>;
    criterionIds: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof traceRowSchema>} TraceRow */
export const COVERAGE_KEYS: readonly ["requirementsWithCriteria", "requirementsWithTasks", "tasksWithRequirements", "metricsWithRequirements"];
/** A coverage figure of the matrix, with the ids that are not covered (the gaps). */
export const coverageSchema: z.ZodObject<{
    key: z.ZodEnum<{
        requirementsWithCriteria: "requirementsWithCriteria";
        requirementsWithTasks: "requirementsWithTasks";
        tasksWithRequirements: "tasksWithRequirements";
        metricsWithRequirements: "metricsWithRequirements";
    }>;
    label: z.ZodString;
    covered: z.ZodNumber;
    total: z.ZodNumber;
    percent: z.ZodNumber;
    gaps: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof coverageSchema>} Coverage */
export const traceabilitySchema: z.ZodObject<{
    rows: z.ZodArray<z.ZodObject<{
        requirementId: z.ZodString;
        title: z.ZodString;
        priority: z.ZodString;
        journeyIds: z.ZodArray<z.ZodString>;
        metricIds: z.ZodArray<z.ZodString>;
        taskIds: z.ZodArray<z.ZodString>;
        criterionIds: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    coverage: z.ZodArray<z.ZodObject<{
        key: z.ZodEnum<{
            requirementsWithCriteria: "requirementsWithCriteria";
            requirementsWithTasks: "requirementsWithTasks";
            tasksWithRequirements: "tasksWithRequirements";
            metricsWithRequirements: "metricsWithRequirements";
        }>;
        label: z.ZodString;
        covered: z.ZodNumber;
        total: z.ZodNumber;
        percent: z.ZodNumber;
        gaps: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type TraceRow = z.infer<typeof traceRowSchema>;
export type Coverage = z.infer<typeof coverageSchema>;
export type Traceability = z.infer<typeof traceabilitySchema>;
import { z } from 'zod';
