import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { DraftUnderstandingQuery } from '../api/understanding.graphql';
import { CHECK_DEBOUNCE_MS } from './use-draft-check';
import type { WizardDraft } from '../wizard-model';

/**
 * "Here is what I understood" of the draft (briefUnderstandingPreview), read once typing pauses.
 * The answer is deterministic, so a draft seen before answers from the cache; while a new one is
 * on its way the previous lines stay on screen, so a correction never makes the list jump.
 */
export function useUnderstanding(draft: WizardDraft) {
  const [settled] = useDebouncedValue(draft, CHECK_DEBOUNCE_MS);
  const query = useQuery(DraftUnderstandingQuery, { variables: { brief: settled }, fetchPolicy: 'cache-first' });
  const lines = query.data?.briefUnderstandingPreview.lines ?? query.previousData?.briefUnderstandingPreview.lines;
  return {
    lines,
    /** Typing (or a correction) has not settled yet, or the new reading is on its way. */
    reading: settled !== draft || query.loading,
    error: lines ? undefined : query.error,
  };
}
