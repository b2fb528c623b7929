import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceLookup } from './source-lookup';
import { blockingOf } from './tasks';
import { attributeLongTasks, firstContentfulPaintMs, type TraceEvent } from './trace-tasks';

// A built script `/assets/main.js` whose line 0 holds two functions: from column 0 React's
// commitRoot (react-dom), from column 20 the app's CreateForm (named in the source map).
const MAP = {
  version: 3,
  sources: [
    '../../node_modules/react-dom/cjs/react-dom-client.production.js',
    '../../src/form.tsx',
  ],
  names: ['commitRoot', 'CreateForm'],
  // [col 0, source 0, line 9, col 0, name 0], [col +20, source +1, line -9, col 0, name +1]
  mappings: 'AASAA,oBCTAC',
};

const PID = 7;
const TID = 8;
const ms = (value: number) => value * 1000;

function trace(): TraceEvent[] {
  const task = (startMs: number, durationMs: number): TraceEvent => ({
    name: 'RunTask',
    ph: 'X',
    pid: PID,
    tid: TID,
    ts: ms(startMs),
    dur: ms(durationMs),
  });
  return [
    { name: 'thread_name', ph: 'M', pid: PID, tid: TID, ts: 0, args: { name: 'CrRendererMain' } },
    // about:blank first, then the page.
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: TID,
      ts: ms(10),
      args: { data: { documentLoaderURL: '' } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: TID,
      ts: ms(100),
      args: { data: { documentLoaderURL: 'http://app/create' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: TID, ts: ms(300) },
    task(150, 60), // before the paint
    task(400, 90), // a commit with the form's own work in it
    {
      name: 'ThreadControllerImpl::RunTask',
      ph: 'X',
      pid: PID,
      tid: TID,
      ts: ms(400),
      dur: ms(90),
    },
    { name: 'Layout', ph: 'X', pid: PID, tid: TID, ts: ms(470), dur: ms(15) },
    task(600, 20), // short: not a long task
    {
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      pid: PID,
      tid: TID,
      ts: 0,
      args: { data: { startTime: ms(400) } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      pid: PID,
      tid: TID,
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              {
                id: 1,
                callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 },
              },
              {
                id: 2,
                parent: 1,
                callFrame: {
                  functionName: 'a',
                  url: 'http://app/assets/main.js',
                  lineNumber: 0,
                  columnNumber: 0,
                },
              },
              {
                id: 3,
                parent: 2,
                callFrame: {
                  functionName: 'b',
                  url: 'http://app/assets/main.js',
                  lineNumber: 0,
                  columnNumber: 25,
                },
              },
            ],
            // 40 ms in commitRoot itself, then 40 ms in CreateForm under it.
            samples: [2, 3, 3],
          },
          timeDeltas: [0, ms(40), ms(40)],
        },
      },
    },
  ];
}

describe('attributeLongTasks', () => {
  let dir: string;
  let sources: SourceLookup;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-tasks-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'main.js.map'), JSON.stringify(MAP));
    sources = new SourceLookup(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("finds the page's long tasks from its navigation and names what ran in them", () => {
    const tasks = attributeLongTasks(trace(), sources);
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [50, 60],
      [300, 90],
    ]);
    const commit = tasks[1]!;
    expect(commit.events).toEqual({ Layout: 15 });
    expect(commit.selfTime).toEqual(
      [
        { frame: 'commitRoot (react-dom/cjs/react-dom-client.production.js:10)', ms: 40 },
        { frame: 'CreateForm (src/form.tsx:1)', ms: 40 + 10 },
      ].sort((a, b) => b.ms - a.ms),
    );
    expect(commit.appTime).toEqual([{ frame: 'CreateForm (src/form.tsx:1)', ms: 50 }]);
    // Every sample had commitRoot on its stack.
    expect(commit.react.commitMs).toBe(90);
  });

  it('counts the blocking time after the first paint only', () => {
    const events = trace();
    const paint = firstContentfulPaintMs(events) ?? 0;
    expect(paint).toBe(200);
    expect(blockingOf(attributeLongTasks(events, sources), paint)).toBe(40);
  });
});
