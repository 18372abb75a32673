export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/**
 * The eight built-in questions. `{email}` in an answer is replaced by the
 * configured support e-mail (SUPPORT_EMAIL).
 */
export const FAQS: readonly Faq[] = [
  {
    id: 'create-project',
    question: 'How do I create a new project?',
    answer: "Click the 'Create Project' button in the sidebar (or the top bar) to open the Project Wizard. It walks you through six steps, from your project basics to final considerations, and creates the project when you finish.",
  },
  {
    id: 'export',
    question: 'How do I export my documents?',
    answer: 'Open a project to reach its project detail page. Each generated document there can be exported as PDF or Markdown with the export buttons.',
  },
  {
    id: 'account-info',
    question: 'How do I update my account information?',
    answer: 'Open the profile menu in the top right corner and choose Profile. There you can edit your personal information, notification preferences and security settings.',
  },
  {
    id: 'document-types',
    question: 'What types of documents can I generate?',
    answer: 'You can generate Product Requirements Documents (PRDs), feature breakdowns, user flows and technical architecture documents, plus an implementation plan and a roadmap to guide development.',
  },
  {
    id: 'security',
    question: 'Is my data secure?',
    answer:
      'Yes. Only you and the people you invite to a project can see it (a viewer cannot change anything), and a read-only link shows its documents only until you revoke it; passwords are stored only as one-way hashes, and you own all of your project data. You can delete your account and its data at any time.',
  },
  {
    id: 'collaboration',
    question: 'Can I collaborate with team members?',
    answer:
      "Yes. In a project's Settings, open Members and invite people by e-mail as an editor (brief, documents, tasks, updates), a reviewer (read, comment, approve) or a viewer (read and export). They accept from the e-mail's link, signed in with the invited address; the link works once, for 7 days. Reviewers comment on any requirement or document section, mention people with @name or @email, and approve a document version; a new version starts without approvals. Under Sharing the owner creates read-only links that show the documents to anyone, without signing in, until revoked. While you work, Mission Control shows the avatars of the other members who have the project open (hover for their names), and comments and new document versions appear on everyone's screen without a reload.",
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer: 'Go to Profile and open the Delete Account tab. Deleting your account is irreversible: your profile, projects and documents are permanently removed.',
  },
  {
    id: 'more-help',
    question: 'How can I get more help?',
    answer: 'For anything not covered here, e-mail our support team at {email} and we will get back to you as soon as we can.',
  },
];

/** Fills in the support e-mail. */
export function withSupportEmail(faqs: readonly Faq[], email: string): Faq[] {
  return faqs.map((faq) => ({ ...faq, answer: faq.answer.replaceAll('{email}', email) }));
}

/** Spec: the search matches question or answer text, case-insensitively; blank shows all. */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle));
}
