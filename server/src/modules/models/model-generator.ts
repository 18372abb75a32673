import type { EntityManager } from '@mikro-orm/postgresql';
import { GenerationError } from '../generation/llm/generation-error.js';
import type { Generator } from '../generation/llm/generator.js';
import { createLlmGenerator, LlmGenerationError, type LlmGeneratorOptions } from '../generation/llm/index.js';
import { prepareModelCall } from './model-call.js';
import type { ModelSettings } from './model-settings.js';
import { findConnection, llmConfigOf, openKey } from './model-connection.service.js';

export const NO_MODEL_MESSAGE = 'This project is set to use your own model, but you have not connected one. Connect a model in your profile (Model), or choose "Server default" in the project\'s settings.';
const KEY_UNREADABLE_MESSAGE = 'The API key of your model could not be read (the server key changed). Save your key again in your profile (Model).';
const DISABLED_MESSAGE = 'This project is set to use your own model, but this server does not allow own models (no SECRETS_KEY). Choose "Server default" in the project\'s settings.';

/** The server-facing advice of provider errors (LLM_API_KEY …), said for a user's own model. */
function forUser(error: unknown): unknown {
  if (!(error instanceof LlmGenerationError)) return error;
  const message = error.message
    .replace('Check LLM_API_KEY.', 'Check the API key of your model in your profile.')
    .replace('Check LLM_MODEL and LLM_BASE_URL.', 'Check the model name and URL of your model in your profile.')
    .replace('Check LLM_BASE_URL and the network.', 'Check the URL of your model in your profile.');
  return message === error.message ? error : new LlmGenerationError(error.kind, message, error.status, { cause: error });
}

/** A user's model, its failures worded for the user. */
function userGenerator(inner: Generator): Generator {
  return {
    name: inner.name,
    async generate(...args) {
      try {
        return await inner.generate(...args);
      } catch (error) {
        throw forUser(error);
      }
    },
  };
}

export interface ProjectModelRef {
  modelSource: 'server' | 'user';
  user: { id: string };
}

/**
 * The generator of a project: the server's (`fallback`, from LLM_PROVIDER) unless the project is
 * set to its owner's own model, which is then loaded from the database and its key opened with
 * SECRETS_KEY (in the API process or the worker process alike). Problems become the document's
 * failure message.
 */
export function projectGenerators(settings: Pick<ModelSettings, 'secretsKey' | 'allowPrivateUrls' | 'resolve'>, fallback: Generator, options: LlmGeneratorOptions = {}) {
  return async (em: EntityManager, project: ProjectModelRef): Promise<Generator> => {
    if (project.modelSource !== 'user') return fallback;
    if (!settings.secretsKey) throw new GenerationError(DISABLED_MESSAGE);
    const connection = await findConnection(em, project.user.id);
    if (!connection) throw new GenerationError(NO_MODEL_MESSAGE);
    let apiKey: string | null;
    try {
      apiKey = openKey(settings.secretsKey, connection);
    } catch {
      throw new GenerationError(KEY_UNREADABLE_MESSAGE);
    }
    // Checked again at each run (a name may resolve elsewhere now than when it was saved), and
    // the run's calls all go to the address checked now, never following a redirect.
    const call = await prepareModelCall(llmConfigOf(connection, apiKey), settings);
    if (!call.ok) throw new GenerationError(call.reason === 'policy' ? `Your model's URL is not allowed: ${call.problem}` : `Your model could not be reached: ${call.problem}`);
    return userGenerator(createLlmGenerator(call.config, { ...options, fetch: call.fetch }));
  };
}
