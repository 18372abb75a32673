import { StubScreen } from '../../../components/stub-screen';

export function HelpPage() {
  return (
    <StubScreen
      title="Help & Support"
      description="Searchable answers to common questions, and how to reach our support team."
    />
  );
}
