import { describe, expect, it } from 'vitest';

describe('zod without its eval probe', () => {
  it('is jitless once the setting is made before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
