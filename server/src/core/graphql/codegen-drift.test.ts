import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('client/src/gql', () => {
  it('is exactly what `pnpm codegen` generates from schema/schema.graphql and the client documents', async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.yml') });
      const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as {
        filename: string;
        content: string;
      }[];
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        const file = path.resolve(root, output.filename);
        const committed = await readFile(file, 'utf8').catch(() => '(missing)');
        expect(committed, `${output.filename} is stale: run pnpm codegen`).toBe(output.content);
      }
    } finally {
      process.chdir(previous);
    }
  });
});
