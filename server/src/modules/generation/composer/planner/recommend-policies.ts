import { matchCapabilities } from '../catalogue/match.js';
import { complianceRule } from '../catalogue/compliance.js';
import { constraintCapabilities, constraintPlace } from './constraint-reading.js';
import { type ComposerBrief, scopeInfo, wantsRecommendation } from '../brief.js';
import { isRegulated } from './recommend-stack.js';
import { joinAnd, textLines } from '../text.js';
import type { Recommendation } from '../types.js';

/** What the regulation the item names asks of the product (catalogue/compliance.json). */
export function complianceControl(item: string): string {
  return complianceRule(item)?.control ?? 'obligations to be confirmed with legal counsel before launch; tracked as an open question';
}

/** Accessibility standards are compliance items too, but they do not govern personal data; an unknown item is assumed to. */
export function isDataRegulation(item: string): boolean {
  return complianceRule(item)?.personalData ?? true;
}

export function isKnownCompliance(item: string): boolean {
  return complianceRule(item) !== undefined;
}

/** Concrete security baseline; always applied, with the user's concerns (or a recommendation) on top. */
export function securityControls(brief: ComposerBrief): string[] {
  const level = isRegulated(brief) || brief.projectScope === 'scalableProduct' ? 2 : 1;
  return [
    `OWASP ASVS level ${level} as the verification checklist`,
    'TLS 1.2+ everywhere, HSTS, and encryption at rest for the database and backups',
    'Passwords hashed with Argon2id; rate-limited sign-in; MFA for administrators',
    'Authorisation checked on every object access (another user’s data answers 404, never 403)',
    'Secrets in the platform’s secret manager, never in the repository; dependency and container scanning in CI',
    `Daily backups with a tested restore${brief.performanceExpectations === 'High' ? ' and point-in-time recovery' : ''}`,
    ...brief.compliance.map((c) => `${c}: ${complianceControl(c)}`),
  ];
}

export function resolveSecurity(brief: ComposerBrief): Recommendation[] {
  if (wantsRecommendation(brief.securityConcerns) || !brief.securityConcerns) {
    const personal = brief.userPersonas.length > 0 || brief.keyFeatures.some((f) => matchCapabilities(f).some((m) => m.capability.id === 'authentication' || m.capability.id === 'user-profiles'));
    return [
      {
        area: 'Security & privacy',
        choice: `Privacy by default${personal ? ' for personal data' : ''}: collect the minimum, encrypt it, log access to it and let users export or delete it`,
        rationale: `Derived from the ${scopeInfo[brief.projectScope].label} scope${brief.compliance.length ? ` and ${joinAnd(brief.compliance)}` : ''}; it is cheaper to design in than to retrofit after launch.`,
        alternatives: ['ISO 27001-aligned controls (for enterprise buyers)', 'OWASP ASVS level 3 (for high-value targets)'],
        source: 'recommended',
      },
    ];
  }
  return textLines(brief.securityConcerns).map((line) => ({
    area: 'Security & privacy',
    choice: line,
    rationale: 'Becomes a non-functional requirement with a test in the hardening phase.',
    alternatives: [],
    source: 'user' as const,
  }));
}

export function resolveConstraints(brief: ComposerBrief): Recommendation[] {
  // A constraint or security concern the catalogue reads forces a decision of its own (offline →
  // local store, sync and a conflict rule; MDM → nothing left on the device), once per capability.
  const implied = new Map<string, { of: string; r: Recommendation }>();
  for (const { line, of, field, match } of constraintCapabilities(brief)) {
    const c = match.capability;
    if (!c.affects || implied.has(c.id)) continue;
    const { area, choice } = c.affects.decision;
    const said = field === 'securityConcerns' ? 'the security concern' : 'the constraint';
    const place = constraintPlace(brief, c.id);
    implied.set(c.id, {
      of: field === 'technicalConstraints' ? of : '',
      r: {
        area: 'Constraint',
        choice: `${area}: ${choice}${place ? `; only ${place}, which the constraint names` : ''}`,
        rationale: `Implied by ${said} "${line}" (${c.name}).`,
        alternatives: ['Narrowed to the features and data that need it, once whoever raised it confirms'],
        source: 'recommended',
      },
    });
  }
  const rest = [...implied.values()].filter((i) => !i.of).map((i) => i.r);
  if (!wantsRecommendation(brief.technicalConstraints)) {
    // Each stated line, then what it implies.
    return [
      ...textLines(brief.technicalConstraints).flatMap((line): Recommendation[] => [
        { area: 'Constraint', choice: line, rationale: 'Every design decision in this plan respects it.', alternatives: [], source: 'user' },
        ...[...implied.values()].filter((i) => i.of === line).map((i) => i.r),
      ]),
      ...rest,
    ];
  }
  const out: Recommendation[] = [];
  const rush = brief.timeline === 'ASAP' || brief.timeline === '1 month';
  out.push({
    area: 'Constraint',
    choice: rush ? 'Managed services only; no self-operated infrastructure before launch' : 'One deployable service until load data proves otherwise',
    rationale: rush ? `A ${brief.timeline} timeline leaves no room for operating servers.` : 'Distributed systems cost more to run and debug than they save at this stage.',
    alternatives: ['Containers on a managed orchestrator (more control, more work)'],
    source: 'recommended',
  });
  if (brief.platforms.includes('iOS') || brief.platforms.includes('Android')) {
    out.push({
      area: 'Constraint',
      choice: 'Plan for app-store review (1-3 days per release) and keep the API backward compatible for two app versions',
      rationale: 'Mobile users update late; a breaking API change strands them.',
      alternatives: ['Over-the-air updates for JavaScript-only changes (Expo)'],
      source: 'recommended',
    });
  }
  const data = brief.compliance.filter(isDataRegulation);
  if (data.length) {
    out.push({
      area: 'Constraint',
      choice: 'Personal data stays in one region chosen before launch; every processor is listed and contracted',
      rationale: `${joinAnd(data)} governs where personal data may be stored and who may process it.`,
      alternatives: ['Multi-region with per-tenant residency (later, for enterprise)'],
      source: 'recommended',
    });
  }
  return [...out, ...rest];
}
