import { Accordion, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DIMENSION_LOOK, SEVERITIES, SEVERITY_LOOK, type Dimension } from '../../../components/quality/quality-meta';
import { DOCUMENT_TITLES, isDocumentType } from '../../../lib/generation';
import type { LiveDocuments } from '../hooks/use-live-documents';

/**
 * The document that writes an item down, anchored by its id: tasks (T-n) and milestones (M-n) in
 * the roadmap, everything else a finding names (FR, AC, NFR, SM, UJ, personas, risks, open
 * questions) in the PRD.
 */
const documentOf = (id: string): 'roadmap' | 'prd' => (/^[TM]-\d+$/.test(id) ? 'roadmap' : 'prd');

export interface Finding {
  rule: string;
  severity: string;
  dimension: string;
  itemId?: string | null;
  document?: string | null;
  section?: string | null;
  message: string;
  suggestion: string;
}

interface FindingsProps {
  projectId: string;
  findings: readonly Finding[];
  docs: LiveDocuments;
}

/** Where the finding is: its item in the document that has it, its document and section, or the brief. */
function Place({ finding, projectId, docs }: { finding: Finding; projectId: string; docs: LiveDocuments }) {
  if (finding.itemId) {
    const document = documentOf(finding.itemId);
    const written = (docs[document]?.version ?? 0) > 0;
    return written ? (
      <Anchor component={Link} to={`${pathTo.projectDocument(projectId, document)}#${encodeURIComponent(finding.itemId)}`} size="sm" fw={600} aria-label={`Open ${finding.itemId} in the ${DOCUMENT_TITLES[document]}`}>
        {finding.itemId}
      </Anchor>
    ) : (
      <Badge variant="light" color="gray" tt="none" title="Written down once the document is generated">
        {finding.itemId}
      </Badge>
    );
  }
  if (finding.document && isDocumentType(finding.document)) {
    const title = DOCUMENT_TITLES[finding.document];
    return (
      <Anchor component={Link} to={pathTo.projectDocument(projectId, finding.document)} size="sm" fw={600}>
        {finding.section ? `${title} › ${finding.section}` : title}
      </Anchor>
    );
  }
  if (finding.rule.startsWith('brief-')) {
    return (
      <Anchor component={Link} to={pathTo.projectBrief(projectId)} size="sm" fw={600}>
        Edit the brief
      </Anchor>
    );
  }
  return null;
}

const dimensionLabel = (d: string) => DIMENSION_LOOK[d as Dimension]?.label ?? d;

/** The findings grouped by severity, most severe first; critical and high open by default. */
export function QualityFindings({ projectId, findings, docs }: FindingsProps) {
  if (findings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No findings: every rule passed.
      </Text>
    );
  }
  const groups = SEVERITIES.map((severity) => ({ severity, items: findings.filter((f) => f.severity === severity) })).filter((g) => g.items.length > 0);
  const open = groups.filter((g) => g.severity === 'critical' || g.severity === 'high').map((g) => g.severity);
  return (
    <Accordion multiple defaultValue={open} variant="separated" radius="md" aria-label="Findings by severity">
      {groups.map(({ severity, items }) => {
        const look = SEVERITY_LOOK[severity];
        return (
          <Accordion.Item key={severity} value={severity} data-testid={`findings-${severity}`}>
            <Accordion.Control>
              <Group gap="sm">
                <Badge color={look.color} variant="dot" size="lg" tt="none">
                  {look.label}
                </Badge>
                <Text size="sm" fw={600}>
                  {items.length} {items.length === 1 ? 'finding' : 'findings'}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((f, i) => (
                  <li key={`${f.rule}-${f.itemId ?? f.section ?? ''}-${i}`}>
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {f.message}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {f.suggestion}
                      </Text>
                      <Group gap="xs" mt={2}>
                        <Place finding={f} projectId={projectId} docs={docs} />
                        <Text size="xs" c="dimmed">
                          {dimensionLabel(f.dimension)} · {f.rule}
                        </Text>
                      </Group>
                    </Stack>
                  </li>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
