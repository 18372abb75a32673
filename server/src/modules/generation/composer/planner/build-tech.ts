import { entrySources } from '../../../spec/brief-diff.js';
import type { SpecItem } from '../../../spec/graph.js';
import { type ComposerBrief, wantsRecommendation } from '../brief.js';
import { resolveConstraints } from './recommend-policies.js';
import { resolveStack } from './recommend-stack.js';
import { keywords } from '../text.js';
import { item } from './item.js';
import { singularWords } from '../reader/personas.js';
import { isAbstract } from '../reader/language.js';
import { headNoun, serviceName } from '../reader/read-shape.js';
import { catalogue } from '../catalogue/load.js';
import { matchCapabilities } from '../catalogue/match.js';
import recommendedServices from './recommended-integrations.json' with { type: 'json' };
import { catalogueEntry, type CatalogueEntry } from './integration-catalogue.js';
import { toldFeatures } from '../reader/integration-uses.js';
import { isAccountFeature } from './build-tasks.js';

/** Architecture decisions (AD-n) and integrations (INT-n). */

function needsOf(entry: CatalogueEntry): Set<string> {
  return new Set(entry.needs.flatMap((n) => [...keywords(n)]));
}

/**
 * Whether a feature names the service by its own name: every distinctive word of the name
 * ("QuickBooks" of "QuickBooks Online", "Square" and "Reader" of "Square Reader SDK") is in the
 * title, and one is capitalised after the title's first word, where a capital marks a name, not a
 * sentence start ("Export awards to QuickBooks", "pay with a Square reader"; not "Square tables").
 */
function namesService(title: string, name: string): boolean {
  const own = serviceName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && /\p{Lu}/u.test(w) && !singularWords(w).some((s) => serviceNouns.has(s)));
  if (!own.length) return false;
  const words = title.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const lower = new Set(words.map((w) => w.toLowerCase()));
  return own.every((w) => lower.has(w.toLowerCase())) && words.slice(1).some((w) => own.includes(w));
}

/** Requirements that need a service: they name it, or use the words of what it is for. */
export function requirementsNeeding(name: string, entry: CatalogueEntry | undefined, requirements: readonly SpecItem[]): SpecItem[] {
  const needs = entry ? needsOf(entry) : new Set<string>();
  const lower = name.toLowerCase();
  // An identity provider serves the sign-in feature: "Ward staff request a porter" has no use for Okta.
  const uses = entry?.signIn ? (r: SpecItem) => isAccountFeature(r.title) : (r: SpecItem) => [...keywords(r.title)].some((w) => needs.has(w));
  return requirements.filter((r) => r.title.toLowerCase().includes(lower) || namesService(r.title, name) || uses(r));
}

/** What to recommend when the user asked for integrations: one service per need the features show (data: `recommended-integrations.json`). */
const recommendable = recommendedServices.services as { name: string; capabilities: string[]; words: string[]; mobileOnly?: boolean }[];

function recommendedIntegrations(brief: ComposerBrief, requirements: SpecItem[]): { name: string; because: SpecItem[] }[] {
  const mobile = brief.platforms.includes('iOS') || brief.platforms.includes('Android');
  // Every capability the catalogue reads in each title (not only the one its criteria came from).
  const read = new Map(requirements.map((fr) => [fr.id, { caps: new Set(matchCapabilities(fr.title).map((m) => m.capability.id)), words: new Set(singularWords(fr.title)) }]));
  const out: { name: string; because: SpecItem[] }[] = [];
  for (const r of recommendable) {
    if (r.mobileOnly && !mobile) continue;
    const words = r.words.flatMap((w) => singularWords(w));
    const because = requirements.filter((fr) => {
      const own = read.get(fr.id)!;
      return r.capabilities.some((c) => own.caps.has(c)) || words.some((w) => own.words.has(w));
    });
    if (because.length) out.push({ name: r.name, because });
  }
  return out;
}

export interface IntegrationBuild {
  integrations: SpecItem[];
  /** Names whose purpose the brief does not give and the catalogue does not know. */
  unknown: SpecItem[];
}

/** A capability's hint for this service, by name ("Open Exchange Rates" → localisation's currency rates). */
function capabilityHint(name: string): { purpose: string; link?: string; capability: string } | null {
  const lower = name.toLowerCase();
  for (const c of catalogue()) {
    const hint = c.integrations.find((h) => h.name.toLowerCase() === lower || lower.includes(h.name.toLowerCase()) || h.name.toLowerCase().includes(lower));
    if (hint) return { purpose: hint.purpose, ...(hint.link ? { link: hint.link } : {}), capability: c.id };
  }
  return null;
}

