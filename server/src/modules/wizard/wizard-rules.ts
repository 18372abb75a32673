import type { FieldIssue } from '../../core/errors/index.js';
import type { WizardSection } from './wizard-response.entity.js';

/**
 * The wizard validation rules (`POST /projects/{id}/wizard/validate`, GraphQL `validateWizardStep`).
 * The answer is `{ valid, errors: [{ field, message }], warnings: [{ field, message }] }`:
 * `valid` is false only when `errors` is non-empty; warnings are advice (the feature,
 * non-goal and platform counts are guidance only, never enforced).
 *
 * Step (section) → rules. Every text field must be a text, every list a list of texts whose
 * entries are not blank after trimming; fields of other steps are ignored.
 * 1 project_info:    projectName and projectDescription required after trimming (errors);
 *                    projectName at most 200 characters (error).
 * 2 product_details: keyFeatures outside 3–5 and nonGoals outside 2–3 are warnings; an empty
 *                    problemStatement is a warning; competitors optional.
 * 3 target_audience: platforms only from Web, iOS, Android, Desktop, Tablet, no repeats (errors);
 *                    no platform, more than 2 platforms, or no persona are warnings;
 *                    designGuidelines optional.
 * 4 tech_stack:      '[AI_RECOMMEND]' must be the only entry of techStack / integrations when used
 *                    (error); performanceExpectations one of Low, Medium, High (error).
 * 5 features:        timeline one of ASAP, 1 month, 3 months, 6 months, 1 year, Custom (error);
 *                    projectScope one of quickTest, standardMVP, scalableProduct (error);
 *                    empty businessGoals or no success metric are warnings; metrics may repeat.
 * 6 deployment:      compliance entries must be unique (error); everything else optional.
 */
export interface WizardValidation {
  valid: boolean;
  errors: FieldIssue[];
  warnings: FieldIssue[];
}

export const AI_MARKER = '[AI_RECOMMEND]';
export const PLATFORMS = ['Web', 'iOS', 'Android', 'Desktop', 'Tablet'] as const;
export const PERFORMANCE_LEVELS = ['Low', 'Medium', 'High'] as const;
export const TIMELINES = ['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom'] as const;
export const PROJECT_SCOPES = ['quickTest', 'standardMVP', 'scalableProduct'] as const;

type Responses = Record<string, unknown>;

class Checker {
  readonly errors: FieldIssue[] = [];
  readonly warnings: FieldIssue[] = [];
  constructor(private readonly responses: Responses) {}

