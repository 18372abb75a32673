import { linked, type SpecItem } from '../../spec/graph.js';
import { effortFloorDays, p85Fields, reviewedPlatforms } from '../knowledge/estimates.js';
import { verificationWords } from '../knowledge/wording.js';
import { active, at, indexOf, type Rule, type RuleResult } from '../rule.js';
import { phraseRegex } from './phrases.js';

const verifies = phraseRegex(verificationWords, false);

/** The likely effort of a task: the catalogue's range when there is one, else the single estimate. */
function days(t: SpecItem): number {
  const range = t.fields.estimateRange as unknown;
  if (range && typeof range === 'object' && 'likely' in range) return Number((range as { likely: unknown }).likely) || 0;
  return Number(t.fields.estimateDays ?? 0);
}

export const planRules: Rule[] = [
  {
    id: 'nfr-unverified',
    severity: 'high',
    dimensions: ['testability', 'feasibility'],
    run({ graph }): RuleResult {
      const ix = indexOf(graph);
      const nfrs = active(graph, 'nfr');
      const findings = nfrs.flatMap((n) =>
        ix.from(n.id, 'concerns').some((i) => i.kind === 'task')
          ? []
          : [
              at(
                n.id,
                `${n.id} (${n.title}) has no task that verifies it: nothing in the plan measures "${String(n.fields.threshold ?? n.statement).slice(0, 80)}".`,
                'Add a verification task that measures the threshold before launch (a load test, an accessibility audit, a restore rehearsal) and link it to the NFR.',
              ),
            ],
      );
      return { checked: nfrs.length, findings };
    },
  },
  {
    id: 'task-unverified',
    severity: 'medium',
    dimensions: ['testability', 'feasibility'],
    run({ graph }): RuleResult {
      const tasks = active(graph, 'task');
      const findings = tasks.flatMap((t) => {
        const stated = ['verification', 'doneWhen', 'acceptance', 'check'].some((f) => typeof t.fields[f] === 'string' && String(t.fields[f]).trim());
        return stated || verifies.test(`${t.title}. ${t.statement}`)
          ? []
          : [at(t.id, `${t.id} "${t.title}" does not say how it is checked: "${t.statement.slice(0, 100)}".`, 'Say when it is done and how that is checked ("done when a merge to main deploys to staging and the smoke test passes").')];
      });
      return { checked: tasks.length, findings };
    },
  },
  {
    id: 'estimate-unsupported',
    severity: 'high',
    dimensions: ['feasibility'],
    run({ brief, graph }): RuleResult {
      const { byId } = indexOf(graph);
      const platforms = reviewedPlatforms(brief.platforms);
      const findings: RuleResult['findings'] = [];
      const frs = active(graph, 'requirement').filter((r) => linked(r, 'built_by').length);
      for (const r of frs) {
        const tasks = linked(r, 'built_by')
          .map((id) => byId.get(id))
          .filter((t): t is SpecItem => !!t && t.status === 'active');
        const integrations = linked(r, 'uses').filter((id) => id.startsWith('INT-')).length;
        const criteria = linked(r, 'verified_by').length;
        const floor = effortFloorDays(criteria, platforms.length, integrations);
        const total = tasks.reduce((s, t) => s + days(t), 0);
        if (tasks.length && total < floor) {
          const parts = [`${criteria} criteria`, platforms.length > 1 ? `${platforms.join(', ')}` : null, integrations ? `${integrations} integration${integrations > 1 ? 's' : ''}` : null].filter(Boolean).join(', ');
          findings.push(at(tasks[0]!.id, `${r.id} is planned at ${total} days for ${parts}: a reviewer would quote at least ${floor}.`, `Re-estimate ${tasks.map((t) => t.id).join(', ')} per platform and integration, as a range (low / likely / high).`));
        }
      }
      const last = active(graph, 'milestone')
        .filter((m) => m.fields.overrunDays !== undefined || m.fields.finish !== undefined)
        .at(-1);
      const p85 = last ? p85Fields.map((f) => last.fields[f]).find((v) => typeof v === 'string' && v) : undefined;
      if (last && Number(last.fields.overrunDays ?? 0) <= 0) {
        const end = String(last.fields.windowEnd ?? '');
        if (!p85)
          findings.push(
            at(
              last.id,
              `The roadmap claims to fit the ${String(last.fields.timeline ?? '')} timeline on a single date (${String(last.fields.finish ?? last.fields.date ?? '')}), with no P85 date: half of all plans finish later than their likely date.`,
              'Give the finish as P50 and P85 dates from task ranges, and check the P85 date against the timeline.',
            ),
          );
        else if (end && String(p85) > end)
          findings.push(at(last.id, `The P85 finish (${String(p85)}) falls after the timeline ends (${end}): the plan fits only if nothing slips.`, 'Cut Should/Could requirements or extend the timeline until the P85 date fits.'));
      }
      return { checked: frs.length + (last ? 1 : 0), failed: findings.length, findings };
    },
  },
];
