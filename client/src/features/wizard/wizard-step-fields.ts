/**
 * The six wizard steps as data: each question's kind, label, help, tips, examples and limits.
 * components/steps/step-fields.tsx draws them; each step's fields are the ones its section saves
 * (SECTION_FIELDS in the contracts; the integration links are answered on the last step's review).
 */

import type { ChoiceFieldOf, WizardStepConfig } from './wizard-field-types';
import { TIMELINE_OPTIONS, WIZARD_LIMITS } from './wizard-model';

/** Scope labels: Quick Test 10-100 users, Standard MVP 100-1,000, Scalable Product 1,000+. */
const scopeChoices: ChoiceFieldOf<'projectScope'>['choices'] = [
  { value: 'quickTest', label: 'Quick Test', badge: '10-100 users', description: 'Validate the idea with a small group of early users.' },
  { value: 'standardMVP', label: 'Standard MVP', badge: '100-1,000 users', description: 'A solid first version for real customers.' },
  { value: 'scalableProduct', label: 'Scalable Product', badge: '1,000+ users', description: 'Built to grow from day one.' },
];

const performanceChoices: ChoiceFieldOf<'performanceExpectations'>['choices'] = [
  { value: 'Low', label: 'Low', description: 'Internal tools, MVPs' },
  { value: 'Medium', label: 'Medium', description: 'Most consumer and business apps' },
  { value: 'High', label: 'High', description: 'Finance, healthcare, where downtime matters' },
];

const basics: WizardStepConfig = {
  id: 'project_info',
  title: 'Project Basics',
  subtitle: 'Name your project and describe it in one sentence.',
  fields: [
    {
      kind: 'text',
      key: 'projectName',
      id: 'wizard-project-name',
      label: 'Project Name',
      help: 'A working name is fine: you can rename the project later in its settings.',
      tips: ['Keep it short and memorable', 'Hint at what the product does or who it serves'],
      examples: ['TaskFlow', 'MealMate', 'FitTrack Pro'],
      placeholder: 'e.g. TaskFlow, MealMate, FitTrack Pro',
      maxLength: WIZARD_LIMITS.name,
      size: 'md',
      required: true,
    },
    {
      kind: 'textarea',
      key: 'projectDescription',
      id: 'wizard-project-description',
      label: 'One-Sentence Description',
      help: 'Describe the product in one sentence: what it is, who it is for and the key benefit.',
      description: 'Formula: [A type of product] that helps [target users] to [key benefit].',
      tips: ['Name the type of product first', 'Say exactly who the users are', 'End with the main benefit they get'],
      examples: ['A mobile app that helps busy parents plan healthy weekly meals in minutes.', 'A web platform that helps freelance designers get paid faster with automated invoices.'],
      placeholder: 'A [type of product] that helps [target users] to [key benefit].',
      maxLength: WIZARD_LIMITS.text,
      minRows: 3,
      size: 'md',
      required: true,
    },
  ],
};

const product: WizardStepConfig = {
  id: 'product_details',
  title: 'Core Product Details',
  subtitle: 'The problem, the must-have features and what you leave out.',
  fields: [
    {
      kind: 'textarea',
      key: 'problemStatement',
      id: 'wizard-problem',
      label: 'Problem Statement',
      help: 'The pain your users have today, before your product exists.',
      tips: ['Describe the problem, not your solution', 'Say who has it and how often'],
      examples: ['Busy parents spend hours every week deciding what to cook and still end up ordering takeout.'],
      placeholder: 'What problem does your product solve, and for whom?',
      minRows: 3,
    },
    {
      kind: 'list',
      key: 'keyFeatures',
      id: 'wizard-features',
      label: 'Top 3-5 must-have features',
      help: 'The features without which the first version would be useless.',
      tips: ['Aim for 3-5 features', 'One feature per entry', 'Start each with a verb'],
      examples: ['Generate a weekly meal plan', 'Build a shopping list from the plan', 'Save favourite recipes'],
      itemName: 'feature',
      placeholder: 'Add a must-have feature',
    },
    {
      kind: 'featureDetails',
      key: 'featureDetails',
      label: 'Feature details',
      optional: true,
      help: "Answer for the features that matter most: your words become that feature's acceptance criteria and its user, instead of a guess.",
      description: 'Open a feature to say who does it, when, what they get, its rule and what happens if it fails.',
    },
    {
      kind: 'list',
      key: 'nonGoals',
      id: 'wizard-non-goals',
      label: '2-3 non-goals / intentionally excluded features',
      help: 'What the first version deliberately will not do. Saying it keeps the scope small.',
      tips: ['Aim for 2-3 non-goals', 'Pick things people might expect but you will leave out'],
      examples: ['No social feed', 'No grocery delivery'],
      itemName: 'non-goal',
      placeholder: 'Add a non-goal',
    },
    {
      kind: 'textarea',
      key: 'competitors',
      id: 'wizard-competitors',
      label: 'Competitors',
      optional: true,
      help: 'Products your users use today instead, and what they lack.',
      tips: ['Include indirect alternatives such as spreadsheets or pen and paper'],
      examples: ['Mealime: good recipes, but no family-size planning'],
      placeholder: 'Who else solves this problem, and how is your product different?',
      minRows: 2,
    },
  ],
};

