import type { ComposerBrief } from '../brief.js';
import { categoryOf, complexityDays } from '../reader/categories.js';
import { performanceTargets } from '../planner/prd-quality.js';
import { integrationServes, isDataRegulation } from '../planner/recommend-policies.js';
import type { Complexity, DataEntity, PlanPhase, PlanTask, PrdStructured, Recommendation } from '../types.js';

/** Data model, team size and the phased task list of the implementation plan. */

export const teamSizes = { quickTest: 2, standardMVP: 3, scalableProduct: 5 } as const;

/** Words that describe a feature rather than name the thing it stores. */
const modifiers = new Set('auto online smart weekly daily monthly real time quick easy simple shared custom advanced basic new with and for the your fill'.split(' '));

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 2 && !modifiers.has(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join('');
}

export function buildEntities(brief: ComposerBrief, prd: PrdStructured): DataEntity[] {
  const users: DataEntity = { name: 'User', fields: ['id', 'email', 'name', 'createdAt'], relations: [], frIds: [] };
  const out: DataEntity[] = [users];
  for (const fr of prd.requirements) {
    const c = categoryOf(fr.title);
    const name = c.key === 'core' ? pascal(fr.title) || `Item${fr.id.slice(3)}` : c.entity.name;
    const existing = out.find((e) => e.name === name);
    if (existing) {
      existing.frIds.push(fr.id);
      continue;
    }
    out.push({ name, fields: [...c.entity.fields], relations: [`User 1—n ${name}`], frIds: [fr.id] });
  }
  users.frIds = prd.requirements.map((r) => r.id);
  if (brief.compliance.some(isDataRegulation)) {
    out.push({
      name: 'AuditLog',
      fields: ['id', 'actorId', 'action', 'entityType', 'entityId', 'at'],
      relations: ['User 1—n AuditLog'],
      frIds: prd.requirements.filter((r) => r.acceptanceCriteria.length > 3).map((r) => r.id),
    });
  }
  return out;
}

function complexity(days: number): Complexity {
  return days <= 2 ? 'S' : days <= 5 ? 'M' : 'L';
}

function clientCount(brief: ComposerBrief): number {
  const p = new Set(brief.platforms);
  return Math.max(1, Number(p.has('Web') || p.has('Tablet')) + Number(p.has('iOS') || p.has('Android')) + Number(p.has('Desktop')));
}

export function frEstimate(brief: ComposerBrief, title: string): number {
  const c = categoryOf(title);
  const base = c.subtasks.reduce((n, [, x]) => n + complexityDays[x], 0);
  return base + 2 * clientCount(brief) + 1 + (brief.performanceExpectations === 'High' ? 1 : 0) + (brief.compliance.length ? 1 : 0);
}

