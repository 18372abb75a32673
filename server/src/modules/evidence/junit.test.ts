import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors/index.js';
import { criterionIdsIn } from './criterion-ids.js';
import { parseJUnit, REPORT_MAX_CASES } from './junit.js';
import { bigReport } from './testing/big-report.js';
import { longestStall } from './testing/loop-stall.js';

const fixture = (name: string) => readFileSync(new URL(`./testing/${name}`, import.meta.url), 'utf8');

async function refusal(xml: string): Promise<{ code: string; message: string }> {
  try {
    await parseJUnit(xml);
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the report was accepted');
}

describe('criterion ids in test names', () => {
  it('matches exact ids on word boundaries only', () => {
    expect(criterionIdsIn('login > AC-1.2 rejects a wrong password', 'AC-3.1,AC-10.12')).toEqual(['AC-1.2', 'AC-3.1', 'AC-10.12']);
    expect(criterionIdsIn('test_x[AC-1.2]', '(AC-2.1)', 'TestLogin/AC-4.4')).toEqual(['AC-1.2', 'AC-2.1', 'AC-4.4']);
    expect(criterionIdsIn('AC-1.23', 'XAC-1.2', 'AC-1.2.4', 'ac-1.2', 'AC-1', 'AC-1.2x', 'FAC-1.2', 'AC-1.2_b')).toEqual(['AC-1.23']);
  });
});

describe('reading JUnit XML', () => {
  it('reads a vitest report: names, statuses and the ids each test cites', async () => {
    const cases = await parseJUnit(fixture('vitest-junit.xml'));
    expect(cases.map((c) => [c.status, c.criteria])).toEqual([
      ['passed', ['AC-1.1']],
      ['passed', []],
      ['failed', ['AC-2.1']],
      ['passed', ['AC-2.1']],
      ['skipped', ['AC-2.2']],
      ['passed', ['AC-9.9']],
    ]);
    expect(cases[0]!.title).toBe('src/planner.test.ts › weekly meal planner > AC-1.1 picking five dinners leads on to the shopping list');
  });

  it('reads a pytest report: ids from parametrised names and the criteria property', async () => {
    const cases = await parseJUnit(fixture('pytest-junit.xml'));
    expect(cases.map((c) => [c.status, c.criteria])).toEqual([
      ['passed', ['AC-3.1']],
      ['passed', ['AC-3.2', 'AC-3.3']],
      ['failed', ['AC-4.1']],
      ['skipped', ['AC-4.2']],
      ['passed', []],
    ]);
  });

  it('refuses any DOCTYPE: external entities (XXE) and entity expansion (billion laughs) never run', async () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<testsuite><testcase name="&x;"/></testsuite>';
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><testsuite><testcase name="&lol9;"/></testsuite>`;
    for (const xml of [xxe, laughs, '<!DOCTYPE testsuite><testsuite/>']) {
      expect(await refusal(xml)).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringContaining('DOCTYPE') });
    }
    // An entity no DOCTYPE declares is an error, not a lookup.
    expect(await refusal('<testsuite><testcase name="&x;"/></testsuite>')).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('names the line of malformed XML', async () => {
    const xml = '<testsuites>\n  <testsuite>\n    <testcase name="a">\n  </testsuite>\n</testsuites>';
    expect(await refusal(xml)).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^The report is not well-formed XML at line 4: /) });
    expect(await refusal('not xml at all')).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses more than 20,000 test cases and more than 5 MB with PAYLOAD_TOO_LARGE', async () => {
    expect(await parseJUnit(bigReport(REPORT_MAX_CASES))).toHaveLength(REPORT_MAX_CASES);
    expect(await refusal(bigReport(REPORT_MAX_CASES + 1))).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The report holds more than 20,000 test cases.' });
    expect(await refusal(bigReport(1000, 5300))).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The report is larger than 5 MB.' });
  });

  it('never holds the event loop 100 ms at a time on a 5 MB report', async () => {
    const xml = bigReport(REPORT_MAX_CASES, 150);
    expect(Buffer.byteLength(xml)).toBeGreaterThan(4.5 * 1024 * 1024);
    let total = 0;
    const stall = await longestStall(async () => {
      const started = performance.now();
      expect(await parseJUnit(xml)).toHaveLength(REPORT_MAX_CASES);
      total = performance.now() - started;
    });
    // The parse gives the loop back as it goes, whatever the machine's speed: no stretch holds it
    // for half the parse (a warm worker parses 5 MB in ~70 ms, so "longer than 100 ms" proved nothing).
    expect(stall).toBeLessThan(total / 2);
    expect(stall).toBeLessThan(100);
  });
});
