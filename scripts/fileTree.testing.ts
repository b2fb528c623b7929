// Folders of files for the checks' tests (docRefs, stylesReach): written under the system's temporary
// folder and removed after each test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const written: string[] = [];
afterEach(() => {
  for (const root of written.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A new folder holding `files` (path → text); gone after the test that made it. */
export function fileTree(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  written.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
