import { StubScreen } from '../../../components/stub-screen';

export function DashboardPage() {
  return (
    <StubScreen
      title="Dashboard"
      description="Your projects, their documents and what to generate next, all in one place."
    />
  );
}
