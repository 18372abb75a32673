import { itemsOf, linked, type SpecGraph } from '../../spec/graph.js';
import type { ComposerBrief } from '../composer/brief.js';
import type { ModelGraph } from './graph-schema.js';

/**
 * What the user told us outranks the model, as it outranks the composer's guesses: a feature the
 * user linked to an integration ("Here is what I understood" → brief `integrationUses`) keeps that
 * link, and a feature whose interview names its actor (`featureDetails[].actor`) keeps that persona
 * first, whatever the model's answer says. The scaffold (the built-in graph, which already honours
 * both) says which ids they are.
 */
export function honourToldAnswers(brief: ComposerBrief, answer: ModelGraph, scaffold: SpecGraph): ModelGraph {
  const frs = itemsOf(scaffold, 'requirement');
  const ints = itemsOf(scaffold, 'integration');
  const answered = new Set(answer.integrations.map((i) => i.id));
  const personas = new Set(answer.personas.map((p) => p.id));
  const requirements = answer.requirements.map((r) => ({ ...r, integrations: [...r.integrations], personas: [...r.personas] }));
  const target = (feature: string) => {
    const fr = frs.find((r) => r.title === feature);
    return fr ? { fr, req: requirements.find((r) => r.id === fr.id) } : null;
  };
  for (const use of brief.integrationUses) {
    const t = target(use.feature);
    if (!t?.req) continue;
    const told = ints.find((i) => linked(t.fr, 'uses').includes(i.id) && (use.integration.includes(i.title) || i.title.includes(use.integration)));
    if (told && answered.has(told.id) && !t.req.integrations.includes(told.id)) t.req.integrations.push(told.id);
  }
  for (const detail of brief.featureDetails) {
    if (!detail.actor.trim()) continue;
    const t = target(detail.feature);
    const persona = t ? linked(t.fr, 'serves')[0] : undefined;
    if (t?.req && persona && personas.has(persona)) t.req.personas = [persona, ...t.req.personas.filter((p) => p !== persona)];
  }
  return { ...answer, requirements };
}
