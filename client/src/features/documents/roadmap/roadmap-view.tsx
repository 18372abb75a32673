import { Anchor, Badge, Box, Group, Paper, SegmentedControl, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { percentOf, widthOf, type RoadmapData, type RoadmapTask } from './roadmap-data';
import classes from './roadmap.module.css';
import { ReplanControl } from './replan-control';
import { TeamSizeControl } from './team-size-control';
import { EvidenceOverrideModal } from './evidence-override-modal';
import { TaskStatusSelect, useTaskProgress } from './task-progress';

interface ViewProps {
  data: RoadmapData;
  projectId: string;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** Below this width (% of the window) a bar's label goes beside it instead of inside. */
const LABEL_INSIDE_MIN = 16;

interface Placement {
  left: number;
  width: number;
  top: number;
}

function TaskBar({ task, selected, onSelect, at }: { task: RoadmapTask; selected: boolean; onSelect: (id: string) => void; at: Placement }) {
  const label = `${task.id} ${task.title}`;
  const inside = at.width >= LABEL_INSIDE_MIN;
  // A short bar's label goes after it while there is room on the right, else before it.
  const after = at.left + at.width <= 60;
  const className = [classes.bar, task.critical && classes.critical, selected && classes.selected].filter(Boolean).join(' ');
  return (
    <>
      <Tooltip label={`${task.title} · ${formatDate(task.start)} – ${formatDate(task.end)}${task.critical ? ' · critical path' : ''}`}>
        <UnstyledButton
          onClick={() => onSelect(task.id)}
          aria-pressed={selected}
          aria-label={`${task.id}: ${task.title}, ${formatDate(task.start)} to ${formatDate(task.end)}${task.critical ? ', on the critical path' : ''}`}
          data-testid={`bar-${task.id}`}
          data-critical={task.critical || undefined}
          className={className}
          style={{ top: at.top, left: `${at.left}%`, width: `${at.width}%` }}
        >
          {inside && (
            <span className={classes.inside} aria-hidden>
              {label}
            </span>
          )}
        </UnstyledButton>
      </Tooltip>
      {!inside && (
        <span
          className={classes.beside}
          aria-hidden
          data-testid={`label-${task.id}`}
          style={after ? { top: at.top, left: `calc(${at.left + at.width}% + 6px)`, maxWidth: `calc(${100 - at.left - at.width}% - 8px)` } : { top: at.top, right: `calc(${100 - at.left}% + 6px)`, maxWidth: `calc(${at.left}% - 8px)`, textAlign: 'right' }}
        >
          {label}
        </span>
      )}
    </>
  );
}

const ROW = 26;
/** Room above the first bar for the milestone's ◆, so it never covers a bar's label. */
const TOP = 16;

function Legend() {
  return (
    <Text size="xs" c="dimmed" mt={-4}>
      <span className={`${classes.legendSwatch} ${classes.critical}`} style={{ position: 'static' }} aria-hidden />
      Critical path: a delay on these tasks moves the launch date.
    </Text>
  );
}

/** Gantt-like: one band per phase, a bar per task placed by its dates, a ◆ per milestone. */
function Timeline({ data, selected, onSelect }: ViewProps) {
  return (
    <Box data-testid="roadmap-timeline">
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {formatDate(data.start)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(data.end)}
        </Text>
      </Group>
      {data.phases.map((phase) => {
        const tasks = data.tasks.filter((t) => t.phaseId === phase.id);
        return (
          <Box key={phase.id} mb="md">
            <Text size="sm" fw={600}>
              {phase.name}{' '}
              <Text span size="xs" c="dimmed">
                {formatDate(phase.start)} – {formatDate(phase.end)}
              </Text>
            </Text>
            <Box pos="relative" h={tasks.length * ROW + TOP + 4} mt={4} style={{ background: 'var(--mantine-color-default-hover)', borderRadius: 4 }}>
              {tasks.map((task, row) => (
                <TaskBar key={task.id} task={task} selected={selected === task.id} onSelect={onSelect} at={{ top: TOP + row * ROW, left: percentOf(task.start, data), width: widthOf(task.start, task.end, data) }} />
              ))}
              {phase.milestone && (
                <Text
                  span
                  aria-label={`Milestone ${phase.milestone.name}, ${formatDate(phase.milestone.date)}`}
                  title={phase.milestone.name}
                  size="xs"
                  lh={1}
                  style={{ position: 'absolute', top: 1, left: `calc(${percentOf(phase.milestone.date, data)}% - 5px)` }}
                >
                  ◆
                </Text>
              )}
            </Box>
          </Box>
        );
      })}
      {data.tasks.some((t) => t.critical) && <Legend />}
    </Box>
  );
}

/** The tasks as a table with dependencies and the requirements they implement. */
function TaskList({ data, projectId, selected, onSelect, progress }: ViewProps & { progress: ReturnType<typeof useTaskProgress> }) {
  const phaseName = new Map(data.phases.map((p) => [p.id, p.name]));
  const prd = pathTo.projectDocument(projectId, 'prd');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Roadmap tasks" data-testid="roadmap-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            <Table.Th>Phase</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Depends on</Table.Th>
            <Table.Th>Requirements</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.tasks.map((task) => (
            <Table.Tr key={task.id} bg={selected === task.id ? 'var(--mantine-primary-color-light)' : undefined} aria-selected={selected === task.id}>
              <Table.Td>
                <UnstyledButton onClick={() => onSelect(task.id)} aria-pressed={selected === task.id} fz="sm">
                  <b>{task.id}</b> {task.title}
                </UnstyledButton>
                {task.critical && (
                  <Badge ml={6} size="xs" variant="light" tt="none">
                    critical path
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{phaseName.get(task.phaseId) ?? task.phaseId}</Table.Td>
              <Table.Td>
                {formatDate(task.start)} – {formatDate(task.end)}
              </Table.Td>
              <Table.Td>{task.dependsOn.join(', ') || '—'}</Table.Td>
              <Table.Td>
                {task.frIds.length === 0
                  ? '—'
                  : task.frIds.map((fr, i) => (
                      <span key={fr}>
                        {i > 0 && ', '}
                        <Anchor component={Link} to={`${prd}#${fr}`} underline="always">
                          {fr}
                        </Anchor>
                      </span>
                    ))}
              </Table.Td>
              <Table.Td>
                <TaskStatusSelect taskId={task.id} status={progress.statuses.get(task.id) ?? 'todo'} onChange={(id, status) => void progress.setStatus(id, status)} />
                {progress.statuses.get(task.id) === 'done' && progress.overrides.get(task.id) && (
                  <Text size="xs" c="dimmed" mt={4} maw={260}>
                    Done without evidence: {progress.overrides.get(task.id)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Timeline and list of the roadmap's tasks; switching between them keeps the selected task. */
export function RoadmapView({ data, projectId, onReplanned }: { data: RoadmapData; projectId: string; onReplanned?: () => void }) {
  const [view, setView] = useState<'timeline' | 'list'>('timeline');
  const [selected, setSelected] = useState<string | null>(null);
  const props = { data, projectId, selected, onSelect: setSelected };
  const progress = useTaskProgress(projectId);
  const done = data.tasks.filter((t) => progress.statuses.get(t.id) === 'done').length;
  return (
    <Paper withBorder radius="lg" p="md" mb="md" component="section" aria-label="Roadmap tasks">
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          aria-label="Roadmap view"
          size="xs"
          value={view}
          onChange={(v) => setView(v === 'list' ? 'list' : 'timeline')}
          data={[
            { value: 'timeline', label: 'Timeline' },
            { value: 'list', label: 'List' },
          ]}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected ? `Selected: ${selected}` : `${data.tasks.length} tasks · ${done} done`}
        </Text>
      </Group>
      <Box mb="md">
        {data.capacity && <TeamSizeControl projectId={projectId} capacity={data.capacity} />}
        <Box mt="sm">
          <ReplanControl projectId={projectId} onReplanned={onReplanned} />
        </Box>
      </Box>
      {progress.error && (
        <Text size="sm" c="red" role="alert" mb="xs">
          The task status could not be saved: {progress.error.message}
        </Text>
      )}
      {view === 'timeline' ? <Timeline {...props} /> : <TaskList {...props} progress={progress} />}
      <EvidenceOverrideModal
        // A new question starts with an empty note.
        key={progress.evidenceAsk?.taskId ?? 'none'}
        ask={progress.evidenceAsk}
        saving={progress.saving}
        onOverride={(taskId, note) => void progress.setStatus(taskId, 'done', note)}
        onClose={progress.closeEvidenceAsk}
      />
    </Paper>
  );
}
