import { useQuery } from '@apollo/client/react';
import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import type { QualityReportFragment } from '../../../gql/graphql';
import { ClarifyingQuestionsQuery } from '../graphql/quality.graphql';
import { ClarifyingQuestionsForm } from './clarifying-questions-form';

interface GateModalProps {
  projectId: string;
  report: QualityReportFragment;
  /** Why the brief is too thin: its critical brief findings' messages. */
  reasons: string[];
  onGenerate: () => void;
  onClose: () => void;
  onBriefChanged?: () => void;
}

/**
 * Asked before generating from a thin brief: the brief's questions, then either "Generate now"
 * (once answers are saved) or "Generate anyway" (nothing answered).
 */
export function GenerationGateModal({ projectId, report, reasons, onGenerate, onClose, onBriefChanged }: GateModalProps) {
  const { data, loading } = useQuery(ClarifyingQuestionsQuery, { variables: { projectId }, fetchPolicy: 'cache-first' });
  const [saved, setSaved] = useState(false);
  const questions = data?.clarifyingQuestions;
  const generateButton = saved ? (
    <Button leftSection={<IconBolt size={16} />} onClick={onGenerate}>
      Generate now
    </Button>
  ) : (
    <Button variant="default" onClick={onGenerate}>
      Generate anyway
    </Button>
  );

  return (
    <Modal opened onClose={onClose} title="Improve the brief before generating?" size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          This brief scores {report.score} of 100.{reasons.length > 0 ? ` ${reasons.join(' ')}` : ''} Documents generated from it now would be built on guesses. A document generated for the first time counts toward your plan&apos;s document limit; regenerating
          one does not. Answer what you can first, or generate anyway.
        </Text>
        {questions ? (
          <ClarifyingQuestionsForm projectId={projectId} questions={questions} scoreBefore={report.score} actions={generateButton} onSaved={() => setSaved(true)} onBriefChanged={onBriefChanged} stickyActions />
        ) : loading ? (
          <Skeleton h={160} radius="md" role="status" aria-label="Loading the questions" />
        ) : (
          <Stack align="flex-end">{generateButton}</Stack>
        )}
      </Stack>
    </Modal>
  );
}
