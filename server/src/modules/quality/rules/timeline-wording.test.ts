import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../../generation/composer/index.js';
import { analyze } from '../analyzer.js';

/** The overrun finding names the window the plan was laid on, not a bare option label. */
describe('schedule overrun wording', () => {
  const input = {
    projectName: 'Tidewater',
    projectDescription: 'Berth bookings, fuel sales and invoices for a small marina.',
    keyFeatures: [
      'Berth holders book a visitor berth',
      'Pay for fuel by card at the pump',
      'Monthly invoices to berth holders',
      'Harbour master assigns berths on a map',
      'Tide and weather alerts by push notification',
      'Export sales to Xero',
      'Offline fuel log on the pontoon',
      'Boat register with insurance documents',
    ],
    userPersonas: ['Berth holder: keeps a boat at the marina all year', 'Harbour master: runs the office and the pontoons'],
    platforms: ['Web', 'iOS', 'Android'],
    integrations: ['Stripe', 'Xero'],
    timeline: 'Custom',
    additionalNotes: 'One developer, two days a week.',
  };
  const findingsFor = (notes: string) => {
    const brief = normaliseBrief({ ...input, additionalNotes: notes }, '2027-01-11');
    return analyze({ brief, graph: buildSpecGraph(brief), documents: [] }).findings.map((f) => f.message);
  };

  it('says the assumed 3 months when the Custom date is not set', () => {
    const overrun = findingsFor('One developer, two days a week.').find((m) => m.includes('working days after'));
    expect(overrun).toMatch(/after the assumed 3-month timeline ends \(2027-04-10; the custom date is not set\)\.$/);
  });

  it('says the timeline the brief states when its words give the date', () => {
    const overrun = findingsFor('One developer, two days a week. The marina wants it live within five months.').find((m) => m.includes('working days after'));
    expect(overrun).toMatch(/after the timeline the brief states ends \(2027-06-10\)\.$/);
  });
});
