import { z } from 'zod';

/**
 * The shape of one capability file (capabilities/<id>.json). Every file is checked against this at
 * load, so a contributor's typo fails the catalogue test instead of silently matching nothing.
 */

/**
 * A phrase in lemma form: 1–4 words, letters, digits and hyphens only ("card payment", "check-in").
 * A "*" between words stands for one or two words, the object of a separable verb ("check * out"
 * reads "check tools out").
 */
const phrase = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]*(?: (?:[a-z0-9][a-z0-9-]*|\*(?= )))*$/, 'lower-case words separated by single spaces; "*" only between words')
  .refine((p) => p.split(' ').length <= 4, 'at most four words');

const effort = z.object({ low: z.number().positive(), likely: z.number().positive(), high: z.number().positive() }).refine((e) => e.low <= e.likely && e.likely <= e.high, 'low ≤ likely ≤ high');

/**
 * Slots a criterion may use; anything else in braces is a typo. `other`: in a `sides` criterion,
 * the person on the capability's own side (who assigns, who approves). `basis`: what the feature
 * says its act goes by, in its words ("language and security clearance" in "Match interpreters by
 * language and security clearance"), else "every stated criterion".
 */
export const criterionSlots = ['actor', 'object', 'objects', 'action', 'other', 'basis'] as const;
const slotted = z
  .string()
  .min(8)
  .refine((s) => [...s.matchAll(/\{(\w+)\}/g)].every((m) => (criterionSlots as readonly string[]).includes(m[1]!)), `slots are ${criterionSlots.join(', ')}`);

/** Given/When/Then checks: at least a happy path, a failure path and an edge case. */
const criterionList = z
  .array(
    z.object({
      kind: z.enum(['happy', 'failure', 'edge']),
      given: slotted,
      when: slotted,
      then: slotted,
      /**
       * For a constraint: the features this check is the one for, by what the feature itself
       * does — it brings data in (`captures`), or it edits a thing several people share
       * (`shared`: a rota, a schedule). Any other affected feature gets `affects`.
       */
      fits: z.enum(['captures', 'shared']).optional(),
      /**
       * Words (base forms) one of which the feature must use for this check to fit it: an
       * import check ("the file has the wrong columns") is no check of "Export payroll hours".
       */
      needs: z.array(z.string().regex(/^[a-z][a-z-]*$/)).optional(),
    }),
  )
  .min(4)
  .refine((c) => c.some((x) => x.kind === 'failure') && c.some((x) => x.kind === 'edge') && c.some((x) => x.kind === 'happy'), 'a happy path, a failure path and an edge case');

