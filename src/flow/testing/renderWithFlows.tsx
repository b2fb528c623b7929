// Component tests of flow UI: the engine's fakes behind a real FlowProvider, rendered inside a
// router and a query client as the app renders pages. Test files that sign transactions import
// './nodeBytes' first (see there).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { FlowProvider, type FlowProviderProps } from '../FlowProvider';
import { createJournal, memoryStorage, type Journal } from '../journal';
import type { FactsPort } from '../ports';
import { memoryTabLock } from '../tabLock';
import { SimulationPortContext } from '../simulationPortContext';
import { passingSimulation } from './fakeSimulation';
import { fakeWorld, type FakeWorld } from './harness';

export const TEST_CLUSTER = 'http://rpc';
export const TEST_API_BASE = 'http://api';

/** The outside world of one test (see fakeWorld) and the journal the provider keeps flows in. */
export interface FlowTestWorld extends FakeWorld {
  journal: Journal;
}

export function flowTestWorld(): FlowTestWorld {
  return { ...fakeWorld(), journal: createJournal(memoryStorage()) };
}

/**
 * Renders `ui` under a FlowProvider for the world's wallet on TEST_CLUSTER, with a review whose
 * simulations pass (a test that is about them provides its own port inside).
 */
export function renderWithFlows(
  ui: ReactNode,
  world: FlowTestWorld = flowTestWorld(),
  { facts, ...provider }: Pick<FlowProviderProps, 'sendingPlan'> & { facts?: FactsPort } = {},
): FlowTestWorld {
  const { clock, chain, wallet, api, intent, journal } = world;
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <FlowProvider
          wallet={wallet.address}
          cluster={TEST_CLUSTER}
          apiBase={TEST_API_BASE}
          deps={{ chain, post: (f) => api.post(f), intent, wallet, ...(facts ? { facts } : {}) }}
          explorerTxUrl={(s) => `https://explorer.test/tx/${s}`}
          explorerName="Test Explorer"
          clock={clock}
          journal={journal}
          lock={memoryTabLock()}
          {...provider}
        >
          <SimulationPortContext.Provider value={passingSimulation()}>
            {ui}
          </SimulationPortContext.Provider>
        </FlowProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return world;
}
