import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DOCUMENT_STEPS, DOCUMENT_TYPES, isActiveStatus, missingPrerequisites, nextAvailable, type DocumentType } from '../../../lib/generation';
import type { LiveDocument, LiveDocuments } from '../hooks/use-live-documents';
import { DocumentStepCard } from './document-step-card';
import type { ApprovalState } from './approval-line';

interface SequenceProps {
  docs: LiveDocuments;
  busy: Set<string>;
  documentPath: (type: DocumentType) => string;
  onGenerate: (type: DocumentType) => void;
  onGenerateAll: () => void;
  onCancel?: (doc: LiveDocument) => void;
  /** Queues a failed or cancelled run again; without it, Retry starts a new generation. */
  onRetry?: (doc: LiveDocument) => void;
  /** false when the project has no brief yet (the PRD cannot be generated); null or absent when unknown. */
  briefReady?: boolean | null;
  /** The plan's document limit, when generating would pass it (use-document-limit.ts). */
  limit?: { all: string | null; newDocument: string | null };
  /** Who approved each document's current version, by type. */
  approvals?: ReadonlyMap<string, ApprovalState>;
}

const STEP_NAMES = ['Requirements', 'Plan', 'Design', 'Roadmap'];

/** Ticks once a second while something runs, for the elapsed times. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The documents in chain order: PRD → Implementation Plan → three side by side → Roadmap. */
export function DocumentSequence({ docs, busy, documentPath, onGenerate, onGenerateAll, onCancel, onRetry, briefReady, limit, approvals }: SequenceProps) {
  const all = DOCUMENT_TYPES.map((t) => docs[t]);
  const running = all.some((d) => isActiveStatus(d?.status));
  const now = useNow(running);
  const ready = all.filter((d) => d && (d.status === 'ready' || d.status === 'stale')).length;
  const everythingReady = all.every((d) => d?.status === 'ready');
  const noBrief = briefReady === false;
  const overLimit = !running && !everythingReady && !noBrief ? (limit?.all ?? null) : null;
  const next = nextAvailable(docs);
  const overall = Math.round(all.reduce((sum, d) => sum + (d ? (d.status === 'ready' ? 100 : d.progress) : 0), 0) / DOCUMENT_TYPES.length);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="documents-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="lg" id="documents-title">
            Documents
          </Title>
          <Text size="sm" c="dimmed">
            {ready} of {DOCUMENT_TYPES.length} documents ready
          </Text>
        </div>
        <Button
          leftSection={<IconBolt size={16} />}
          onClick={onGenerateAll}
          loading={busy.has('all')}
          disabled={running || everythingReady || noBrief || !!overLimit}
          aria-label={
            running ? 'Generate all (generation is running)' : everythingReady ? 'Generate all (all documents are ready)' : noBrief ? 'Generate all (needs the project brief first)' : overLimit ? "Generate all (over the plan's document limit)" : 'Generate all'
          }
        >
          Generate all
        </Button>
      </Group>
      {overLimit && (
        <Alert color="yellow" variant="light" mt="sm" p="xs" icon={<IconLock size={16} />} data-testid="document-limit">
          <Text size="sm">{overLimit}</Text>
        </Alert>
      )}
      <Progress value={overall} size="sm" mt="sm" aria-label={`Overall: ${overall}% of the documents generated`} />

      <Stack component="ol" gap="lg" mt="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Document sequence">
        {DOCUMENT_STEPS.map((types, index) => {
          const done = types.every((t) => docs[t]?.status === 'ready');
          return (
            <li key={STEP_NAMES[index]}>
              <Group gap="sm" mb="xs">
                <ThemeIcon radius="xl" size={26} variant={done ? 'filled' : 'light'} color={done ? 'green' : 'gray'} aria-hidden>
                  {done ? (
                    <IconCheck size={14} />
                  ) : (
                    <Text size="xs" fw={700}>
                      {index + 1}
                    </Text>
                  )}
                </ThemeIcon>
                <Text size="sm" fw={700} tt="uppercase" c="dimmed">
                  {STEP_NAMES[index]}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, md: types.length }} spacing="sm" ml={{ base: 0, sm: 36 }}>
                {types.map((type) => (
                  <DocumentStepCard
                    key={type}
                    type={type}
                    doc={docs[type]}
                    missing={missingPrerequisites(type, docs)}
                    missingBrief={type === 'prd' && noBrief}
                    limitReason={docs[type] ? null : (limit?.newDocument ?? null)}
                    isNext={next === type}
                    busy={busy.has(type) || busy.has('all')}
                    now={now}
                    openPath={documentPath(type)}
                    onGenerate={onGenerate}
                    onCancel={onCancel}
                    onRetry={onRetry}
                    approval={approvals?.get(type)}
                  />
                ))}
              </SimpleGrid>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
