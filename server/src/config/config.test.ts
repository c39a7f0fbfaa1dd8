import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const issuer = 'https://login.example.test/realms/heed';
const validSecret = 'a'.repeat(32);

/** Runs `loadConfig` and returns the `ConfigError` it throws; fails the test if it throws none. */
function configErrorOf(environment: Record<string, string | undefined>): ConfigError {
  let caught: unknown;
  try {
    loadConfig(environment);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return caught as ConfigError;
}

describe('loadConfig defaults', () => {
  it('uses PORT 8080, WEB_PORT 3000 and LOG_LEVEL info when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.webPort).toBe(3000);
    expect(config.logLevel).toBe('info');
  });

  it('binds HOST to 127.0.0.1 for the embedded database (no DATABASE_URL)', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.host).toBe('127.0.0.1');
  });

  it('binds HOST to 0.0.0.0 when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://heed:pw@db:5432/heed' });
    expect(config.databaseUrl).toBe('postgres://heed:pw@db:5432/heed');
    expect(config.host).toBe('0.0.0.0');
  });

  it('lets an explicit HOST win over either default', () => {
    expect(loadConfig({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadConfig({ HOST: '10.0.0.5', DATABASE_URL: 'postgresql://db/heed' }).host).toBe(
      '10.0.0.5',
    );
  });

  it('reads explicit ports', () => {
    const config = loadConfig({ PORT: '9090', WEB_PORT: '4000' });
    expect(config.port).toBe(9090);
    expect(config.webPort).toBe(4000);
  });

  it('has no OIDC configuration without HEED_OIDC_ISSUER (development identity provider)', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('defaults the groups claim to `groups`', () => {
    const config = loadConfig({ HEED_OIDC_ISSUER: issuer, HEED_OIDC_AUDIENCE: 'heed-api' });
    expect(config.oidc?.groupsClaim).toBe('groups');
    expect(config.oidc?.audience).toBe('heed-api');
  });

  it('reads an explicit groups claim', () => {
    const config = loadConfig({
      HEED_OIDC_ISSUER: issuer,
      HEED_OIDC_AUDIENCE: 'heed-api',
      HEED_OIDC_GROUPS_CLAIM: 'roles',
    });
    expect(config.oidc?.groupsClaim).toBe('roles');
  });

  it('treats an empty PORT like an unset one rather than as port 0', () => {
    // `PORT=` (empty) in an env file must not silently make the API listen on a random port.
    let port: number | undefined;
    try {
      port = loadConfig({ PORT: '' }).port;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe('PORT');
      return;
    }
    expect(port).toBe(8080);
  });
});

describe('loadConfig OIDC issuer', () => {
  it.each([
    ['a host with a trailing slash (Auth0)', 'https://tenant.example.com/'],
    ['a path with a trailing slash (Entra ID v1)', 'https://sts.example.net/4f2c9a0e-tenant/'],
    ['a host without a trailing slash', 'https://tenant.example.com'],
  ])('keeps %s exactly as configured, since `iss` must equal it', (_name, configured) => {
    const config = loadConfig({ HEED_OIDC_ISSUER: configured, HEED_OIDC_AUDIENCE: 'heed-api' });
    expect(config.oidc?.issuer).toBe(configured);
  });

  it('keeps an issuer without trailing slash as it is', () => {
    const config = loadConfig({ HEED_OIDC_ISSUER: issuer, HEED_OIDC_AUDIENCE: 'heed-api' });
    expect(config.oidc?.issuer).toBe(issuer);
  });

  it('requires HEED_OIDC_AUDIENCE when HEED_OIDC_ISSUER is set', () => {
    const error = configErrorOf({ HEED_OIDC_ISSUER: issuer });
    expect(error.variable).toBe('HEED_OIDC_AUDIENCE');
    expect(error.message).toContain('HEED_OIDC_AUDIENCE');
    expect(error.message).not.toContain('\n');
  });
});

describe('loadConfig HEED_ALLOW_UNRESTRICTED_PK_ORIGINS', () => {
  it("is true for 'true'", () => {
    expect(
      loadConfig({ HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' }).allowUnrestrictedPkOrigins,
    ).toBe(true);
  });

  it('is false when unset', () => {
    expect(loadConfig({}).allowUnrestrictedPkOrigins).toBe(false);
  });

  it("is false for 'false'", () => {
    expect(
      loadConfig({ HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'false' }).allowUnrestrictedPkOrigins,
    ).toBe(false);
  });
});

describe('loadConfig invalid values', () => {
  const cases: Array<{ variable: string; environment: Record<string, string> }> = [
    { variable: 'PORT', environment: { PORT: 'abc' } },
    { variable: 'PORT', environment: { PORT: '70000' } },
    { variable: 'WEB_PORT', environment: { WEB_PORT: 'abc' } },
    { variable: 'DATABASE_URL', environment: { DATABASE_URL: 'mysql://x' } },
    {
      variable: 'HEED_OIDC_ISSUER',
      environment: { HEED_OIDC_ISSUER: 'not-a-url', HEED_OIDC_AUDIENCE: 'heed-api' },
    },
    { variable: 'HEED_SESSION_SECRET', environment: { HEED_SESSION_SECRET: 'too-short' } },
    { variable: 'LOG_LEVEL', environment: { LOG_LEVEL: 'loud' } },
    {
      variable: 'HEED_ALLOW_UNRESTRICTED_PK_ORIGINS',
      environment: { HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'yes' },
    },
  ];

  for (const { variable, environment } of cases) {
    it(`rejects ${JSON.stringify(environment)} with a one-line error naming ${variable}`, () => {
      const error = configErrorOf(environment);
      expect(error.variable).toBe(variable);
      expect(error.message).toContain(variable);
      expect(error.message).not.toContain('\n');
      expect(error.message.trim()).not.toBe('');
    });
  }

  it('accepts the boundary values', () => {
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ HEED_SESSION_SECRET: validSecret }).sessionSecret).toBe(validSecret);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/heed' }).databaseUrl).toBe(
      'postgresql://db/heed',
    );
  });
});

