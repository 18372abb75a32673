import { type ComposerBrief, scopeInfo } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { itemsOf, type SpecGraph } from '../../../spec/graph.js';
import { roadmapView } from './graph-views.js';
import { deadlineOf } from '../planner/roadmap-schedule.js';
import { bullets, ids, mermaidLabel, plural, quote } from '../text.js';
import type { PlanStructured, PrdStructured, RoadmapStructured } from '../types.js';

const timelineNotes: Record<string, string> = {
  ASAP: 'ASAP is planned as a 6-week sprint to a first release.',
  Custom: 'A custom timeline is planned as 3 months until the exact date is confirmed.',
};

/** Where the window comes from: the option's rule, or the brief's own words when no option says it. */
function timelineNote(brief: ComposerBrief): string {
  const stated = deadlineOf(brief);
  if (stated) return `The deadline is read from the brief: “${stated.text}”.`;
  return timelineNotes[brief.timeline ?? ''] ?? (brief.timeline ? '' : 'No timeline was chosen, so 3 months are assumed.');
}

/** The window as a reader says it: a custom timeline without its date is the assumed 3 months, not a "Custom window". */
function theWindow(f: Record<string, unknown>): string {
  const end = String(f.windowEnd);
  if (f.timeline === 'Custom') return `the assumed 3-month window (ending ${end}; the custom date is not set)`;
  // "Custom: 4 months, as the brief states": the deadline read from the brief's words.
  if (/, as the brief states$/.test(String(f.timeline))) return `the window the brief states (ending ${end})`;
  return `the ${String(f.timeline)} window (ending ${end})`;
}

/** How sure the finish date is: P50 and P85 of the seeded simulation, against the window, and what drives it. */
function confidence(f: Record<string, unknown>): string {
  if (!f.p85Finish) return '';
  const fits = f.p85Fits ? `fits ${theWindow(f)}` : `does not fit ${theWindow(f)}`;
  const drivers = Array.isArray(f.drivers) && f.drivers.length ? ` The widest ranges, which drive the total most: ${ids(f.drivers as string[])}.` : '';
  return `\n\nConfidence: across ${String(f.simulations)} simulated schedules over the tasks' low / likely / high estimates (seeded, so the same brief gives the same figures), half finish by **${String(f.p50Finish)} (P50)** and 85% by **${String(f.p85Finish)} (P85)**; the P85 date ${fits}.${drivers}`;
}

/** Capacity check: the schedule's own finish date against the chosen window, and what to cut. */
function capacity(plan: PlanStructured, graph: SpecGraph, prd: PrdStructured): string {
  const launch = itemsOf(graph, 'milestone').at(-1);
  const f = launch?.fields ?? {};
  const effort = plan.phases.reduce((s, p) => s + p.weight, 0);
  const part =
    typeof f.capacityShare === 'number'
      ? `, working ${String(f.capacityText)} as the brief says (${Number.isInteger(f.capacityShare * 5) ? `${f.capacityShare * 5} of 5 working days` : 'half of each working week'}, so each task takes ${Math.round((1 / f.capacityShare) * 10) / 10}× its effort in calendar days)`
      : '';
  const team = `${plan.teamSize} ${plan.teamSize === 1 ? 'person' : 'people'}${f.teamSizeAssumed ? ' (the default for this scope; set the team size to re-plan)' : part}`;
  const range = f.effortLow !== undefined ? ` (three-point range ${String(f.effortLow)}–${String(f.effortHigh)})` : '';
  const head = `Estimated effort: ${effort} person-days${range} for a team of ${team}. Tasks are scheduled on their likely estimates, on working days in dependency order, each on the first free person; the last one ends on ${String(f.finish ?? '')}.${confidence(f)}`;
  const tasks = itemsOf(graph, 'task');
  const critical = tasks.filter((t) => t.fields.critical).map((t) => t.id);
  const path = critical.length ? `Critical path: ${ids(critical)}. A delay on any of these moves the launch date.` : 'Every task is done: there is no critical path left.';
  const on = f.replannedOn ? String(f.replannedOn) : '';
  const from = on && on > String(f.windowStart ?? '') ? on : String(f.windowStart ?? on);
  const replanned = on
    ? `Re-planned on ${on}: ${Number(f.doneTasks ?? 0)} of ${plural(tasks.length, 'task')} are done and keep their dates; the remaining ${plural(Number(f.remainingDays ?? 0), 'person-day')} are scheduled from ${from}, tasks in progress first.\n\n`
    : '';
  const overrun = Number(f.overrunDays ?? 0);
  if (overrun > 0) {
    const should = prd.requirements.filter((r) => r.priority === 'Should').map((r) => r.id);
    return `${replanned}${head}\n\n**The plan overruns ${theWindow(f)} by ${plural(overrun, 'day')}.** Options: ${should.length ? `move ${should.join(', ')} after launch, ` : ''}add people, or move the target date. The dates below are the honest schedule, not squeezed into the window.\n\n${path}`;
  }
  const buffer = f.p85Fits === false ? 'on its likely estimates, but with little room: the P85 date above is later' : 'with the rest as buffer for feedback and the success-metric reviews';
  return `${replanned}${head}\n\nIt fits ${theWindow(f)} ${buffer}.\n\n${path}`;
}

