import { describe, expect, it } from 'vitest';
import { SECTION_FIELDS, SECTION_IDS } from '@specforge/contracts/brief-options';
import { WIZARD_STEP_FIELDS } from './wizard-step-fields';

describe('wizard field configuration', () => {
  it('has one step per brief section, in the sections’ order', () => {
    expect(WIZARD_STEP_FIELDS.map((step) => step.id)).toEqual(SECTION_IDS);
  });

  it('asks on each step exactly the fields its section saves (the integration links are answered on the review)', () => {
    for (const step of WIZARD_STEP_FIELDS) {
      // In the order the step asks them, which need not be the order the section lists them in.
      const asked = step.fields.map((field) => field.key).sort();
      expect(asked, step.id).toEqual(SECTION_FIELDS[step.id].filter((key) => key !== 'integrationUses').sort());
    }
  });

  it('gives every input a unique id, so each label names its own input', () => {
    const ids = WIZARD_STEP_FIELDS.flatMap((step) => step.fields.flatMap((field) => ('id' in field ? [field.id] : [])));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
