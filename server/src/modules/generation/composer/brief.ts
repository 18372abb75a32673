/**
 * The wizard brief as the composer sees it (the six wizard sections), plus the day the plan starts.
 * `normaliseBrief` turns loose input (a merged wizard draft, JSON from the database, a test) into
 * a clean brief without zod so the composer stays dependency-free and can never throw on odd input.
 */

import { listEntry } from './text.js';
import { cleanFeatureDetails, type FeatureDetail } from './feature-details.js';
import { cleanIntegrationUses, type IntegrationUse } from './reader/integration-uses.js';
import {
  AI_MARKER as AI_RECOMMEND,
  PERFORMANCE_LEVELS as performanceLevels,
  PLATFORM_OPTIONS as platformOptions,
  PROJECT_SCOPES as projectScopes,
  TIMELINE_OPTIONS as timelineOptions,
  type PerformanceLevel,
  type Platform,
  type ProjectScope,
  type Timeline,
} from '@specforge/contracts/brief';

/** The brief's option lists are shared contracts (packages/contracts/src/brief.js). */
export {
  AI_MARKER as AI_RECOMMEND,
  PERFORMANCE_LEVELS as performanceLevels,
  PLATFORM_OPTIONS as platformOptions,
  PROJECT_SCOPES as projectScopes,
  TIMELINE_OPTIONS as timelineOptions,
  type PerformanceLevel,
  type Platform,
  type ProjectScope,
  type Timeline,
} from '@specforge/contracts/brief';

/** Spec §3 labels and audience sizes of the scope choice. */
export const scopeInfo: Record<ProjectScope, { label: string; users: string; maxUsers: number }> = {
  quickTest: { label: 'Quick Test', users: '10-100 users', maxUsers: 100 },
  standardMVP: { label: 'Standard MVP', users: '100-1,000 users', maxUsers: 1_000 },
  scalableProduct: { label: 'Scalable Product', users: '1,000+ users', maxUsers: 100_000 },
};

export interface ComposerBrief {
  projectName: string;
  projectDescription: string;
  problemStatement: string;
  keyFeatures: string[];
  nonGoals: string[];
  competitors: string;
  userPersonas: string[];
  userJourneys: string;
  platforms: Platform[];
  uxDefinition: string;
  designGuidelines: string;
  /** `[AI_RECOMMEND]` alone means "recommend one". */
  techStack: string[];
  integrations: string[];
  /** The whole text `[AI_RECOMMEND]` means "recommend". */
  securityConcerns: string;
  performanceExpectations: PerformanceLevel;
  technicalConstraints: string;
  businessGoals: string;
  successMetrics: string[];
  /** null when the user has not picked one yet (the roadmap then assumes 3 months). */
  timeline: Timeline | null;
  projectScope: ProjectScope;
  risks: string;
  compliance: string[];
  futureEvolution: string;
  additionalNotes: string;
  /**
   * The feature interview's answers, one per key feature at most, about features and personas the
   * brief has (feature-details.ts). An answered detail outranks every reading of the feature.
   */
  featureDetails: FeatureDetail[];
  /**
   * Which key features each integration serves, as the user corrected it (integration-uses.ts):
   * an integration named here serves exactly these features, whatever the reader would link.
   */
  integrationUses: IntegrationUse[];
  /** People building it; null means the scope's default team (stated in the roadmap). */
  teamSize: number | null;
  /** ISO date (YYYY-MM-DD) the roadmap starts on. */
  startDate: string;
}

export type TextField = {
  [K in keyof ComposerBrief]: ComposerBrief[K] extends string ? K : never;
}[keyof ComposerBrief];
export type ListField = {
  [K in keyof ComposerBrief]: ComposerBrief[K] extends string[] ? K : never;
}[keyof ComposerBrief];

const textFields = [
  'projectName',
  'projectDescription',
  'problemStatement',
  'competitors',
  'userJourneys',
  'uxDefinition',
  'designGuidelines',
  'securityConcerns',
  'technicalConstraints',
  'businessGoals',
  'risks',
  'futureEvolution',
  'additionalNotes',
] as const satisfies readonly TextField[];

const listFields = ['keyFeatures', 'nonGoals', 'userPersonas', 'techStack', 'integrations', 'successMetrics', 'compliance'] as const satisfies readonly ListField[];

