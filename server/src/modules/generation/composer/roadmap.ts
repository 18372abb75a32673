import { type ComposerBrief, scopeInfo } from './brief.js';
import { type DocumentDraft, section } from './assemble.js';
import { schedule, timelineWindow, workingDays } from './roadmap-schedule.js';
import { bullets, ids, mermaidLabel, quote } from './text.js';
import type { PlanStructured, PrdStructured, RoadmapStructured } from './types.js';

const timelineNotes: Record<string, string> = {
  ASAP: 'ASAP is planned as a 6-week sprint to a first release.',
  Custom: 'A custom timeline is planned as 3 months until the exact date is confirmed.',
};

/** Capacity check: a team works ~80% of its weekdays on planned tasks. */
function capacity(brief: ComposerBrief, plan: PlanStructured, window: RoadmapStructured['window'], prd: PrdStructured): string {
  const effort = plan.phases.reduce((s, p) => s + p.weight, 0);
  const available = Math.floor(plan.teamSize * workingDays(window.start, window.end) * 0.8);
  const ratio = Math.round((effort / Math.max(1, available)) * 100);
  const head = `Estimated effort: ${effort} person-days. Capacity of a team of ${plan.teamSize} over ${window.days} days: about ${available} person-days (80% of weekdays). Load: ${ratio}%.`;
  if (ratio > 100) {
    const should = prd.requirements.filter((r) => r.priority === 'Should').map((r) => r.id);
    const weeks = Math.ceil(effort / (plan.teamSize * 0.8) / 5);
    return `${head}\n\n**The plan does not fit the ${window.timeline} window.** Options: ${should.length ? `move ${should.join(', ')} after launch, ` : ''}add people, or plan about ${weeks} weeks. The dates below compress the work into the window so the order and dependencies stay visible.`;
  }
  if (ratio < 50) {
    const enough = Math.max(1, Math.ceil(effort / (workingDays(window.start, window.end) * 0.8 * 0.85)));
    const smaller = enough < plan.teamSize ? ` A team of ${enough} would also make it, at about 85% load.` : '';
    return `${head}\n\nThere is slack: keep it as a buffer for feedback and the success-metric reviews, or pull future work forward.${smaller}`;
  }
  return `${head}\n\nThe plan fits with a healthy buffer for surprises.`;
}

function gantt(title: string, rm: { phases: RoadmapStructured['phases']; tasks: RoadmapStructured['tasks'] }): string {
  const label = (s: string) => mermaidLabel(s, 40).replace(/:/g, ' ');
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

export function draftRoadmap(
  brief: ComposerBrief,
  prd: PrdStructured,
  plan: PlanStructured,
): DocumentDraft<Omit<RoadmapStructured, 'sections'>> {
  const window = timelineWindow(brief);
  const rm = schedule(plan, window);
  const launch = rm.phases[rm.phases.length - 1]?.milestone;
  const sections = [
    section(
      'overview',
      'Overview',
      [
        `Timeline: **${window.timeline}**, from ${window.start} to ${window.end} (${window.days} days). ${timelineNotes[brief.timeline ?? ''] ?? (brief.timeline ? '' : 'No timeline was chosen, so 3 months are assumed.')}`.trim(),
        `Scope: ${scopeInfo[brief.projectScope].label} (${scopeInfo[brief.projectScope].users}); ${plan.phases.length} phases, ${rm.tasks.length} tasks, ${prd.requirements.length} requirements.`,
        '### Business goals',
        brief.businessGoals ? quote(brief.businessGoals) : '_No business goals were given; the success metrics below stand in for them._',
      ].join('\n\n'),
      { window },
    ),
    section('capacity', 'Capacity check', capacity(brief, plan, window, prd)),
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
              .map((t) => `**${t.id}** ${t.title} — ${t.estimateDays} d, ${t.start} → ${t.end}; requirements: ${ids(t.frIds)}; depends on: ${ids(t.dependsOn)}`),
          ),
        ].join('\n\n'),
        { phase: p },
      ),
    ),
    section('milestones', 'Milestones', bullets(rm.phases.map((p) => `**${p.milestone.id}** ${p.milestone.date}: ${p.milestone.name}`)), {
      milestones: rm.phases.map((p) => p.milestone),
    }),
    section('gantt', 'Gantt chart', `\`\`\`mermaid\n${gantt(brief.projectName || 'Roadmap', rm)}\n\`\`\``),
    section(
      'success',
      'Measuring success',
      `Reviewed from ${launch?.id ?? 'launch'} (${launch?.date ?? window.end}) onwards:\n\n${bullets(prd.metrics.map((m) => `**${m.id}** ${m.name} — target: ${m.target}; driven by ${ids(m.frIds)}`))}`,
    ),
    section(
      'schedule_risks',
      'Schedule risks',
      prd.risks.length
        ? bullets(prd.risks.map((r) => `**${r.id}** ${r.risk} — ${r.mitigation}`))
        : '_No risks were named; review the schedule at every milestone anyway._',
    ),
    section(
      'beyond_launch',
      'Beyond launch',
      brief.futureEvolution ? quote(brief.futureEvolution) : '_No future direction was described; decide it at the first success-metric review._',
    ),
  ];
  return { title: `Roadmap: ${brief.projectName || 'Untitled project'}`, sections, extra: { window, ...rm } };
}
