import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { graphql } from '../../gql';
import type { ProjectChangedSubscription as ProjectChangedData } from '../../gql/graphql';

/** Something of a project changed (comments, a document's new version, members): read it again. */
export const ProjectChangedSubscription = graphql(`
  subscription ProjectChanged($projectId: ID!) {
    projectChanged(projectId: $projectId) {
      projectId
      kind
      documentId
    }
  }
`);

export type ProjectChange = ProjectChangedData['projectChanged'];

/**
 * Calls `onChange` whenever another person (or this one, in another tab) changes the project's
 * comments, documents or members, so open screens refresh without a reload. Over the app's one
 * graphql-ws connection; nothing happens while it is down.
 */
export function useProjectChanges(projectId: string, onChange: (change: ProjectChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useSubscription(ProjectChangedSubscription, {
    variables: { projectId },
    skip: !projectId,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.projectChanged;
      if (change) latest.current(change);
    },
  });
}