const users: WizardStepConfig = {
  id: 'target_audience',
  title: 'User & Experience',
  subtitle: 'Who uses the product, where, and what a great experience means.',
  fields: [
    {
      kind: 'list',
      key: 'userPersonas',
      id: 'wizard-personas',
      label: 'User Personas',
      help: 'The kinds of people who will use the product. Click the pencil to edit one.',
      tips: ['Describe each persona in a few words: role, context, main goal'],
      examples: ['Working parent of two who plans meals on Sunday evenings', 'Fitness enthusiast tracking macros'],
      itemName: 'persona',
      placeholder: 'Add a user persona',
      editable: true,
    },
    {
      kind: 'textarea',
      key: 'userJourneys',
      id: 'wizard-journeys',
      label: 'Key User Journeys',
      help: 'The main paths a user takes through the product, step by step.',
      tips: ['Start from how the user arrives', 'End at the moment they get value'],
      examples: ['Sign up → answer 3 questions about the family → get a first weekly plan → export the shopping list'],
      placeholder: 'Describe the most important things users will do, step by step',
      minRows: 3,
    },
    { kind: 'platforms', key: 'platforms', label: 'Platforms', help: 'Where the product will run. Select every platform that applies.', tips: ['Start with 1-2 platforms: you can add more later'] },
    {
      kind: 'textarea',
      key: 'uxDefinition',
      id: 'wizard-ux',
      label: 'What defines a great UX?',
      help: 'What must the experience feel like for your users to love it?',
      tips: ['Think about speed, simplicity, accessibility and delight'],
      examples: ['Planning a week takes under two minutes, with one hand, on a phone.'],
      placeholder: 'e.g. fast, minimal clicks, works offline, accessible',
      minRows: 2,
    },
    {
      kind: 'textarea',
      key: 'designGuidelines',
      id: 'wizard-design',
      label: 'Design / Brand Guidelines',
      optional: true,
      help: 'Colours, typography, tone of voice or existing design systems to follow.',
      examples: ['Friendly and playful, rounded shapes, brand colour #2E7D32'],
      placeholder: 'Any brand colours, style references or design systems',
      minRows: 2,
    },
  ],
};

const technical: WizardStepConfig = {
  id: 'tech_stack',
  title: 'Technical Foundation',
  subtitle: 'Technology, integrations, security and performance.',
  fields: [
    {
      kind: 'list',
      key: 'techStack',
      id: 'wizard-tech-stack',
      label: 'Preferred Tech Stack',
      help: 'Languages, frameworks and services you want to use. Not sure? Let AI recommend one.',
      tips: ['List what your team already knows', 'One technology per entry'],
      examples: ['React', 'Node.js', 'PostgreSQL'],
      itemName: 'technology',
      placeholder: 'Add a technology',
      editable: true,
      ai: { subject: 'an appropriate tech stack', fieldLabel: 'tech stack' },
    },
    {
      kind: 'list',
      key: 'integrations',
      id: 'wizard-integrations',
      label: 'Required Integrations',
      help: 'Third-party services the product must connect to.',
      tips: ['Think payments, e-mail, analytics, authentication, maps'],
      examples: ['Stripe', 'SendGrid', 'Google Calendar'],
      itemName: 'integration',
      placeholder: 'Add an integration',
      editable: true,
      ai: { subject: 'appropriate integrations', fieldLabel: 'integrations' },
    },
    {
      kind: 'textarea',
      key: 'securityConcerns',
      id: 'wizard-security',
      label: 'Security & Privacy Concerns',
      help: 'Sensitive data you handle and how it must be protected.',
      tips: ['Mention personal, payment or health data', 'Name regulations if you know them'],
      examples: ['Stores children’s names; parents must be able to delete all data.'],
      placeholder: 'What data needs protecting, and how?',
      minRows: 2,
      ai: { subject: 'appropriate security & privacy measures', fieldLabel: 'security and privacy' },
    },
    { kind: 'choice', key: 'performanceExpectations', label: 'Performance & Reliability', help: 'How much downtime and slowness your users can tolerate.', choices: performanceChoices },
    {
      kind: 'textarea',
      key: 'technicalConstraints',
      id: 'wizard-constraints',
      label: 'Technical Constraints',
      help: 'Limits the solution must respect: budget, hosting, existing systems, deadlines.',
      examples: ['Must run on our existing AWS account; hosting under $50 a month.'],
      placeholder: 'Budget, hosting, legacy systems, offline needs...',
      minRows: 2,
      ai: { subject: 'appropriate technical constraints', fieldLabel: 'technical constraints' },
    },
  ],
};

