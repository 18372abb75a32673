import type { ProjectInput } from './project.types.js';

/** GraphQL input name → the service's REST body key; the service's zod schema checks the values. */
const INPUT_KEYS = {
  name: 'name',
  userId: 'user_id',
  description: 'description',
  status: 'status',
  keyFeatures: 'key_features',
  techStack: 'tech_stack',
  integrations: 'integrations',
  successMetrics: 'success_metrics',
  timeline: 'timeline',
  developmentPhase: 'development_phase',
  platforms: 'platforms',
  businessGoals: 'business_goals',
  userPersonas: 'user_personas',
  settings: 'settings',
  modelSource: 'model_source',
} as const satisfies Record<keyof ProjectInput, string>;

/** The service body for a GraphQL ProjectInput: only the fields given (absent fields stay unchanged). */
export function projectBodyOf(input: ProjectInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key in INPUT_KEYS) body[INPUT_KEYS[key as keyof ProjectInput]] = value;
  }
  return body;
}
