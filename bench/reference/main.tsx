// The bench's reference page: the bare stack (docs/real-service.md, "Our stack": React 19,
// wallet-adapter react and react-ui, web3.js v1, react-query, react-hook-form, zod), no app code.
// It renders one paragraph, where every library is called, so the bundler keeps each one whole
// enough to be a fair "what the stack alone costs" beside the app; and a controlled input (React
// state) the interactions part types into, as into the app's amount fields.
import {
  ConnectionProvider,
  WalletProvider,
  useConnection,
  useWallet,
} from '@solana/wallet-adapter-react';
import { WalletModalProvider, useWalletModal } from '@solana/wallet-adapter-react-ui';
import '@solana/wallet-adapter-react-ui/styles.css';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

// Never contacted: nothing on this page reads the chain. Loopback, so the CSP allows it.
const ENDPOINT = 'http://127.0.0.1:8899';

const fieldsSchema = z.object({ address: z.string().refine((text) => PublicKey.isOnCurve(text)) });
type Fields = z.infer<typeof fieldsSchema>;

const queryClient = new QueryClient();
const STACK = 'React, wallet-adapter, web3.js, react-query, react-hook-form and zod';

function Paragraph() {
  const { connection } = useConnection();
  const { wallets } = useWallet();
  const { visible } = useWalletModal();
  const { getValues } = useForm<Fields>({
    defaultValues: { address: SystemProgram.programId.toBase58() },
  });
  const parsed = fieldsSchema.safeParse(getValues());
  // Seeded and never stale: the query runs react-query's cache and observer without a request,
  // and the paragraph's text is final at first paint (a later answer would re-wrap it: CLS).
  const { data: stack } = useQuery({
    queryKey: ['stack'],
    queryFn: () => STACK,
    initialData: STACK,
    staleTime: Infinity,
  });
  return (
    <p>
      Bare-stack reference: {stack} with no app code (wallets listed: {wallets.length},{' '}
      {visible ? 'dialog open' : 'dialog closed'}, {new URL(connection.rpcEndpoint).host},{' '}
      {parsed.success ? 'form valid' : 'form invalid'}).
    </p>
  );
}

/**
 * The bare stack's equivalent of the app's amount fields for the bench's interactions part: a
 * controlled input (React state, `useState`), each keystroke a render.
 */
function Amount() {
  const [amount, setAmount] = useState('');
  return (
    <p>
      <label>
        Amount{' '}
        <input
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
    </p>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ConnectionProvider endpoint={ENDPOINT}>
      <WalletProvider wallets={[]}>
        <WalletModalProvider>
          <QueryClientProvider client={queryClient}>
            <Paragraph />
            <Amount />
          </QueryClientProvider>
        </WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  </StrictMode>,
);
