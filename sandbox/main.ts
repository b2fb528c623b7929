// `npm run sandbox`: the chain, its JSON-RPC and the Basket API until Ctrl-C.
// Env: RPC_PORT (8899), WS_PORT (RPC_PORT + 1), API_PORT (8787), SANDBOX_DATA (.sandbox-data);
// flags (./cli.ts, --help lists them): --reset, --network instant|mainnet-like and its settings,
// --compute-budget, --claim-accounts always|when-needed.
import { resolve } from 'node:path';
import { USAGE, describeNetwork, parseSandboxFlags } from './cli';
import { PortInUseError, startSandbox } from './index';

const PORT_ENV: Record<string, string> = {
  'JSON-RPC': 'RPC_PORT',
  WebSocket: 'WS_PORT',
  'Basket API': 'API_PORT',
};

function portFromEnv(name: string): number | undefined {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`${name}=${v} is not a port number (0–65535).`);
    process.exit(1);
  }
  return n;
}

async function main(): Promise<void> {
  const started = performance.now();
  const parsed = parseSandboxFlags(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    process.exit(1);
  }
  const { flags } = parsed;
  if (flags.help) {
    console.log(`npm run sandbox -- [flags]\n\n${USAGE}`);
    return;
  }
  if (flags.dryRun) return;
  const { reset } = flags;
  const sandbox = await startSandbox({
    rpcPort: portFromEnv('RPC_PORT'),
    wsPort: portFromEnv('WS_PORT'),
    apiPort: portFromEnv('API_PORT'),
    dataDir: process.env.SANDBOX_DATA ? resolve(process.env.SANDBOX_DATA) : undefined,
    reset,
    history: flags.history,
    network: flags.network,
    computeBudget: flags.computeBudget,
    claimAccountsTx: flags.claimAccountsTx,
    transactions: flags.transactions,
  });
  const ms = Math.round(performance.now() - started);
  console.log(`Basketry sandbox ready in ${ms} ms${reset ? ' (fresh ledger)' : ''}`);
  console.log(`  JSON-RPC    ${sandbox.rpcUrl}`);
  console.log(`  WebSocket   ${sandbox.wsUrl}`);
  console.log(`  Basket API  ${sandbox.apiUrl}`);
  console.log(`  Ledger      ${sandbox.chain.dataDir}`);
  console.log(
    `  Network     ${describeNetwork(sandbox.network.snapshot(), sandbox.chain.blockMs)}`,
  );
  const answers = [
    flags.computeBudget ? 'ComputeBudget instructions first' : '',
    flags.claimAccountsTx === 'when-needed' ? 'createATAsTx only when accounts are missing' : '',
    flags.transactions === 'v0' ? 'create and edit as v0 with the lookup table' : '',
  ].filter(Boolean);
  if (answers.length > 0) console.log(`  Answers     ${answers.join('; ')}`);
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the sandbox…`);
    sandbox.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('The sandbox did not stop cleanly:', e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  if (e instanceof PortInUseError) {
    const env = PORT_ENV[e.role] ?? 'the matching *_PORT variable';
    console.error(
      `Port ${e.port} (${e.role}) is already in use. Stop whatever uses it, or choose another port with ${env}=<port>.`,
    );
  } else {
    console.error(e instanceof Error ? e.message : e);
  }
  process.exit(1);
});
