import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { artifactsDir } from './browser.js';

const run = promisify(execFile);

/** Saves a downloaded PDF under e2e/artifacts, where the text and page images go too. */
export async function savePdf(name: string, body: Buffer): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.pdf`);
  await writeFile(file, body);
  return file;
}

/** The PDF's text as poppler-utils reads it (`pdftotext -layout`): what a reader would copy out. */
export async function pdfText(file: string): Promise<string> {
  const out = file.replace(/\.pdf$/, '.txt');
  await run('pdftotext', ['-layout', file, out]);
  return readFile(out, 'utf8');
}

/** Renders the first page to `<name>-1.png` at 60 dpi (`pdftoppm -png -r 60 -f 1 -l 1`); returns its path. */
export async function pdfFirstPagePng(file: string): Promise<string> {
  const prefix = file.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}
