import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { FitNativeSelect } from '../../../components/fit-native-select';
import { TaskProgressQuery, UpdateTaskStatusMutation } from './task-status.graphql';

export const TASK_STATUSES = [
  { value: 'todo', label: 'To do' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'blocked', label: 'Blocked' },
];

/** Each task's status by id (absent: the spec graph is not loaded, or the task is new: 'todo'). */
export function useTaskProgress(projectId: string) {
  const { data } = useQuery(TaskProgressQuery, { variables: { projectId } });
  const statuses = useMemo(() => new Map((data?.specGraph.items ?? []).map((i) => [i.id, typeof i.fields.status === 'string' ? i.fields.status : 'todo'])), [data]);
  // Spec items are not normalized (their ids repeat across projects): the answer is written into this query.
  const [update, { loading, error }] = useMutation(UpdateTaskStatusMutation, {
    update(cache, { data: answer }) {
      const item = answer?.updateTaskStatus;
      if (!item) return;
      cache.updateQuery({ query: TaskProgressQuery, variables: { projectId } }, (q) => (q ? { specGraph: { ...q.specGraph, items: q.specGraph.items.map((i) => (i.id === item.id ? { ...i, fields: item.fields } : i)) } } : q));
    },
  });
  const overrides = useMemo(() => new Map((data?.specGraph.items ?? []).flatMap((i) => (typeof i.fields.evidenceOverride === 'string' ? [[i.id, i.fields.evidenceOverride] as const] : []))), [data]);
  // A task the project wants evidence for: the server names the unverified criteria; the user
  // may mark it done anyway with a note saying why (kept on the task).
  const [evidenceAsk, setEvidenceAsk] = useState<{ taskId: string; message: string } | null>(null);
  const setStatus = (taskId: string, status: string, overrideNote?: string) =>
    update({ variables: { projectId, taskId, status, ...(overrideNote ? { overrideNote } : {}) } })
      .then(() => setEvidenceAsk(null))
      .catch((e: unknown) => {
        if (graphqlAppCode(e) === 'EVIDENCE_MISSING') setEvidenceAsk({ taskId, message: e instanceof Error ? e.message : '' });
      });
  const shownError = error && graphqlAppCode(error) !== 'EVIDENCE_MISSING' ? error : undefined;
  return { statuses, overrides, setStatus, saving: loading, error: shownError, evidenceAsk, closeEvidenceAsk: () => setEvidenceAsk(null) };
}

/** A task's status, changed in place (the answer updates the cached task item). */
export function TaskStatusSelect({ taskId, status, onChange, disabled }: { taskId: string; status: string; onChange: (taskId: string, status: string) => void; disabled?: boolean }) {
  return <FitNativeSelect size="xs" aria-label={`Status of ${taskId}`} data={TASK_STATUSES} value={status} disabled={disabled} onChange={(e) => onChange(taskId, e.currentTarget.value)} />;
}
