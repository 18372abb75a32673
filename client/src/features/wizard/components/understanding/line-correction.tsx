import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconPencil } from '@tabler/icons-react';
import type { UnderstandingPanel_LineFragment } from '../../../../gql/graphql';
import { stepOfField } from '../../brief-model';
import { personaLabel, toggled } from '../../understanding-model';

export interface Corrections {
  /** Who does a key feature: a persona's whole text. */
  actor: (feature: string, persona: string) => void;
  /** Which key features an integration serves, all of them. */
  integration: (integration: string, features: string[]) => void;
  teamSize: (size: number) => void;
  /** Opens the wizard step (0-based) asking for a field. */
  goTo: (step: number) => void;
}

const check = (on: boolean) => (on ? <IconCheck size={14} aria-hidden /> : <span style={{ display: 'inline-block', width: 14 }} />);

/**
 * The one-click correction of a line: pick a persona, toggle the features an integration serves,
 * pick a team size, or open the step where the brief says it. Mantine's items are plain menu
 * items, so the chosen ones say ", chosen" to a screen reader beside the check mark.
 */
export function LineCorrection({ line, order, fix }: { line: UnderstandingPanel_LineFragment; order: readonly string[]; fix: Corrections }) {
  const step = stepOfField(line.field);
  if (line.correction === 'edit' || (line.correction === 'actor' && line.choices.length === 0)) {
    // No personas to pick from: the persona step is where to add them.
    const target = line.correction === 'actor' ? 2 : step;
    if (target === null) return null;
    const label = line.correction === 'actor' ? 'Add personas (step 3)' : `Edit in step ${target + 1}`;
    return (
      <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => fix.goTo(target)} aria-label={`${label}: ${line.subject}`}>
        {label}
      </Button>
    );
  }

  const multiple = line.correction === 'integration_features';
  const label = line.correction === 'actor' ? (line.values.length ? 'Change who' : 'Choose who') : line.correction === 'team_size' ? 'Change size' : 'Change features';
  // Each name starts with the button's visible words, so speech input finds it by what it shows.
  const name = line.correction === 'actor' ? `${label} does “${line.subject}”` : line.correction === 'team_size' ? 'Change size of the team' : `Change features ${line.subject} serves`;
  const chosen = (choice: string) => line.values.includes(choice);
  const pick = (choice: string) => {
    if (line.correction === 'actor') fix.actor(line.subject, choice);
    else if (line.correction === 'team_size') fix.teamSize(Number(choice));
    else fix.integration(line.subject, toggled(line.values, choice, order));
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" closeOnItemClick={!multiple} width={line.correction === 'team_size' ? 140 : 300}>
      <Menu.Target>
        <Button size="compact-sm" variant="light" rightSection={<IconChevronDown size={14} />} aria-label={name}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto', maxWidth: 'calc(100vw - 24px)' }} aria-label={name}>
        {line.choices.map((choice) => {
          const text = line.correction === 'actor' ? personaLabel(choice) : line.correction === 'team_size' ? `${choice} ${choice === '1' ? 'person' : 'people'}` : choice;
          return (
            <Menu.Item key={choice} leftSection={check(chosen(choice))} onClick={() => pick(choice)} title={choice} aria-label={chosen(choice) ? `${text}, chosen` : text}>
              {text}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
