import { linked } from '../../spec/graph.js';
import { active, at, type Rule, type RuleResult } from '../rule.js';

/** The priority whose criteria must be proven by tests once a project reports test results. */
const PROVEN_PRIORITY = 'Must';

export const evidenceRules: Rule[] = [
  {
    // Drift made visible: once tests report in, a Must requirement whose criteria no passing run
    // proves (never cited, failing, or stale after a text change) counts against testability.
    id: 'must-unverified',
    severity: 'high',
    dimensions: ['testability', 'traceability'],
    run({ graph, evidence }): RuleResult {
      if (!evidence) return { checked: 0, findings: [] };
      let checked = 0;
      let failed = 0;
      const findings: RuleResult['findings'] = [];
      for (const r of active(graph, 'requirement')) {
        if (r.fields.priority !== PROVEN_PRIORITY) continue;
        const criteria = linked(r, 'verified_by').filter((id) => evidence.statusOf[id] !== undefined);
        const open = criteria.filter((id) => evidence.statusOf[id] !== 'verified');
        checked += criteria.length;
        failed += open.length;
        if (!open.length) continue;
        findings.push(
          at(
            r.id,
            `${r.id} is a Must requirement, yet ${open.map((id) => `${id} (${evidence.statusOf[id]})`).join(', ')} ${open.length === 1 ? 'is' : 'are'} not proven by a passing test run.`,
            `Name a test after each criterion it proves (e.g. "${open[0]} …" in its name, or a JUnit property criteria="${open[0]}") and send the JUnit report to POST /api/projects/{id}/test-results.`,
          ),
        );
      }
      return { checked, failed, findings };
    },
  },
];
