import { describe, expect, it } from 'vitest';
import { personaName } from './personas.js';

describe('personaName: a person written by name and role is named by the role', () => {
  it('takes the role after a first name the tagger knows or does not know', () => {
    expect(personaName('Tomasz, site foreman: signs off each pour and walks the scaffold twice a day')).toBe('Site foreman');
    expect(personaName('Ngozi, a night-shift pharmacist (hospital)')).toBe('Night-shift pharmacist');
    expect(personaName('Dr. Haddad, locum anaesthetist — covers three theatres')).toBe('Locum anaesthetist');
  });

  it('takes the title before a first name', () => {
    expect(personaName('Chef Marco: runs the pass on Friday nights')).toBe('Chef');
    expect(personaName('Sergeant Kevin, custody desk')).toBe('Custody desk');
  });

  it('leaves a role, a list or a described group as it was', () => {
    expect(personaName('Retired volunteers, who staff the front desk')).toBe('Retired volunteers');
    expect(personaName('Owner, small bakery: bakes before dawn')).toBe('Owner');
    expect(personaName('Coaches, parents and players')).toBe('Coaches');
    expect(personaName('Warehouse picker — scans totes all day')).toBe('Warehouse picker');
  });
});
