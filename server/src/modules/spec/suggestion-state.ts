import type { ItemFields, SpecItem } from './graph.js';

/**
 * A suggestion is an item the capability catalogue proposed (`source: pattern:<capability>`):
 * it stays "suggested" until a person confirms it or rewrites it. What they did lives in the
 * item's fields, so every reader (the quality gate, the PRD, the MCP tools) sees the same state:
 *
 * - `confirmed`, `confirmedBy` (user id), `confirmedAt`: a person agreed to it (an edit confirms too);
 * - `edited`: its text is theirs; `suggestedStatement` (and for a criterion `suggestedGiven`,
 *   `suggestedWhen`, `suggestedThen`) keep the catalogue's text, so undo can restore it.
 */

/** The text of an item that an edit replaces, and where the catalogue's version of each is kept. */
export const ORIGINAL_KEYS = { statement: 'suggestedStatement', given: 'suggestedGiven', when: 'suggestedWhen', then: 'suggestedThen' } as const;
export const TEXT_KEYS = ['given', 'when', 'then'] as const;
export const CONFIRMATION_KEYS = ['confirmed', 'confirmedBy', 'confirmedAt', 'edited', ...Object.values(ORIGINAL_KEYS)] as const;

export const isSuggestion = (item: Pick<SpecItem, 'source'>): boolean => item.source.startsWith('pattern:');

export const isConfirmed = (item: Pick<SpecItem, 'fields'>): boolean => item.fields.confirmed === true;

/** The statement a criterion's three parts make (the composer's own form, build-requirements.ts). */
export const criterionStatement = (given: string, when: string, then: string): string => `Given ${given}, when ${when}, then ${then}.`;

/** The catalogue's text of an item as the `suggested…` fields keep it. */
export function originalOf(item: Pick<SpecItem, 'statement' | 'fields'>): ItemFields {
  const out: ItemFields = { [ORIGINAL_KEYS.statement]: item.statement };
  for (const k of TEXT_KEYS) if (typeof item.fields[k] === 'string') out[ORIGINAL_KEYS[k]] = item.fields[k];
  return out;
}

/** The fields without any trace of a person's confirmation or edit. */
export function withoutConfirmation(fields: ItemFields): ItemFields {
  const out: ItemFields = { ...fields };
  for (const k of CONFIRMATION_KEYS) delete out[k];
  return out;
}

/**
 * What a regenerated item keeps of the stored one it matched (spec/reconcile.ts). A person's
 * decision outlives a regeneration from the same catalogue pattern:
 * - an edited item keeps its text and its confirmation (their words win over the pattern's);
 * - a confirmed item keeps its confirmation while the pattern still says the same thing; when
 *   the brief changed what the pattern proposes, the new text is a new suggestion to review.
 * An item that no longer comes from that pattern (the brief now says it) keeps nothing.
 */
export function keptDecision(fresh: SpecItem, stored: SpecItem | undefined): Pick<SpecItem, 'statement' | 'fields'> | null {
  if (!stored || !isSuggestion(fresh) || stored.source !== fresh.source || !isConfirmed(stored)) return null;
  const decision: ItemFields = {};
  for (const k of ['confirmed', 'confirmedBy', 'confirmedAt'] as const) if (stored.fields[k] !== undefined) decision[k] = stored.fields[k];
  if (stored.fields.edited === true) {
    const text: ItemFields = {};
    for (const k of TEXT_KEYS) if (stored.fields[k] !== undefined) text[k] = stored.fields[k];
    // Undo restores what the pattern proposes now, not what it proposed when the edit was made.
    return { statement: stored.statement, fields: { ...fresh.fields, ...text, ...decision, edited: true, ...originalOf(fresh) } };
  }
  if (stored.statement !== fresh.statement) return null;
  return { statement: fresh.statement, fields: { ...fresh.fields, ...decision } };
}

/**
 * One criterion's bullet text in the PRD. A suggestion nobody confirmed says so; confirming or
 * editing it rewrites just this line of the PRD (documents/criterion-lines.ts), so both render alike.
 */
export function criterionLine(c: { id?: string; given: string; when: string; then: string; suggested?: boolean }): string {
  return `${c.id ? `**${c.id}** ` : ''}**Given** ${c.given}, **when** ${c.when}, **then** ${c.then}.${c.suggested ? ' _(suggested)_' : ''}`;
}

/** The PRD's view of a criterion item (graph-views.ts reads the graph the same way). */
export function criterionView(c: SpecItem): { id: string; given: string; when: string; then: string; suggested?: boolean } {
  const suggested = isSuggestion(c) && !isConfirmed(c);
  return { id: c.id, given: String(c.fields.given ?? ''), when: String(c.fields.when ?? ''), then: String(c.fields.then ?? ''), ...(suggested ? { suggested } : {}) };
}
