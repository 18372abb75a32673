import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { specItemPath } from './spec-item-path';
import { CommentCountBadge } from '../../../components/comment-count-badge';
import type { CommentCount } from '../../../lib/comment-counts';
import { pathTo } from '../../../app/paths';
import { VerificationBadge } from './verification-badge';
import classes from './traceability.module.css';
import type { TraceRow } from '@specforge/contracts/traceability';

export type { TraceRow } from '@specforge/contracts/traceability';

function Ids({ ids, projectId, gap }: { ids: string[]; projectId: string; gap?: string }) {
  if (ids.length === 0) {
    // A requirement without tasks or criteria is a gap; a missing journey or metric is not.
    return gap ? (
      <Text size="xs" className={classes.gap} component="span">
        {gap}
      </Text>
    ) : (
      <Text size="xs" c="dimmed" component="span" aria-label="none">
        —
      </Text>
    );
  }
  return (
    <div className={classes.ids}>
      {ids.map((id) => (
        <Anchor key={id} component={Link} to={specItemPath(projectId, id)} className={classes.idLink} underline="always">
          {id}
        </Anchor>
      ))}
    </div>
  );
}

/** Requirements × journeys × metrics × tasks × acceptance criteria; scrolls sideways on a phone. */
export interface RowVerification {
  status: string;
  verified: number;
  total: number;
}

export function TraceabilityTable({ rows, projectId, verification, comments }: { rows: TraceRow[]; projectId: string; verification?: Map<string, RowVerification>; comments?: ReadonlyMap<string, CommentCount> }) {
  return (
    <Table.ScrollContainer minWidth={verification ? 860 : 760} type="native">
      <Table aria-label="Traceability matrix" verticalSpacing="xs" data-testid="traceability-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky}>Requirement</Table.Th>
            <Table.Th>Journeys</Table.Th>
            <Table.Th>Metrics</Table.Th>
            <Table.Th>Tasks</Table.Th>
            <Table.Th>Acceptance criteria</Table.Th>
            {verification && <Table.Th>Verified</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.requirementId} data-testid={`trace-${row.requirementId}`}>
              <Table.Td className={classes.sticky} maw={220} miw={150}>
                <Anchor component={Link} to={specItemPath(projectId, row.requirementId)} fw={700} size="sm" underline="always">
                  {row.requirementId}
                </Anchor>
                <CommentCountBadge label={row.requirementId} count={comments?.get(row.requirementId)} to={`${pathTo.projectDocument(projectId, 'prd')}?comments=${encodeURIComponent(row.requirementId)}#${encodeURIComponent(row.requirementId)}`} />{' '}
                {row.priority && (
                  <Badge size="xs" variant="light" color={row.priority === 'Must' ? 'ember' : 'gray'} tt="none">
                    {row.priority}
                  </Badge>
                )}
                <Text size="xs" lineClamp={2} title={row.title}>
                  {row.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Ids ids={row.journeyIds} projectId={projectId} />
              </Table.Td>
              <Table.Td>
                <Ids ids={row.metricIds} projectId={projectId} />
              </Table.Td>
              <Table.Td>
                <Ids ids={row.taskIds} projectId={projectId} gap="No task" />
              </Table.Td>
              <Table.Td>
                <Ids ids={row.criterionIds} projectId={projectId} gap="No criteria" />
              </Table.Td>
              {verification && (
                <Table.Td>
                  {row.criterionIds.length ? (
                    <VerificationBadge {...(verification.get(row.requirementId) ?? { status: 'unverified', verified: 0, total: row.criterionIds.length })} />
                  ) : (
                    <Text size="xs" c="dimmed" component="span" aria-label="none">
                      —
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
