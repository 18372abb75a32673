export const roadmapTaskSchema: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
    phaseId: z.ZodString;
    frIds: z.ZodArray<z.ZodString>;
    dependsOn: z.ZodArray<z.ZodString>;
    estimateDays: z.ZodNumber;
    start: z.ZodString;
    end: z.ZodString;
    critical: z.ZodBoolean;
}, z.core.$strip>;
/** @typedef {z.infer<typeof roadmapTaskSchema>} RoadmapTask */
export const roadmapMilestoneSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    date: z.ZodString;
}, z.core.$strip>;
/** @typedef {z.infer<typeof roadmapMilestoneSchema>} RoadmapMilestone */
export const roadmapPhaseSchema: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    start: z.ZodString;
    end: z.ZodString;
    taskIds: z.ZodArray<z.ZodString>;
    milestone: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        date: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
/** @typedef {z.infer<typeof roadmapPhaseSchema>} RoadmapPhase */
export const roadmapWindowSchema: z.ZodObject<{
    timeline: z.ZodString;
    start: z.ZodString;
    end: z.ZodString;
    days: z.ZodNumber;
    assumed: z.ZodBoolean;
}, z.core.$strip>;
/** @typedef {z.infer<typeof roadmapWindowSchema>} RoadmapWindow */
/** The team the schedule was planned for; `teamSizeAssumed` when it is the scope's default. */
export const roadmapCapacitySchema: z.ZodObject<{
    teamSize: z.ZodNumber;
    teamSizeAssumed: z.ZodBoolean;
    overrunDays: z.ZodNumber;
    finish: z.ZodString;
}, z.core.$strip>;
/** @typedef {z.infer<typeof roadmapCapacitySchema>} RoadmapCapacity */
export const roadmapStructuredSchema: z.ZodObject<{
    sections: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
    }, z.core.$loose>>;
    window: z.ZodObject<{
        timeline: z.ZodString;
        start: z.ZodString;
        end: z.ZodString;
        days: z.ZodNumber;
        assumed: z.ZodBoolean;
    }, z.core.$strip>;
    phases: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        start: z.ZodString;
        end: z.ZodString;
        taskIds: z.ZodArray<z.ZodString>;
        milestone: z.ZodObject<{
            id: z.ZodString;
            name: z.ZodString;
            date: z.ZodString;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    tasks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        title: z.ZodString;
        phaseId: z.ZodString;
        frIds: z.ZodArray<z.ZodString>;
        dependsOn: z.ZodArray<z.ZodString>;
        estimateDays: z.ZodNumber;
        start: z.ZodString;
        end: z.ZodString;
        critical: z.ZodBoolean;
    }, z.core.$strip>>;
    capacity: z.ZodOptional<z.ZodObject<{
        teamSize: z.ZodNumber;
        teamSizeAssumed: z.ZodBoolean;
        overrunDays: z.ZodNumber;
        finish: z.ZodString;
    }, z.core.$strip>>;
    generator: z.ZodOptional<z.ZodString>;
    composedWithoutModel: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type RoadmapTask = z.infer<typeof roadmapTaskSchema>;
export type RoadmapMilestone = z.infer<typeof roadmapMilestoneSchema>;
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;
export type RoadmapWindow = z.infer<typeof roadmapWindowSchema>;
export type RoadmapCapacity = z.infer<typeof roadmapCapacitySchema>;
export type RoadmapStructured = z.infer<typeof roadmapStructuredSchema>;
import { z } from 'zod';
