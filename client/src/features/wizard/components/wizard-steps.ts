import { IconBriefcase, IconCode, IconFlag, IconRocket, IconTarget, IconUsers, type Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { StepBasics } from './steps/step-basics';
import { StepBusiness } from './steps/step-business';
import { StepFinal } from './steps/step-final';
import { StepProduct } from './steps/step-product';
import { StepTechnical } from './steps/step-technical';
import { StepUsers } from './steps/step-users';

export interface WizardStep {
  title: string;
  subtitle: string;
  icon: Icon;
  Component: ComponentType;
}

/** The six steps in the order the Create New Project wizard shows them. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { title: 'Project Basics', subtitle: 'Name your project and describe it in one sentence.', icon: IconRocket, Component: StepBasics },
  { title: 'Core Product Details', subtitle: 'The problem, the must-have features and what you leave out.', icon: IconTarget, Component: StepProduct },
  { title: 'User & Experience', subtitle: 'Who uses the product, where, and what a great experience means.', icon: IconUsers, Component: StepUsers },
  { title: 'Technical Foundation', subtitle: 'Technology, integrations, security and performance.', icon: IconCode, Component: StepTechnical },
  { title: 'Business Goals', subtitle: 'What success looks like, how you measure it and when.', icon: IconBriefcase, Component: StepBusiness },
  { title: 'Final Considerations', subtitle: 'Risks, compliance, growth and anything else.', icon: IconFlag, Component: StepFinal },
];
