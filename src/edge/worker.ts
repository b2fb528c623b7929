// The edge handler's deployable module (docs/edge.md, "Deploying"): built to dist-edge/handler.js
// (vite.edge.config.ts) with every dependency inside, so a host needs nothing but this file and
// resvg's .wasm (copied beside it). The host's own entry hands over its variables and the .wasm.
import './installBuffer';

export { createBasketryHandler, handlesPath } from './handler';
export { edgeConfigFromEnv } from './config';
