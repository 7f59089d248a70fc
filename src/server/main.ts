import { loadConfig, ConfigError } from './config';
import { startServer } from './server';

const role = process.argv[2] ?? process.env.ROLE ?? 'all';
if (!['all', 'web', 'worker'].includes(role)) {
  console.error(`Unknown role '${role}': use all, web or worker`);
  process.exit(2);
}

try {
  const config = loadConfig(process.env, { ROLE: role });
  await startServer(config);
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`GetSeen could not start: ${(err as Error).message}`);
  process.exit(1);
}
