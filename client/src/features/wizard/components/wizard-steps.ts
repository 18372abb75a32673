import { IconBriefcase, IconCode, IconFlag, IconRocket, IconTarget, IconUsers, type Icon } from '@tabler/icons-react';
import type { SectionId } from '../wizard-model';
import type { WizardStepConfig } from '../wizard-field-types';
import { WIZARD_STEP_FIELDS } from '../wizard-step-fields';

export interface WizardStep extends WizardStepConfig {
  icon: Icon;
}

const icons: Record<SectionId, Icon> = {
  project_info: IconRocket,
  product_details: IconTarget,
  target_audience: IconUsers,
  tech_stack: IconCode,
  features: IconBriefcase,
  deployment: IconFlag,
};

/** The six steps in the order the Create New Project wizard shows them, each with its strip icon. */
export const WIZARD_STEPS: readonly WizardStep[] = WIZARD_STEP_FIELDS.map((step) => ({ ...step, icon: icons[step.id] }));
