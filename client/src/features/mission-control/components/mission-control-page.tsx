import { useParams } from 'react-router';
import { StubScreen } from '../../../components/stub-screen';

/** Serves /project/:projectId/mission-control and the alternate /mission-control/:projectId. */
export function MissionControlPage() {
  const { projectId = '' } = useParams();
  return (
    <StubScreen
      title="Mission Control"
      description={`Project ${projectId}'s documents, generation progress and roadmap will be managed here.`}
    />
  );
}
