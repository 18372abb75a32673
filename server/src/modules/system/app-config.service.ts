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

// One app per createApp() (tests run several side by side), so the settings hang off the app.
const configs = new WeakMap<object, AppConfigView>();

export function registerAppConfig(app: object, env: Env): void {
  configs.set(app, getAppConfig(env));
}

/** The settings of the app serving a request (GraphQL resolvers reach it through req.app). */
export function appConfigOf(app: object): AppConfigView {
  const config = configs.get(app);
  if (!config) throw new Error('registerAppConfig was not called for this app');
  return config;
}
