import { Button, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconClipboardList, IconLink, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { ProjectLoadError, ProjectNotFound } from '../../../components/project-not-found';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { graphqlAppCode } from '../../../lib/graphql-error';
import { ProjectSettingsQuery } from '../api/project-settings.graphql';
import { DangerZoneTab } from './danger-zone-tab';
import { EvidenceSetting } from './evidence-setting';
import { MembersTab } from './members-tab';
import { ShareLinksTab } from './share-links-tab';
import { ProjectDetailsTab } from './project-details-tab';
import { WizardAnswersTab } from './wizard-answers-tab';

/** Project settings, under /project/{id}/settings and /mission-control/{id}/settings. */
export function ProjectSettingsPage() {
  const { projectId = '' } = useParams();
  const { data, loading, error } = useQuery(ProjectSettingsQuery, { variables: { id: projectId }, fetchPolicy: 'cache-and-network' });
  const project = data?.project;
  // A missing project and someone else's answer alike: NOT_FOUND (PROJECT_NOT_FOUND).
  const notFound = graphqlAppCode(error) === 'PROJECT_NOT_FOUND';
  useEffect(() => {
    if (error) logCallFailure(callFailures.getProject, error);
  }, [error]);

  if (loading && !project) {
    return (
      <Container size="md" py="md" aria-busy="true">
        <Skeleton h={32} w="50%" mb="lg" />
        <Skeleton h={260} radius="lg" />
      </Container>
    );
  }
  if (notFound) return <ProjectNotFound />;
  // A failed re-read keeps showing the cached project; only nothing at all is an error.
  if (!project) return <ProjectLoadError />;

  const isOwner = project.role === 'owner';
  return (
    <Container size="md" py="md">
      <Button component={Link} to={pathTo.missionControl(project.id)} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} px="xs" mb="sm">
        Back to Mission Control
      </Button>
      <Title order={1}>Project Settings</Title>
      <Text c="dimmed" mb="lg">
        {project.name}
        {isOwner ? '' : ` · your role: ${project.role}`}
      </Text>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="details" leftSection={<IconSettings size={16} />}>
            Project Details
          </Tabs.Tab>
          <Tabs.Tab value="answers" leftSection={<IconClipboardList size={16} />}>
            Wizard Answers
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
            Members
          </Tabs.Tab>
          {isOwner && (
            <Tabs.Tab value="sharing" leftSection={<IconLink size={16} />}>
              Sharing
            </Tabs.Tab>
          )}
          {isOwner && (
            <Tabs.Tab value="danger" color="red" leftSection={<IconAlertTriangle size={16} />}>
              Danger Zone
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack gap="xl">
            <ProjectDetailsTab project={project} />
            <EvidenceSetting project={project} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="answers">
          <WizardAnswersTab project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersTab projectId={project.id} isOwner={isOwner} />
        </Tabs.Panel>
        {isOwner && (
          <Tabs.Panel value="sharing">
            <ShareLinksTab projectId={project.id} />
          </Tabs.Panel>
        )}
        {isOwner && (
          <Tabs.Panel value="danger">
            <DangerZoneTab project={project} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Container>
  );
}
