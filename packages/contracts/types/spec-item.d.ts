/** @typedef {z.infer<typeof specItemSchema>} SpecItem */
/**
 * A kind's facts read from stored fields: the named facts typed, or null when a named fact has
 * another type than its schema says (an odd historical row keeps its raw `fields`). Never throws.
 * @template {ItemKind} K
 * @param {K} kind
 * @param {unknown} raw
 * @returns {ItemFieldsByKind[K] | null}
 */
export function readItemFields<K extends ItemKind>(kind: K, raw: unknown): ItemFieldsByKind[K] | null;
/** Item kinds and the id prefix each one uses (criteria are `AC-<fr>.<n>`). */
export const ITEM_KINDS: Readonly<{
    readonly persona: "PER";
    readonly journey: "UJ";
    readonly requirement: "FR";
    readonly criterion: "AC";
    readonly nfr: "NFR";
    readonly metric: "SM";
    readonly entity: "ENT";
    readonly decision: "AD";
    readonly integration: "INT";
    readonly risk: "RISK";
    readonly question: "Q";
    readonly task: "T";
    readonly milestone: "M";
}>;
/** @typedef {keyof typeof ITEM_KINDS} ItemKind */
/** Link kinds, read "from <kind> to" (a journey `needs` a requirement …). */
export const LINK_KINDS: readonly ["needs", "verified_by", "measured_by", "uses", "built_by", "serves", "depends_on", "integrates", "due_in", "supports", "performed_by", "relates_to", "concerns"];
/** @typedef {(typeof LINK_KINDS)[number]} LinkKind */
export const ITEM_STATUSES: readonly ["active", "superseded"];
/** @typedef {(typeof ITEM_STATUSES)[number]} ItemStatus */
export const TASK_STATUSES: readonly ["todo", "in_progress", "done", "blocked"];
/** @typedef {(typeof TASK_STATUSES)[number]} TaskStatus */
/** A fact's value: JSON scalars, a list of strings, a small numeric group ({ low, likely, high }) or a small map of names to ids (an entity's person columns). */
export const itemFieldValueSchema: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>;
export const estimateRangeSchema: z.ZodObject<{
    low: z.ZodNumber;
    likely: z.ZodNumber;
    high: z.ZodNumber;
}, z.core.$strip>;
export namespace itemFieldSchemas {
    let persona: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let journey: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let requirement: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let criterion: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let nfr: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let metric: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let entity: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let decision: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let integration: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let risk: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let question: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let task: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
    let milestone: z.ZodObject<{
        supersededOn: z.ZodOptional<z.ZodString>;
    }, z.core.$catchall<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>>;
}
/** @typedef {{ [K in ItemKind]: z.infer<(typeof itemFieldSchemas)[K]> }} ItemFieldsByKind */
/** Any kind's facts, as stored: named facts plus open ones. */
export const itemFieldsSchema: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>;
/** @typedef {z.infer<typeof itemFieldsSchema>} ItemFields */
export const specLinkSchema: z.ZodObject<{
    kind: z.ZodEnum<{
        needs: "needs";
        verified_by: "verified_by";
        measured_by: "measured_by";
        uses: "uses";
        built_by: "built_by";
        serves: "serves";
        depends_on: "depends_on";
        integrates: "integrates";
        due_in: "due_in";
        supports: "supports";
        performed_by: "performed_by";
        relates_to: "relates_to";
        concerns: "concerns";
    }>;
    to: z.ZodString;
}, z.core.$strip>;
/** @typedef {z.infer<typeof specLinkSchema>} SpecLink */
export const specItemSchema: z.ZodObject<{
    id: z.ZodString;
    kind: z.ZodEnum<{
        integration: "integration";
        milestone: "milestone";
        persona: "persona";
        risk: "risk";
        journey: "journey";
        requirement: "requirement";
        criterion: "criterion";
        nfr: "nfr";
        metric: "metric";
        entity: "entity";
        decision: "decision";
        question: "question";
        task: "task";
    }>;
    title: z.ZodString;
    statement: z.ZodString;
    status: z.ZodEnum<{
        active: "active";
        superseded: "superseded";
    }>;
    source: z.ZodString;
    fields: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodNull, z.ZodArray<z.ZodString>, z.ZodRecord<z.ZodString, z.ZodNumber>, z.ZodRecord<z.ZodString, z.ZodString>]>>;
    links: z.ZodArray<z.ZodObject<{
        kind: z.ZodEnum<{
            needs: "needs";
            verified_by: "verified_by";
            measured_by: "measured_by";
            uses: "uses";
            built_by: "built_by";
            serves: "serves";
            depends_on: "depends_on";
            integrates: "integrates";
            due_in: "due_in";
            supports: "supports";
            performed_by: "performed_by";
            relates_to: "relates_to";
            concerns: "concerns";
        }>;
        to: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type SpecItem = z.infer<typeof specItemSchema>;
export type ItemKind = keyof typeof ITEM_KINDS;
export type LinkKind = (typeof LINK_KINDS)[number];
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type ItemFieldValue = z.infer<typeof itemFieldValueSchema>;
export type EstimateRange = z.infer<typeof estimateRangeSchema>;
export type ItemFieldsByKind = { [K in ItemKind]: z.infer<(typeof itemFieldSchemas)[K]>; };
export type ItemFields = z.infer<typeof itemFieldsSchema>;
export type SpecLink = z.infer<typeof specLinkSchema>;
import { z } from 'zod';
