import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import type { MissionControlProjectFragment } from '../../../gql/graphql';
import { BriefWizardAnswersQuery } from '../graphql/project.graphql';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Whether the project has the brief the PRD is built from: a name and a description, from the
 * project or its wizard answers (the server's rule, generation/brief-source.ts). The answers are
 * only asked for when the project itself has no description. Unknown (null) while loading or
 * when the answers cannot be read: the server then gives the reason if Generate is pressed.
 */
export function useBriefReady(project: Pick<MissionControlProjectFragment, 'id' | 'name' | 'description'> | null): boolean | null {
  const own = !!project && filled(project.name) && filled(project.description);
  const id = project?.id ?? '';
  const answers = useQuery(BriefWizardAnswersQuery, { variables: { projectId: id }, skip: !id || own, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (answers.error) logCallFailure(callFailures.getWizardResponses, answers.error);
  }, [answers.error]);

  if (!project) return null;
  if (own) return true;
  if (answers.error || !answers.data) return null;
  return answers.data.wizardResponses.some((r) => filled(r.responses?.projectDescription));
}
