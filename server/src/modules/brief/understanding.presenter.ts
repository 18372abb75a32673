import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { BriefUnderstanding } from './understanding.service.js';

/** REST's snake_case shape of "here is what I understood" (GraphQL returns the service's camelCase as is). */
export type UnderstandingView = SnakeCased<BriefUnderstanding>;

export function presentUnderstanding(u: BriefUnderstanding): UnderstandingView {
  return toSnakeCase(u);
}
