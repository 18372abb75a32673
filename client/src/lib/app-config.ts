import { useEffect, useState } from 'react';
import { api } from './api';

/** Which generator drafts documents (the server's LLM_PROVIDER); null until the server says. */
export type GeneratorKind = 'builtin' | 'openai' | 'anthropic';

/** GET /api/config: the support contact (SUPPORT_EMAIL, SUPPORT_PHONE), plan limits, the generator. */
export interface AppConfig {
  supportEmail: string;
  supportPhone: string | null;
  googleSignIn: boolean;
  planMaxProjects: number;
  planMaxDocuments: number;
  generator: GeneratorKind | null;
}

/** Used until the server answers, or when it cannot: the server's own defaults. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  supportEmail: 'support@specforge.app',
  supportPhone: null,
  googleSignIn: false,
  planMaxProjects: 2,
  planMaxDocuments: 20,
  // Unknown, not assumed: a notice about the built-in generator must never show by mistake.
  generator: null,
};

let cached: Promise<AppConfig> | null = null;

/** One request per page load: the configuration does not change while the app runs. */
export function loadAppConfig(): Promise<AppConfig> {
  cached ??= api
    .get<Partial<AppConfig>>('/config', { quiet: true })
    .then((answer) => ({ ...DEFAULT_APP_CONFIG, ...answer.data }))
    .catch(() => {
      cached = null;
      return DEFAULT_APP_CONFIG;
    });
  return cached;
}

/** For tests: forget the cached answer. */
export function resetAppConfigForTests(): void {
  cached = null;
}

export function useAppConfig(): AppConfig {
  const [config, setConfig] = useState<AppConfig>(DEFAULT_APP_CONFIG);
  useEffect(() => {
    let live = true;
    void loadAppConfig().then((next) => {
      if (live) setConfig(next);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
