import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { DiffView } from '../../../components/diff-view';
import type { RegenerateSectionMutation as RegenerateSection } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { AcceptSectionMutation, RegenerateSectionMutation } from '../api/documents.graphql';
import type { DocumentDetail } from '../hooks/use-document';

/** A regenerated section to compare before accepting (nothing is saved until accepted). */
type SectionPreview = RegenerateSection['regenerateSection'];

/** The sections the generator wrote (structured.sections), as regenerate can address them. */
function sectionsOf(doc: DocumentDetail): Array<{ value: string; label: string }> {
  const raw = doc.structured?.sections;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((s: unknown) => {
    if (!s || typeof s !== 'object') return [];
    const { id, title } = s as { id?: unknown; title?: unknown };
    return typeof id === 'string' && typeof title === 'string' ? [{ value: id, label: title }] : [];
  });
}

const messageOf = (error: unknown, fallback: string) => graphqlErrorMessage(error, fallback);

/** Regenerates one section, shows before/after, and saves it only when accepted. */
export function SectionRegenerate({ doc, onAccepted }: { doc: DocumentDetail; onAccepted: (doc: DocumentDetail) => void }) {
  const sections = sectionsOf(doc);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [preview, setPreview] = useState<SectionPreview | null>(null);
  const [working, setWorking] = useState(false);
  const [previewSection] = useMutation(RegenerateSectionMutation);
  const [acceptSection] = useMutation(AcceptSectionMutation);

  if (sections.length === 0) return null;

  const regenerate = async () => {
    if (!sectionId) return;
    setWorking(true);
    try {
      const answer = await previewSection({ variables: { documentId: doc.id, sectionId } });
      setPreview(answer.data?.regenerateSection ?? null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not regenerate the section', message: messageOf(error, 'Failed to regenerate the section') });
    } finally {
      setWorking(false);
    }
  };

  const accept = async () => {
    if (!preview) return;
    setWorking(true);
    try {
      const variables = { documentId: doc.id, sectionId: preview.sectionId, after: preview.after, baseVersion: preview.baseVersion };
      const saved = (await acceptSection({ variables })).data?.acceptSection;
      if (!saved) throw new Error('The server answered no document');
      notifications.show({ color: 'green', message: `Section "${preview.title}" replaced (version ${saved.version})` });
      setPreview(null);
      onAccepted(saved);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not replace the section', message: messageOf(error, 'Failed to replace the section') });
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <Group gap="xs" align="flex-end" mb="md">
        <Select label="Section to regenerate" placeholder="Pick a section" data={sections} value={sectionId} onChange={setSectionId} w={280} size="xs" />
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} disabled={!sectionId} loading={working && !preview} onClick={() => void regenerate()}>
          Regenerate section
        </Button>
      </Group>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} size="xl" title={preview ? `Regenerated: ${preview.title}` : ''}>
        {preview && (
          <>
            <Text size="sm" mb="sm">
              Nothing is saved until you accept. Accepting replaces this section and makes a new version.
            </Text>
            {preview.note && (
              <Text size="sm" c="dimmed" mb="sm" data-testid="section-regenerate-note">
                {preview.note}
              </Text>
            )}
            <DiffView before={preview.before} after={preview.after} beforeLabel="Current" afterLabel="Regenerated" />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => setPreview(null)}>
                Reject
              </Button>
              <Button onClick={() => void accept()} loading={working}>
                Accept
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