describe('loadConfig never echoes secrets', () => {
  it('does not put a too-short HEED_SESSION_SECRET into the message', () => {
    const secret = 'Sup3rS3cretSess10n';
    const error = configErrorOf({ HEED_SESSION_SECRET: secret });
    expect(error.variable).toBe('HEED_SESSION_SECRET');
    expect(error.message).not.toContain(secret);
    expect(JSON.stringify(error)).not.toContain(secret);
  });

  it('does not put HEED_OIDC_CLIENT_SECRET into the message of a failing OIDC configuration', () => {
    const clientSecret = 'cl1ent-s3cret-VALUE-0042';
    const missingAudience = configErrorOf({
      HEED_OIDC_ISSUER: issuer,
      HEED_OIDC_CLIENT_ID: 'heed-dashboard',
      HEED_OIDC_CLIENT_SECRET: clientSecret,
    });
    expect(missingAudience.message).not.toContain(clientSecret);

    const badIssuer = configErrorOf({
      HEED_OIDC_ISSUER: 'not-a-url',
      HEED_OIDC_AUDIENCE: 'heed-api',
      HEED_OIDC_CLIENT_SECRET: clientSecret,
    });
    expect(badIssuer.message).not.toContain(clientSecret);
  });

  it('does not put either secret into the message when another variable is invalid', () => {
    const sessionSecret = 'x'.repeat(40);
    const clientSecret = 'cl1ent-s3cret-VALUE-0043';
    const error = configErrorOf({
      LOG_LEVEL: 'loud',
      HEED_SESSION_SECRET: sessionSecret,
      HEED_OIDC_CLIENT_SECRET: clientSecret,
    });
    expect(error.variable).toBe('LOG_LEVEL');
    expect(error.message).not.toContain(sessionSecret);
    expect(error.message).not.toContain(clientSecret);
  });
});

describe('HEED_MIN_AGGREGATE', () => {
  it('defaults to 5 and reads an explicit threshold', () => {
    expect(loadConfig({}).minAggregate).toBe(5);
    expect(loadConfig({ HEED_MIN_AGGREGATE: '10' }).minAggregate).toBe(10);
    expect(loadConfig({ HEED_MIN_AGGREGATE: '1' }).minAggregate).toBe(1);
  });

  it('stops on a threshold that is no positive whole number, naming the variable', () => {
    for (const value of ['0', '-3', '2.5', 'five']) {
      expect(configErrorOf({ HEED_MIN_AGGREGATE: value }).variable).toBe('HEED_MIN_AGGREGATE');
    }
  });
});

