// Types of layers.config.js, for the test that every folder is in a layer (src/layers.test.ts).
export interface LayerList {
  /** The tree the layers divide ('.' for the repository). */
  root: string;
  /** Bottom to top: a folder, or a list of files. */
  layers: (string | string[])[];
}

export const REPOSITORY_LAYERS: LayerList;
export const INNER_LAYERS: LayerList[];
export const TEST_FILES: string[];
export const NO_TEST_HELPERS: { target: string[]; from: string[]; message: string };
export function layerZones(
  list: LayerList,
): { target: string[]; from: string[]; message: string }[];
