import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer } from '../fixtures/server.js';

interface Answer {
  status: number;
  body: string;
}

/**
 * Starts a login whose body arrives in two parts, like a slow phone connection: the request is in
 * flight on the server from its headers until `finish()` sends the rest.
 */
function slowLogin(port: number, password: string) {
  const body = JSON.stringify({ username: 'admin', password });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/users/login',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
  });
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

describe('graceful shutdown', () => {
  it('finishes every request in flight when stopped with SIGTERM, then exits cleanly', async () => {
    const server = await startServer({ SEED_DEMO: '0', LOG_LEVEL: 'info' });
    const logins = Array.from({ length: 8 }, (_, i) =>
      slowLogin(server.port, i % 2 ? ADMIN_PASSWORD : 'a wrong password'),
    );
    const arrived = () => server.output().split('"url":"/api/users/login"').length - 1;
    await expect.poll(arrived, { timeout: 10_000 }).toBe(logins.length);

    const exitCode = server.stop('SIGTERM');
    await expect
      .poll(() => server.output().includes('shutting down'), { timeout: 5_000 })
      .toBe(true);
    // The server is closing; the bodies now arrive and every login still gets its real answer.
    for (const login of logins) login.finish();
    const answers = await Promise.all(logins.map((login) => login.answer));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 401, 401, 401, 401]);
    for (const answer of answers.filter((a) => a.status === 200)) {
      expect(JSON.parse(answer.body)).toHaveProperty('tokenUser');
    }
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });
});
