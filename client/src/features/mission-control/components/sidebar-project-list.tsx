import { useQuery } from '@apollo/client/react';
import { Group, NavLink, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import { pathTo } from '../../../app/paths';
import type { SidebarProjectsQuery as SidebarProjects } from '../../../gql/graphql';
import { statusLook } from '../../../lib/projects';
import { SidebarProjectsQuery } from '../graphql/project.graphql';

type Project = SidebarProjects['projects']['nodes'][number];

/** Spec §9: the sidebar lists at most 4 projects. */
export const SIDEBAR_PROJECT_LIMIT = 4;

/** The project the current page belongs to, under either path variant. */
function useCurrentProjectId(): string | undefined {
  const project = useMatch({ path: '/project/:projectId', end: false });
  const missionControl = useMatch({ path: '/mission-control/:projectId', end: false });
  return project?.params.projectId ?? missionControl?.params.projectId;
}

function ProjectLink({ project, current, collapsed, onNavigate }: { project: Project; current: boolean; collapsed: boolean; onNavigate?: () => void }) {
  const look = statusLook(project.status);
  const StatusIcon = look.icon;
  // A project shared with the caller shows their role after its name (visible, so also in the accessible name).
  const name = project.role !== 'owner' ? `${project.name} · ${project.role}` : project.name;
  const link = (
    <NavLink
      component={Link}
      to={pathTo.projectMissionControl(project.id)}
      label={collapsed ? undefined : name}
      // The status icon is not read out on its own: the name carries it.
      aria-label={`${name} (${look.label}${project.role !== 'owner' ? ', shared with you' : ''})`}
      aria-current={current ? 'page' : undefined}
      leftSection={<StatusIcon size={18} stroke={1.6} color={`var(--mantine-color-${look.color}-6)`} aria-hidden="true" />}
      active={current}
      onClick={onNavigate}
      variant="light"
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: collapsed ? 'center' : undefined }, label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
    />
  );
  return collapsed ? (
    <Tooltip label={project.name} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

interface SidebarProjectListProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * The sidebar's Mission Control section (the app layout): the first 4 projects with status icons,
 * the current one highlighted, 3 skeleton rows while loading, 'Failed to load projects' on error.
 */
export function SidebarProjectList({ collapsed, onNavigate }: SidebarProjectListProps) {
  // Creating or deleting a project evicts the cached `projects` field, so the list is read again.
  const { data, loading, error } = useQuery(SidebarProjectsQuery, { variables: { first: SIDEBAR_PROJECT_LIMIT } });
  const projects = data?.projects.nodes ?? [];
  const currentId = useCurrentProjectId();
  return (
    <Stack gap={4} component="section" aria-label="Mission Control">
      {!collapsed && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="lg" mb={4} px="sm">
          Mission Control
        </Text>
      )}
      {loading && !data ? (
        <Stack gap={6} px="sm" aria-busy="true" aria-label="Loading projects" data-testid="sidebar-projects-loading">
          {[0, 1, 2].map((i) => (
            <Group key={i} gap="sm" wrap="nowrap">
              <Skeleton h={18} w={18} circle />
              {!collapsed && <Skeleton h={12} style={{ flex: 1 }} />}
            </Group>
          ))}
        </Stack>
      ) : error ? (
        !collapsed && (
          <Text size="sm" c="red" px="sm" role="alert">
            Failed to load projects
          </Text>
        )
      ) : projects.length === 0 ? (
        !collapsed && (
          <Text size="sm" c="dimmed" px="sm">
            No projects yet.
          </Text>
        )
      ) : (
        projects.slice(0, SIDEBAR_PROJECT_LIMIT).map((project) => <ProjectLink key={project.id} project={project} current={project.id === currentId} collapsed={collapsed} onNavigate={onNavigate} />)
      )}
    </Stack>
  );
}
