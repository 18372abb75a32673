import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';

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
