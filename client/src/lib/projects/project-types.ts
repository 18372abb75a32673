/** The project and wizard shapes of the REST layer (snake_case, as the server sends them). */

export type ProjectStatus = 'draft' | 'active' | 'completed' | 'archived';

export interface ProjectSettings {
  problem_statement?: string;
  business_goals?: string;
  performance_expectations?: string;
  security_concerns?: string;
  [key: string]: unknown;
}

export interface Project {
  id: string;
  name: string;
  description: string | null;
  status: ProjectStatus;
  user_id: string;
  key_features: string[];
  tech_stack: string[];
  integrations: string[];
  success_metrics: string[];
  timeline: string | null;
  development_phase: string | null;
  platforms: string[];
  business_goals: string | null;
  user_personas: string[];
  settings: ProjectSettings;
  created_at: string;
  updated_at: string;
  /** How many of the six documents are generated (ready, or stale); absent from older servers. */
  documents_ready?: number;
}

export interface WizardResponse {
  id: string;
  project_id: string;
  section_id: string;
  responses: Record<string, unknown>;
  completed: boolean;
  created_at: string;
  updated_at: string;
}

export interface UsageStats {
  projectsCreated: number;
  documentsGenerated: number;
  lastActive: string | null;
  maxProjects: number;
  maxDocuments: number;
}

/** The six documents generated per project: PRD, plan, feature breakdown, user flows, architecture, roadmap. */
export const DOCUMENTS_PER_PROJECT = 6;
