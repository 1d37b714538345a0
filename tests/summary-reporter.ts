import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Ends the run with one line CI can read: "e2e: N passed, M failed[, K skipped]". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped')
      return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(): void {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
