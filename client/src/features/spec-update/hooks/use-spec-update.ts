import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PatchDecisionInput, SpecUpdate_PatchFragment } from '../../../gql/graphql';
import { graphqlAppCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { DecideSpecUpdateItemsMutation, DecideSpecUpdateMutation, PrepareSpecUpdateMutation, SpecUpdateReviewQuery } from '../api/spec-update.graphql';

export type SpecPatch = SpecUpdate_PatchFragment;
export type PatchHunk = SpecPatch['hunks'][number];
export type Decision = Pick<PatchDecisionInput, 'hunkId' | 'decision' | 'text'> & { hunkId: string };
export type ItemDecision = { itemId: string; decision: 'accept' | 'reject' };

/** What Mission Control read before the update: read again, not shown from the cache, once documents moved. */
const OUTDATED_FIELDS = ['changeImpact', 'specGraph', 'traceability'];

export interface UpdateError {
  message: string;
  /** A document changed after the update was prepared: offer to prepare it again. */
  conflict: boolean;
}

/**
 * The update waiting for review and the two things to do with it: decide hunks (one, or all
 * in one call) and prepare it again. The patch shown is the newest answer from the server.
 */
export function useSpecUpdate(projectId: string) {
  const query = useQuery(SpecUpdateReviewQuery, { variables: { projectId }, fetchPolicy: 'network-only' });
  const [prepareMutation, prepareState] = useMutation(PrepareSpecUpdateMutation);
  const [decideMutation] = useMutation(DecideSpecUpdateMutation);
  const [decideItemsMutation] = useMutation(DecideSpecUpdateItemsMutation);
  const client = useApolloClient();
  // The answer of the last mutation wins over the query: once applied, the server has no open update to read.
  const [latest, setLatest] = useState<SpecPatch | null>(null);
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<UpdateError | null>(null);
  const patch = latest ?? query.data?.specPatch ?? null;

  const fail = (failure: unknown, fallback: string) => setError({ message: graphqlErrorMessage(failure, fallback), conflict: graphqlAppCode(failure) === 'VERSION_CONFLICT' });

  /** Sends decisions per section or per item; `ids` are the sections shown as busy meanwhile. */
  const send = async (ids: string[], call: (patchId: string) => Promise<{ data?: { decidePatch: SpecPatch } | null }>) => {
    if (!patch) return;
    setDeciding((now) => new Set([...now, ...ids]));
    setError(null);
    try {
      const result = await call(patch.id);
      if (result.data) setLatest(result.data.decidePatch);
      for (const fieldName of OUTDATED_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
    } catch (failure) {
      fail(failure, 'The decision could not be saved. Try again.');
    } finally {
      setDeciding((now) => new Set([...now].filter((id) => !ids.includes(id))));
    }
  };

  const decide = (decisions: Decision[]) =>
    send(
      decisions.map((d) => d.hunkId),
      (patchId) => decideMutation({ variables: { projectId, patchId, decisions } }),
    );

  /** Accepting or rejecting an item decides every pending section it reaches, in every document. */
  const decideItems = (items: ItemDecision[]) =>
    send(
      (patch?.hunks ?? []).filter((h) => h.status === 'pending' && items.some((i) => h.items.includes(i.itemId))).map((h) => h.id),
      (patchId) => decideItemsMutation({ variables: { projectId, patchId, items } }),
    );

  const prepare = async () => {
    setError(null);
    try {
      const result = await prepareMutation({ variables: { projectId } });
      if (result.data) setLatest(result.data.preparePatch);
    } catch (failure) {
      fail(failure, 'The update could not be prepared. Try again.');
    }
  };

  return {
    patch,
    loading: query.loading && !patch,
    loadError: query.error && !patch ? query.error : null,
    notFound: graphqlAppCode(query.error) === 'PROJECT_NOT_FOUND',
    reload: () => query.refetch().catch(() => undefined),
    error,
    deciding,
    preparing: prepareState.loading,
    decide,
    decideItems,
    prepare,
  };
}
