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

  it('defaults to production, where one process needs no JWT_SECRET (it makes one in DATA_DIR); development must be asked for', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('lets only the configured https sites frame the hiring form, never any site by default', () => {
    expect(loadConfig({}).HIRE_EMBED_ANCESTORS).toBe("'self'");
    expect(loadConfig({ HIRE_EMBED_ANCESTORS: "'self' https://careers.partner.example https://*.jobs.example" }).HIRE_EMBED_ANCESTORS).toContain('https://*.jobs.example');
    for (const bad of ["'self' https:", '*', 'http://plain.example', 'https://a.example; script-src *']) {
      expect(() => loadConfig({ HIRE_EMBED_ANCESTORS: bad }), bad).toThrow(/HIRE_EMBED_ANCESTORS/);
    }
  });

  it('requires one shared JWT_SECRET and both URLs for split roles', () => {
    expect(() => loadConfig({ ROLE: 'api', EVENTSTORE_URL: 'esdb://es:2113?tls=false', MONGODB_URL: 'mongodb://m/b' })).toThrow(/JWT_SECRET: is required with ROLE=api/);
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE: =api splits/);
    expect(loadConfig({ ROLE: 'api', EVENTSTORE_URL: 'esdb://es:2113?tls=false', MONGODB_URL: 'mongodb://m/b', JWT_SECRET: 'x'.repeat(32) }).ROLE).toBe('api');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ EVENTSTORE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
