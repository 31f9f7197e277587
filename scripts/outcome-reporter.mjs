// A Vitest reporter for `npm test`: writes every failed test (with the first lines of its error),
// every test that passed only when retried, every file or suite that failed outside its tests
// (an import, a beforeAll: its tests are then counted as skipped, not failed) and every error no
// test caught to the file named by KRAMIK_OUTCOMES, one JSON line each, so the closing lines of
// `npm test` name them even when the run's log is cut.
import fs from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 6;

export default class OutcomeReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    const broken = [testModule, ...testModule.children.allSuites()];
    for (const entity of broken) {
      const error = entity.errors()[0];
      if (!error) continue;
      this.write({
        outcome: 'broken',
        retries: 0,
        file: this.fileOf(testModule),
        test: entity.type === 'module' ? '(the file)' : entity.fullName,
        error: firstLines(error),
      });
    }
  }

  onTestRunEnd(_modules, unhandledErrors) {
    for (const error of unhandledErrors) {
      this.write({
        outcome: 'unhandled',
        retries: 0,
        file: '',
        test: '',
        error: firstLines(error),
      });
    }
  }

  onTestCaseResult(testCase) {
    const result = testCase.result();
    const { retryCount = 0 } = testCase.diagnostic() ?? {};
    let outcome;
    if (result.state === 'failed') outcome = 'failed';
    else if (result.state === 'passed' && retryCount > 0) outcome = 'flaky';
    else return;
    this.write({
      outcome,
      retries: retryCount,
      file: this.fileOf(testCase.module),
      test: testCase.fullName,
      error: firstLines((result.errors ?? [])[0]),
    });
  }

  fileOf(testModule) {
    return path.relative(this.root ?? process.cwd(), testModule.moduleId);
  }

  write(line) {
    const file = process.env.KRAMIK_OUTCOMES;
    if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

/** The first lines of an error's stack, without the test runner's own frames. */
function firstLines(error) {
  const message = error ? String(error.stack ?? error.message ?? error) : '';
  return message
    .split('\n')
    .filter((l) => !l.includes('node_modules') && !l.includes('(<anonymous>)'))
    .slice(0, ERROR_LINES)
    .join('\n');
}
