import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Env } from './config/env.js';
import type { ServiceDeps } from './core/context.js';
import type { Logger } from './core/logger.js';
import { createAuthRateLimits } from './modules/auth/rate-limits.js';
import { createGoogleAuthConfig } from './modules/auth/google/google.config.js';
import { GenerationWorker } from './modules/generation/generation-worker.js';
import { createMailer } from './modules/mail/mail.service.js';
import { projectGenerators } from './modules/models/model-generator.js';
import { modelSettings } from './modules/models/model-settings.js';
import { planLimits } from './modules/projects/plan.js';
import { getAppConfig } from './modules/system/app-config.service.js';
import { createDiagramRenderer } from './modules/documents/diagram-renderer.js';
import { criterionLinesPort } from './modules/documents/criterion-lines.js';
import { prdGenerator } from './modules/documents/document.service.js';
import { assertEvidence } from './modules/evidence/evidence-gate.js';
import { PresenceHub } from './modules/presence/presence-hub.js';
import { approvalResetHook } from './modules/teams/approval-reset.js';
import { ProjectChanges } from './modules/presence/project-changes.js';

export interface ServicesDeps {
  env: Env;
  logger: Logger;
  orm: MikroORM;
  jwtSecret: string;
  /** The database URL: the generation queue's pg-boss connects to it. */
  databaseUrl: string;
  /** The rate limits' own small pool (app.ts ends it). */
  limitsPool: pg.Pool;
}

/**
 * The app's one service container (core's ServiceDeps, filled here so every member a module
 * declares must be built): one per createApp, so tests running several apps side by side, each
 * with its own env (plan limits, Google stand-ins, concurrency), never see each other's. Both
 * transports hand the same object to every request as `service.deps`. The generation worker is
 * built here but started (and stopped) by createApp, which owns the app's lifecycle.
 */
export function createServices({ env, logger, orm, jwtSecret, databaseUrl, limitsPool }: ServicesDeps): ServiceDeps & { queue: GenerationWorker } {
  const models = modelSettings(env);
  const mailer = createMailer({ env, logger, orm });
  const onNewDocumentVersion = approvalResetHook(mailer, env);
  return {
    auth: { env, jwtSecret, limits: createAuthRateLimits(limitsPool), secretsKey: models.secretsKey },
    mailer,
    plan: planLimits(env),
    queue: new GenerationWorker({
      url: databaseUrl,
      orm,
      logger,
      concurrency: env.GENERATION_CONCURRENCY,
      llm: env,
      // Projects set to their owner's own model: its key is opened with SECRETS_KEY.
      projectGenerators: (fallback, options) => projectGenerators(models, fallback, options),
      approvalMail: { mailer, appUrl: env.APP_URL },
    }),
    google: createGoogleAuthConfig(env, jwtSecret),
    diagrams: createDiagramRenderer({
      executablePath: env.CHROMIUM_PATH,
      onUnavailable: (reason) => logger.warn({ reason }, 'PDF export prints Mermaid diagrams as source'),
    }),
    appConfig: getAppConfig(env),
    models,
    // Started and stopped by createApp, like the worker.
    presence: new PresenceHub(orm, logger),
    projectChanges: new ProjectChanges(logger),
    // Ports of lower modules, filled with the functions of the modules built on them.
    spec: { graphGenerator: prdGenerator, assertEvidence, recordCriterionLines: criterionLinesPort(onNewDocumentVersion) },
    onNewDocumentVersion,
  };
}
