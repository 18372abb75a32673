import { describeSource, parseSource } from '../../spec/brief-diff.js';
import { dependencyCycle } from '../../spec/validate-graph.js';
import { linked, type SpecItem } from '../../spec/graph.js';
import { numberWords, zeroOpenings } from '../knowledge/wording.js';
import { active, at, hasNumber, indexOf, type Rule } from '../rule.js';
import { phraseRegex } from './phrases.js';

/** A rule over every active item of one kind: one check per item, a finding per failure. */
function eachItem(id: string, severity: Rule['severity'], dims: Rule['dimensions'], kind: SpecItem['kind'], fails: (i: SpecItem, g: Parameters<Rule['run']>[0]['graph']) => [string, string] | null, only?: (i: SpecItem) => boolean): Rule {
  return {
    id,
    severity,
    dimensions: dims,
    run: ({ graph }) => {
      const items = active(graph, kind).filter((i) => !only || only(i));
      const findings = items.flatMap((i) => {
        const f = fails(i, graph);
        return f ? [at(i.id, f[0], f[1])] : [];
      });
      return { checked: items.length, findings };
    },
  };
}

/** "brief:projectDescription" → "the project description", as a reader says it. */
function sourceLabel(source: string): string {
  const src = parseSource(source);
  return src ? describeSource(src.field, src.n, src.key !== null) : source;
}

const setupRoles = new Set(['setup', 'verification', 'launch']);

