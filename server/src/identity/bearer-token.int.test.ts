import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { startTestIssuer, type TestIssuer } from '../testing/test-issuer.ts';
import {
  type BearerTokenVerifier,
  createBearerTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidBearerTokenError,
  type InvalidBearerTokenReason,
} from './bearer-token.ts';

const audience = 'heed-api';

let testIssuer: TestIssuer;
let verifier: BearerTokenVerifier;

function newVerifier(groupsClaim = 'groups'): BearerTokenVerifier {
  return createBearerTokenVerifier({ issuer: testIssuer.issuer, audience, groupsClaim });
}

async function expectInvalid(
  pending: Promise<unknown>,
  reason: InvalidBearerTokenReason,
): Promise<void> {
  const error = await pending.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidBearerTokenError);
  expect((error as InvalidBearerTokenError).reason).toBe(reason);
}

beforeAll(async () => {
  testIssuer = await startTestIssuer();
  verifier = newVerifier();
});

afterAll(async () => {
  await testIssuer.close();
});

afterEach(() => {
  testIssuer.setBroken('none');
  vi.useRealTimers();
});

describe('bearer token verification against a live issuer', () => {
  it('accepts a valid token and returns its subject and groups', async () => {
    const token = await testIssuer.mintToken({ sub: 'alice', groups: ['team-a', 'admins'] });

    await expect(verifier.verify(token)).resolves.toEqual({
      subject: 'alice',
      groups: ['team-a', 'admins'],
    });
  });

  it('returns no groups when the groups claim is absent', async () => {
    const token = await testIssuer.mintToken({ claims: { groups: undefined } });

    await expect(verifier.verify(token)).resolves.toEqual({ subject: 'user-1', groups: [] });
  });

  it('reads groups from a custom claim name', async () => {
    const customVerifier = newVerifier('https://heed.example/roles');
    const token = await testIssuer.mintToken({
      groupsClaim: 'https://heed.example/roles',
      groups: ['editors'],
    });

    await expect(customVerifier.verify(token)).resolves.toEqual({
      subject: 'user-1',
      groups: ['editors'],
    });
  });

  it('rejects a token that expired beyond the clock tolerance', async () => {
    const token = await testIssuer.mintToken({ expiresInSeconds: -120 });

    await expectInvalid(verifier.verify(token), 'expired');
  });

  it('accepts a token that expired within the clock tolerance', async () => {
    const token = await testIssuer.mintToken({ expiresInSeconds: -10 });

    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('rejects a token that is not valid yet beyond the clock tolerance', async () => {
    const token = await testIssuer.mintToken({ notBeforeSeconds: 120 });

    await expectInvalid(verifier.verify(token), 'not_yet_valid');
  });

  it('accepts a token whose not-before is within the clock tolerance', async () => {
    const token = await testIssuer.mintToken({ notBeforeSeconds: 10 });

    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('rejects a token for another audience', async () => {
    const token = await testIssuer.mintToken({ aud: 'another-api' });

    await expectInvalid(verifier.verify(token), 'wrong_audience');
  });

  it('accepts an audience array that contains this API', async () => {
    const token = await testIssuer.mintToken({ aud: ['another-api', audience] });

    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('rejects a token from another issuer', async () => {
    const token = await testIssuer.mintToken({ iss: 'https://idp.example.com' });

    await expectInvalid(verifier.verify(token), 'wrong_issuer');
  });

  it('rejects a token signed with a foreign key under a published kid', async () => {
    const token = await testIssuer.mintToken({ signWith: 'foreign' });

    await expectInvalid(verifier.verify(token), 'bad_signature');
  });

  it('rejects a token signed with a foreign key under an unknown kid', async () => {
    const token = await testIssuer.mintToken({ signWith: 'foreign', kid: 'not-published' });

    await expectInvalid(verifier.verify(token), 'unknown_key');
  });

  it('rejects an unsigned token', async () => {
    const token = await testIssuer.mintToken({ alg: 'none' });

    await expectInvalid(verifier.verify(token), 'disallowed_algorithm');
  });

  it('rejects a token whose signature was replaced', async () => {
    const token = await testIssuer.mintToken({ sub: 'alice' });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        iss: testIssuer.issuer,
        sub: 'mallory',
        aud: audience,
        exp: Math.floor(Date.now() / 1000) + 300,
      }),
    ).toString('base64url');

    await expectInvalid(
      verifier.verify(`${header}.${forgedPayload}.${signature}`),
      'bad_signature',
    );
  });

  it.each([
    ['an empty string', ''],
    ['a random string', 'not-a-jwt'],
    ['two segments', 'abc.def'],
    ['an undecodable header', '!!!.e30.sig'],
    ['a header that is not JSON', `${Buffer.from('nope').toString('base64url')}.e30.c2ln`],
    ['five segments', 'a.b.c.d.e'],
  ])('rejects %s as malformed', async (_description, token) => {
    await expectInvalid(verifier.verify(token), 'malformed');
  });

  it('rejects a token whose groups claim is not an array of strings', async () => {
    const token = await testIssuer.mintToken({ claims: { groups: 'admins' } });
    const mixedToken = await testIssuer.mintToken({ claims: { groups: ['admins', 7] } });

    await expectInvalid(verifier.verify(token), 'invalid_claim');
    await expectInvalid(verifier.verify(mixedToken), 'invalid_claim');
  });

  it('rejects a token without a subject', async () => {
    const token = await testIssuer.mintToken({ claims: { sub: undefined } });

    await expectInvalid(verifier.verify(token), 'missing_claim');
  });

  it('rejects a token with a non-string subject', async () => {
    const token = await testIssuer.mintToken({ claims: { sub: 42 } });

    await expectInvalid(verifier.verify(token), 'invalid_claim');
  });

  it('rejects a token without an expiry', async () => {
    const token = await testIssuer.mintToken({ claims: { exp: undefined } });

    await expectInvalid(verifier.verify(token), 'missing_claim');
  });

  it('does not put the token in error messages', async () => {
    const token = await testIssuer.mintToken({ aud: 'another-api' });
    const error = await verifier.verify(token).catch((caught: unknown) => caught);

    expect(String((error as Error).message)).not.toContain(token);
    expect(String((error as Error).message)).not.toContain(token.split('.')[1]);
  });

  it('fetches the key set again when a token names a newly rotated key', async () => {
    const rotatingVerifier = newVerifier();
    await rotatingVerifier.verify(await testIssuer.mintToken());
    const fetchesBeforeRotation = testIssuer.requestCount;

    const newKid = await testIssuer.rotateKey();
    // Move past the key set refetch cooldown.
    vi.setSystemTime(Date.now() + 31_000);
    const rotatedToken = await testIssuer.mintToken({ sub: 'rotated-user' });

    await expect(rotatingVerifier.verify(rotatedToken)).resolves.toMatchObject({
      subject: 'rotated-user',
    });
    expect(testIssuer.currentKid).toBe(newKid);
    expect(testIssuer.requestCount).toBe(fetchesBeforeRotation + 1);
  });
});

describe('identity provider failures', () => {
  it('reports the provider as unavailable when it is down, then recovers', async () => {
    const freshVerifier = newVerifier();
    const token = await testIssuer.mintToken();
    testIssuer.setBroken('down');

    await expect(freshVerifier.verify(token)).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );

    testIssuer.setBroken('none');
    await expect(freshVerifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('reports the provider as unavailable when discovery answers 500, then recovers', async () => {
    const freshVerifier = newVerifier();
    const token = await testIssuer.mintToken();
    testIssuer.setBroken('discovery-500');

    await expect(freshVerifier.verify(token)).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );

    testIssuer.setBroken('none');
    await expect(freshVerifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('reports the provider as unavailable when the key set answers 500, then recovers', async () => {
    const freshVerifier = newVerifier();
    const token = await testIssuer.mintToken();
    testIssuer.setBroken('jwks-500');

    const error = await freshVerifier.verify(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect((error as Error).message).not.toContain(token);

    testIssuer.setBroken('none');
    await expect(freshVerifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('rejects malformed tokens without contacting the provider', async () => {
    const freshVerifier = newVerifier();
    testIssuer.setBroken('down');

    await expectInvalid(freshVerifier.verify('not-a-jwt'), 'malformed');
    await expectInvalid(
      freshVerifier.verify(await testIssuer.mintToken({ alg: 'none' })),
      'disallowed_algorithm',
    );
  });

  it('keeps verifying with cached keys while the provider is down', async () => {
    const cachingVerifier = newVerifier();
    await cachingVerifier.verify(await testIssuer.mintToken());
    testIssuer.setBroken('down');

    await expect(cachingVerifier.verify(await testIssuer.mintToken())).resolves.toMatchObject({
      subject: 'user-1',
    });
  });

  it('reports an unreachable issuer as unavailable', async () => {
    const closedIssuer = await startTestIssuer();
    const token = await closedIssuer.mintToken();
    await closedIssuer.close();
    const unreachableVerifier = createBearerTokenVerifier({
      issuer: closedIssuer.issuer,
      audience,
      groupsClaim: 'groups',
    });

    await expect(unreachableVerifier.verify(token)).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
  });
});

describe('issuer identifiers ending in a slash or carrying a path', () => {
  /** A verifier configured the way the API is: from `HEED_OIDC_ISSUER` through `loadConfig`. */
  function configuredVerifier(configuredIssuer: string): BearerTokenVerifier {
    const oidc = loadConfig({
      HEED_OIDC_ISSUER: configuredIssuer,
      HEED_OIDC_AUDIENCE: audience,
    }).oidc;
    if (!oidc) throw new Error('no OIDC configuration');
    return createBearerTokenVerifier(oidc);
  }

  it.each([
    ['a host and a trailing slash (Auth0)', '/'],
    ['a path and a trailing slash (Entra ID v1)', '/4f2c9a0e-tenant/'],
    ['a path without a trailing slash (Keycloak)', '/realms/heed'],
  ])(
    'accepts tokens of an issuer with %s, discovered and compared exactly',
    async (_name, path) => {
      const issuer = await startTestIssuer({ path });
      try {
        expect(issuer.issuer.endsWith(path)).toBe(true);
        expect(issuer.discoveryUri).not.toContain('//.well-known');
        const configured = configuredVerifier(issuer.issuer);
        const token = await issuer.mintToken({ sub: 'slash-user', groups: ['g'] });

        await expect(configured.verify(token)).resolves.toEqual({
          subject: 'slash-user',
          groups: ['g'],
        });
        expect(issuer.discoveryRequestCount).toBe(1);
      } finally {
        await issuer.close();
      }
    },
  );

  it('refuses a token whose iss differs from the configured issuer by a trailing slash', async () => {
    const issuer = await startTestIssuer({ path: '/tenant/' });
    try {
      const configured = configuredVerifier(issuer.issuer);
      const withoutSlash = await issuer.mintToken({ iss: issuer.issuer.replace(/\/$/, '') });

      await expectInvalid(configured.verify(withoutSlash), 'wrong_issuer');
    } finally {
      await issuer.close();
    }
  });

  it('names the published identifier when the configured one differs from it only by a slash', async () => {
    const issuer = await startTestIssuer({ path: '/' });
    try {
      const withoutSlash = issuer.issuer.replace(/\/$/, '');
      const misconfigured = configuredVerifier(withoutSlash);
      const error = await misconfigured
        .verify(await issuer.mintToken())
        .catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(IdentityProviderUnavailableError);
      expect((error as Error).message).toContain(
        `publishes the issuer identifier ${issuer.issuer}`,
      );
    } finally {
      await issuer.close();
    }
  });
});
