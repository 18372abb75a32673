import { StubScreen } from '../../../components/stub-screen';

export function CreateProjectPage() {
  return (
    <StubScreen
      title="Create New Project"
      description="A six-step wizard that turns your idea into a project brief: basics, product, users, technology, business goals and final considerations."
    />
  );
}