const quantityWord = phraseRegex(numberWords);
const zeroOpening = new RegExp(`^\\s*(?:${zeroOpenings.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/** A target in the metric's own words: digits, a quantity in words, or an opening that means zero. */
function statesQuantity(text: string): boolean {
  return hasNumber(text) || quantityWord.test(text) || zeroOpening.test(text);
}

/** "the 3 months timeline ends (2027-04-10)"; a Custom one without its date is the assumed 3 months; one the brief's words state is "the stated". */
function timelineEnd(f: Record<string, unknown>): string {
  const t = String(f.timeline ?? '');
  const end = String(f.windowEnd);
  if (t === 'Custom') return `the assumed 3-month timeline ends (${end}; the custom date is not set)`;
  if (/, as the brief states$/.test(t)) return `the timeline the brief states ends (${end})`;
  return `the ${t} timeline ends (${end})`;
}

export const graphRules: Rule[] = [
  eachItem('fr-without-criteria', 'critical', ['testability'], 'requirement', (r) => (linked(r, 'verified_by').length ? null : [`${r.id} has no acceptance criteria.`, 'Add Given/When/Then criteria that a tester can check.'])),
  eachItem('nfr-without-threshold', 'high', ['testability'], 'nfr', (n) => {
    const threshold = String(n.fields.threshold ?? '');
    if (hasNumber(threshold) || /\b(WCAG|OWASP|GDPR|HIPAA|SOC ?2|PCI|ISO)\b|audit/i.test(threshold)) return null;
    return [`${n.id} (${n.title}) has no measurable threshold${threshold ? `: "${threshold}"` : ''}.`, 'Give a number and how it is measured ("p95 ≤ 300 ms at 200 concurrent users").'];
  }),
  eachItem('metric-without-target', 'medium', ['testability'], 'metric', (m) =>
    statesQuantity(String(m.fields.target ?? '')) || statesQuantity(m.title) ? null : [`${m.id} "${m.title}" has no target.`, 'Add a number and a date (for example "≥ 2,000 weekly active users by month 6").'],
  ),
  eachItem('metric-without-requirement', 'medium', ['traceability'], 'metric', (m, g) => (indexOf(g).from(m.id, 'measured_by').length ? null : [`No requirement moves ${m.id} "${m.title}".`, 'Link the metric to the requirements that move it, or drop it.'])),
  eachItem('fr-without-task', 'high', ['traceability'], 'requirement', (r) => (linked(r, 'built_by').length ? null : [`${r.id} is built by no roadmap task.`, 'Plan a task that builds it, or mark it out of scope.'])),
  eachItem('fr-not-from-brief', 'high', ['traceability', 'completeness'], 'requirement', (r) =>
    r.source.startsWith('brief:keyFeatures') || r.source === 'model'
      ? null
      : [
          `${r.id} "${r.title}" is not a key feature of the brief: it was ${r.source === 'suggested' ? 'suggested by the generator' : `derived from ${sourceLabel(r.source)}`}.`,
          'Add the key features the product needs to the brief, so requirements come from them.',
        ],
  ),
  eachItem('task-without-requirement', 'medium', ['traceability'], 'task', (t, g) =>
    setupRoles.has(String(t.fields.role)) || indexOf(g).from(t.id, 'built_by').length || linked(t, 'integrates').length ? null : [`${t.id} "${t.title}" traces to no requirement.`, 'Link it to the requirement it serves, or remove it.'],
  ),
  eachItem('task-too-large', 'medium', ['feasibility'], 'task', (t) => (Number(t.fields.estimateDays ?? 0) > 15 ? [`${t.id} is estimated at ${String(t.fields.estimateDays)} days.`, 'Split it into tasks of three weeks or less.'] : null)),
  eachItem('task-before-dependency', 'high', ['feasibility'], 'task', (t, g) => {
    const starts = String(t.fields.start ?? '');
    // A task that is done is history, and one done ahead of its planned end is finished: a re-plan starts what follows it today.
    if (t.fields.status === 'done') return null;
    const late = linked(t, 'depends_on').filter((d) => {
      const dep = indexOf(g).byId.get(d);
      return dep && dep.fields.status !== 'done' && starts && String(dep.fields.end ?? '') >= starts;
    });
    return late.length ? [`${t.id} starts on ${starts}, before ${late.join(', ')} it depends on ${late.length > 1 ? 'are' : 'is'} finished.`, 'Re-plan the roadmap so every task starts after what it depends on.'] : null;
  }),
  eachItem('persona-unused', 'medium', ['completeness'], 'persona', (p, g) =>
    indexOf(g).from(p.id, 'performed_by').length || indexOf(g).from(p.id, 'serves').length ? null : [`${p.id} "${p.title}" performs no journey and no requirement serves them.`, 'Add a journey for this persona, or remove the persona.'],
  ),
  // An integration the brief names without saying what it is for cannot be built or tested (its
  // task would connect a service to nothing): a blocker until the brief says it.
  eachItem('integration-unexplained', 'high', ['completeness', 'feasibility'], 'integration', (i) =>
    i.source.startsWith('brief:integrations') && 'purpose' in i.fields && !i.fields.purpose
      ? [`${i.id} "${i.title}" is in the brief, but nothing says what it is used for: its task cannot be built or checked.`, `Say what ${i.title} is for in the brief ("${i.title} for card payments").`]
      : null,
  ),
  eachItem('open-question', 'low', ['completeness'], 'question', (q) => (q.fields.resolved ? null : [`Open question ${q.id}: ${q.title}`, 'Answer it in the brief; the answer becomes part of the spec.'])),
  eachItem('risk-without-mitigation', 'medium', ['feasibility'], 'risk', (r) =>
    r.fields.mitigationSource === 'suggested' ? [`${r.id} "${r.title}" has no mitigation from the team (a generic one was suggested).`, 'Write the mitigation after a colon in the brief’s risks ("Low retention: weekly digest e-mail").'] : null,
  ),
  {
    id: 'dependency-cycle',
    severity: 'critical',
    dimensions: ['feasibility'],
    run: ({ graph }) => {
      const cycle = dependencyCycle(graph);
      return { checked: 1, findings: cycle ? [at(cycle[0]!, `Tasks depend on each other in a cycle: ${cycle.join(' → ')}.`, 'Break the cycle: one of these tasks must not wait for the others.')] : [] };
    },
  },
  {
    id: 'schedule-past-timeline',
    severity: 'high',
    dimensions: ['feasibility'],
    run: ({ graph }) => {
      const last = active(graph, 'milestone').find((m) => m.fields.overrunDays !== undefined);
      const overrun = Number(last?.fields.overrunDays ?? 0);
      return {
        checked: last ? 1 : 0,
        findings:
          overrun > 0 ? [at(last!.id, `The plan finishes on ${String(last!.fields.finish)}, ${overrun} working days after ${timelineEnd(last!.fields)}.`, 'Cut Should/Could requirements from the first release, add people, or extend the timeline.')] : [],
      };
    },
  },
];