describe('loadConfig limits', () => {
  it('caps a team at 1000 surveys and the definition cache at 64 MiB by default', () => {
    expect(loadConfig({}).limits).toEqual({
      maxSurveysPerTeam: 1000,
      definitionCacheBytes: 64 * 1024 * 1024,
    });
  });

  it('reads HEED_MAX_SURVEYS_PER_TEAM and HEED_DEFINITION_CACHE_BYTES', () => {
    const config = loadConfig({
      HEED_MAX_SURVEYS_PER_TEAM: '25',
      HEED_DEFINITION_CACHE_BYTES: '1048576',
    });
    expect(config.limits).toEqual({ maxSurveysPerTeam: 25, definitionCacheBytes: 1048576 });
  });

  it('names the variable of a value that is not a positive whole number or too small', () => {
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(configErrorOf({ HEED_MAX_SURVEYS_PER_TEAM: value }).variable).toBe(
        'HEED_MAX_SURVEYS_PER_TEAM',
      );
    }
    expect(configErrorOf({ HEED_DEFINITION_CACHE_BYTES: '1000' }).variable).toBe(
      'HEED_DEFINITION_CACHE_BYTES',
    );
  });
});

describe('loadConfig operations', () => {
  it('keeps feedback forever, serves metrics to loopback and reads from the primary by default', () => {
    const { operations } = loadConfig({});
    expect(operations).toEqual({
      metricsToken: undefined,
      retentionDays: undefined,
      databaseReadUrl: undefined,
      readMaxLagMs: 250,
      preStopDelayMs: 0,
      dashboardPoolMax: 4,
      exportPoolMax: 2,
    });
  });

  it('reads HEED_RETENTION_DAYS, HEED_METRICS_TOKEN, DATABASE_READ_URL, HEED_READ_MAX_LAG_MS and HEED_PRESTOP_DELAY_MS', () => {
    const { operations } = loadConfig({
      HEED_RETENTION_DAYS: '365',
      HEED_METRICS_TOKEN: 'm'.repeat(24),
      DATABASE_READ_URL: 'postgres://heed@replica:5432/heed',
      HEED_READ_MAX_LAG_MS: '1000',
      HEED_PRESTOP_DELAY_MS: '5000',
    });
    expect(operations).toEqual({
      retentionDays: 365,
      metricsToken: 'm'.repeat(24),
      databaseReadUrl: 'postgres://heed@replica:5432/heed',
      readMaxLagMs: 1000,
      preStopDelayMs: 5000,
      dashboardPoolMax: 4,
      exportPoolMax: 2,
    });
  });

  it('reads HEED_DASHBOARD_POOL_MAX and HEED_EXPORT_POOL_MAX; 0 shares the serving pool', () => {
    const { operations } = loadConfig({ HEED_DASHBOARD_POOL_MAX: '6', HEED_EXPORT_POOL_MAX: '0' });
    expect(operations.dashboardPoolMax).toBe(6);
    expect(operations.exportPoolMax).toBe(0);
  });

  it.each([
    ['HEED_DASHBOARD_POOL_MAX', '-1'],
    ['HEED_DASHBOARD_POOL_MAX', '2.5'],
    ['HEED_EXPORT_POOL_MAX', '101'],
    ['HEED_EXPORT_POOL_MAX', 'many'],
  ])('refuses %s=%s', (variable, value) => {
    expect(configErrorOf({ [variable]: value }).variable).toBe(variable);
  });

  it('takes a blank HEED_READ_MAX_LAG_MS as unset', () => {
    expect(loadConfig({ HEED_READ_MAX_LAG_MS: ' ' }).operations.readMaxLagMs).toBe(250);
  });

  it.each([
    ['HEED_RETENTION_DAYS', '0'],
    ['HEED_RETENTION_DAYS', '-3'],
    ['HEED_RETENTION_DAYS', '1.5'],
    ['HEED_RETENTION_DAYS', 'forever'],
    ['HEED_RETENTION_DAYS', '36501'],
    ['HEED_METRICS_TOKEN', 'short'],
    ['DATABASE_READ_URL', 'mysql://replica/heed'],
    ['HEED_READ_MAX_LAG_MS', '19'],
    ['HEED_READ_MAX_LAG_MS', '60001'],
    ['HEED_READ_MAX_LAG_MS', '2.5'],
    ['HEED_READ_MAX_LAG_MS', 'quarter-second'],
    ['HEED_PRESTOP_DELAY_MS', '-1'],
    ['HEED_PRESTOP_DELAY_MS', 'soon'],
  ])('stops on %s=%s with one line naming it', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
  });

  it('does not put the metrics token into the message', () => {
    const error = configErrorOf({ HEED_METRICS_TOKEN: 'tiny-secret' });
    expect(error.message).not.toContain('tiny-secret');
  });
});