/** Trimmed text with Windows line ends unified; anything that is not a string becomes ''. */
function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
}

/** Trimmed, non-empty entries, first occurrence kept (case-insensitive) so ids never repeat content. */
function cleanList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of raw) {
    const text = listEntry(cleanText(entry).replace(/\s*\n\s*/g, ' '));
    const key = text.toLowerCase();
    if (text && !seen.has(key)) {
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}

function pick<T extends string>(options: readonly T[], value: unknown): T | null {
  const text = cleanText(value).toLowerCase();
  return options.find((o) => o.toLowerCase() === text) ?? null;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** `YYYY-MM-DD` of a Date or ISO-like string, or null when it is not a real calendar day. */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const m = isoDate.exec(cleanText(value));
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}` ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * Loose input → ComposerBrief. `today` is the fallback start date; it is a parameter, not the
 * clock, so the composer stays deterministic.
 */
export function normaliseBrief(input: unknown, today: Date | string): ComposerBrief {
  const src: Record<string, unknown> = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const text = Object.fromEntries(textFields.map((f) => [f, withoutInlineMarker(cleanText(src[f]), f)])) as Record<TextField, string>;
  const lists = Object.fromEntries(
    listFields.map((f) => [
      f,
      cleanList(src[f])
        .map((e) => withoutInlineMarker(e, f))
        .filter((e) => e !== ''),
    ]),
  ) as Record<ListField, string[]>;
  const platforms: Platform[] = [];
  for (const p of cleanList(src.platforms)) {
    const known = pick(platformOptions, p);
    if (known && !platforms.includes(known)) platforms.push(known);
  }
  const startDate = toIsoDate(src.startDate) ?? toIsoDate(today);
  if (!startDate) throw new TypeError('normaliseBrief: a valid start date is required');
  return {
    ...text,
    ...lists,
    // The marker only counts when it stands alone; mixed with real entries it is noise.
    techStack: withoutStrayMarker(lists.techStack),
    integrations: withoutStrayMarker(lists.integrations),
    platforms,
    featureDetails: cleanFeatureDetails(src.featureDetails, lists.keyFeatures, lists.userPersonas),
    integrationUses: cleanIntegrationUses(src.integrationUses, withoutStrayMarker(lists.integrations), lists.keyFeatures),
    performanceExpectations: pick(performanceLevels, src.performanceExpectations) ?? 'Medium',
    timeline: pick(timelineOptions, src.timeline),
    projectScope: pick(projectScopes, src.projectScope) ?? 'standardMVP',
    teamSize: teamSizeOf(src.teamSize),
    startDate,
  };
}

function teamSizeOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : null;
}

/** The answers where `[AI_RECOMMEND]` on its own asks the composer to recommend (wizard step 4). */
const recommendable = new Set<string>(['techStack', 'integrations', 'securityConcerns', 'technicalConstraints']);

/**
 * `[AI_RECOMMEND]` inside other text, or in an answer that has no recommendation rules, is not a
 * request the composer can honour and must never reach a document: it is removed, the rest kept.
 */
function withoutInlineMarker(text: string, field: string): string {
  if (!text.includes(AI_RECOMMEND) || (text === AI_RECOMMEND && recommendable.has(field))) return text;
  return text
    .split(AI_RECOMMEND)
    .join(' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .trim();
}

function withoutStrayMarker(list: string[]): string[] {
  return list.length > 1 ? list.filter((e) => e !== AI_RECOMMEND) : list;
}

export function wantsRecommendation(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 1 && value[0] === AI_RECOMMEND : value === AI_RECOMMEND;
}

/**
 * The brief of a project from its stored wizard responses (one `responses` object per
 * section). Later sections win on a clash, which cannot happen with the spec's field split.
 */
export function briefFromWizardResponses(sections: readonly { responses: unknown }[], today: Date | string, startDate?: Date | string): ComposerBrief {
  const merged: Record<string, unknown> = {};
  for (const s of sections) {
    if (s.responses && typeof s.responses === 'object') Object.assign(merged, s.responses);
  }
  if (startDate !== undefined) merged.startDate = startDate;
  return normaliseBrief(merged, today);
}
