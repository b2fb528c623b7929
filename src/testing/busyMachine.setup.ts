// Ceilings for a busy machine (a shared 2-core box running several suites at once): Testing
// Library's findBy… and waitFor wait up to 15 s for the state they expect instead of 1 s. A
// ceiling, never a measure: a test still goes on the moment its state is there. Only the jsdom
// files load Testing Library; the node files skip it.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

// A module, for the top-level await above.
export {};