  error(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  warn(field: string, message: string): void {
    this.warnings.push({ field, message });
  }

  /** The trimmed text ('' when absent), or null after reporting a non-text. */
  text(field: string): string | null {
    const value = this.responses[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      this.error(field, `${field} must be a text`);
      return null;
    }
    return value.trim();
  }

  /** The list ([] when absent), or null after reporting a non-list or blank entries. */
  list(field: string): string[] | null {
    const value = this.responses[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
      this.error(field, `${field} must be a list of texts`);
      return null;
    }
    const items = value as string[];
    if (items.some((v) => v.trim() === '')) {
      this.error(field, `Entries of ${field} must not be blank`);
      return null;
    }
    return items.map((v) => v.trim());
  }

  required(field: string, message: string): void {
    if (this.text(field) === '') this.error(field, message);
  }

  oneOf(field: string, allowed: readonly string[], label: string): void {
    const value = this.text(field);
    if (value && !allowed.includes(value)) this.error(field, `${label} must be one of: ${allowed.join(', ')}`);
  }

  countGuidance(field: string, min: number, max: number, message: string): void {
    const items = this.list(field);
    if (items && (items.length < min || items.length > max)) this.warn(field, message);
  }

  aiMarkerAlone(field: string): void {
    const items = this.list(field);
    if (items && items.includes(AI_MARKER) && items.length > 1) {
      this.error(field, `${AI_MARKER} must be the only entry of ${field} when AI recommends it`);
    }
  }
}

const rules: Record<WizardSection, (c: Checker) => void> = {
  project_info: (c) => {
    c.required('projectName', 'Project name is required');
    c.required('projectDescription', 'Project description is required');
    const name = c.text('projectName');
    if (name && name.length > 200) c.error('projectName', 'Project name must be at most 200 characters');
  },
  product_details: (c) => {
    if (c.text('problemStatement') === '') c.warn('problemStatement', 'Describing the problem helps generate better documents');
    c.countGuidance('keyFeatures', 3, 5, 'We recommend 3-5 must-have features');
    c.countGuidance('nonGoals', 2, 3, 'We recommend 2-3 non-goals');
    c.text('competitors');
  },
  target_audience: (c) => {
    const personas = c.list('userPersonas');
    if (personas && personas.length === 0) c.warn('userPersonas', 'Add at least one user persona');
    const platforms = c.list('platforms');
    if (platforms) {
      const unknown = platforms.filter((p) => !(PLATFORMS as readonly string[]).includes(p));
      if (unknown.length > 0) c.error('platforms', `Platforms must be among: ${PLATFORMS.join(', ')}`);
      else if (new Set(platforms).size !== platforms.length) c.error('platforms', 'Each platform can be chosen only once');
      else if (platforms.length === 0) c.warn('platforms', 'Choose at least one platform');
      else if (platforms.length > 2) c.warn('platforms', 'We recommend starting with 1-2 platforms');
    }
    for (const field of ['userJourneys', 'uxDefinition', 'designGuidelines']) c.text(field);
  },
  tech_stack: (c) => {
    c.aiMarkerAlone('techStack');
    c.aiMarkerAlone('integrations');
    c.oneOf('performanceExpectations', PERFORMANCE_LEVELS, 'Performance expectations');
    for (const field of ['securityConcerns', 'technicalConstraints']) c.text(field);
  },
  features: (c) => {
    if (c.text('businessGoals') === '') c.warn('businessGoals', 'Describing your business goals helps generate better documents');
    const metrics = c.list('successMetrics');
    if (metrics && metrics.length === 0) c.warn('successMetrics', 'Add at least one success metric');
    c.oneOf('timeline', TIMELINES, 'Timeline');
    c.oneOf('projectScope', PROJECT_SCOPES, 'Project scope');
  },
  deployment: (c) => {
    const compliance = c.list('compliance');
    if (compliance && new Set(compliance).size !== compliance.length) {
      c.error('compliance', 'Compliance requirements must be unique');
    }
    for (const field of ['risks', 'futureEvolution', 'additionalNotes']) c.text(field);
  },
};

export function validateSection(section: WizardSection, responses: Responses): WizardValidation {
  const checker = new Checker(responses);
  rules[section](checker);
  // A field checked twice (required + length) must not report the same problem twice.
  const unique = (issues: FieldIssue[]) => issues.filter((i, n) => issues.findIndex((j) => j.field === i.field && j.message === i.message) === n);
  const errors = unique(checker.errors);
  return { valid: errors.length === 0, errors, warnings: unique(checker.warnings) };
}

/** The rules above, for the OpenAPI description of the validate endpoint. */
export const WIZARD_RULES_DESCRIPTION = [
  "Answer: `{ valid, errors: [{ field, message }], warnings: [{ field, message }] }`; `valid` is false only when `errors` is non-empty. Warnings are advice (the spec's guidance counts are never enforced). Text fields must be texts; list fields lists of non-blank texts. Nothing is stored.",
  '',
  '1. project_info: projectName and projectDescription required after trimming (errors); projectName at most 200 characters.',
  '2. product_details: keyFeatures outside 3–5, nonGoals outside 2–3 and an empty problemStatement are warnings; competitors optional.',
  `3. target_audience: platforms only from ${PLATFORMS.join(', ')}, no repeats (errors); no platform, more than 2 platforms, or no persona are warnings.`,
  `4. tech_stack: '${AI_MARKER}' must be the only entry of techStack / integrations when used; performanceExpectations one of ${PERFORMANCE_LEVELS.join(', ')} (errors).`,
  `5. features: timeline one of ${TIMELINES.join(', ')}; projectScope one of ${PROJECT_SCOPES.join(', ')} (errors); empty businessGoals or no success metric are warnings.`,
  '6. deployment: compliance entries unique (error); everything else optional.',
].join('\n');
