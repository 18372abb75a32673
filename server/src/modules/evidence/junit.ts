import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError } from '../../core/errors/index.js';
import { CRITERIA_PROPERTY, criterionIdsIn } from './criterion-ids.js';

/** The largest report accepted, in bytes (UTF-8). */
export const REPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most test cases one report may hold. */
export const REPORT_MAX_CASES = 20_000;
/**
 * The parser is fed this many characters (or bytes) at a time and gives the event loop a turn between
 * chunks: a 5 MB report then never holds it for more than a few milliseconds at once.
 */
const CHUNK_CHARS = 32 * 1024;

export type CaseStatus = 'passed' | 'failed' | 'skipped';

export interface TestCase {
  /** `classname › name`, or the name alone. */
  title: string;
  status: CaseStatus;
  /** Criterion ids cited by the name, class name or `criteria` property. */
  criteria: string[];
}

interface OpenCase {
  name: string;
  classname: string;
  status: CaseStatus;
  properties: string[];
}

const tooLarge = (what: string) => new AppError('PAYLOAD_TOO_LARGE', what);

/**
 * Reads a JUnit XML report (the shape vitest, jest, pytest, gotestsum, JUnit and playwright
 * write) with saxes, a streaming parser that never reads a DTD or resolves an entity other than
 * XML's five. A DOCTYPE is refused outright (no XXE, no billion laughs); malformed XML answers
 * 400 naming its line; more than REPORT_MAX_CASES cases answers 413.
 */
export async function parseJUnit(xml: string | Uint8Array): Promise<TestCase[]> {
  const bytes = typeof xml === 'string' ? Buffer.byteLength(xml, 'utf8') : xml.byteLength;
  if (bytes > REPORT_MAX_BYTES) throw tooLarge(`The report is larger than ${REPORT_MAX_BYTES / 1024 / 1024} MB.`);
  const parser = new SaxesParser({ position: true, xmlns: false });
  const cases: TestCase[] = [];
  let open: OpenCase | null = null;
  let sawRoot = false;

  parser.on('doctype', () => {
    throw new AppError('VALIDATION_FAILED', `The report declares a DOCTYPE (line ${parser.line}): DTDs and entities are refused.`);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    sawRoot = true;
    const attr = (name: string) => String(tag.attributes[name] ?? '');
    if (tag.name === 'testcase') {
      if (cases.length >= REPORT_MAX_CASES) throw tooLarge(`The report holds more than ${REPORT_MAX_CASES.toLocaleString('en-US')} test cases.`);
      open = { name: attr('name'), classname: attr('classname'), status: 'passed', properties: [] };
    } else if (open) {
      if (tag.name === 'failure' || tag.name === 'error') open.status = 'failed';
      else if (tag.name === 'skipped' && open.status !== 'failed') open.status = 'skipped';
      else if (tag.name === 'property' && attr('name').trim().toLowerCase() === CRITERIA_PROPERTY) open.properties.push(attr('value'));
    }
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (tag.name !== 'testcase' || !open) return;
    const c: OpenCase = open;
    const title = c.classname && c.name ? `${c.classname} › ${c.name}` : c.name || c.classname;
    cases.push({ title: title.slice(0, 300), status: c.status, criteria: criterionIdsIn(c.name, c.classname, ...c.properties) });
    open = null;
  });

  try {
    // Raw bytes are decoded chunk by chunk too (a 5 MB decode at once is tens of milliseconds).
    const decoder = new TextDecoder('utf-8');
    for (let at = 0; at < xml.length; at += CHUNK_CHARS) {
      parser.write(typeof xml === 'string' ? xml.slice(at, at + CHUNK_CHARS) : decoder.decode(xml.subarray(at, at + CHUNK_CHARS), { stream: true }));
      await yieldToLoop();
    }
    if (typeof xml !== 'string') parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // saxes' messages start with "line:column: " (or the file name); ours names the line alone.
    const message = error instanceof Error ? error.message.replace(/^[^:]*?(\d+):(\d+): /, '') : 'not well-formed';
    throw new AppError('VALIDATION_FAILED', `The report is not well-formed XML at line ${parser.line}: ${message}`);
  }
  if (!sawRoot) throw new AppError('VALIDATION_FAILED', 'The report is empty: send a JUnit XML document.');
  return cases;
}
