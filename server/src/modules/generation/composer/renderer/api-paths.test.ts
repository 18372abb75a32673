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
