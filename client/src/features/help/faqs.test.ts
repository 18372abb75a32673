import { describe, expect, it } from 'vitest';
import { FAQS, filterFaqs, withSupportEmail } from './faqs';

const faqs = withSupportEmail(FAQS, 'help@example.com');

describe('FAQ filter', () => {
  it('has the eight built-in questions', () => {
    expect(FAQS).toHaveLength(8);
  });

  it('shows every question for an empty or blank search', () => {
    expect(filterFaqs(faqs, '')).toHaveLength(8);
    expect(filterFaqs(faqs, '   ')).toHaveLength(8);
  });

  it('matches question text case-insensitively', () => {
    expect(filterFaqs(faqs, 'DELETE MY').map((f) => f.id)).toEqual(['delete-account']);
    expect(filterFaqs(faqs, 'collaborate').map((f) => f.id)).toEqual(['collaboration']);
  });

  it('matches answer text too', () => {
    expect(filterFaqs(faqs, 'markdown').map((f) => f.id)).toEqual(['export']);
    expect(filterFaqs(faqs, 'Project Wizard').map((f) => f.id)).toContain('create-project');
    expect(filterFaqs(faqs, 'help@EXAMPLE.com').map((f) => f.id)).toEqual(['more-help']);
  });

  it('finds nothing for text in no question or answer', () => {
    expect(filterFaqs(faqs, 'blockchain')).toEqual([]);
  });

  it('covers the topics the spec lists', () => {
    const text = faqs.map((f) => `${f.question} ${f.answer}`).join(' ');
    for (const needle of [
      "'Create Project'",
      'Project Wizard',
      'PDF',
      'Markdown',
      'profile menu',
      'PRDs',
      'feature breakdowns',
      'user flows',
      'technical architecture',
      'secure',
      'have the project open',
      'reviewer',
      'read-only links',
      'irreversible',
      'help@example.com',
    ]) {
      expect(text).toContain(needle);
    }
  });
});
