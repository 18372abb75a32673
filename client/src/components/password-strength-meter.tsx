import { Group, Progress, Stack, Text, type MantineColor } from '@mantine/core';
import { PASSWORD_STRENGTH_HINT, passwordStrength, type PasswordStrengthColor } from '@specforge/contracts/password-strength';

/** The rule's colour names in Mantine's palette; dark green is the deep end of green. */
const bandColor: Record<PasswordStrengthColor, MantineColor> = {
  red: 'red.7',
  yellow: 'yellow.6',
  green: 'green.6',
  'dark-green': 'green.9',
};

interface PasswordStrengthMeterProps {
  password: string;
  /** Id for the meter, so the password input can point at it with aria-describedby. */
  id?: string;
}

/**
 * The strength meter: score bar, band label in its colour, and the hint. Scores come
 * from the one rule the server also enforces (@shared/password-strength).
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  const color = bandColor[strength.color];
  return (
    <Stack gap={6} id={id} data-testid="password-strength">
      <Progress value={password ? Math.max(strength.score, 4) : 0} color={color} size="sm" radius="xl" aria-label="Password strength" transitionDuration={150} />
      {password && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={600} c={color} data-band={strength.band} aria-live="polite">
            {strength.label}
          </Text>
          <Text size="xs" c="dimmed">
            {strength.score}/100
          </Text>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {PASSWORD_STRENGTH_HINT}
      </Text>
    </Stack>
  );
}