export function buildPhases(brief: ComposerBrief, prd: PrdStructured, stack: Recommendation[], integrations: Recommendation[], entities: DataEntity[]): PlanPhase[] {
  let n = 0;
  const task = (title: string, days: number, frIds: string[], dependsOn: string[]): PlanTask => ({
    id: `T-${++n}`,
    title,
    frIds,
    complexity: complexity(days),
    estimateDays: days,
    dependsOn,
  });
  const quick = brief.projectScope === 'quickTest';
  const allFr = prd.requirements.map((r) => r.id);
  const must = prd.requirements.filter((r) => r.priority === 'Must');
  const should = prd.requirements.filter((r) => r.priority === 'Should');
  const hostingChoice = stack.find((s) => s.area === 'Hosting')?.choice ?? 'the chosen hosting';

  const spike = task(
    `Technical spike and decision record: ${stack
      .slice(0, 3)
      .map((s) => s.choice.split(/[,(]/)[0]!.trim())
      .join(', ')}`,
    quick ? 1 : 2,
    [],
    [],
  );
  const infra = task(`Repository, CI pipeline and environments on ${hostingChoice}`, quick ? 1 : 3, [], [spike.id]);
  const data = task(`Data model and migrations: ${entities.map((e) => e.name).join(', ')}`, 2 + Math.ceil(entities.length / 3), allFr, [spike.id]);
  const shell = task(`Design system and app shell on ${brief.platforms.length ? brief.platforms.join(', ') : 'the web'}`, 3, [], [infra.id]);
  const foundations = [spike, infra, data, shell];
  if (!prd.requirements.some((r) => r.category === 'auth') && !quick) {
    foundations.push(task('Accounts, sign-in and password reset', 3, [], [data.id, shell.id]));
  }
  const base = foundations[foundations.length - 1]!.id;
  const buildOf = new Map<string, string>();
  const build = (r: PrdStructured['requirements'][number], deps: string[]) => {
    const t = task(`Build ${r.id}: ${r.title} (API, UI, acceptance tests)`, frEstimate(brief, r.title), [r.id], deps);
    buildOf.set(r.id, t.id);
    return t;
  };
  // Account features come first: every other feature needs a signed-in user.
  const coreTasks = must.filter((r) => r.category === 'auth').map((r) => build(r, [data.id, base]));
  const gate = coreTasks.map((t) => t.id);
  for (const r of must.filter((x) => x.category !== 'auth')) coreTasks.push(build(r, [data.id, base, ...gate]));
  const phases: PlanPhase[] = [
    { id: 'P-1', name: 'Foundations', goal: 'A deployable skeleton with the data model, design system and pipeline in place.', weight: 0, tasks: foundations },
    {
      id: 'P-2',
      name: 'Core features',
      goal: `The Must requirements (${must.map((r) => r.id).join(', ')}) working end to end on the main journeys.`,
      weight: 0,
      tasks: coreTasks,
    },
  ];
  const lastCore = phases[1]!.tasks[phases[1]!.tasks.length - 1]?.id ?? base;
  const extra: PlanTask[] = should.map((r) => build(r, [data.id, ...gate]));
  for (const i of integrations) {
    const users = prd.requirements.filter((r) => integrationServes(i.choice, r.title));
    // Wired in once the features it serves exist; a stand-alone integration only needs the data model.
    const after = users.map((r) => buildOf.get(r.id)).filter((id): id is string => !!id);
    extra.push(
      task(
        `Integrate ${i.choice} behind an adapter`,
        quick ? 2 : 3,
        users.map((r) => r.id),
        after.length ? after : [data.id],
      ),
    );
  }
  const journeys = prd.journeys.map((j) => j.id).join(', ');
  // User testing only makes sense once everything promised for the release exists.
  const built = extra.map((x) => x.id);
  extra.push(task(`Usability test of ${journeys || 'the key journeys'} with 5 target users; fix the top issues`, quick ? 2 : 3, allFr, built.length ? built : [lastCore]));
  phases.push({ id: 'P-3', name: should.length ? 'Complete features and integrations' : integrations.length ? 'Integrations and feedback' : 'User feedback', goal: 'Everything the first release promises, checked with real users.', weight: 0, tasks: extra });

  const t = performanceTargets[brief.performanceExpectations];
  const feedback = extra[extra.length - 1]!.id;
  const metricFrs = [...new Set(prd.metrics.flatMap((m) => m.frIds))];
  const hardening = [
    task(`Analytics events for ${prd.metrics.map((m) => m.id).join(', ')}`, 2, metricFrs, [lastCore]),
    task(
      `Performance and load test: p95 under ${t.p95} at ${t.load}`,
      quick ? 1 : brief.performanceExpectations === 'High' ? 4 : 2,
      must.map((r) => r.id),
      [feedback],
    ),
    task(`Security review against the baseline${brief.compliance.length ? ` and ${brief.compliance.join(', ')}` : ''}`, quick ? 1 : brief.compliance.length ? 5 : 3, [], [feedback]),
  ];
  if (brief.projectScope === 'scalableProduct') hardening.push(task('Autoscaling, alerting and on-call runbooks', 4, [], [infra.id, feedback]));
  const before = hardening.map((h) => h.id);
  hardening.push(task(`${quick ? 'Release to test users' : 'Beta, launch checklist and go-live'}`, 2, allFr, before));
  phases.push({ id: 'P-4', name: 'Hardening and launch', goal: 'Non-functional requirements verified and the product live.', weight: 0, tasks: hardening });
  for (const p of phases) p.weight = p.tasks.reduce((s, x) => s + x.estimateDays, 0);
  return phases;
}
