import { createContext } from 'react';
import type { SimulationPort } from './simulationTypes';

/**
 * The review's simulation port (FlowRoot provides the app's Connection; tests a fake). Its own
 * module, free of the simulation code, so the app's light start can pass it on (app/providers).
 */
export const SimulationPortContext = createContext<SimulationPort | null>(null);
