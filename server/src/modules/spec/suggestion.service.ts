import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { findProjectFor } from '../projects/project-access.js';
import type { ItemFields, SpecItem } from './graph.js';
import { SpecItemRow, SpecLinkRow } from './spec.entity.js';
import { criterionStatement, isConfirmed, isSuggestion, ORIGINAL_KEYS, originalOf, TEXT_KEYS, withoutConfirmation } from './suggestion-state.js';

/**
 * Confirming, rewriting and un-confirming the items the capability catalogue suggested
 * (suggestion-state.ts says what each leaves in the item's fields). Editors and owners only; a
 * read-only token may not. The PRD's lines for the items follow in the same transaction.
 */

const ITEM_ID = /^[A-Z]{1,4}-\d{1,6}(\.\d{1,4})?$/;
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be ${max} characters or fewer`);

export const confirmManyInput = z.object({
  item_ids: z.array(z.string().max(24), { error: 'item_ids must be a list of item ids' }).min(1, 'item_ids must name at least one item').max(200, 'item_ids may name at most 200 items'),
});

/** A criterion is rewritten as its three parts; any other suggestion as its statement. */
export const editTextInput = z.object({
  given: text('given', 1000).optional(),
  when: text('when', 1000).optional(),
  then: text('then', 1000).optional(),
  statement: text('statement', 2000).optional(),
});
export type EditTextInput = z.infer<typeof editTextInput>;

const presentRow = (row: SpecItemRow, links: SpecLinkRow[]): SpecItem => ({
  id: row.itemId,
  kind: row.kind,
  title: row.title,
  statement: row.statement,
  status: row.status,
  source: row.source,
  fields: row.fields,
  links: links.filter((l) => l.fromId === row.itemId).map((l) => ({ kind: l.kind, to: l.toId })),
});

/**
 * Loads the active suggestions named, changes each with `change` (null: leave it as it is), stores
 * them, rewrites their PRD lines and tells the approvers of a PRD version this voids. Answers the
 * items in the order asked. SPEC_ITEM_NOT_FOUND for an unknown or retired id, NOT_A_SUGGESTION
 * for an item the catalogue did not suggest: nothing changes then.
 */
async function changeSuggestions(ctx: ServiceContext, projectId: unknown, itemIds: readonly unknown[], change: (row: SpecItemRow, at: string, userId: string) => Pick<SpecItem, 'statement' | 'fields'> | null): Promise<SpecItem[]> {
  const user = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, user, projectId, 'editor');
  const wanted = [...new Set(itemIds.map((id) => (typeof id === 'string' ? id.trim().toUpperCase() : '')))];
  // The PRD's new version is told to the approvers only once it has committed.
  let afterCommit: () => void = () => undefined;
  const out = await ctx.em.transactional(async (tx: EntityManager) => {
    const rows = await tx.find(SpecItemRow, { project: project.id, itemId: { $in: wanted.filter((id) => ITEM_ID.test(id)) }, status: 'active' });
    const byId = new Map(rows.map((r) => [r.itemId, r]));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length) throw new AppError('SPEC_ITEM_NOT_FOUND', `No item ${missing.join(', ')} in this project's current spec.`);
    const plain = rows.filter((r) => !isSuggestion(r));
    if (plain.length) throw new AppError('NOT_A_SUGGESTION', `${plain.map((r) => r.itemId).join(', ')} did not come from the capability catalogue: there is nothing to confirm. Edit the brief to change it.`);
    const at = new Date().toISOString();
    const changed: SpecItemRow[] = [];
    for (const id of wanted) {
      const row = byId.get(id)!;
      const next = change(row, at, user.id);
      if (!next) continue;
      row.statement = next.statement;
      row.fields = next.fields;
      changed.push(row);
    }
    await tx.flush();
    const links = await tx.find(SpecLinkRow, { project: project.id, fromId: { $in: wanted } }, { orderBy: { position: 'asc' } });
    afterCommit = await ctx.deps.spec.recordCriterionLines(
      tx,
      project.id,
      changed.map((r) => presentRow(r, [])),
      user.id,
    );
    return wanted.map((id) => presentRow(byId.get(id)!, links));
  });
  afterCommit();
  return out;
}

const confirm = (row: SpecItemRow, at: string, userId: string) => (isConfirmed(row) ? null : { statement: row.statement, fields: { ...row.fields, confirmed: true, confirmedBy: userId, confirmedAt: at } });

/** Confirms one suggestion; confirming a confirmed one changes nothing. */
export async function confirmSpecItem(ctx: ServiceContext, projectId: unknown, itemId: unknown): Promise<SpecItem> {
  const [item] = await changeSuggestions(ctx, projectId, [itemId], confirm);
  return item!;
}

/** Confirms several suggestions at once (a requirement's "Confirm all"): all or none. */
export async function confirmSpecItems(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<SpecItem[]> {
  authorize(ctx, 'write');
  const input = parseInput(confirmManyInput, raw);
  return changeSuggestions(ctx, projectId, input.item_ids, confirm);
}

/**
 * Rewrites a suggestion in the person's words; a rewritten suggestion counts as confirmed and
 * keeps its text through regenerations (reconcile.ts). The catalogue's text is kept for undo.
 */
export async function editSpecItemText(ctx: ServiceContext, projectId: unknown, itemId: unknown, raw: unknown): Promise<SpecItem> {
  authorize(ctx, 'write');
  const input = parseInput(editTextInput, raw);
  const [item] = await changeSuggestions(ctx, projectId, [itemId], (row, at, userId) => {
    let statement: string;
    const text: ItemFields = {};
    if (row.kind === 'criterion') {
      if (!input.given || !input.when || !input.then) throw new AppError('VALIDATION_FAILED', 'A criterion is edited as its three parts: given, when and then.');
      Object.assign(text, { given: input.given, when: input.when, then: input.then });
      statement = criterionStatement(input.given, input.when, input.then);
    } else {
      if (!input.statement) throw new AppError('VALIDATION_FAILED', 'statement is required.');
      statement = input.statement;
    }
    if (statement === row.statement && isConfirmed(row)) return null;
    // The first edit keeps the catalogue's words; a later one keeps them too (not the previous edit).
    const original = row.fields.edited === true ? {} : originalOf(row);
    const confirmation: ItemFields = isConfirmed(row) ? {} : { confirmed: true, confirmedBy: userId, confirmedAt: at };
    return { statement, fields: { ...row.fields, ...original, ...text, ...confirmation, edited: true } };
  });
  return item!;
}

/** Takes a confirmation back: the item is a suggestion again, in the catalogue's words if it was rewritten. */
export async function unconfirmSpecItem(ctx: ServiceContext, projectId: unknown, itemId: unknown): Promise<SpecItem> {
  const [item] = await changeSuggestions(ctx, projectId, [itemId], (row) => {
    if (!isConfirmed(row) && row.fields.edited !== true) return null;
    if (row.fields.edited !== true) return { statement: row.statement, fields: withoutConfirmation(row.fields) };
    const parts: ItemFields = {};
    for (const k of TEXT_KEYS) if (typeof row.fields[ORIGINAL_KEYS[k]] === 'string') parts[k] = row.fields[ORIGINAL_KEYS[k]]!;
    const statement = row.fields[ORIGINAL_KEYS.statement];
    return { statement: typeof statement === 'string' ? statement : row.statement, fields: { ...withoutConfirmation(row.fields), ...parts } };
  });
  return item!;
}
