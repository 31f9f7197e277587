import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('zod without its eval probe', () => {
  // In a process of its own: this worker's other test files have loaded zod already.
  it('is jitless once the setting is made before zod loads', async () => {
    const setting = path.join(import.meta.dirname, 'zod-jitless.ts');
    const script = `await import(${JSON.stringify(setting)});
const { z } = await import('zod');
console.log(JSON.stringify(z.config().jitless));`;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: import.meta.dirname },
    );
    expect(stdout.trim()).toBe('true');
  });
});
