import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql';

// Every commented target of a project with its open and total counts: one query per screen (the
// document view, the traceability matrix, the spec update review), never one per item.
export const CommentCountsQuery = graphql(`
  query CommentCounts($projectId: ID!) {
    commentCounts(projectId: $projectId) {
      target
      open
      total
    }
  }
`);

export interface CommentCount {
  open: number;
  total: number;
}

/** The counts by target (`FR-3`, `document:prd#Goals`); targets without comments are absent. */
export function useCommentCounts(projectId: string, skip = false): ReadonlyMap<string, CommentCount> {
  const { data } = useQuery(CommentCountsQuery, { variables: { projectId }, skip: skip || !projectId, fetchPolicy: 'cache-and-network' });
  return useMemo(() => new Map((data?.commentCounts ?? []).map((c) => [c.target, { open: c.open, total: c.total }])), [data]);
}
