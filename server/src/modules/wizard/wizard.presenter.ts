import { answersOf, type WizardAnswersType } from './wizard-answers.types.js';
import type { WizardResponse, WizardSection } from './wizard-response.entity.js';

/** A wizard response as REST shows it (the API's field names). */
export interface WizardResponseView {
  id: string;
  project_id: string;
  section_id: WizardSection;
  responses: Record<string, unknown>;
  completed: boolean;
  created_at: string;
  updated_at: string;
}

export function presentWizardResponse(row: WizardResponse): WizardResponseView {
  return {
    id: row.id,
    project_id: row.project.id,
    section_id: row.sectionId,
    responses: row.responses,
    completed: row.completed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A wizard response as GraphQL shows it: camelCase, ISO dates. */
export interface WizardResponseGraphqlView {
  id: string;
  projectId: string;
  sectionId: WizardSection;
  responses: Record<string, unknown>;
  answers: WizardAnswersType;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
}

export function presentWizardResponseGraphql(row: WizardResponse): WizardResponseGraphqlView {
  return {
    id: row.id,
    projectId: row.project.id,
    sectionId: row.sectionId,
    responses: row.responses,
    answers: answersOf(row.responses),
    completed: row.completed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
