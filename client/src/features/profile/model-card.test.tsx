import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { DeleteModelConnectionMutation, ModelConnectionQuery, SaveModelConnectionMutation, TestModelConnectionMutation } from './api/model.graphql';
import { ModelCard } from './components/model-card';

type Connection = {
  __typename: 'ModelConnectionSettings';
  kind: string;
  baseUrl: string | null;
  model: string;
  hasKey: boolean;
  keyHint: string | null;
  lastTestedAt: string | null;
  lastTestOk: boolean | null;
  updatedAt: string;
};

describe('Model card (Security tab)', () => {
  it('tests, saves (showing only the key hint afterwards) and removes your own model', async () => {
    let stored: Connection | null = null;
    const fake = fakeGraphql([
      answer(ModelConnectionQuery)(() => ({ modelConnection: stored })),
      answer(TestModelConnectionMutation)(() => ({
        testModelConnection: { __typename: 'ModelConnectionTestResult', ok: true, message: 'Connected: llama3 answered in 12 ms.', latencyMs: 12 },
      })),
      answer(SaveModelConnectionMutation)(({ input }) => {
        stored = {
          __typename: 'ModelConnectionSettings',
          kind: input.kind,
          baseUrl: input.baseUrl ?? null,
          model: input.model,
          hasKey: true,
          keyHint: String(input.apiKey).slice(-4),
          lastTestedAt: null,
          lastTestOk: null,
          updatedAt: '2026-11-25T10:00:00.000Z',
        };
        return { saveModelConnection: stored };
      }),
      answer(DeleteModelConnectionMutation)(() => {
        stored = null;
        return { deleteModelConnection: true };
      }),
    ]);
    renderWithProviders(<ModelCard />, { client: fake.client });
    fireEvent.change(await screen.findByLabelText(/Base URL/), { target: { value: 'http://localhost:11434/v1' } });
    fireEvent.change(screen.getByLabelText(/^Model/), { target: { value: 'llama3' } });
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'sk-local-9xQz' } });

    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('model-result')).textContent).toBe('Connected: llama3 answered in 12 ms.');
    const input = { kind: 'openai', baseUrl: 'http://localhost:11434/v1', model: 'llama3', apiKey: 'sk-local-9xQz' };
    expect(fake.calls.find((c) => c.operationName === 'TestModelConnection')?.variables).toEqual({ input });

    fireEvent.click(screen.getByRole('button', { name: 'Save model' }));
    await screen.findByText(/Saved key ends in …9xQz/);
    expect(fake.calls.find((c) => c.operationName === 'SaveModelConnection')?.variables).toEqual({ input });
    expect((screen.getByLabelText(/API key/) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull());
    expect((screen.getByLabelText(/^Model/) as HTMLInputElement).value).toBe('');
  });

  it('asks for the key again when the URL or provider changes (a saved key goes only where it was saved for)', async () => {
    const stored: Connection = {
      __typename: 'ModelConnectionSettings',
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      hasKey: true,
      keyHint: 'Ab12',
      lastTestedAt: null,
      lastTestOk: null,
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const fake = fakeGraphql([answer(ModelConnectionQuery)(() => ({ modelConnection: stored }))]);
    renderWithProviders(<ModelCard />, { client: fake.client });
    await screen.findByText('Saved key ends in …Ab12. Leave empty to keep it.');
    const save = () => screen.getByRole('button', { name: 'Save model' }) as HTMLButtonElement;
    expect(save().disabled).toBe(false);

    fireEvent.change(screen.getByLabelText(/Base URL/), { target: { value: 'https://elsewhere.example/v1' } });
    await screen.findByText('A new URL or provider needs its key: enter it again (the saved key ends in …Ab12).');
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'sk-new-key' } });
    expect(save().disabled).toBe(false);

    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Base URL/), { target: { value: 'https://api.openai.com/v1' } });
    await screen.findByText('Saved key ends in …Ab12. Leave empty to keep it.');
    expect(save().disabled).toBe(false);
  });
});
