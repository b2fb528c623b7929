// `npm run bench`: the benchmark lives in bench/ (TypeScript); tsx loads it without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../bench/main.ts');
process.exitCode = await main();
