import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors/index.js';
import { briefFacts, buildSpecGraph, composeAll, normaliseBrief } from '../generation/composer/index.js';
import { reconcileGraph } from '../spec/reconcile.js';
import { changesIn, checkDecisions } from './decision-check.js';
import { applyHunks, type Hunk } from './patch.js';
import { briefEdits, editBase } from './testing/brief-edits.js';
import { planUpdate } from './update-plan.js';

const types = ['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'] as const;
const edits = briefEdits();
const today = '2026-01-05';

/** Per edit: the documents as generated from the base brief, the update to the edited one, and the fresh documents. */
const plans = new Map<number, { old: Record<string, string>; fresh: Record<string, string>; hunks: Hunk[]; changed: Set<string> }>();
function planFor(k: number) {
  const known = plans.get(k);
  if (known) return known;
  const b0 = normaliseBrief(editBase, today);
  const b1 = normaliseBrief(edits[k]!.apply(editBase), today);
  const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
  const docs0 = composeAll(b0, g0);
  const old = Object.fromEntries(types.map((t) => [t, docs0[t].markdown]));
  const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: types.map((t, n) => ({ documentId: `d${n}`, baseVersion: 1, type: t, content: old[t]!, generated: old[t]!, generator: 'builtin' })) });
  const docs1 = composeAll(b1, plan.graph);
  const out = { old, fresh: Object.fromEntries(types.map((t) => [t, docs1[t].markdown])), hunks: plan.hunks, changed: new Set([...plan.summary.added, ...plan.summary.retired, ...plan.summary.changed]) };
  plans.set(k, out);
  return out;
}

const linesWith = (texts: string[], id: string) => new Set(texts.flatMap((t) => t.split('\n')).filter((l) => changesIn({ before: '', after: l }, id)));
const within = (a: Set<string>, b: Set<string>) => [...a].every((l) => b.has(l));

describe('any mix of decisions leaves the documents agreeing with each other', () => {
  it('for random single brief edits and random accept/reject per section: refused with the decision to add, or applied with every changed item told one way', () => {
    let mixedApplied = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(edits.length - 1), fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }), fc.nat(3), (k, coin, mode) => {
        const { old, fresh, hunks, changed } = planFor(k);
        // Mode 0: per section at random; 1–3: per item (a random subset of changed items), the rest per section.
        const decided: Hunk[] = hunks.map((h, n) => ({ ...h, status: coin[n % coin.length] ? 'accepted' : 'rejected' }));
        if (mode > 0) {
          for (const [n, id] of [...changed].entries()) {
            if (!coin[(n * 7 + mode) % coin.length]) continue;
            const status = coin[(n * 3 + mode) % coin.length] ? 'accepted' : 'rejected';
            for (const h of decided) if (h.items.includes(id) && changesIn(h, id)) h.status = status;
          }
        }
        try {
          checkDecisions(decided, changed, new Set(decided.map((h) => h.id)));
        } catch (e) {
          expect(e).toBeInstanceOf(AppError);
          expect((e as AppError).code).toBe('DECISIONS_INCONSISTENT');
          expect((e as AppError).message).toMatch(/^[A-Z]+-[\d.]+ would be accepted in .* but rejected in .*: accept .* as well/);
          refused += 1;
          return;
        }
        const final = Object.fromEntries(
          types.map((t) => [
            t,
            applyHunks(
              old[t]!,
              decided.filter((h) => h.documentType === t),
            ),
          ]),
        );
        if (decided.some((h) => h.status === 'accepted') && decided.some((h) => h.status === 'rejected')) mixedApplied += 1;
        for (const id of changed) {
          const now = linesWith(Object.values(final), id);
          const agrees = within(now, linesWith(Object.values(fresh), id)) || within(now, linesWith(Object.values(old), id));
          expect({ edit: edits[k]!.name, id, agrees }).toEqual({ edit: edits[k]!.name, id, agrees: true });
        }
        // No requirement is listed without its own section in the PRD.
        const prd = final.prd!;
        for (const id of new Set(Object.values(final).flatMap((t) => t.match(/\bFR-\d+\b/g) ?? []))) {
          expect({ edit: edits[k]!.name, id, own: prd.includes(`### ${id}:`) || prd.includes(`~~**${id}**`) }).toEqual({ edit: edits[k]!.name, id, own: true });
        }
      }),
      { numRuns: 150, seed: 20261126 },
    );
    expect(mixedApplied, 'some mixed decisions were applied').toBeGreaterThan(10);
    expect(refused, 'some contradicting mixes were refused').toBeGreaterThan(10);
  });
});
