// The order browser test files start in. Files that hold the app clock's lock (holdDevClockEachTest)
// wait for one another whenever one of them moves the clock, so four of them starting together left
// the cores idle for the first minute. They alternate here with files that never touch the clock,
// each kind in Vitest's own order (longest first once it knows, else largest): a file waiting for
// the lock always has others beside it that keep both cores busy. Other projects keep Vitest's order.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const holdsClock = (spec: TestSpecification) => readFileSync(spec.moduleId, 'utf8').includes('holdDevClockEachTest(');

export class ClockAwareSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => spec.project.name === 'e2e');
    const clock = browser.filter(holdsClock);
    const free = browser.filter((spec) => !holdsClock(spec));
    const alternating: TestSpecification[] = [];
    while (clock.length || free.length) {
      if (free.length) alternating.push(free.shift()!);
      if (clock.length) alternating.push(clock.shift()!);
    }
    return [...sorted.filter((spec) => spec.project.name !== 'e2e'), ...alternating];
  }
}
