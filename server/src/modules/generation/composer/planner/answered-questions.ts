import type { ComposerBrief } from '../brief.js';
import type { Capability } from '../catalogue/schema.js';
import { catalogueEntry } from './integration-catalogue.js';
import { namesMatcher } from '../catalogue/names.js';

/**
 * The capability question a feature raises, unless the brief already answers it (catalogue
 * `answeredBy`): "Sign in with the hospital Okta account" says how people sign in, so "e-mail and
 * password, a magic link, or single sign-on?" is not asked; what is still open is asked instead, or
 * nothing. Null when nothing is left to ask.
 */
export function capabilityQuestion(capability: Capability, feature: string, brief: Pick<ComposerBrief, 'integrations' | 'technicalConstraints'>): string | null {
  const answered = capability.answeredBy;
  if (!answered || !namesSignIn(answered.words, feature, brief)) return capability.questions[0]!;
  return answered.question ?? null;
}

/** An identity provider the feature, the constraint or an integration names, or a word of `words` written whole. */
function namesSignIn(words: readonly string[], feature: string, brief: Pick<ComposerBrief, 'integrations' | 'technicalConstraints'>): boolean {
  const texts = [feature, brief.technicalConstraints ?? ''];
  if ([...texts, ...brief.integrations].some((t) => !!catalogueEntry(t)?.signIn)) return true;
  const said = namesMatcher(words);
  return texts.some(said);
}
