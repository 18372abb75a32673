import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { CriterionEditor } from './criterion-editor';
import { suggestionGroups, type SuggestedCriterion, type SuggestionGroup } from './suggestion-data';
import { ConfirmSpecItemsMutation, EditSpecItemTextMutation, SuggestedCriteriaQuery, UnconfirmSpecItemMutation } from './suggestions.graphql';

interface Actions {
  canEdit: boolean;
  busy: boolean;
  confirm: (ids: string[]) => Promise<void>;
  edit: (id: string, parts: { given: string; when: string; then: string }) => Promise<void>;
  undo: (id: string) => Promise<void>;
}

/**
 * Above the PRD: the acceptance criteria the capability catalogue suggested, each marked
 * Suggested until someone confirms it or rewrites it in their words (then Confirmed). The quality
 * gate flags unconfirmed ones; the PRD's line changes with each decision (`onChanged` reloads it).
 */
export function SuggestedCriteria({ projectId, onChanged }: { projectId: string; onChanged: () => void }) {
  const variables = { projectId };
  const { data } = useQuery(SuggestedCriteriaQuery, { variables, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: SuggestedCriteriaQuery, variables }], awaitRefetchQueries: true };
  const [confirmMany, confirming] = useMutation(ConfirmSpecItemsMutation, refetch);
  const [editText, editing] = useMutation(EditSpecItemTextMutation, refetch);
  const [unconfirm, undoing] = useMutation(UnconfirmSpecItemMutation, refetch);
  const [error, setError] = useState<string | null>(null);
  // Open while something waits for a decision; once all are confirmed it folds away above the PRD.
  const [shown, setShown] = useState<boolean | null>(null);
  const groups = useMemo(() => (data ? suggestionGroups(data.requirements.items, data.criteria.items) : []), [data]);
  if (!groups.length) return null;

  const run = async (work: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await work();
      onChanged();
    } catch (e) {
      setError(graphqlErrorMessage(e, fallback));
      throw e;
    }
  };
  const actions: Actions = {
    canEdit: data?.project.role === 'owner' || data?.project.role === 'editor',
    busy: confirming.loading || editing.loading || undoing.loading,
    confirm: (itemIds) => run(() => confirmMany({ variables: { projectId, itemIds } }), 'The criteria could not be confirmed. Try again.'),
    edit: (itemId, parts) => run(() => editText({ variables: { projectId, itemId, ...parts } }), 'The criterion could not be saved. Try again.'),
    undo: (itemId) => run(() => unconfirm({ variables: { projectId, itemId } }), 'The confirmation could not be taken back. Try again.'),
  };
  const all = groups.flatMap((g) => g.criteria);
  const open = all.filter((c) => !c.confirmed).length;
  const expanded = shown ?? open > 0;

  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="suggested-criteria-title" data-testid="suggested-criteria">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id="suggested-criteria-title">
          Suggested acceptance criteria
        </Title>
        <Button size="xs" variant="subtle" aria-expanded={expanded} aria-controls="suggested-criteria-list" onClick={() => setShown(!expanded)}>
          {expanded ? 'Hide' : 'Show'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4} data-testid="suggestions-summary">
        {open === 0
          ? `All ${all.length} criteria suggested by the capability catalogue are confirmed.`
          : `${open} of ${all.length} criteria come from the capability catalogue and nobody has confirmed them yet. Confirm each one that says what you need, or edit it into your own words.`}
        {!actions.canEdit && ' Only editors and the owner can confirm them.'}
      </Text>
      {error && (
        <Alert color="red" mt="sm" role="alert" withCloseButton closeButtonLabel="Dismiss the error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Collapse expanded={expanded} id="suggested-criteria-list">
        <Stack gap="lg" mt="md">
          {groups.map((g) => (
            <RequirementSuggestions key={g.requirementId} group={g} actions={actions} />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function RequirementSuggestions({ group, actions }: { group: SuggestionGroup; actions: Actions }) {
  const open = group.criteria.filter((c) => !c.confirmed);
  const headingId = `suggestions-${group.requirementId}`;
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          {group.requirementId} {group.title}
        </Title>
        {actions.canEdit && open.length > 1 && (
          <Button size="xs" variant="light" disabled={actions.busy} aria-label={`Confirm all ${open.length} criteria of ${group.requirementId}`} onClick={() => void actions.confirm(open.map((c) => c.id)).catch(() => undefined)}>
            Confirm all {open.length}
          </Button>
        )}
      </Group>
      <Stack gap="xs" mt="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
        {group.criteria.map((c) => (
          <CriterionRow key={c.id} criterion={c} actions={actions} />
        ))}
      </Stack>
    </section>
  );
}

function CriterionRow({ criterion: c, actions }: { criterion: SuggestedCriterion; actions: Actions }) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid={`suggestion-${c.id}`}>
      <Group gap="xs" wrap="wrap" mb={4}>
        <Text fw={700} size="sm">
          {c.id}
        </Text>
        {c.confirmed ? (
          <Badge color="teal" variant="dot" tt="none">
            {c.edited ? 'Confirmed (edited)' : 'Confirmed'}
          </Badge>
        ) : (
          <Badge color="yellow" variant="dot" tt="none">
            Suggested
          </Badge>
        )}
      </Group>
      {editing ? (
        <CriterionEditor
          criterion={c}
          busy={actions.busy}
          onCancel={() => setEditing(false)}
          onSave={(parts) =>
            actions
              .edit(c.id, parts)
              .then(() => setEditing(false))
              .catch(() => undefined)
          }
        />
      ) : (
        <>
          <Text size="sm">{c.statement}</Text>
          {actions.canEdit && (
            <Group gap="xs" mt="xs">
              {!c.confirmed && (
                <Button size="xs" disabled={actions.busy} aria-label={`Confirm ${c.id}`} onClick={() => void actions.confirm([c.id]).catch(() => undefined)}>
                  Confirm
                </Button>
              )}
              <Button size="xs" variant="default" disabled={actions.busy} aria-label={`Edit ${c.id}`} onClick={() => setEditing(true)}>
                Edit
              </Button>
              {c.confirmed && (
                <Button size="xs" variant="subtle" disabled={actions.busy} aria-label={`Undo the confirmation of ${c.id}`} onClick={() => void actions.undo(c.id).catch(() => undefined)}>
                  Undo
                </Button>
              )}
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
