import { describe, expect, it } from 'vitest';
import { catalogueEntry, integrationCatalogue, runsOnDevice } from './integration-catalogue.js';

/** A service is known by its whole name as the user typed it, never by letters inside another word. */
describe('integration catalogue lookup', () => {
  it('knows services by their names, in any case and with versions', () => {
    expect(catalogueEntry('Sage Business Cloud')?.purpose).toMatch(/accounting/);
    expect(catalogueEntry('GPT-4o')?.purpose).toMatch(/language-model/);
    expect(catalogueEntry('Push notifications (OneSignal)')?.purpose).toMatch(/push/);
    expect(catalogueEntry('Amazon SES')?.purpose).toMatch(/e-mail/);
    // Public-sector services: their purpose is known, not "to be confirmed".
    expect(catalogueEntry('GOV.UK Notify')?.purpose).toMatch(/text messages, e-mails and letters/);
    expect(catalogueEntry('Microsoft Entra ID for staff sign-in')?.purpose).toMatch(/single sign-on/);
  });

  it('does not find a service inside another word', () => {
    expect(catalogueEntry('RabbitMQ message queue')).toBeUndefined();
    expect(catalogueEntry('USGS epicentre feed')).toBeUndefined();
    expect(catalogueEntry('Steamship schedule API')).toBeUndefined();
    expect(catalogueEntry('Bilinear image resizer')).toBeUndefined();
  });

  it('reads a name however its words are joined, and a longer name before a shorter one it contains', () => {
    expect(catalogueEntry('GovUK Notify')?.purpose).toMatch(/UK public services/);
    expect(catalogueEntry('Sign-in with Google')?.signIn).toBe(true);
    expect(catalogueEntry('Google signin')?.signIn).toBe(true);
    expect(catalogueEntry('LemonSqueezy')?.purpose).toMatch(/subscription billing/);
    // "Epic Games" is the game store, not the Epic health records system; "Dropbox Sign" signs, it is not a drive.
    expect(catalogueEntry('Epic Games Store')?.purpose).toMatch(/game distribution/);
    expect(catalogueEntry('Epic (FHIR)')?.purpose).toMatch(/clinical records/);
    expect(catalogueEntry('Dropbox Sign')?.purpose).toMatch(/electronic signatures/);
    expect(catalogueEntry('Dropbox')?.purpose).toMatch(/cloud drives/);
  });
});

describe('services.json', () => {
  it('every name of every service finds that service (no entry is hidden behind an earlier one)', () => {
    for (const e of integrationCatalogue)
      for (const n of e.names) {
        const shown = n.replace(/\*$/, '4o');
        expect(catalogueEntry(shown), `"${shown}"`).toBe(e);
      }
  });

  it('puts device-side services on the device, from the data', () => {
    expect(runsOnDevice('Stripe Terminal')).toBe(true);
    expect(runsOnDevice('Bluetooth livestock scale')).toBe(true);
    expect(runsOnDevice('Stripe')).toBe(false);
  });
});
