import type { Env } from '../../config/env.js';
import { isGoogleConfigured } from '../auth/google/index.js';

/** GET /api/config, `appConfig`: what the client needs before anyone signs in. Nothing secret. */
export interface AppConfigView {
  supportEmail: string;
  supportPhone: string | null;
  googleSignIn: boolean;
  planMaxProjects: number;
  planMaxDocuments: number;
  /** Which generator drafts documents (LLM_PROVIDER): never the model's URL, name or key. */
  generator: 'builtin' | 'openai' | 'anthropic';
}

export function getAppConfig(env: Env): AppConfigView {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE ?? null,
    googleSignIn: isGoogleConfigured(env),
    planMaxProjects: env.PLAN_MAX_PROJECTS,
    planMaxDocuments: env.PLAN_MAX_DOCUMENTS,
    generator: env.LLM_PROVIDER,
  };
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The public settings, built once from the app's env (GET /api/config, `appConfig`). */
    appConfig: AppConfigView;
  }
}
