// Every folder and top-level source file of src/, sandbox/ and bench/ is in a layer
// (layers.config.js): the lint rule only holds what the list names (docs/layers.md, "The checks").
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INNER_LAYERS } from '../layers.config.js';

const SOURCE = /\.tsx?$/;
/** Tests and test helpers named as such (TEST_FILES: `*.test.ts`, `*Testing.ts`) are in no layer. */
const TEST = /(\.test|Testing)\.tsx?$/;
/** Test helpers (docs/layers.md, "Tests") are in no layer. */
const TEST_HELPERS = 'testing';

describe('the layers', () => {
  for (const { root, layers } of INNER_LAYERS) {
    it(`name every part of ${root}/`, () => {
      const entries = readdirSync(new URL(`../${root}/`, import.meta.url), { withFileTypes: true });
      const parts = entries
        .filter((e) => e.name !== TEST_HELPERS)
        .filter((e) => e.isDirectory() || (SOURCE.test(e.name) && !TEST.test(e.name)))
        .map((e) => e.name);
      expect(parts.filter((part) => !layers.flat().includes(part))).toEqual([]);
    });
  }
});
