import { StubScreen } from '../../../components/stub-screen';

export function ProfilePage() {
  return (
    <StubScreen
      title="Profile"
      description="Your personal details, account and usage, security, notification preferences and account deletion."
    />
  );
}
