import type { ComposerBrief, Platform } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { bullets, ids, keywords, mermaidLabel, overlap, quote } from '../text.js';
import type { Journey, PlanStructured, PrdStructured } from '../types.js';

export interface FlowStep {
  n: number;
  text: string;
  frIds: string[];
}
export interface Flow {
  journeyId: string;
  title: string;
  persona: string;
  steps: FlowStep[];
  mermaid: string;
}

const platformNotes: Record<Platform, string> = {
  Web: 'Web: every step has its own URL so the back button and shared links work; forms keep their input on refresh.',
  iOS: 'iOS: native navigation (swipe back, sheets); ask for notification permission only at the moment it pays off.',
  Android: 'Android: system back closes the top-most layer first; respect dynamic font sizes.',
  Desktop: 'Desktop: keyboard shortcuts for the frequent actions and windows that remember their size.',
  Tablet: 'Tablet: two-pane layouts in landscape so lists and details are visible together.',
};

function flowchart(j: Journey): string {
  const lines = ['flowchart TD', `  start([${mermaidLabel(j.persona)}])`];
  const check = Math.max(1, j.steps.length - 1);
  j.steps.forEach((s, i) => lines.push(`  s${i + 1}[${mermaidLabel(`${i + 1}. ${s}`)}]`));
  lines.push('  start --> s1');
  for (let i = 1; i < j.steps.length; i += 1) {
    if (i === check) {
      lines.push(`  s${i} --> ok{Succeeded?}`, `  ok -- Yes --> s${i + 1}`, '  ok -- No --> err[Explain what went wrong, keep the input]', `  err --> s${i}`);
    } else {
      lines.push(`  s${i} --> s${i + 1}`);
    }
  }
  lines.push(`  s${j.steps.length} --> done([Goal reached])`);
  return lines.join('\n');
}

function flowOf(j: Journey, prd: PrdStructured): Flow {
  // Who takes a step says nothing of what it needs: "the owner tuner sends the invoice" needs no "Daily route for each tuner".
  const who = keywords(prd.personas.map((p) => p.name).join(' '));
  const steps = j.steps.map((text, i) => {
    const words = new Set([...keywords(text)].filter((w) => !who.has(w)));
    const frIds = prd.requirements.filter((r) => j.frIds.includes(r.id) && overlap(keywords(r.title), words) > 0).map((r) => r.id);
    return { n: i + 1, text, frIds };
  });
  return { journeyId: j.id, title: j.title, persona: j.persona, steps, mermaid: flowchart(j) };
}

export function draftUserFlows(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured): DocumentDraft<{ flows: Flow[] }> {
  const flows = prd.journeys.map((j) => flowOf(j, prd));
  const screens = plan.entities.filter((e) => e.name !== 'AuditLog').map((e) => e.name);
  const sections = [
    section(
      'principles',
      'Experience principles',
      [
        `Personas: ${prd.personas.map((p) => `${p.id} ${p.name}`).join('; ')}.`,
        `Platforms: ${brief.platforms.length ? brief.platforms.join(', ') : 'web (none selected yet)'}.`,
        '### What defines a great experience',
        brief.uxDefinition ? quote(brief.uxDefinition) : '_Not defined; flows aim for the main task in under a minute without help._',
        '### Design and brand guidelines',
        brief.designGuidelines ? quote(brief.designGuidelines) : '_None given; use an accessible default design system._',
        `Every flow below must respect these principles; screens centre on ${screens.join(', ')} from the data model.`,
      ].join('\n\n'),
    ),
    ...flows.map((f) => {
      const j = prd.journeys.find((x) => x.id === f.journeyId);
      return section(
        `flow_${f.journeyId.toLowerCase().replace('-', '_')}`,
        `${f.journeyId}: ${f.title}`,
        [
          `Persona: ${f.persona}. Requirements: ${ids(j?.frIds ?? [])}.`,
          j?.source ? quote(j.source) : '_Proposed journey (no journeys were given in the brief)._',
          `### ${f.journeyId} steps`,
          f.steps.map((s) => `${s.n}. ${s.text}${s.frIds.length ? ` (${s.frIds.join(', ')})` : ''}`).join('\n'),
          `### ${f.journeyId} flowchart`,
          `\`\`\`mermaid\n${f.mermaid}\n\`\`\``,
          'If a step fails, the user sees what went wrong next to the place it happened and keeps what they entered.',
        ].join('\n\n'),
        { flow: f },
      );
    }),
    section('platform_notes', 'Platform notes', bullets((brief.platforms.length ? brief.platforms : (['Web'] as Platform[])).map((p) => platformNotes[p]))),
  ];
  return { title: `User Flows: ${brief.projectName || 'Untitled project'}`, sections, extra: { flows } };
}
