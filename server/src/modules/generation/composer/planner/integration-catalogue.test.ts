import { describe, expect, it } from 'vitest';
import { catalogueEntry } from './integration-catalogue.js';

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
});