export const capabilitySchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    name: z.string().min(3),
    summary: z.string().min(10),
    recognise: z.object({
      phrases: z.array(z.object({ text: phrase, weight: z.number().int().min(1).max(5) })).min(2),
      /** Phrases that mean something else ("pay attention", "sign up"); a match on them cancels the positives it covers. */
      negative: z.array(phrase).default([]),
      /** Total weight a feature must reach; 3 unless the file says otherwise. */
      threshold: z.number().int().min(1).max(10).default(3),
    }),
    /** Who typically does it ("customer", "dispatcher"), used only when the brief names nobody. */
    actor: z.string().min(3),
    /**
     * `doer`: `actor` does it. `recipient`: the product does it (sends a reminder, raises an alert)
     * and `actor` is who receives it; the reader then looks for the persona it goes to, or asks.
     */
    actorRole: z.enum(['doer', 'recipient']).default('doer'),
    /**
     * When `actor` holds what the capability records (a loan's borrower, a booking's customer): the
     * verbs, in base form, by which a brief shows a persona in that role ("a neighbour who borrows
     * a tool"). A reminder or an alert about the capability goes to that persona.
     */
    holderVerbs: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /**
     * The verbs of the other side ("take" a payment, "sell" tickets, "accept" bookings): a feature
     * opening with one is the seller's, and its checks speak of the holder, the persona a journey
     * shows doing a `holderVerbs` verb ("the farm owner pays"), else of `actor`.
     */
    sellerVerbs: z.array(z.string().regex(/^[a-z]+$/)).default([]),
    /**
     * The checks are written from the seller's side ("{actor} opens a paid {object} … when they
     * refund it"): a seller's feature keeps its own actor, and `{other}` is the holder the journey
     * shows ("the parent is offered a refund"), else "the customer".
     */
    sellerSpeaks: z.boolean().default(false),
    /** The verb for a feature that only names the thing ("browse" a "Tool catalogue", "pay" a "Deposit at checkout"); else "use". */
    useVerb: z
      .string()
      .regex(/^[a-z]+(?: [a-z]+){0,2}$/)
      .optional(),
    /** The same for a feature read as something looked at ("file" a "Damage report with photos", which is made, not read). */
    viewVerb: z
      .string()
      .regex(/^[a-z]+(?: [a-z]+){0,2}$/)
      .optional(),
    /** What the feature acts on when the brief's words name nothing ("booking"). */
    object: z.string().min(2),
    /**
     * `thing`: {object} is what the feature acts on ("walk" in "Owners book same-day walks");
     * `name`: it is the feature's own name for the capability ("monthly sales report");
     * `fixed`: always `object` (a calendar's entries are events whatever the calendar is called);
     * `modifier`: what the capability's own word is about, the noun before it ("apiary" in "Apiary
     * map": the map shows apiaries), else as `thing`;
     * `own`: the first of `objectWords` the feature writes (the file in "Photo of each piece": the
     * photo is what is uploaded, not the piece), else as `thing` ("Upload receipts": the receipt).
     */
    objectFrom: z.enum(['thing', 'name', 'fixed', 'modifier', 'own']).default('thing'),
    /** The nouns that are this capability's object when a feature writes them (`objectFrom: own`), singular. */
    objectWords: z.array(z.string().regex(/^[a-z]+(?:[ -][a-z]+)*$/)).default([]),
    /**
     * The states this capability's feature puts things in, as a feature names them ("approved" in
     * "Export approved awards"): a feature naming one is built after the feature that gives it.
     */
    states: z.array(z.string().regex(/^[a-z]+(?:-[a-z]+)?$/)).default([]),
    /** A technical constraint may name it ("must keep working without signal"): its tasks then join the plan. */
    constraint: z.boolean().default(false),
    /**
     * For a constraint: the criterion every feature it affects gets (`{actor}` and `{action}` are
     * that feature's), and the design decision it forces.
     */
    affects: z
      .object({
        given: slotted,
        when: slotted,
        then: slotted,
        decision: z.object({ area: z.string().min(3), choice: z.string().min(10) }),
        /**
         * Which features it bends: `captures` (default) those the constraint names and those that
         * bring data in ("must work offline"); `named` only those it names by their thing ("no
         * briefing notes may be stored on the device": the notes feature, not every form).
         */
        reach: z.enum(['captures', 'named']).default('captures'),
      })
      .optional(),
    criteria: criterionList,
    /**
     * The other side of what the capability records, with checks of its own: the person an
     * assignment goes to, who accepts or declines it (while `criteria` are the dispatcher's); the
     * person who submits a claim for approval (while `criteria` are the approver's). A feature whose
     * verb is one of `verbs` ("Interpreters accept or decline an assignment") gets these criteria
     * instead, `{actor}` being its own persona and `{other}` the persona a journey shows doing one of
     * `otherVerbs` ("the coordinator matches two interpreters"), else `otherRole`.
     */
    sides: z
      .array(
        z.object({
          role: z.string().min(3),
          verbs: z.array(z.string().regex(/^[a-z]+$/)).min(1),
          otherVerbs: z.array(z.string().regex(/^[a-z]+$/)).min(1),
          otherRole: z.string().min(3),
          /** Asked of the first feature on this side, instead of the capability's first question. */
          question: z.string().min(10).endsWith('?'),
          criteria: criterionList,
        }),
      )
      .default([]),
    /** Whether the first entity models the thing a feature acts on (a Booking, a Payment), so a brief's own entity for it takes its columns; a search index or a scan log does not. */
    modelIsObject: z.boolean().default(false),
    /**
     * When the first entity is a record of the act on another thing (a Booking of a resource, a
     * LocationPing of what is tracked), the column that refers to that thing: a brief's "Reserve a
     * tool" gets a Reservation with a `toolId`, and the tool keeps its own columns.
     */
    recordOf: z
      .string()
      .regex(/^[a-z][A-Za-z0-9]*Id$/)
      .optional(),
    entities: z.array(z.object({ name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/), attributes: z.array(z.string().regex(/^[a-z][A-Za-z0-9]*$/)).min(2) })).min(1),
    nfrs: z.array(z.string().min(10)).min(1),
    integrations: z.array(z.object({ name: z.string().min(2), purpose: z.string().min(5), alternatives: z.array(z.string()).default([]), link: z.string().url().optional() })).default([]),
    /**
     * `client` tasks are built once per client platform; `device` once per installed app (iOS,
     * Android, desktop: not the web client); `server` once. Days are working days.
     */
    tasks: z.array(z.object({ title: z.string().min(5), on: z.enum(['server', 'client', 'device']), effort, /** The check that closes the task, when it is not just the feature criteria passing. */ doneWhen: z.string().min(20).optional() })).min(2),
    risks: z.array(z.string().min(10)).min(1),
    questions: z.array(z.string().min(10).endsWith('?')).min(2),
    /**
     * When the brief already answers the first of `questions`. `signIn`: the feature, the technical
     * constraint or an integration names an identity provider people sign in with (integration
     * catalogue `signIn`: "Sign in with the hospital Okta account", "Microsoft Entra ID"), or writes
     * one of `words` ("single sign-on"). Then `question`, which is still open, is asked instead, or
     * nothing when there is none.
     */
    answeredBy: z
      .object({
        by: z.enum(['signIn']),
        words: z.array(z.string().regex(/^[a-z]+(?:[ -][a-z]+)*$/)).default([]),
        question: z.string().min(10).endsWith('?').optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Capability = z.infer<typeof capabilitySchema>;
export type CapabilityCriterion = Capability['criteria'][number];
export type Effort = z.infer<typeof effort>;
