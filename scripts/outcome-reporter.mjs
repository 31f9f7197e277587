// A Vitest reporter for `npm test`: writes every failed test (with the first lines of its error)
// and every test that passed only when retried to the file named by KRAMIK_OUTCOMES, one JSON
// line each, so the closing lines of `npm test` name them even when the run's log is cut.
import fs from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 6;

export default class OutcomeReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestCaseResult(testCase) {
    const file = process.env.KRAMIK_OUTCOMES;
    if (!file) return;
    const result = testCase.result();
    const { retryCount = 0 } = testCase.diagnostic() ?? {};
    let outcome;
    if (result.state === 'failed') outcome = 'failed';
    else if (result.state === 'passed' && retryCount > 0) outcome = 'flaky';
    else return;
    const error = (result.errors ?? [])[0];
    const message = error ? String(error.stack ?? error.message ?? error) : '';
    const line = {
      outcome,
      retries: retryCount,
      file: path.relative(this.root ?? process.cwd(), testCase.module.moduleId),
      test: testCase.fullName,
      error: message
        .split('\n')
        .filter((l) => !l.includes('node_modules') && !l.includes('(<anonymous>)'))
        .slice(0, ERROR_LINES)
        .join('\n'),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
