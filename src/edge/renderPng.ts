// SVG → PNG without a browser or native code (docs/edge.md, "The share card"): resvg compiled to
// WebAssembly (@resvg/resvg-wasm), so the same code renders under Node and on an edge runtime. The
// host hands the .wasm over as it imports one (edge runtimes forbid compiling WebAssembly from bytes
// at run time, so the handler never fetches it); the font, Inter, is inlined in the bundle.
import { initWasm, Resvg, type InitInput } from '@resvg/resvg-wasm';
import interBold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?inline';
import interRegular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline';
import { base64ToBytes } from '../solana/base64';

/** The resvg WebAssembly module, or its bytes, as the host has it. */
export type ResvgWasm = InitInput | Promise<InitInput>;

function dataUrlBytes(url: string): Uint8Array {
  return base64ToBytes(url.slice(url.indexOf(',') + 1));
}

let fonts: Uint8Array[] | null = null;
// resvg's wasm is initialised once per isolate, whichever handler asks first.
let ready: Promise<void> | null = null;

export function createPngRenderer(wasm: ResvgWasm): (svg: string) => Promise<Uint8Array> {
  return async (svg) => {
    ready ??= initWasm(wasm).catch((error: unknown) => {
      ready = null; // the next card tries again
      throw error;
    });
    await ready;
    fonts ??= [dataUrlBytes(interRegular), dataUrlBytes(interBold)];
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'original' },
      font: { fontBuffers: fonts, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    });
    try {
      return resvg.render().asPng();
    } finally {
      resvg.free();
    }
  };
}
