import type { SpecItem } from '../../../spec/graph.js';
import { type ComposerBrief, wantsRecommendation } from '../brief.js';
import { resolveConstraints } from '../recommend-policies.js';
import { resolveStack } from '../recommend-stack.js';
import { keywords } from '../text.js';
import { item } from './item.js';
import { catalogueEntry, type CatalogueEntry } from './integration-catalogue.js';

/** Architecture decisions (AD-n) and integrations (INT-n). */

function needsOf(entry: CatalogueEntry): Set<string> {
  return new Set(entry.needs.flatMap((n) => [...keywords(n)]));
}

/** Requirements that need a service: they name it, or use the words of what it is for. */
export function requirementsNeeding(name: string, entry: CatalogueEntry | undefined, requirements: SpecItem[]): SpecItem[] {
  const needs = entry ? needsOf(entry) : new Set<string>();
  const lower = name.toLowerCase();
  return requirements.filter((r) => r.title.toLowerCase().includes(lower) || [...keywords(r.title)].some((w) => needs.has(w)));
}

/** What to recommend when the user asked for integrations: one service per need the features show. */
const recommendable: { name: string; when: string[]; mobileOnly?: boolean }[] = [
  { name: 'Stripe', when: ['pay', 'payment', 'checkout', 'payout', 'subscription', 'invoice', 'refund'] },
  { name: 'Google Maps Platform', when: ['map', 'gps', 'location', 'route', 'nearby', 'address', 'geolocation'] },
  { name: 'Postmark', when: ['email', 'e-mail', 'newsletter', 'digest', 'invitation', 'invite'] },
  { name: 'Twilio', when: ['sms', 'otp'] },
  { name: 'Firebase Cloud Messaging', when: ['push', 'notification', 'reminder', 'alert'], mobileOnly: true },
  { name: 'Amazon S3', when: ['photo', 'image', 'upload', 'file', 'video', 'attachment'] },
  { name: 'Google Calendar API', when: ['calendar'] },
];

function recommendedIntegrations(brief: ComposerBrief, requirements: SpecItem[]): { name: string; because: SpecItem[] }[] {
  const mobile = brief.platforms.includes('iOS') || brief.platforms.includes('Android');
  const out: { name: string; because: SpecItem[] }[] = [];
  for (const r of recommendable) {
    if (r.mobileOnly && !mobile) continue;
    const when = new Set(r.when.flatMap((w) => [...keywords(w)]));
    const because = requirements.filter((fr) => [...keywords(fr.title)].some((w) => when.has(w)));
    if (because.length) out.push({ name: r.name, because });
  }
  return out;
}

export interface IntegrationBuild {
  integrations: SpecItem[];
  /** Names whose purpose the brief does not give and the catalogue does not know. */
  unknown: SpecItem[];
}

export function buildIntegrations(brief: ComposerBrief, requirements: SpecItem[]): IntegrationBuild {
  const recommend = wantsRecommendation(brief.integrations);
  const named = recommend ? recommendedIntegrations(brief, requirements) : brief.integrations.map((name) => ({ name, because: [] as SpecItem[] }));
  const unknown: SpecItem[] = [];
  const integrations = named.map(({ name, because }, i) => {
    const entry = catalogueEntry(name);
    const users = recommend ? because : requirementsNeeding(name, entry, requirements);
    const purpose = entry?.purpose ?? null;
    const statement = recommend
      ? `Recommended for ${purpose ?? 'this need'}, because ${users.map((u) => `${u.id} ("${u.title}")`).join(' and ')} needs it.`
      : purpose
        ? `${name}: ${purpose}.`
        : `${name}: purpose to be confirmed (the brief does not say what it is used for).`;
    const it = item(`INT-${i + 1}`, 'integration', name, statement, recommend ? 'suggested' : `brief:integrations#${i + 1}`, {
      purpose,
      alternatives: (entry?.alternatives ?? []).filter((a) => !a.toLowerCase().startsWith(name.toLowerCase().split(' ')[0]!)),
      recommended: recommend,
    });
    for (const u of users) u.links.push({ kind: 'uses', to: it.id });
    if (!purpose) unknown.push(it);
    return it;
  });
  return { integrations, unknown };
}

/** Each layer of the stack and each technical constraint is a decision the requirements rest on. */
export function buildDecisions(brief: ComposerBrief, requirements: SpecItem[], nfrs: SpecItem[]): SpecItem[] {
  const all = requirements.map((r) => r.id);
  const perf = nfrs.filter((n) => /Performance|Availability|Scalability/.test(String(n.fields.category))).map((n) => n.id);
  const constraintsAsked = wantsRecommendation(brief.technicalConstraints);
  const decisions = [
    ...resolveStack(brief).map((r) => ({ r, src: r.source === 'user' ? 'brief:techStack' : 'suggested' })),
    ...resolveConstraints(brief).map((r) => ({ r, src: r.source === 'user' ? 'brief:technicalConstraints' : constraintsAsked ? 'suggested' : 'suggested' })),
  ];
  return decisions.map(({ r, src }, i) => {
    const supports = r.area === 'Hosting' || r.area === 'Observability' || r.area === 'Cache and queue' ? perf : all;
    return item(
      `AD-${i + 1}`,
      'decision',
      `${r.area}: ${r.choice}`,
      r.rationale,
      src,
      { area: r.area, choice: r.choice, alternatives: r.alternatives, recommended: r.source === 'recommended' },
      supports.map((id): ['supports', string] => ['supports', id]),
    );
  });
}
