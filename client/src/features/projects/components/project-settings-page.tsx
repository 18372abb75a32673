import { StubScreen } from '../../../components/stub-screen';

/** Serves /project/:projectId/settings and the alternate /mission-control/:projectId/settings. */
export function ProjectSettingsPage() {
  return (
    <StubScreen
      title="Project settings"
      description="Edit this project's details, review its wizard answers, or delete it."
    />
  );
}
