import { type ComposerBrief, scopeInfo, wantsRecommendation } from '../brief.js';
import { complianceControl, isKnownCompliance, resolveSecurity } from './recommend-policies.js';
import { joinAnd, textLines } from '../text.js';
import { statedDeadline } from '../reader/read-brief.js';
import type { FunctionalRequirement, NonFunctionalRequirement, Risk } from '../types.js';

/** Non-functional requirements, risks, assumptions and open questions of the PRD. */

export const performanceTargets = {
  Low: { p95: '1.5 s', interactive: '4 s', availability: '99.0%', rpo: '24 hours', load: 'expected peak', headroom: 1 },
  Medium: { p95: '500 ms', interactive: '2.5 s', availability: '99.5%', rpo: '1 hour', load: '2× expected peak', headroom: 2 },
  High: { p95: '200 ms', interactive: '1.5 s', availability: '99.9%', rpo: '5 minutes', load: '3× expected peak', headroom: 3 },
} as const;

/**
 * The load test as a number: the expected peak is taken as one in ten of the scope's upper
 * audience bound online at once (stated, so a team with real figures replaces it), times the
 * performance level's headroom.
 */
export function loadTarget(brief: ComposerBrief): { users: number; text: string } {
  const t = performanceTargets[brief.performanceExpectations];
  const peak = Math.max(10, Math.round(scopeInfo[brief.projectScope].maxUsers / 10));
  const users = peak * t.headroom;
  return { users, text: `${users.toLocaleString('en-GB')} concurrent users (${t.load}, assuming ${peak.toLocaleString('en-GB')} online at once) keep p95 ≤ ${t.p95} with under 1% errors` };
}

/**
 * Where the screens are timed: the devices and network the user's constraints name ("cheap Android
 * phones over 3G"), else a mid-range device over 4G. Working offline is no condition to time a
 * server response under: the offline capability's criteria and sync tasks answer that constraint.
 */
function testConditions(brief: ComposerBrief): string {
  const line = textLines(brief.technicalConstraints).find((l) => /\b[2-5]g\b|low[- ]end|cheap|budget (?:phone|device)|older (?:phone|device)|slow (?:network|connection)|bandwidth/i.test(l));
  return line ? `under the stated constraint "${line.replace(/[.!]+$/, '')}"` : 'on a mid-range device over 4G';
}

export function buildNfrs(brief: ComposerBrief): NonFunctionalRequirement[] {
  const t = performanceTargets[brief.performanceExpectations];
  const scope = scopeInfo[brief.projectScope];
  const list: Omit<NonFunctionalRequirement, 'id'>[] = [
    {
      category: 'Performance',
      statement: `${brief.performanceExpectations} performance level: API responses within ${t.p95} at p95 and screens interactive within ${t.interactive} ${testConditions(brief)}.`,
    },
    {
      category: 'Availability and recovery',
      statement: `${t.availability} monthly availability; at most ${t.rpo} of data may be lost in a disaster (RPO), restore rehearsed before launch.`,
    },
    {
      category: 'Scalability',
      statement: `Sized for the ${scope.label} audience (${scope.users}); load-tested before launch: ${loadTarget(brief).text}.`,
    },
  ];
  const security =
    wantsRecommendation(brief.securityConcerns) || !brief.securityConcerns
      ? resolveSecurity(brief).map((r) => `${r.choice}. ${wantsRecommendation(brief.securityConcerns) ? 'Recommended' : 'Proposed, since no concerns were given'}: ${r.rationale}`)
      : textLines(brief.securityConcerns);
  for (const s of security) list.push({ category: 'Security and privacy', statement: /[.!?]$/.test(s) ? s : `${s}.` });
  for (const c of brief.compliance) list.push({ category: 'Compliance', statement: `${c}: ${complianceControl(c)}.` });
  list.push({
    category: 'Accessibility and platforms',
    statement: `Works on ${brief.platforms.length ? joinAnd(brief.platforms) : 'current desktop and mobile browsers'}; meets WCAG 2.2 AA for contrast, keyboard and screen-reader use.`,
  });
  return list.map((n, i) => ({ id: `NFR-${i + 1}`, ...n }));
}

