// Ends the run with one machine-readable line, which .ci/run adds to the unit test counts:
//   e2e: N passed, N failed, N flaky, N skipped
// and one line on the accessibility checks: how many page states axe read, how many repeats of a
// state already read it left out (e2e/fixtures/axe-states.ts).
import { axeCheckCounts } from '../fixtures/axe-states';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

class SummaryLineReporter implements Reporter {
  #outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.#outcomes.set(test, test.outcome());
  }

  printsToStdio(): boolean {
    return true;
  }

  onEnd(result: FullResult): void {
    const count = (o: string) => [...this.#outcomes.values()].filter((v) => v === o).length;
    const passed = count('expected');
    const failed = count('unexpected');
    const flaky = count('flaky');
    const skipped = count('skipped');
    console.log(`e2e: ${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped (${result.status})`);
    const runDir = process.env.E2E_RUN_DIR;
    if (runDir) {
      const axe = axeCheckCounts(runDir);
      console.log(`axe: ${axe.read} checks read a page state, ${axe.repeats} of a state already read were left out`);
    }
  }
}

export default SummaryLineReporter;
