// Loaded by main.ts once the compile cache is on. First: .env fills in the environment before any other module reads it.
import './envFile.ts';
import { ConfigError, loadConfig } from '../infra/config.ts';
import { createLogger } from '../infra/logger.ts';
import { startErrorReporting } from '../infra/observability/errorReports.ts';
import { startServer } from './server.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Express (error pages) and React's server renderer read NODE_ENV from the environment: they follow the
// configuration, which is production unless development or test was asked for.
process.env.NODE_ENV = config.NODE_ENV;
const log = createLogger(config.LOG_LEVEL);
// Reporting is optional: a reporter that cannot start must not keep the API from serving.
await startErrorReporting(config).catch((error: unknown) => log.warn({ err: error }, 'error reporting not started'));
const server = await startServer(config, log).catch((error: unknown) => {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  await server.close();
  log.info('stopped');
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
