// Marks a bundled library's top-level constants and static class set-ups as pure, so the bundler
// drops the ones nothing imports (vite.config.ts, treeShakableWeb3). Line for line: every line of
// the input stays on its line, so the library's source map still holds.

/** The line where the statement starting at `start` ends: brackets balanced and a `;`. */
function statementEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let at = start; at < lines.length; at++) {
    const code = lines[at]!.replace(
      /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
      '',
    ).replace(/\/\/.*$/, '');
    for (const char of code) {
      if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char)) depth--;
    }
    if (depth === 0 && /;\s*$/.test(code)) return at;
  }
  return -1;
}

/**
 * Rewrites two shapes of a library's top level (its lines starting at column 0, as Babel and
 * Rollup print them):
 * - `const NAME = call(...)` or `new X(...)` (a layout, a schema, a program id) becomes
 *   `const NAME = /* @__PURE__ *\/ (() => (call(...)))();`;
 * - `class NAME {…}` followed by `NAME.prop = …;` lines (a program's id, a default) becomes one pure
 *   arrow that declares the class, sets the properties and returns it.
 * Nothing else changes. The bundler keeps a pure statement only when something uses its name.
 */
export function pureTopLevel(code: string): string {
  const lines = code.split('\n');
  let at = 0;
  while (at < lines.length) {
    const line = lines[at]!;
    const declared = /^class (\w+)\b/.exec(line);
    if (declared) {
      const name = declared[1]!;
      const end = lines.indexOf('}', at);
      if (end === -1) break;
      const setUp = new RegExp(`^(_${name} = ${name};|${name}\\.\\w+ = .*;)$`);
      let last = end;
      while (last + 1 < lines.length && setUp.test(lines[last + 1]!)) last++;
      if (last > end) {
        lines[at] = `const ${name} = /* @__PURE__ */ (() => { ${line}`;
        lines[last] = `${lines[last]} return ${name}; })();`;
      }
      at = (last > end ? last : end) + 1;
      continue;
    }
    const constant = /^const (\w+) = ((?:new )?[A-Za-z_$][\w$.]*\(.*)$/.exec(line);
    const end = constant ? statementEnd(lines, at) : -1;
    if (constant && end !== -1) {
      lines[at] = `const ${constant[1]} = /* @__PURE__ */ (() => (${constant[2]}`;
      lines[end] = `${lines[end]!.replace(/;\s*$/, '')}))();`;
      at = end + 1;
      continue;
    }
    at++;
  }
  return lines.join('\n');
}
