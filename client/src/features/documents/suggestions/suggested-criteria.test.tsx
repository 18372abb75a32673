import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../../test/graphql';
import { renderWithProviders } from '../../../test/render';
import { SuggestedCriteria } from './suggested-criteria';
import { ConfirmSpecItemsMutation, EditSpecItemTextMutation, SuggestedCriteriaQuery, UnconfirmSpecItemMutation } from './suggestions.graphql';

type Fields = Record<string, unknown>;
const statementOf = (f: Fields) => `Given ${String(f.given)}, when ${String(f.when)}, then ${String(f.then)}.`;

/** A little spec: FR-1 has its own criterion, FR-2 two suggestions, FR-3 one. Answers like the server. */
function server(role = 'owner', refuse?: string) {
  const criteria: Record<string, { source: string; fields: Fields }> = {
    'AC-1.1': { source: 'derived', fields: { given: 'a parent', when: 'they plan', then: 'the week is saved' } },
    'AC-2.1': { source: 'pattern:sharing-collaboration', fields: { given: 'a parent shares the list', when: 'the invitee accepts', then: 'both see it', suggested: true } },
    'AC-2.2': { source: 'pattern:sharing-collaboration', fields: { given: 'two people edit one entry', when: 'both save', then: 'neither change is lost', suggested: true } },
    'AC-3.1': { source: 'pattern:search', fields: { given: 'a couple types a word', when: 'they search', then: 'matching recipes show', suggested: true } },
  };
  const item = (id: string) => ({ __typename: 'SpecItem' as const, id, statement: statementOf(criteria[id]!.fields), fields: criteria[id]!.fields });
  const fake = fakeGraphql([
    answer(SuggestedCriteriaQuery)(({ projectId }) => ({
      project: { __typename: 'Project', id: String(projectId), role },
      requirements: {
        __typename: 'SpecGraph',
        projectId: String(projectId),
        items: [
          ['FR-1', 'Weekly planner', ['AC-1.1']],
          ['FR-2', 'Shared shopping list', ['AC-2.1', 'AC-2.2']],
          ['FR-3', 'Recipe search', ['AC-3.1']],
        ].map(([id, title, acs]) => ({ __typename: 'SpecItem' as const, id: id as string, title: title as string, status: 'active', links: (acs as string[]).map((to) => ({ __typename: 'SpecLink' as const, kind: 'verified_by', to })) })),
      },
      criteria: {
        __typename: 'SpecGraph',
        projectId: String(projectId),
        items: Object.keys(criteria).map((id) => ({ ...item(id), status: 'active', source: criteria[id]!.source })),
      },
    })),
    answer(ConfirmSpecItemsMutation)(({ itemIds }) => {
      if (refuse) return new GraphqlErrorAnswer(refuse, { code: 'FORBIDDEN', appCode: 'FORBIDDEN' });
      const ids = Array.isArray(itemIds) ? itemIds : [itemIds];
      for (const id of ids) criteria[id]!.fields = { ...criteria[id]!.fields, confirmed: true };
      return { confirmSpecItems: ids.map(item) };
    }),
    answer(EditSpecItemTextMutation)(({ itemId, given, when, then }) => {
      criteria[itemId]!.fields = { ...criteria[itemId]!.fields, given, when, then, confirmed: true, edited: true };
      return { editSpecItemText: item(itemId) };
    }),
    answer(UnconfirmSpecItemMutation)(({ itemId }) => {
      const { confirmed: _c, edited: _e, ...rest } = criteria[itemId]!.fields;
      criteria[itemId]!.fields = rest;
      return { unconfirmSpecItem: item(itemId) };
    }),
  ]);
  return { ...fake, criteria };
}

const row = (id: string) => within(screen.getByTestId(`suggestion-${id}`));

