import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Code, CopyButton, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { errorMessage } from '../../../lib/error-message';
import { zodValidator } from '../../../lib/forms';
import { FitNativeSelect } from '../../../components/fit-native-select';
import { formatDate } from '../../../lib/format';
import { CreatePersonalAccessTokenMutation, PersonalAccessTokensQuery, RevokePersonalAccessTokenMutation } from '../api/tokens.graphql';

// Only needed once a token is created: the Security tab opens without it.
const McpSetup = lazy(() => import('./mcp-setup').then((m) => ({ default: m.McpSetup })));

const EXPIRY = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'never', label: 'No expiry' },
];
/** A token needs a name that is not blank (the server trims it; the input stops at 100 characters). */
const tokenSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'read-write', label: 'Read and write' },
];

/** The new token's secret, shown this once with a copy button, and the MCP set-up that uses it. */
function NewToken({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" title="Copy your new token now" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        <Text size="sm" mb="xs">
          It will not be shown again. Send it as <Code>Authorization: Bearer …</Code> to the API or the MCP server.
        </Text>
        <Code block data-testid="new-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="xs" mt="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Suspense fallback={null}>
          <McpSetup secret={secret} />
        </Suspense>
      </Paper>
    </Stack>
  );
}

/** Personal access tokens for integrations and coding agents: create, copy once, list, revoke. */
export function ApiTokensCard() {
  const { data, error: loadError } = useQuery(PersonalAccessTokensQuery);
  const [create, { loading: creating }] = useMutation(CreatePersonalAccessTokenMutation, { refetchQueries: [PersonalAccessTokensQuery] });
  const [revoke] = useMutation(RevokePersonalAccessTokenMutation);
  const form = useForm({ initialValues: { name: '', expiry: '30', scope: 'read' }, validate: zodValidator(tokenSchema) });
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The button is what the check gates; a submit by Enter still reaches the server, which answers for itself.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const { name, expiry, scope } = form.getValues();
    try {
      const result = await create({ variables: { input: { name: name.trim(), scope, expiresInDays: expiry === 'never' ? null : Number(expiry) } } });
      setSecret(result.data?.createPersonalAccessToken.token ?? null);
      form.setFieldValue('name', '');
    } catch (err) {
      setProblem(errorMessage(err, 'The token could not be created'));
    }
  };
  const tokens = data?.personalAccessTokens ?? [];

  return (
    <Card>
      <Title order={2} fz="h4" mb="xs">
        API tokens
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Personal access tokens let scripts and coding agents (Claude Code, Cursor …) read your specs through the API and the MCP server. They cannot change your account.
      </Text>
      <Stack gap="sm">
        {secret && <NewToken secret={secret} onDone={() => setSecret(null)} />}
        <form onSubmit={(e) => void submit(e)} aria-label="Create an API token">
          <Group align="flex-end" gap="sm">
            <TextInput label="Token name" placeholder="Claude Code on my laptop" miw={240} {...form.getInputProps('name')} maxLength={100} required />
            <FitNativeSelect label="Expires" data={EXPIRY} {...form.getInputProps('expiry')} />
            <FitNativeSelect label="Access" data={SCOPES} {...form.getInputProps('scope')} />
            <Button type="submit" loading={creating} disabled={!form.isValid()}>
              Create token
            </Button>
          </Group>
        </form>
        {(problem || loadError) && (
          <Alert color="red" role="alert">
            {problem ?? errorMessage(loadError, 'Your tokens could not be loaded')}
          </Alert>
        )}
        {tokens.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="API tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <b>{t.name}</b> <Code>{t.prefix}…</Code>
                    </Table.Td>
                    <Table.Td>{t.scope === 'read-write' ? 'Read and write' : 'Read only'}</Table.Td>
                    <Table.Td>{t.expiresAt ? formatDate(t.expiresAt) : 'Never'}</Table.Td>
                    <Table.Td>{t.lastUsedAt ? formatDate(t.lastUsedAt) : 'Never used'}</Table.Td>
                    <Table.Td>
                      {t.revokedAt ? (
                        <Badge color="gray" variant="light" tt="none">
                          Revoked
                        </Badge>
                      ) : (
                        <Button size="xs" color="red" variant="light" aria-label={`Revoke ${t.name}`} onClick={() => void revoke({ variables: { id: t.id } }).catch((err: unknown) => setProblem(errorMessage(err, 'The token could not be revoked')))}>
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
