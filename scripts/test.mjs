#!/usr/bin/env node
// `npm test`: typecheck, lint, the build (web app and compiled server) and its size, unit and API
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), and the browser journeys. Prints
// one closing line with the totals, after naming each failed test, each file that failed outside
// its tests, and each test that passed only when retried. On CI (CI=true) a failed test is run
// once more: a test that then passes is listed as flaky — a bug to fix — instead of discarding
// the whole run (docs/decisions.md, "Flaky tests"). Typecheck and lint side by side took as long
// as one after the other (198 s, 2026-11-30): each already keeps both cores busy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'kramik-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const outcomes = path.join(reports, 'outcomes.jsonl');
const retry = process.env.CI === 'true' ? ['--retry=1'] : [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failures.push(title);
  return ok;
}

function vitest(title, args, env = {}) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${path.join(root, 'scripts/outcome-reporter.mjs')}`,
      ...retry,
      ...args,
    ],
    { ...env, KRAMIK_OUTCOMES: outcomes },
  );
  if (fs.existsSync(report)) {
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += data.numPassedTests ?? 0;
    totals.failed += data.numFailedTests ?? 0;
    totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
// Built before the API tests: the two-node test on PostgreSQL starts the compiled server.
const built = run('build (web app and server)', 'npm', ['run', 'build', '--silent']);
if (built) run('bundle size', 'npm', ['run', 'size', '--silent']);
vitest('unit and API tests on PGlite', []);
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['--project', 'server'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
}
if (built) vitest('browser journeys', ['--config', 'e2e/vitest.config.ts']);

const noted = fs.existsSync(outcomes)
  ? fs
      .readFileSync(outcomes, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
fs.rmSync(reports, { recursive: true, force: true });
for (const [outcome, heading] of [
  ['flaky', 'Passed only when run again (flaky: fix them)'],
  ['failed', 'Failed'],
  ['broken', 'Failed outside any test (an import or a hook: the tests it holds did not run)'],
  ['unhandled', 'Errors no test caught'],
]) {
  const tests = noted.filter((n) => n.outcome === outcome);
  if (tests.length === 0) continue;
  console.log(`\n${heading}:`);
  for (const t of tests) {
    console.log(`- ${[t.file, t.test].filter(Boolean).join(' › ') || '(outside any file)'}`);
    if (t.error) console.log(t.error.replace(/^/gm, '    '));
  }
}
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
