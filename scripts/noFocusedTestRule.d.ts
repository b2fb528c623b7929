// Types for noFocusedTestRule.js (plain JavaScript: eslint.config.js loads it without a TypeScript step).
import type { Rule } from 'eslint';

export const noFocusedOrSkippedTest: Rule.RuleModule;
