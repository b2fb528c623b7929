import type { ReactNode } from 'react';
import { FlowRoot } from '../../flow';

/**
 * Where the flow engine (src/flow) mounts: inside settings, the connection and the wallet, which
 * it needs to sign, broadcast and confirm; around the layout's pages (ChainProviders), never
 * inside one, so a flow keeps running while the user moves between pages.
 */
export function FlowSlot({ children }: { children: ReactNode }) {
  return <FlowRoot>{children}</FlowRoot>;
}