describe('suggested acceptance criteria above the PRD', () => {
  it('marks each catalogue suggestion Suggested, confirms one and then the rest of a requirement, and undoes a confirmation', async () => {
    const fake = server();
    let changed = 0;
    renderWithProviders(<SuggestedCriteria projectId="p1" onChanged={() => (changed += 1)} />, { client: fake.client });
    expect(await screen.findByRole('heading', { name: 'Suggested acceptance criteria' })).toBeTruthy();
    // Only the catalogue's criteria are listed: FR-1's own criterion is not a suggestion.
    expect(screen.queryByTestId('suggestion-AC-1.1')).toBeNull();
    expect(screen.getByTestId('suggestions-summary').textContent).toContain('3 of 3 criteria come from the capability catalogue');
    expect(row('AC-2.1').getByText('Suggested')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm AC-2.1' }));
    await waitFor(() => expect(row('AC-2.1').getByText('Confirmed')).toBeTruthy());
    expect(fake.calls.find((c) => c.operationName === 'ConfirmSpecItems')?.variables).toEqual({ projectId: 'p1', itemIds: ['AC-2.1'] });
    expect(changed).toBe(1);
    // One left on FR-2: no "Confirm all" for a single criterion.
    expect(screen.queryByRole('button', { name: /^Confirm all/ })).toBeNull();

    fireEvent.click(row('AC-2.1').getByRole('button', { name: 'Undo the confirmation of AC-2.1' }));
    await waitFor(() => expect(row('AC-2.1').getByText('Suggested')).toBeTruthy());
    const all = screen.getByRole('button', { name: 'Confirm all 2 criteria of FR-2' });
    expect(all.textContent).toBe('Confirm all 2');
    fireEvent.click(all);
    await waitFor(() => expect(row('AC-2.2').getByText('Confirmed')).toBeTruthy());
    expect(row('AC-2.1').getByText('Confirmed')).toBeTruthy();
    expect(fake.calls.filter((c) => c.operationName === 'ConfirmSpecItems').at(-1)?.variables).toEqual({ projectId: 'p1', itemIds: ['AC-2.1', 'AC-2.2'] });
    expect(screen.getByTestId('suggestions-summary').textContent).toContain('1 of 3 criteria');
    expect(changed).toBe(3);
  });

  it('edits a suggestion as given, when and then with the keyboard: empty parts are named, Escape cancels, saving confirms it', async () => {
    const fake = server();
    renderWithProviders(<SuggestedCriteria projectId="p1" onChanged={() => undefined} />, { client: fake.client });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit AC-3.1' }));
    const form = within(screen.getByRole('form', { name: 'Edit AC-3.1' }));
    const given = form.getByLabelText('Given');
    expect(document.activeElement).toBe(given);
    fireEvent.keyDown(given, { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Edit AC-3.1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit AC-3.1' }));
    const again = within(screen.getByRole('form', { name: 'Edit AC-3.1' }));
    fireEvent.change(again.getByLabelText('Then'), { target: { value: '  ' } });
    fireEvent.click(again.getByRole('button', { name: 'Save AC-3.1' }));
    expect(await again.findByText('Then must not be empty')).toBeTruthy();
    expect(fake.calls.some((c) => c.operationName === 'EditSpecItemText')).toBe(false);
    fireEvent.change(again.getByLabelText('Then'), { target: { value: 'recipes with that word in the name show first' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Edit AC-3.1' }));
    await waitFor(() => expect(row('AC-3.1').getByText('Confirmed (edited)')).toBeTruthy());
    expect(row('AC-3.1').getByText('Given a couple types a word, when they search, then recipes with that word in the name show first.')).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'EditSpecItemText')?.variables).toEqual({
      projectId: 'p1',
      itemId: 'AC-3.1',
      given: 'a couple types a word',
      when: 'they search',
      then: 'recipes with that word in the name show first',
    });
  });

  it('shows a viewer the badges without actions; the list folds away with Hide', async () => {
    renderWithProviders(<SuggestedCriteria projectId="p1" onChanged={() => undefined} />, { client: server('viewer').client });
    expect(await screen.findByText(/Only editors and the owner can confirm them/)).toBeTruthy();
    expect(screen.getAllByText('Suggested')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(screen.getAllByRole('button')).toEqual([toggle]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('says why a confirmation failed', async () => {
    const message = 'This needs the editor role (or higher) on this project; your role is viewer.';
    renderWithProviders(<SuggestedCriteria projectId="p1" onChanged={() => undefined} />, { client: server('editor', message).client });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm AC-3.1' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(row('AC-3.1').getByText('Suggested')).toBeTruthy();
  });
});
