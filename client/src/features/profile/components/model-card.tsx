import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { zodValidator } from '../../../lib/forms';
import { DeleteModelConnectionMutation, ModelConnectionQuery, SaveModelConnectionMutation, TestModelConnectionMutation } from '../api/model.graphql';
import { emptyModel, keyMoved, modelSchema, type ModelValues } from '../model-form';
const KINDS = [
  { value: 'openai', label: 'OpenAI-compatible' },
  { value: 'anthropic', label: 'Anthropic' },
];

interface Result {
  ok: boolean;
  message: string;
}

/**
 * "Bring your own model": an OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM, LM Studio)
 * or Anthropic, with the model name and API key. The key is stored encrypted and never shown again:
 * after saving, only its last 4 characters. Projects choose it in their settings ("My model").
 */
export function ModelCard() {
  const { data, error: loadError } = useQuery(ModelConnectionQuery);
  const [save, { loading: saving }] = useMutation(SaveModelConnectionMutation, { refetchQueries: [ModelConnectionQuery] });
  const [remove, { loading: removing }] = useMutation(DeleteModelConnectionMutation, { refetchQueries: [ModelConnectionQuery] });
  const [test, { loading: testing }] = useMutation(TestModelConnectionMutation, { refetchQueries: [ModelConnectionQuery] });
  const saved = data?.modelConnection ?? null;
  // The check depends on the saved connection (its key and where it was saved for).
  const form = useForm<ModelValues>({ initialValues: emptyModel, validate: zodValidator(modelSchema(saved)) });
  const { kind, baseUrl, model, apiKey } = form.values;
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The form starts from the saved connection (the key field stays empty: an empty key keeps it).
  const { setValues } = form;
  useEffect(() => {
    if (!saved) return;
    setValues({ kind: saved.kind === 'anthropic' ? 'anthropic' : 'openai', baseUrl: saved.baseUrl ?? '', model: saved.model });
  }, [saved, setValues]);

  const input = () => ({ kind, baseUrl: kind === 'openai' ? baseUrl.trim() : null, model: model.trim(), apiKey: apiKey.trim() || null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { input: input() } });
      form.setFieldValue('apiKey', '');
      setResult({ ok: true, message: 'Model saved.' });
    } catch (err) {
      setResult(null);
      setProblem(errorMessage(err, 'The model could not be saved'));
    }
  };

  const runTest = async () => {
    setProblem(null);
    setResult(null);
    try {
      const answer = await test({ variables: { input: input() } });
      const r = answer.data?.testModelConnection;
      if (r) setResult({ ok: r.ok, message: r.message });
    } catch (err) {
      setProblem(errorMessage(err, 'The connection could not be tested'));
    }
  };

  const removeModel = async () => {
    setProblem(null);
    try {
      await remove();
      form.setValues(emptyModel);
      setResult({ ok: true, message: 'Model removed. Your projects use the server default again unless set to "My model".' });
    } catch (err) {
      setProblem(errorMessage(err, 'The model could not be removed'));
    }
  };

  const movedKey = keyMoved(saved, form.values);
  const keyHelp = !saved?.hasKey
    ? kind === 'openai'
      ? 'Optional for local servers (Ollama, LM Studio).'
      : undefined
    : movedKey
      ? `A new URL or provider needs its key: enter it again (the saved key ends in …${saved.keyHint ?? ''}).`
      : `Saved key ends in …${saved.keyHint ?? ''}. Leave empty to keep it.`;
  // Test and Save are disabled until the check passes; it shows no messages of its own.
  const ready = form.isValid();

  return (
    <Card>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="h4">
          Model
        </Title>
        {saved && (
          <Badge variant="dot" color={saved.lastTestOk === false ? 'red' : saved.lastTestOk ? 'green' : 'gray'} tt="none" data-testid="model-status">
            {saved.lastTestOk === null ? 'Not tested' : saved.lastTestOk ? 'Connection works' : 'Last test failed'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Use your own AI model for projects set to “My model”: any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM, LM Studio) or Anthropic. Your key is stored encrypted and never shown again.
      </Text>
      <form onSubmit={(e) => void submit(e)} aria-label="Your model">
        <Stack gap="sm">
          <div>
            <Text component="label" size="sm" fw={500} id="model-kind-label">
              Provider
            </Text>
            <SegmentedControl aria-labelledby="model-kind-label" fullWidth data={KINDS} value={kind} onChange={(v) => form.setFieldValue('kind', v === 'anthropic' ? 'anthropic' : 'openai')} />
          </div>
          {kind === 'openai' && (
            <TextInput
              label="Base URL"
              description="With the version path, e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://localhost:11434/v1"
              placeholder="https://api.openai.com/v1"
              {...form.getInputProps('baseUrl', { withError: false })}
              maxLength={500}
              required
            />
          )}
          <TextInput label="Model" placeholder={kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini'} {...form.getInputProps('model', { withError: false })} maxLength={200} required />
          <PasswordInput label="API key" description={keyHelp} required={movedKey} placeholder={saved?.hasKey ? `…${saved.keyHint ?? ''}` : 'sk-…'} {...form.getInputProps('apiKey', { withError: false })} autoComplete="off" maxLength={1000} />
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="model-result">
              {result.message}
            </Alert>
          )}
          {(problem || loadError) && (
            <Alert color="red" role="alert">
              {problem ?? errorMessage(loadError, 'Your model could not be loaded')}
            </Alert>
          )}
          <Group gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => void runTest()} loading={testing} disabled={!ready}>
              Test connection
            </Button>
            <Button type="submit" loading={saving} disabled={!ready}>
              Save model
            </Button>
            {saved && (
              <Button variant="subtle" color="red" onClick={() => void removeModel()} loading={removing}>
                Remove
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
