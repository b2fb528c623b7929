// What ran during an interaction: the Long Animation Frames API's scripts (each script's invoker,
// its source position as a character offset in the served file, its duration) in the frames that
// overlap it, named through the build's hidden source maps where they map.
import type { InteractionLatency } from './event-timing';

/** What the page's observer keeps of a PerformanceScriptTiming (a long animation frame's script). */
export interface FrameScript {
  /** What called it: `BUTTON#id.onclick`, `TimerHandler:setTimeout`, `Response.json.then`… */
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  /** Offset of the function in the file, in characters (-1 when unknown). */
  sourceCharPosition: number;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

/** A long animation frame (50 ms or more) and the scripts that ran in it (5 ms or more each). */
export interface LongFrame {
  startTime: number;
  duration: number;
  /** When the frame's style and layout began (0 when it had none). */
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

/** Where the long frames during an interaction went: scripts, and the frame's style and layout. */
export interface FrameSplit {
  /** The long frames (50 ms or more) that overlap the interaction, summed. */
  longFramesMs: number;
  scriptsMs: number;
  styleAndLayoutMs: number;
}

/** A script that ran during an interaction, named. */
export interface AttributedScript {
  invoker: string;
  /** `src/features/deposit/DepositForm.tsx:42 onAmountChange`, or the served file when unmapped. */
  source: string;
  durationMs: number;
  forcedLayoutMs: number;
}

/** Zero-based line and column of character `position` in `text`. */
export function lineColumnAt(text: string, position: number): { line: number; column: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: position - lineStart };
}

type Span = Pick<InteractionLatency, 'startTime' | 'latencyMs'>;

const overlapping = <T extends { startTime: number; duration: number }>(
  items: readonly T[],
  interaction: Span,
): T[] => {
  const end = interaction.startTime + interaction.latencyMs;
  return items.filter((i) => i.startTime < end && i.startTime + i.duration > interaction.startTime);
};

/** The scripts of the frames that overlap `interaction` (its start until its next paint). */
export function scriptsDuring(frames: readonly LongFrame[], interaction: Span): FrameScript[] {
  return overlapping(
    overlapping(frames, interaction).flatMap((f) => f.scripts),
    interaction,
  );
}

/** The long frames that overlap `interaction`: their time, their scripts', their layout's. */
export function frameSplit(frames: readonly LongFrame[], interaction: Span): FrameSplit {
  const during = overlapping(frames, interaction);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    longFramesMs: sum(during.map((f) => f.duration)),
    scriptsMs: sum(during.flatMap((f) => f.scripts.map((s) => s.duration))),
    styleAndLayoutMs: sum(
      during.map((f) =>
        f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
      ),
    ),
  };
}

/**
 * The longest `limit` of `scripts`, each named by `name` (a source-map lookup of its URL and
 * character offset; undefined when it does not map).
 */
export function attribute(
  scripts: readonly FrameScript[],
  name: (url: string, charPosition: number) => string | undefined,
  limit = 5,
): AttributedScript[] {
  return [...scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, limit)
    .map((s) => {
      const mapped = s.sourceURL ? name(s.sourceURL, s.sourceCharPosition) : undefined;
      const where = s.sourceURL ? new URL(s.sourceURL).pathname : '(no script URL)';
      const fn = s.sourceFunctionName ? ` ${s.sourceFunctionName}` : '';
      return {
        invoker: s.invoker,
        source: mapped ?? `${where}${fn}`,
        durationMs: s.duration,
        forcedLayoutMs: s.forcedStyleAndLayoutDuration,
      };
    });
}
