import DataLoader from 'dataloader';
import type { ServiceContext } from '../../core/context.js';
import { presentWizardResponseGraphql, type WizardResponseGraphqlView } from './wizard.presenter.js';
import { responsesOfProjects } from './wizard.service.js';

/**
 * One loader per request (keyed by its service context): every `Project.wizardResponses` of a
 * GraphQL answer is fetched in a single statement, however many projects the answer holds.
 * Only projects the caller was already allowed to see reach it (a Project is only ever
 * produced by an owner-checked service call).
 */
const loaders = new WeakMap<ServiceContext, DataLoader<string, WizardResponseGraphqlView[]>>();

export function wizardResponsesLoader(ctx: ServiceContext): DataLoader<string, WizardResponseGraphqlView[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const byProject = await responsesOfProjects(ctx.em, ids);
      return ids.map((id) => (byProject.get(id) ?? []).map(presentWizardResponseGraphql));
    });
    loaders.set(ctx, loader);
  }
  return loader;
}