const business: WizardStepConfig = {
  id: 'features',
  title: 'Business Goals',
  subtitle: 'What success looks like, how you measure it and when.',
  fields: [
    {
      kind: 'textarea',
      key: 'businessGoals',
      id: 'wizard-business-goals',
      label: 'Business Goals',
      help: 'What the product must achieve for the business: revenue, growth, savings, learning.',
      tips: ['Make goals measurable where you can', 'Say by when you want to reach them'],
      examples: ['Reach 500 paying families within 6 months of launch at $5 a month.'],
      placeholder: 'What does success look like for the business?',
      maxLength: WIZARD_LIMITS.text,
      minRows: 3,
    },
    {
      kind: 'tags',
      key: 'successMetrics',
      id: 'wizard-metrics',
      label: 'Success Metrics / KPIs',
      help: 'The numbers you will watch to know the product works. Type one and press Enter.',
      tips: ['Pick 3-5 metrics', 'Prefer metrics users influence: activation, retention, conversion'],
      examples: ['Weekly active users', '30-day retention', 'Plans created per user'],
      itemName: 'metric',
      placeholder: 'Type a metric and press Enter',
    },
    { kind: 'select', key: 'timeline', id: 'wizard-timeline', label: 'Target Timeline', help: "When you would like the first version in users' hands.", options: TIMELINE_OPTIONS, placeholder: 'Select a timeline' },
    { kind: 'choice', key: 'projectScope', label: 'Project Scope', help: 'How many users the first version must serve.', choices: scopeChoices },
  ],
};

const final: WizardStepConfig = {
  id: 'deployment',
  title: 'Final Considerations',
  subtitle: 'Risks, compliance, growth and anything else.',
  fields: [
    {
      kind: 'textarea',
      key: 'risks',
      id: 'wizard-risks',
      label: 'Potential Risks and Challenges',
      help: 'What could stop the product from succeeding: technical, market, legal or team risks.',
      tips: ['Name the biggest unknown first', 'Add how you might reduce each risk'],
      examples: ['Recipe licensing costs could be higher than expected.'],
      placeholder: 'What could go wrong, and how would you handle it?',
      minRows: 3,
    },
    {
      kind: 'tags',
      key: 'compliance',
      id: 'wizard-compliance',
      label: 'Regulatory / Compliance Requirements',
      help: 'Laws and standards the product must follow. Type one and press Enter; each is listed once.',
      tips: ['Think about where your users live and what data you store'],
      examples: ['GDPR', 'HIPAA', 'COPPA', 'PCI DSS'],
      itemName: 'requirement',
      placeholder: 'e.g. GDPR, HIPAA',
      unique: true,
    },
    {
      kind: 'textarea',
      key: 'futureEvolution',
      id: 'wizard-future',
      label: 'Future Evolution and Growth',
      help: 'Where the product could go after the first version.',
      examples: ['A premium tier with nutritionist-reviewed plans; a partner API for grocery stores.'],
      placeholder: 'How could the product grow in the next year or two?',
      minRows: 3,
    },
    { kind: 'textarea', key: 'additionalNotes', id: 'wizard-notes', label: 'Anything else?', help: 'Anything that did not fit elsewhere but matters.', placeholder: 'Additional notes', minRows: 3 },
  ],
};

/** The six steps in the order the Create New Project wizard (and the brief editor) shows them. */
export const WIZARD_STEP_FIELDS: readonly WizardStepConfig[] = [basics, product, users, technical, business, final];
