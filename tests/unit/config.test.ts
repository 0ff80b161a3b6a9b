import { describe, it, expect } from 'vitest';
import { ConfigError, loadConfig } from '../../infra/config.ts';

describe('configuration', () => {
  it('has working defaults on a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', ROLE: 'all', APP_URL: 'http://127.0.0.1:3000' });
    expect(c.EVENTSTORE_URL).toBeUndefined();
  });

  it('names every bad value in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', ROLE: 'both', EVENTSTORE_URL: 'http://x', MONGODB_URL: 'postgres://y', ADMIN_EMAIL: 'nope' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const name of ['PORT', 'ROLE', 'EVENTSTORE_URL', 'MONGODB_URL', 'ADMIN_EMAIL']) expect(message).toContain(name);
  });

  it('requires JWT_SECRET in production and both URLs for split roles', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE: =api splits/);
    expect(loadConfig({ ROLE: 'api', EVENTSTORE_URL: 'esdb://es:2113?tls=false', MONGODB_URL: 'mongodb://m/b' }).ROLE).toBe('api');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ EVENTSTORE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
