import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer } from '../fixtures/server.js';

describe('graceful shutdown', () => {
  it('finishes every request in flight when stopped with SIGTERM, then exits cleanly', async () => {
    const server = await startServer({ SEED_DEMO: '0', LOG_LEVEL: 'info' });
    // Logins hash with argon2, so forty of them keep the server busy for a while.
    const requests = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'admin',
          password: i % 2 ? ADMIN_PASSWORD : 'wrong password',
        }),
      }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as object }),
        (error: Error) => ({ status: 0, body: { error: error.message } }),
      ),
    );
    await Promise.race(requests);
    const exitCode = server.stop('SIGTERM');
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(20).fill(200),
      ...Array<number>(20).fill(401),
    ]);
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });
});