const mitigations: { match: RegExp; mitigation: string }[] = [
  { match: /time|deadline|late|delay|schedul|slip/i, mitigation: 'Timebox every phase, cut Should requirements before moving the launch date, and review the burn-up chart weekly.' },
  { match: /budget|cost|money|fund|expens/i, mitigation: 'Prefer managed services with spend alerts; compare actual cost with the plan at each milestone.' },
  { match: /secur|privacy|breach|leak|hack|attack/i, mitigation: 'Apply the security baseline from the implementation plan, threat-model in Phase 1 and get an external review before launch.' },
  { match: /regulat|legal|complian|law|licen/i, mitigation: 'Book a legal review of the compliance items before the beta and draft the privacy policy during hardening.' },
  { match: /compet|copy|incumbent/i, mitigation: 'Differentiate on the experience users described as great; review competitor moves monthly rather than reacting feature by feature.' },
  { match: /adopt|demand|traction|market|retention|engage|user/i, mitigation: 'Put a usable build in front of 5-10 target users by the end of the first feature phase and track the success metrics weekly.' },
  { match: /tech|scal|perform|complex|legacy|integrat|api|depend|vendor/i, mitigation: 'Spike the riskiest technical part in Phase 1 and keep providers behind adapters so they can be replaced.' },
  { match: /team|hire|hiring|staff|skill|resource|capacity/i, mitigation: 'Choose mainstream tools, record decisions in the repository and pair on critical areas to avoid single points of knowledge.' },
];

export function mitigationFor(risk: string): string {
  return mitigations.find((m) => m.match.test(risk))?.mitigation ?? 'Assign an owner in week 1 and review it at every milestone with an explicit go/no-go decision.';
}

export function buildRisks(brief: ComposerBrief, frs: FunctionalRequirement[]): Risk[] {
  const risks = textLines(brief.risks).map((risk) => ({ risk, mitigation: mitigationFor(risk), derived: false }));
  const short = brief.timeline === 'ASAP' || brief.timeline === '1 month';
  if (short && (brief.projectScope === 'scalableProduct' || frs.length > 3)) {
    risks.push({
      risk: `Identified from your answers: ${frs.length} features for a ${scopeInfo[brief.projectScope].label} on a ${brief.timeline} timeline is ambitious.`,
      mitigation: `Ship the Must requirements (${frs
        .filter((f) => f.priority === 'Must')
        .map((f) => f.id)
        .join(', ')}) first and move the rest behind the launch milestone.`,
      derived: true,
    });
  }
  if (wantsRecommendation(brief.techStack)) {
    risks.push({
      risk: 'Identified from your answers: the tech stack is a recommendation the team has not validated yet.',
      mitigation: 'Confirm it in the Phase 1 spike; the plan lists alternatives for every layer.',
      derived: true,
    });
  }
  return risks.map((r, i) => ({ id: `R-${i + 1}`, risk: r.risk, mitigation: r.mitigation }));
}

export function buildAssumptions(brief: ComposerBrief): string[] {
  const out = [`Work starts on ${brief.startDate}.`];
  const stated = brief.timeline === 'Custom' || !brief.timeline ? statedDeadline(brief) : null;
  if (!brief.timeline && !stated) out.push('No timeline was chosen; plans assume 3 months.');
  if (brief.timeline === 'Custom' && !stated) out.push('The custom timeline is planned as 3 months until the exact date is known.');
  if (!brief.userPersonas.length) out.push('No personas were given; one primary user stands for the audience.');
  if (!brief.platforms.length) out.push('No platform was selected; the web comes first.');
  if (!brief.keyFeatures.length) out.push('No features were listed; one core workflow stands in for them.');
  out.push(`A small team sized for the ${scopeInfo[brief.projectScope].label} scope builds it (see the implementation plan).`);
  return out;
}

export function buildOpenQuestions(brief: ComposerBrief): string[] {
  const out: string[] = [];
  if (!brief.problemStatement) out.push('What problem, in the users’ own words, does this solve?');
  if (!brief.competitors) out.push('What do target users use today instead (including spreadsheets and doing nothing)?');
  if (!brief.nonGoals.length) out.push('What is explicitly out of scope for the first release?');
  if (!brief.successMetrics.length) out.push('Are the proposed success metrics and targets the right ones?');
  if (!brief.businessGoals) out.push('Which business outcome decides whether this project was worth it?');
  if (brief.timeline === 'Custom' && !statedDeadline(brief)) out.push('What is the exact target date for the custom timeline?');
  for (const field of ['techStack', 'integrations', 'securityConcerns', 'technicalConstraints'] as const) {
    if (wantsRecommendation(brief[field])) out.push(`Does the team accept the recommended ${labels[field]} in the implementation plan?`);
  }
  for (const c of brief.compliance) if (!isKnownCompliance(c)) out.push(`What exactly does ${c} require of this product?`);
  if (!out.length) out.push('None blocking; revisit this list at every milestone review.');
  return out;
}

const labels = {
  techStack: 'tech stack',
  integrations: 'integrations',
  securityConcerns: 'security baseline',
  technicalConstraints: 'technical constraints',
} as const;
