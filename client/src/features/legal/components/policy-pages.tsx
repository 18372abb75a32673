import { StubScreen } from '../../../components/stub-screen';

export function PrivacyPolicyPage() {
  return <StubScreen title="Privacy Policy" description="How Specforge collects, uses, stores and protects your data." />;
}

export function TermsOfServicePage() {
  return <StubScreen title="Terms of Service" description="The terms that govern your use of Specforge." />;
}

export function CookiePolicyPage() {
  return <StubScreen title="Cookie Policy" description="Which cookies Specforge uses, and why." />;
}
