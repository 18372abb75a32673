import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../index.js';

describe('API resource paths', () => {
  it('take the English plural of the entity’s last word', () => {
    const input = {
      projectName: 'BakeOff',
      projectDescription: 'Entries and judging for a village show baking competition.',
      keyFeatures: ['Bakers register an entry for a class', 'Judges score each entry against the published criteria', 'Show secretary prints the prize list'],
      userPersonas: ['Baker: enters cakes', 'Judge: scores entries'],
      platforms: ['Web'],
    };
    const md = composeAll(normaliseBrief(input, '2027-01-04')).technical_architecture.markdown;
    const api = md.slice(md.indexOf('## API surface'));
    expect(api).toContain('`GET /api/criteria`');
    expect(api).toContain('`GET /api/entries`');
    expect(api).not.toMatch(/criterions|entrys/);
  });
});

describe('the main request path', () => {
  it('starts a step the product does in the client, not with the user', () => {
    const input = {
      projectName: 'ParcelRun',
      projectDescription: 'Delivery rounds for a volunteer food-parcel scheme.',
      keyFeatures: ['Volunteers scan each parcel at the depot', 'Drivers see the route for their round'],
      userPersonas: ['Volunteer: packs and scans parcels', 'Driver: delivers parcels'],
      userJourneys: 'The volunteer scans the parcel label; the app checks the address and adds it to a round. The driver opens the round and follows the route.',
      platforms: ['Android'],
    };
    const md = composeAll(normaliseBrief(input, '2027-01-04')).technical_architecture.markdown;
    const seq = md.slice(md.indexOf('sequenceDiagram'));
    expect(seq).toMatch(/\n {2}C->>A: the app checks the address/);
    expect(seq).not.toMatch(/U->>C: the app checks/);
    expect(seq).toMatch(/U->>C: The volunteer scans the parcel label/);
  });
});
