import { StubScreen } from '../../../components/stub-screen';

/** Entry of the admin area (/admin/*); its inner screens arrive with the admin feature. */
export function AdminPage() {
  return (
    <StubScreen
      title="Admin"
      description="The administrators' area for overseeing users, projects and usage."
    />
  );
}