/** Every capability whose catalogue entry names this service among its integrations. */
function capabilitiesBacking(name: string): Set<string> {
  const lower = name.toLowerCase();
  return new Set(catalogue().flatMap((c) => (c.integrations.some((h) => h.name.toLowerCase() === lower || lower.includes(h.name.toLowerCase()) || h.name.toLowerCase().includes(lower)) ? [c.id] : [])));
}

/** Words of a service's name that say nothing about what it is for. */
const serviceNouns = new Set(singularWords('api apis service services platform sdk cloud app integration provider system online feed feeds webhook data'));

/** "Weather API for inspection conditions" → "inspection conditions"; null when the name states none. */
function statedPurpose(name: string): string | null {
  const m = /\s+(?:for|to)\s+(.+)$/i.exec(name);
  return m ? m[1]!.trim() : null;
}

/** The service's own subject ("weather", "currency", "rate") and its stated purpose's head noun ("condition"). */
function evidenceWords(name: string, purpose: string | null): string[] {
  const subject = singularWords(serviceName(name)).filter((w) => !serviceNouns.has(w) && !isAbstract(w));
  return [...subject, ...(purpose ? [headNoun(purpose)] : [])];
}

/** When no feature names a service or its needs: the features its capability or stated purpose points at. */
function usersByPurpose(name: string, entry: CatalogueEntry | undefined, requirements: readonly SpecItem[]): SpecItem[] {
  // The features of every capability the service backs need it ("Open Exchange Rates" → the prices
  // in the traveller's currency; Stripe → card payments, and the tickets sold online).
  const backs = capabilitiesBacking(name);
  const backed = requirements.filter((r) => backs.has(String(r.fields.capability ?? '')));
  if (backed.length || entry) return backed;
  // A name that says what it is for ("Currency rates API", "Weather API for inspection conditions") is
  // needed by the features that name the service's subject or the head of its stated purpose;
  // a word that only qualifies the purpose ("inspection") is no evidence.
  const evidence = evidenceWords(name, statedPurpose(name));
  return requirements.filter((r) => evidence.some((w) => singularWords(r.title).includes(w)));
}

/**
 * The requirements a named integration serves when the user linked it to none: decided from the
 * service's name and each requirement alone, so the impact report can tell which existing
 * requirements a new or renamed integration is taken up by.
 */
export function integrationUsers(name: string, requirements: readonly SpecItem[]): SpecItem[] {
  const entry = catalogueEntry(name);
  const users = requirementsNeeding(name, entry, requirements);
  return users.length ? users : usersByPurpose(name, entry, requirements);
}

export function buildIntegrations(brief: ComposerBrief, requirements: SpecItem[]): IntegrationBuild {
  const recommend = wantsRecommendation(brief.integrations);
  const sources = entrySources('integrations', brief.integrations);
  const named = recommend ? recommendedIntegrations(brief, requirements) : brief.integrations.map((name) => ({ name, because: [] as SpecItem[] }));
  const unknown: SpecItem[] = [];
  const integrations = named.map(({ name, because }, i) => {
    const entry = catalogueEntry(name);
    const hint = capabilityHint(name);
    // The features the user linked it to outrank every reading of the names (integration-uses.ts).
    const told = toldFeatures(brief.integrationUses, name);
    let users = told.length ? requirements.filter((r) => told.includes(r.title)) : recommend ? because : requirementsNeeding(name, entry, requirements);
    if (!users.length) users = usersByPurpose(name, entry, requirements);
    const stated = statedPurpose(name);
    const fromFeature = users.length ? `what ${users.map((u) => `${u.id} ("${u.title}")`).join(' and ')} ${users.length > 1 ? 'need' : 'needs'}` : null;
    const purpose = entry?.purpose ?? hint?.purpose ?? stated ?? fromFeature;
    // With no sign-in feature, an identity provider is what the plan's accounts and sign-in task signs people in with.
    const signIn = !!entry?.signIn && !users.length;
    const statement = recommend
      ? `Recommended for ${purpose ?? 'this need'}, because ${users.map((u) => `${u.id} ("${u.title}")`).join(' and ')} needs it.`
      : purpose === stated && stated
        ? `${name}: used for ${stated}, as the brief says; ${fromFeature ? `${fromFeature.replace(/^what /, '')} it` : 'no key feature names that use yet'}.`
        : purpose
          ? `${name}: ${purpose}.${signIn ? ' People sign in through it: the accounts and sign-in work is built on it.' : ''}${hint?.link ? ` Docs: ${hint.link}` : ''}`
          : `${name}: purpose to be confirmed (the brief does not say what it is used for).`;
    const it = item(`INT-${i + 1}`, 'integration', name, statement, recommend ? 'suggested' : sources[i]!, {
      purpose,
      link: hint?.link ?? null,
      alternatives: (entry?.alternatives ?? []).filter((a) => !a.toLowerCase().startsWith(name.toLowerCase().split(' ')[0]!)),
      recommended: recommend,
      ...(signIn ? { signIn: true } : {}),
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
