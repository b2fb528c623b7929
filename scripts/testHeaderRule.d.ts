// Types for testHeaderRule.js (plain JavaScript: eslint.config.js loads it without a TypeScript step).
import type { ESLint, Rule } from 'eslint';

export const testHeaderOnOneLine: Rule.RuleModule;
export const basketryRules: ESLint.Plugin;
