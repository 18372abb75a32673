/**
 * Spec items: kinds, links, and the facts (`fields`) each kind carries. Fields are open by design
 * (a superseded item gains `supersededOn`, a task its progress note, a model may add facts), so
 * each kind's schema names the facts readers rely on, all optional, and keeps the rest.
 */
import { z } from 'zod';

/** Item kinds and the id prefix each one uses (criteria are `AC-<fr>.<n>`). */
export const ITEM_KINDS = Object.freeze(
  /** @type {const} */ ({
    persona: 'PER',
    journey: 'UJ',
    requirement: 'FR',
    criterion: 'AC',
    nfr: 'NFR',
    metric: 'SM',
    entity: 'ENT',
    decision: 'AD',
    integration: 'INT',
    risk: 'RISK',
    question: 'Q',
    task: 'T',
    milestone: 'M',
  }),
);
/** @typedef {keyof typeof ITEM_KINDS} ItemKind */

/** Link kinds, read "from <kind> to" (a journey `needs` a requirement …). */
export const LINK_KINDS = /** @type {const} */ (['needs', 'verified_by', 'measured_by', 'uses', 'built_by', 'serves', 'depends_on', 'integrates', 'due_in', 'supports', 'performed_by', 'relates_to', 'concerns']);
/** @typedef {(typeof LINK_KINDS)[number]} LinkKind */

export const ITEM_STATUSES = /** @type {const} */ (['active', 'superseded']);
/** @typedef {(typeof ITEM_STATUSES)[number]} ItemStatus */

export const TASK_STATUSES = /** @type {const} */ (['todo', 'in_progress', 'done', 'blocked']);
/** @typedef {(typeof TASK_STATUSES)[number]} TaskStatus */

/** A fact's value: JSON scalars, a list of strings, a small numeric group ({ low, likely, high }) or a small map of names to ids (an entity's person columns). */
export const itemFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.record(z.string(), z.number()), z.record(z.string(), z.string())]);
/** @typedef {z.infer<typeof itemFieldValueSchema>} ItemFieldValue */

const text = z.string().optional();
const flag = z.boolean().optional();
const num = z.number().optional();
const list = z.array(z.string()).optional();
/** @param {Record<string, z.ZodOptional<z.ZodType>>} shape */
const facts = (shape) => z.object({ supersededOn: text, ...shape }).catchall(itemFieldValueSchema);

export const estimateRangeSchema = z.object({ low: z.number(), likely: z.number(), high: z.number() });
/** @typedef {z.infer<typeof estimateRangeSchema>} EstimateRange */

/** The facts each kind carries (what the composer and the model write; all optional). */
export const itemFieldSchemas = {
  persona: facts({ entry: text, conditions: list, conditionFields: list }),
  journey: facts({ steps: list, proposed: flag }),
  requirement: facts({ priority: text, benefit: z.string().nullable().optional(), action: text, form: text, capability: z.string().nullable().optional(), object: text }),
  criterion: facts({ given: text, when: text, then: text, suggested: flag }),
  nfr: facts({ category: text, threshold: text, order: num }),
  metric: facts({ target: z.string().nullable().optional(), proposed: flag, linkBasis: text }),
  entity: facts({ attributes: list, attributesFrom: text }),
  decision: facts({ area: text, choice: text, alternatives: list, recommended: flag }),
  integration: facts({ purpose: z.string().nullable().optional(), link: z.string().nullable().optional(), alternatives: list, recommended: flag }),
  risk: facts({ mitigation: text, mitigationSource: text }),
  question: facts({ resolved: flag, topic: text }),
  task: facts({
    estimateDays: num,
    estimateRange: estimateRangeSchema.optional(),
    role: text,
    status: z.enum(TASK_STATUSES).optional(),
    note: z.string().nullable().optional(),
    evidenceOverride: text,
    doneWhen: text,
    critical: flag,
    start: text,
    end: text,
  }),
  milestone: facts({
    date: text,
    teamSize: num,
    teamSizeAssumed: flag,
    timeline: text,
    windowStart: text,
    windowEnd: text,
    finish: text,
    overrunDays: num,
    effortDays: num,
    effortLow: num,
    effortHigh: num,
    p50Finish: text,
    p85Finish: text,
    p85Fits: flag,
    simulations: num,
    drivers: list,
  }),
};
/** @typedef {{ [K in ItemKind]: z.infer<(typeof itemFieldSchemas)[K]> }} ItemFieldsByKind */

/** Any kind's facts, as stored: named facts plus open ones. */
export const itemFieldsSchema = z.record(z.string(), itemFieldValueSchema);
/** @typedef {z.infer<typeof itemFieldsSchema>} ItemFields */

export const specLinkSchema = z.object({ kind: z.enum(LINK_KINDS), to: z.string() });
/** @typedef {z.infer<typeof specLinkSchema>} SpecLink */

export const specItemSchema = z.object({
  id: z.string(),
  kind: z.enum(/** @type {[ItemKind, ...ItemKind[]]} */ (Object.keys(ITEM_KINDS))),
  title: z.string(),
  /** The item in one or two sentences, as a reader of the spec would want it. */
  statement: z.string(),
  status: z.enum(ITEM_STATUSES),
  /** Where it comes from: `brief:<field>[#n]`, `pattern:<id>`, `derived`, `suggested` or `model`. */
  source: z.string(),
  fields: itemFieldsSchema,
  links: z.array(specLinkSchema),
});
/** @typedef {z.infer<typeof specItemSchema>} SpecItem */

/**
 * A kind's facts read from stored fields: the named facts typed, or null when a named fact has
 * another type than its schema says (an odd historical row keeps its raw `fields`). Never throws.
 * @template {ItemKind} K
 * @param {K} kind
 * @param {unknown} raw
 * @returns {ItemFieldsByKind[K] | null}
 */
export function readItemFields(kind, raw) {
  const parsed = itemFieldSchemas[kind].safeParse(raw);
  return parsed.success ? /** @type {ItemFieldsByKind[K]} */ (parsed.data) : null;
}