/** A task's recorded progress, when there is any ('todo' says nothing). */
function progressNote(status: unknown): string {
  const label: Record<string, string> = { done: 'done', in_progress: 'in progress', blocked: 'blocked' };
  return typeof status === 'string' && label[status] ? `; status: ${label[status]}` : '';
}

function gantt(title: string, rm: { phases: RoadmapStructured['phases']; tasks: RoadmapStructured['tasks'] }): string {
  const label = (s: string) => mermaidLabel(s.replace(/\s*:\s*/g, ' '), 40);
  const lines = ['gantt', `  title ${label(title)}`, '  dateFormat YYYY-MM-DD'];
  for (const p of rm.phases) {
    lines.push(`  section ${label(p.name)}`);
    for (const t of rm.tasks.filter((x) => x.phaseId === p.id)) {
      const days = Math.round((Date.parse(t.end) - Date.parse(t.start)) / 86_400_000) + 1;
      lines.push(`  ${t.id} ${label(t.title)} :${t.id.replace('-', '').toLowerCase()}, ${t.start}, ${days}d`);
    }
    lines.push(`  ${p.milestone.id} ${label(p.milestone.name)} :milestone, ${p.milestone.date}, 0d`);
  }
  return lines.join('\n');
}

export function draftRoadmap(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured, graph: SpecGraph): DocumentDraft<Omit<RoadmapStructured, 'sections'>> {
  const rm = roadmapView(graph);
  const critical = new Set(
    itemsOf(graph, 'task')
      .filter((t) => t.fields.critical)
      .map((t) => t.id),
  );
  const progress = new Map(itemsOf(graph, 'task').map((t) => [t.id, t.fields.status]));
  const window = rm.window;
  const launch = rm.phases[rm.phases.length - 1]?.milestone;
  const sections = [
    section(
      'overview',
      'Overview',
      [
        `Timeline: **${window.timeline}**, from ${window.start} to ${window.end} (${window.days} days). ${timelineNote(brief)}`.trim(),
        `Scope: ${scopeInfo[brief.projectScope].label} (${scopeInfo[brief.projectScope].users}); ${plan.phases.length} phases, ${rm.tasks.length} tasks, ${prd.requirements.length} requirements.`,
        '### Business goals',
        brief.businessGoals ? quote(brief.businessGoals) : '_No business goals were given; the success metrics below stand in for them._',
      ].join('\n\n'),
      { window },
    ),
    section('capacity', 'Capacity check', capacity(plan, graph, prd)),
    ...rm.phases.map((p) =>
      section(
        `phase_${p.id.toLowerCase().replace('-', '_')}`,
        `${p.id} ${p.name}: ${p.start} → ${p.end}`,
        [
          plan.phases.find((x) => x.id === p.id)?.goal ?? '',
          `Milestone **${p.milestone.id} ${p.milestone.name}** on ${p.milestone.date}.`,
          bullets(
            rm.tasks
              .filter((t) => t.phaseId === p.id)
              .map((t) => `**${t.id}** ${t.title} — ${t.estimateDays} d, ${t.start} → ${t.end}; requirements: ${ids(t.frIds)}; depends on: ${ids(t.dependsOn)}${critical.has(t.id) ? ' — **critical path**' : ''}${progressNote(progress.get(t.id))}`),
          ),
        ].join('\n\n'),
        { phase: p },
      ),
    ),
    section('milestones', 'Milestones', bullets(rm.phases.map((p) => `**${p.milestone.id}** ${p.milestone.date}: ${p.milestone.name}`)), {
      milestones: rm.phases.map((p) => p.milestone),
    }),
    section('gantt', 'Gantt chart', `\`\`\`mermaid\n${gantt(brief.projectName || 'Roadmap', rm)}\n\`\`\``),
    section('success', 'Measuring success', `Reviewed from ${launch?.id ?? 'launch'} (${launch?.date ?? window.end}) onwards:\n\n${bullets(prd.metrics.map((m) => `**${m.id}** ${m.name} — target: ${m.target}; driven by ${ids(m.frIds)}`))}`),
    section('schedule_risks', 'Schedule risks', prd.risks.length ? bullets(prd.risks.map((r) => `**${r.id}** ${r.risk} — ${r.mitigation}`)) : '_No risks were named; review the schedule at every milestone anyway._'),
    section('beyond_launch', 'Beyond launch', brief.futureEvolution ? quote(brief.futureEvolution) : '_No future direction was described; decide it at the first success-metric review._'),
  ];
  return { title: `Roadmap: ${brief.projectName || 'Untitled project'}`, sections, extra: rm };
}
