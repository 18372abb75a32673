/** Every policy takes effect on this date. */
export const EFFECTIVE_DATE = '5/1/2025';

export type PolicyId = 'privacy' | 'terms' | 'cookies';

export interface PolicySection {
  heading: string;
  /** `{email}` and `{phone}` are filled in from the configured support contact. */
  paragraphs: string[];
}

export interface Policy {
  id: PolicyId;
  title: string;
  path: string;
  intro: string;
  sections: PolicySection[];
}

const contact: PolicySection = {
  heading: 'Contact Us',
  paragraphs: ['Questions about this policy? E-mail us at {email}{phone}.'],
};

/** The policy texts with their key points. */
export const POLICIES: Record<PolicyId, Policy> = {
  terms: {
    id: 'terms',
    title: 'Terms of Service',
    path: '/terms-of-service',
    intro: 'These terms govern your use of Specforge. By creating an account you agree to them.',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: ['You must be at least 13 years old to use Specforge.'],
      },
      {
        heading: 'Your Content',
        paragraphs: ['You own all of your project data: your ideas, wizard answers and generated documents remain yours. You grant us only the rights needed to store and process them to provide the service.'],
      },
      {
        heading: 'Plans and Payments',
        paragraphs: ['Specforge is currently a free beta with 2 projects and 20 documents per account. Any future paid plans will be billed through a card payment provider; we never store your full card details.'],
      },
      {
        heading: 'Acceptable Use',
        paragraphs: ['Do not use the service to break the law, to harm others, or to disrupt or probe the service.'],
      },
      {
        heading: 'Governing Law',
        paragraphs: ['These terms are governed by the laws of the State of Florida, United States.'],
      },
      contact,
    ],
  },
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    path: '/privacy-policy',
    intro: 'This policy explains which data Specforge collects, why, and what you can do about it.',
    sections: [
      {
        heading: 'Data We Collect',
        paragraphs: ['Account data (name, e-mail, the optional profile details you add), the projects and answers you enter, and usage analytics such as when you sign in and which features you use.'],
      },
      {
        heading: 'Ownership',
        paragraphs: ['You own all of your project data. We do not sell it.'],
      },
      {
        heading: 'Where Data Is Stored',
        paragraphs: ['Your data is stored with a hosted backend service in the United States.'],
      },
      {
        heading: 'Payments',
        paragraphs: ['Payments, when offered, go through a card payment provider, which processes your card details under its own policy.'],
      },
      {
        heading: 'Children',
        paragraphs: ['Specforge is not meant for children: users must be at least 13 years old.'],
      },
      {
        heading: 'Your Choices',
        paragraphs: ['You can edit your profile, change your notification preferences, and delete your account and its data at any time from your profile.'],
      },
      contact,
    ],
  },
  cookies: {
    id: 'cookies',
    title: 'Cookie Policy',
    path: '/cookie-policy',
    intro: 'This policy explains the cookies and similar storage Specforge uses.',
    sections: [
      {
        heading: 'Essential Cookies',
        paragraphs: ['A secure cookie keeps you signed in. Without it the service cannot work.'],
      },
      {
        heading: 'Local Storage',
        paragraphs: ['Your browser keeps a few preferences (colour scheme, sidebar width, whether you have seen the onboarding) and your unfinished wizard draft.'],
      },
      {
        heading: 'Analytics',
        paragraphs: ['We collect usage analytics (for example sign-ins and project creation) to understand how the product is used and improve it.'],
      },
      contact,
    ],
  },
};

export function fillContact(text: string, email: string, phone: string | null): string {
  return text.replaceAll('{email}', email).replaceAll('{phone}', phone ? ` or call ${phone}` : '');
}
