import { defineEnvVars } from '@sveltejs/kit/env';

const DEFAULT_API_URL = 'http://127.0.0.1:8080';

/** A URL without trailing slashes; `fallback` when unset or blank. */
function url(name: string, fallback?: string) {
  return (value: string | undefined): string => {
    const text = value?.trim() || fallback;
    if (!text) throw new Error(`Invalid configuration: ${name} is required`);
    if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
      throw new Error(`Invalid configuration: ${name} is not an http(s) URL`);
    }
    return text.replace(/\/+$/, '');
  };
}

function optionalText(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export const variables = defineEnvVars({
  HEED_API_URL: {
    description: `Base URL of the Heed API, used by the server only. Defaults to ${DEFAULT_API_URL}.`,
    schema: url('HEED_API_URL', DEFAULT_API_URL),
  },
  HEED_PUBLIC_URL: {
    description:
      'The dashboard’s external URL; the OIDC redirect URI is `<HEED_PUBLIC_URL>/auth/callback` ' +
      'and state-changing requests must come from its origin. Default http://localhost:3000.',
    schema: url('HEED_PUBLIC_URL', 'http://localhost:3000'),
  },
  HEED_OIDC_ISSUER: {
    description: 'The OpenID Connect issuer users sign in with (`npm start` provides one).',
    schema: (value) => {
      const text = value?.trim();
      // Required when the server starts (hooks.server.ts `init`); the build runs without it.
      if (!text) return undefined;
      if (!URL.canParse(text))
        throw new Error('Invalid configuration: HEED_OIDC_ISSUER is not a URL');
      // Exactly as configured: `iss` is compared with it character for character.
      return text;
    },
  },
  HEED_OIDC_CLIENT_ID: {
    description: 'The dashboard’s OIDC client id. Default `heed-dashboard`.',
    schema: (value) => optionalText(value) ?? 'heed-dashboard',
  },
  HEED_OIDC_CLIENT_SECRET: {
    description: 'The dashboard’s OIDC client secret; unset for a public client (PKCE only).',
    schema: optionalText,
  },
  HEED_SESSION_SECRET: {
    description: 'Key material (at least 32 characters) for the encrypted server-side sessions.',
    schema: (value) => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      if (text.length < 32) {
        throw new Error(
          'Invalid configuration: HEED_SESSION_SECRET must be at least 32 characters',
        );
      }
      return text;
    },
  },
  DATABASE_URL: {
    description: 'PostgreSQL connection string of the database the API uses (sessions live there).',
    schema: (value) => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      if (!/^postgres(ql)?:\/\//.test(text)) {
        throw new Error(
          'Invalid configuration: DATABASE_URL must be a postgres:// connection string',
        );
      }
      return text;
    },
  },
  HEED_METRICS_TOKEN: {
    description:
      'Bearer token (at least 16 characters) for `GET /internal/metrics`; unset: loopback callers only.',
    schema: (value) => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      if (text.length < 16) {
        throw new Error('Invalid configuration: HEED_METRICS_TOKEN must be at least 16 characters');
      }
      return text;
    },
  },
  LOG_LEVEL: {
    description: 'General log level; it never silences audit events. Default `info`.',
    schema: (value) => {
      const level = value?.trim() || 'info';
      const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
      if (!(levels as readonly string[]).includes(level)) {
        throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${levels.join(', ')}`);
      }
      return level as (typeof levels)[number];
    },
  },
});
