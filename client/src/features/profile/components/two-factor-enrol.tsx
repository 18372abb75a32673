import { Alert, Button, Code, CopyButton, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// URL as an SVG data URL (SVG needs no canvas, so it renders in every browser and in tests). */
function useQrCode(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      (error: unknown) => console.error('QR code failed', error),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src;
}

interface EnrolProps {
  secret: string;
  otpauthUrl: string;
  /** Sends the first code; rejects with the server's message when it is wrong. */
  onEnable: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Step 1 of turning two-factor on: scan (or type) the secret, then prove it with a code. */
export function TwoFactorEnrol({ secret, otpauthUrl, onEnable, onCancel }: EnrolProps) {
  const qr = useQrCode(otpauthUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.replace(/\s/g, '')) ? null : 'Enter the 6-digit code from your app') },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setSaving(true);
    setProblem(null);
    try {
      await onEnable(code.replace(/\s/g, ''));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The code could not be checked');
      form.setFieldValue('code', '');
      setSaving(false);
    }
  });

  return (
    <Stack gap="md">
      <Text size="sm">Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, …), or enter the key by hand.</Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {qr ? <Image src={qr} alt="QR code for your authenticator app" w={180} h={180} bg="white" p={4} radius="sm" /> : <div style={{ width: 180, height: 180 }} aria-hidden />}
        <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            Key for manual entry
          </Text>
          <Code block data-testid="two-factor-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} w="fit-content">
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Enable two-factor authentication">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label="Code from the app" placeholder="123456" inputMode="numeric" autoComplete="one-time-code" maxLength={7} style={{ flex: '1 1 160px' }} {...form.getInputProps('code')} />
          <Button type="submit" loading={saving}>
            Verify and enable
          </Button>
          <Button variant="subtle" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** Step 2: the ten recovery codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title="Save your recovery codes" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Text size="sm" mb="xs">
        Two-factor authentication is on. Each code signs you in once if you lose your phone. They will not be shown again.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="subtle" onClick={onDone}>
          I have saved them
        </Button>
      </Group>
    </Alert>
  );
}
