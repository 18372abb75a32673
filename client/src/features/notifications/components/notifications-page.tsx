import { StubScreen } from '../../../components/stub-screen';

export function NotificationsPage() {
  return (
    <StubScreen
      title="Notifications"
      description="Updates about your projects and documents, with tabs for all and unread notifications."
    />
  );
}
