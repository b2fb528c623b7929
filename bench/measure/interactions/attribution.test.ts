import { describe, expect, it } from 'vitest';
import { roundOrder } from './interactions';
import {
  attribute,
  frameSplit,
  lineColumnAt,
  scriptsDuring,
  type FrameScript,
} from './attribution';

const script = (over: Partial<FrameScript>): FrameScript => ({
  invoker: 'INPUT#amount.onkeydown',
  sourceURL: 'http://127.0.0.1:4173/assets/deposit-abc.js',
  sourceFunctionName: 'onChange',
  sourceCharPosition: 12,
  startTime: 100,
  duration: 30,
  forcedStyleAndLayoutDuration: 0,
  ...over,
});

describe('what ran during an interaction', () => {
  it('finds a character offset’s line and column', () => {
    expect(lineColumnAt('abc', 2)).toEqual({ line: 0, column: 2 });
    expect(lineColumnAt('ab\ncd\nef', 4)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd\nef', 6)).toEqual({ line: 2, column: 0 });
  });

  it('keeps the scripts of the frames that overlap the interaction', () => {
    const inside = script({ startTime: 120 });
    const before = script({ startTime: 10, duration: 20 });
    const frames = [
      { startTime: 90, duration: 100, styleAndLayoutStart: 170, scripts: [inside, before] },
      {
        startTime: 400,
        duration: 60,
        styleAndLayoutStart: 0,
        scripts: [script({ startTime: 410 })],
      },
    ];
    expect(scriptsDuring(frames, { startTime: 100, latencyMs: 96 })).toEqual([inside]);
    expect(frameSplit(frames, { startTime: 100, latencyMs: 96 })).toEqual({
      longFramesMs: 100,
      scriptsMs: 50,
      styleAndLayoutMs: 20,
    });
    expect(frameSplit(frames, { startTime: 300, latencyMs: 200 })).toEqual({
      longFramesMs: 60,
      scriptsMs: 30,
      styleAndLayoutMs: 0,
    });
  });

  it('names the longest scripts through the lookup, or by their file when unmapped', () => {
    const named = attribute(
      [
        script({ duration: 10 }),
        script({ duration: 50, sourceURL: 'http://127.0.0.1:4173/assets/x.js' }),
        script({ duration: 5, sourceURL: '', sourceFunctionName: '' }),
      ],
      (url, at) => (url.endsWith('deposit-abc.js') ? `src/deposit.tsx:${at}` : undefined),
      2,
    );
    expect(named).toEqual([
      {
        invoker: 'INPUT#amount.onkeydown',
        source: '/assets/x.js onChange',
        durationMs: 50,
        forcedLayoutMs: 0,
      },
      {
        invoker: 'INPUT#amount.onkeydown',
        source: 'src/deposit.tsx:12',
        durationMs: 10,
        forcedLayoutMs: 0,
      },
    ]);
    expect(
      attribute([script({ sourceURL: '', sourceFunctionName: '' })], () => 'x')[0]?.source,
    ).toBe('(no script URL)');
  });

  it('puts the reference first in odd rounds and last in even ones', () => {
    const all = [{ site: 'reference' }, { site: 'app', n: 1 }, { site: 'app', n: 2 }];
    expect(roundOrder(all, 1).map((s) => s.site)).toEqual(['reference', 'app', 'app']);
    expect(roundOrder(all, 2).map((s) => s.site)).toEqual(['app', 'app', 'reference']);
  });
});
