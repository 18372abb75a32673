import type { Hunk } from './patch.js';

/** What an update or a re-plan did, as the version history names it. */
const limit = 300;
const clip = (s: string) => (s.length <= limit ? s : `${s.slice(0, limit - 2).replace(/[,;]?\s*\S*$/, '')} …`);

/**
 * "Updated from the brief (FR-5 added; FR-4 changed)": the items the update adds, retires or
 * changes that the accepted sections of this document carry.
 */
export function updateNote(accepted: readonly Hunk[], summary: { added: string[]; retired: string[]; changed: string[] }): string {
  const here = new Set(accepted.flatMap((h) => h.items));
  const order = (ids: string[]) => ids.filter((id) => here.has(id)).sort(byId);
  const groups: [string[], string][] = [
    [order(summary.added), 'added'],
    [order(summary.changed), 'changed'],
    [order(summary.retired), 'retired'],
  ];
  const parts = groups.filter(([ids]) => ids.length).map(([ids, verb]) => `${ids.join(', ')} ${verb}`);
  return clip(parts.length ? `Updated from the brief (${parts.join('; ')})` : 'Updated from the brief');
}

/** "Re-planned from 2026-12-01" (and the sections kept as edited by hand, when any). */
export function replanNote(from: string, kept: readonly string[]): string {
  return clip(`Re-planned from ${from}${kept.length ? ` (kept as edited by hand: ${kept.join(', ')})` : ''}`);
}

/** Requirements first and criteria last (they belong to their requirement); FR-2 before FR-10. */
const kindOrder = ['FR', 'NFR', 'PER', 'UJ', 'SM', 'INT', 'ENT', 'AD', 'RISK', 'Q', 'M', 'T', 'AC'];
function byId(a: string, b: string): number {
  const [ka, na] = split(a);
  const [kb, nb] = split(b);
  return ka === kb ? na - nb : rank(ka) - rank(kb);
}
const rank = (kind: string) => (kindOrder.includes(kind) ? kindOrder.indexOf(kind) : kindOrder.length);
const split = (id: string): [string, number] => {
  const m = /^([A-Z]+)-(\d+(?:\.\d+)?)$/.exec(id);
  return m ? [m[1]!, Number(m[2])] : [id, 0];
};
