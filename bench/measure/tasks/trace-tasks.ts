import type { SourceLookup } from './source-lookup';

/** The fields of a Chromium trace event the analysis reads. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      url?: string;
      documentLoaderURL?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** A main-thread task of 50 ms or more and what it spent its time on. */
export interface AttributedTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  /** The trace events inside it that say what kind of work it was (EvaluateScript, Layout…), ms. */
  events: Record<string, number>;
  /** The functions it ran longest in (their own time), with where their code came from. */
  selfTime: { frame: string; ms: number }[];
  /** The app's own functions (src/) it spent most time in, their callees included. */
  appTime: { frame: string; ms: number }[];
  /** React's phases inside it (render: building the tree; commit: changing the page), ms. */
  react: { renderMs: number; commitMs: number; passiveEffectsMs: number };
}

const LONG_TASK_US = 50_000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KINDS = [
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
];
// React 19's own function names (react-dom-client.production.js is not minified).
const REACT_RENDER = new Set(['performUnitOfWork', 'renderRootSync', 'renderRootConcurrent']);
const REACT_COMMIT = new Set([
  'commitRoot',
  'commitRootImpl',
  'flushLayoutEffects',
  'flushMutationEffects',
]);
const REACT_PASSIVE = new Set(['flushPassiveEffects', 'flushPassiveEffectsImpl']);

/** The page's navigation (not about:blank's, nor a frame's without a document URL). */
function pageNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
}

/** The page's first contentful paint, ms from its navigation's start (undefined if none). */
export function firstContentfulPaintMs(events: readonly TraceEvent[]): number | undefined {
  const navigation = pageNavigation(events);
  const paint = events.find(
    (e) => e.name === 'firstContentfulPaint' && navigation && e.pid === navigation.pid,
  );
  return navigation && paint ? (paint.ts - navigation.ts) / 1000 : undefined;
}

/** Tasks not inside another (Chromium nests RunTask in ThreadControllerImpl::RunTask). */
function topLevel(tasks: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of sorted) {
    if (task.ts < end) continue;
    kept.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return kept;
}

interface Sample {
  ts: number;
  node: number;
}

/** The CPU profile of `pid`: its nodes and its samples with trace timestamps. */
function profileOf(events: readonly TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const clocks = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'P') continue;
    const data = e.args?.data;
    if (e.name === 'Profile' && e.id !== undefined && data?.startTime !== undefined) {
      clocks.set(e.id, data.startTime);
    } else if (e.name === 'ProfileChunk' && e.id !== undefined && data) {
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      let clock = clocks.get(e.id) ?? 0;
      const deltas = data.timeDeltas ?? [];
      (data.cpuProfile?.samples ?? []).forEach((node, index) => {
        clock += deltas[index] ?? 0;
        samples.push({ ts: clock, node });
      });
      clocks.set(e.id, clock);
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

interface Frame {
  /** The function's name in its source (from the source map), else as the profile has it. */
  name: string;
  /** "commitRoot (react-dom/cjs/react-dom-client.production.js:123)". */
  label: string;
}

function frameOf(node: ProfileNode, sources: SourceLookup): Frame {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const profiled = functionName || '(anonymous)';
  if (!url) return { name: profiled, label: profiled };
  let urlPath = url;
  try {
    urlPath = new URL(url).pathname;
  } catch {
    // not a URL: keep it
  }
  const found = sources.find(urlPath, lineNumber, columnNumber);
  if (!found) return { name: profiled, label: `${profiled} (${urlPath})` };
  const name = found.name ?? profiled;
  return { name, label: `${name} (${found.source}:${found.line})` };
}

/**
 * Every main-thread task of 50 ms or more in a page load's trace, with the kinds of work inside it,
 * the functions it spent most time in (source-mapped) and React's phases.
 */
export function attributeLongTasks(
  events: readonly TraceEvent[],
  sources: SourceLookup,
  longTaskMs = LONG_TASK_US / 1000,
): AttributedTask[] {
  // The page's main thread is the one that started its navigation.
  const navigation = pageNavigation(events);
  if (!navigation) return [];
  const thread = { pid: navigation.pid, tid: navigation.tid };
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const origin = navigation.ts;
  const tasks = topLevel(
    onThread.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.ts >= origin),
  ).filter((e) => (e.dur ?? 0) >= longTaskMs * 1000);
  const { nodes, samples } = profileOf(events, thread.pid);
  const frames = new Map<number, Frame>();
  const frame = (node: ProfileNode) => {
    let found = frames.get(node.id);
    if (found === undefined) frames.set(node.id, (found = frameOf(node, sources)));
    return found;
  };
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const kinds: Record<string, number> = {};
    for (const e of onThread) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !KINDS.includes(e.name)) continue;
      kinds[e.name] = (kinds[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    }
    const self = new Map<string, number>();
    const app = new Map<string, number>();
    const react = { renderMs: 0, commitMs: 0, passiveEffectsMs: 0 };
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.ts ?? end;
      const ms = Math.max(0, next - sample.ts) / 1000;
      const leaf = nodes.get(sample.node);
      if (!leaf) return;
      const { label } = frame(leaf);
      self.set(label, (self.get(label) ?? 0) + ms);
      const onStack = new Set<string>();
      const appOnStack = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node;) {
        const { name, label } = frame(node);
        onStack.add(name);
        if (label.includes('(src/')) appOnStack.add(label);
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
      for (const label of appOnStack) app.set(label, (app.get(label) ?? 0) + ms);
      if ([...REACT_COMMIT].some((name) => onStack.has(name))) react.commitMs += ms;
      else if ([...REACT_PASSIVE].some((name) => onStack.has(name))) react.passiveEffectsMs += ms;
      else if ([...REACT_RENDER].some((name) => onStack.has(name))) react.renderMs += ms;
    });
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur! / 1000,
      events: kinds,
      selfTime: [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([frame, ms]) => ({ frame, ms })),
      appTime: [...app]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([frame, ms]) => ({ frame, ms })),
      react,
    };
  });
}
