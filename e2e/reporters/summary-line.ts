// Ends the run with one machine-readable line, which .ci/run adds to the unit test counts:
//   e2e: N passed, N failed, N flaky, N skipped
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
  }
}

export default SummaryLineReporter;
