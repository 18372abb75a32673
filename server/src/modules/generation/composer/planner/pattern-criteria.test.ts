import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { linked } from '../../../spec/graph.js';

/** An upload's criteria speak of the file uploaded, not of what the file shows. */
describe('the object of an upload', () => {
  const criteriaOf = (feature: string) => {
    const graph = buildSpecGraph(normaliseBrief({ projectName: 'KilnShare', keyFeatures: [feature, 'Book shelf space in an upcoming firing'], userPersonas: ['Studio member: makes pots'], platforms: ['Web'] }, '2026-11-27'));
    const fr = graph.items.find((i) => i.kind === 'requirement' && i.title === feature)!;
    expect(fr.fields.capability).toBe('file-upload');
    const ids = fr.links.filter((l) => l.kind === 'verified_by').map((l) => l.to);
    return graph.items.filter((i) => ids.includes(i.id)).map((c) => c.statement);
  };

  it('uploads the photo in "Photo of each piece at drop-off", not the piece', () => {
    const text = criteriaOf('Photo of each piece at drop-off').join('\n');
    expect(text).toMatch(/has taken or chosen a photo\b/);
    expect(text).not.toMatch(/taken or chosen a piece|the piece holds location data/);
  });

  it('uploads the certificate in "Upload insurance certificates", where no file word is written', () => {
    expect(criteriaOf('Upload insurance certificates').join('\n')).toMatch(/taken or chosen an? (?:insurance )?certificate\b/);
  });
});

/** "Triage repairs by urgency": the triage pattern, about the repair, with the repairs officer the description names. */
describe('a triage feature', () => {
  it('sorts what the feature names (the repair, not a "triage repair") by urgency, with an overdue path', () => {
    const graph = buildSpecGraph(
      normaliseBrief({ projectName: 'FixFlow', keyFeatures: ['Report a repair with photos', 'Triage repairs by urgency'], userPersonas: ['Tenant: reports repairs', 'Repairs officer: books contractors'], platforms: ['Web'] }, '2026-11-27'),
    );
    const fr = graph.items.find((i) => i.kind === 'requirement' && i.title === 'Triage repairs by urgency')!;
    expect(fr.fields.capability).toBe('triage');
    const ids = fr.links.filter((l) => l.kind === 'verified_by').map((l) => l.to);
    const text = graph.items
      .filter((i) => ids.includes(i.id))
      .map((c) => c.statement)
      .join('\n');
    expect(text).toMatch(/a new repair is waiting in the queue/);
    expect(text).not.toMatch(/triage repair/);
    expect(text).toMatch(/urgent repair has not been picked up within its response time/);
  });
});

/** A certificate the product issues and a notice it sends have patterns of their own, not "the outcome is still to be agreed". */
describe('issued documents and notices', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'PisteKids',
        keyFeatures: ['Book a week of group lessons', 'Weather change notice to parents', 'Certificate of the level reached at the end of the week'],
        userPersonas: ['Parent: books lessons for two children', 'Office manager: moves groups'],
        platforms: ['iOS'],
      },
      '2026-11-27',
    ),
  );
  const criteria = (title: string) => {
    const fr = graph.items.find((i) => i.kind === 'requirement' && i.title === title)!;
    const ids = fr.links.filter((l) => l.kind === 'verified_by').map((l) => l.to);
    return {
      capability: fr.fields.capability,
      text: graph.items
        .filter((i) => ids.includes(i.id))
        .map((c) => c.statement)
        .join('\n'),
    };
  };

  it('issues the certificate with a reference, refuses one with a missing detail and never changes an issued one silently', () => {
    const { capability, text } = criteria('Certificate of the level reached at the end of the week');
    expect(capability).toBe('document-generation');
    expect(text).toMatch(/every detail the certificate must show is recorded/);
    expect(text).toMatch(/no certificate is issued, and they are told which detail is missing/);
    expect(text).toMatch(/the old one is shown as replaced/);
    expect(text).not.toMatch(/still to be agreed/);
  });

  it("places children in groups by the level the feature names, within each group's size limit", () => {
    const g = buildSpecGraph(normaliseBrief({ projectName: 'PisteKids', keyFeatures: ['Place children in groups by ability level'], userPersonas: ['Office manager: places children in groups each morning'], platforms: ['Web'] }, '2026-11-27'));
    const fr = g.items.find((i) => i.kind === 'requirement')!;
    expect(fr.fields.capability).toBe('group-allocation');
    const ids = linked(fr, 'verified_by');
    const text = g.items
      .filter((i) => ids.includes(i.id))
      .map((c) => c.statement)
      .join('\n');
    expect(text).toMatch(/with their ability level shown/);
    expect(text).toMatch(/every group that fits the person's ability level is already at its size limit/);
    expect(text).not.toMatch(/still to be agreed/);
  });

  it('reads a notice as a notification sent to the parents', () => {
    const { capability, text } = criteria('Weather change notice to parents');
    expect(capability).toBe('notifications');
    expect(text).toMatch(/a parent receives one notice, not two/);
  });
});

describe('the service a notice is sent through', () => {
  it('links a push service the brief names to the notice feature, not "No key feature uses it yet"', () => {
    const g = buildSpecGraph(normaliseBrief({ projectName: 'PisteKids', keyFeatures: ['Weather change notice to parents'], userPersonas: ['Parent: books lessons'], platforms: ['iOS'], integrations: ['OneSignal'] }, '2026-11-27'));
    const fr = g.items.find((i) => i.kind === 'requirement')!;
    const push = g.items.find((i) => i.kind === 'integration' && i.title === 'OneSignal')!;
    expect(linked(fr, 'uses')).toContain(push.id);
    expect(g.items.filter((i) => i.kind === 'question').map((q) => q.title)).not.toContain('Which requirement needs OneSignal? No key feature uses it yet.');
  });
});
