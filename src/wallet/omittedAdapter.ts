// Stands in for wallet adapters the app does not offer (vite.config.ts's resolve.alias): nothing.
export {};
