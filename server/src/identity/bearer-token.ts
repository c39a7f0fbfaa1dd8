import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
  type JWTVerifyResult,
  jwtVerify,
} from 'jose';
import { allowInsecureRequests, discovery } from 'openid-client';

export type VerifiedUser = {
  subject: string;
  groups: string[];
  /** The token's `name`, else its `preferred_username` (non-empty strings); else undefined. */
  displayName: string | undefined;
};

export type BearerTokenVerifierOptions = {
  /**
   * Issuer identifier exactly as configured (a trailing `/` included); the discovery document's
   * `issuer` and the `iss` claim of accepted tokens must equal it character for character.
   */
  issuer: string;
  /** Audience this API is known as; the `aud` claim must be or contain it. */
  audience: string;
  /** Name of the claim holding the user's groups as an array of strings. */
  groupsClaim: string;
  /** Allowed clock skew for `exp` and `nbf`, in seconds; default 30. */
  clockToleranceSeconds?: number;
};

export type BearerTokenVerifier = {
  verify(token: string): Promise<VerifiedUser>;
};

export type InvalidBearerTokenReason =
  | 'malformed'
  | 'disallowed_algorithm'
  | 'bad_signature'
  | 'unknown_key'
  | 'expired'
  | 'not_yet_valid'
  | 'wrong_audience'
  | 'wrong_issuer'
  | 'missing_claim'
  | 'invalid_claim';

/** The token itself is unacceptable; the caller should answer 401. */
export class InvalidBearerTokenError extends Error {
  readonly reason: InvalidBearerTokenReason;

  constructor(reason: InvalidBearerTokenReason, message?: string) {
    super(message ?? `Invalid bearer token (${reason})`);
    this.name = 'InvalidBearerTokenError';
    this.reason = reason;
  }
}

/**
 * The identity provider could not be reached or answered badly, so the token could not be
 * checked; the caller should answer 503.
 */
export class IdentityProviderUnavailableError extends Error {
  readonly issuer: string;

  constructor(issuer: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityProviderUnavailableError';
    this.issuer = issuer;
  }
}

/** Only asymmetric signature algorithms; `none` and HMAC are never accepted. */
export const acceptedSigningAlgorithms: readonly string[] = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

const defaultClockToleranceSeconds = 30;
const discoveryTimeoutSeconds = 10;
const jwksTimeoutMilliseconds = 5_000;
const jwksCooldownMilliseconds = 30_000;
const jwksCacheMaxAgeMilliseconds = 10 * 60_000;
const maximumTokenLength = 16_384;
const compactJwsPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

function assertWellFormed(token: unknown): void {
  if (typeof token !== 'string' || token.length === 0 || token.length > maximumTokenLength) {
    throw new InvalidBearerTokenError('malformed');
  }
  if (!compactJwsPattern.test(token)) {
    throw new InvalidBearerTokenError('malformed');
  }
  let algorithm: unknown;
  try {
    algorithm = decodeProtectedHeader(token).alg;
  } catch {
    throw new InvalidBearerTokenError('malformed');
  }
  if (typeof algorithm !== 'string' || !acceptedSigningAlgorithms.includes(algorithm)) {
    throw new InvalidBearerTokenError('disallowed_algorithm');
  }
}

function classifyVerificationError(error: unknown): InvalidBearerTokenError | undefined {
  if (error instanceof errors.JWTExpired) {
    return new InvalidBearerTokenError('expired');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') {
      return new InvalidBearerTokenError(
        'missing_claim',
        `Bearer token is missing the "${error.claim}" claim`,
      );
    }
    if (error.claim === 'iss') {
      return new InvalidBearerTokenError('wrong_issuer');
    }
    if (error.claim === 'aud') {
      return new InvalidBearerTokenError('wrong_audience');
    }
    if (error.claim === 'nbf') {
      return new InvalidBearerTokenError('not_yet_valid');
    }
    return new InvalidBearerTokenError(
      'invalid_claim',
      `Bearer token has an invalid "${error.claim}" claim`,
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new InvalidBearerTokenError('bad_signature');
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new InvalidBearerTokenError('disallowed_algorithm');
  }
  if (error instanceof errors.JOSEError) {
    return new InvalidBearerTokenError('malformed');
  }
  return undefined;
}

/**
 * How the user calls themselves: the `name` claim, else `preferred_username`, when it is a
 * non-empty string (well-formed, without NUL, at most 200 characters). Only ever stored as a team
 * member's name, never logged.
 */
function displayNameOf(payload: JWTPayload): string | undefined {
  for (const claim of ['name', 'preferred_username']) {
    const value = payload[claim];
    if (typeof value !== 'string') continue;
    const cleaned = value.toWellFormed().replaceAll('\u0000', '').trim();
    if (cleaned !== '') return [...cleaned].slice(0, 200).join('');
  }
  return undefined;
}

function readGroups(payload: JWTPayload, groupsClaim: string): string[] {
  const value = payload[groupsClaim];
  if (value === undefined) {
    return [];
  }
  if (!Array.isArray(value) || !value.every((group) => typeof group === 'string')) {
    throw new InvalidBearerTokenError(
      'invalid_claim',
      `Bearer token has an invalid "${groupsClaim}" claim`,
    );
  }
  return [...new Set<string>(value)];
}

async function verifyWithEachCandidate(
  token: string,
  candidates: errors.JWKSMultipleMatchingKeys,
  verifyOptions: JWTVerifyOptions,
): Promise<JWTVerifyResult> {
  for await (const publicKey of candidates) {
    try {
      return await jwtVerify(token, publicKey, verifyOptions);
    } catch (error) {
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) {
        throw error;
      }
    }
  }
  throw new errors.JWSSignatureVerificationFailed();
}

/**
 * Verifies OIDC bearer access tokens (signed JWTs) issued by `issuer` for `audience`.
 *
 * Discovery of the issuer metadata happens on first use and is retried on the next call when it
 * fails. Signing keys come from the discovered `jwks_uri`; they are cached and fetched again when
 * a token names an unknown key, at most once per cooldown period.
 */
export function createBearerTokenVerifier(
  options: BearerTokenVerifierOptions,
): BearerTokenVerifier {
  const { issuer, audience, groupsClaim } = options;
  const issuerUrl = new URL(issuer);
  const allowsPlainHttp = issuerUrl.protocol === 'http:';
  const verifyOptions: JWTVerifyOptions = {
    issuer,
    audience,
    algorithms: [...acceptedSigningAlgorithms],
    clockTolerance: options.clockToleranceSeconds ?? defaultClockToleranceSeconds,
    requiredClaims: ['sub', 'exp'],
  };

  const unavailable = (message: string, cause?: unknown): IdentityProviderUnavailableError =>
    new IdentityProviderUnavailableError(
      issuer,
      message,
      cause === undefined ? undefined : { cause },
    );

  const discoverKeyResolver = async (): Promise<JWTVerifyGetKey> => {
    let jwksUriValue: unknown;
    let publishedIssuer: unknown;
    try {
      // openid-client fetches `<issuer>/.well-known/openid-configuration` (no doubled `/` when the
      // issuer ends in one) and compares the published issuer only after URL normalisation.
      const configuration = await discovery(issuerUrl, audience, undefined, undefined, {
        execute: allowsPlainHttp ? [allowInsecureRequests] : [],
        timeout: discoveryTimeoutSeconds,
      });
      const metadata = configuration.serverMetadata();
      jwksUriValue = metadata.jwks_uri;
      publishedIssuer = metadata.issuer;
    } catch (error) {
      throw unavailable(`OpenID Connect discovery failed for issuer ${issuer}`, error);
    }
    // OpenID Connect Discovery 1.0, section 4.3: the published issuer must be identical to the
    // configured one. `https://idp.example` and `https://idp.example/` normalise alike but are
    // different `iss` values, and every token would be refused.
    if (publishedIssuer !== issuer) {
      throw unavailable(
        `Issuer ${issuer} publishes the issuer identifier ${String(publishedIssuer)}; ` +
          'HEED_OIDC_ISSUER must be exactly that value',
      );
    }
    if (typeof jwksUriValue !== 'string' || !URL.canParse(jwksUriValue)) {
      throw unavailable(`Issuer ${issuer} does not publish a valid jwks_uri`);
    }
    const jwksUrl = new URL(jwksUriValue);
    if (jwksUrl.protocol !== 'https:' && !(allowsPlainHttp && jwksUrl.protocol === 'http:')) {
      throw unavailable(`Issuer ${issuer} publishes a jwks_uri that is not https`);
    }

    const remoteKeySet = createRemoteJWKSet(jwksUrl, {
      timeoutDuration: jwksTimeoutMilliseconds,
      cooldownDuration: jwksCooldownMilliseconds,
      cacheMaxAge: jwksCacheMaxAgeMilliseconds,
    });

    return async (protectedHeader, token) => {
      try {
        return await remoteKeySet(protectedHeader, token);
      } catch (error) {
        if (error instanceof errors.JWKSNoMatchingKey) {
          throw new InvalidBearerTokenError('unknown_key');
        }
        if (error instanceof errors.JWKSMultipleMatchingKeys) {
          throw error;
        }
        throw unavailable(`Signing keys of issuer ${issuer} could not be fetched`, error);
      }
    };
  };

  let pendingKeyResolver: Promise<JWTVerifyGetKey> | undefined;
  const getKeyResolver = (): Promise<JWTVerifyGetKey> => {
    if (pendingKeyResolver === undefined) {
      const attempt = discoverKeyResolver();
      pendingKeyResolver = attempt;
      attempt.catch(() => {
        if (pendingKeyResolver === attempt) {
          pendingKeyResolver = undefined;
        }
      });
    }
    return pendingKeyResolver;
  };

  const verify = async (token: string): Promise<VerifiedUser> => {
    assertWellFormed(token);
    const resolveKey = await getKeyResolver();

    let payload: JWTPayload;
    try {
      try {
        ({ payload } = await jwtVerify(token, resolveKey, verifyOptions));
      } catch (error) {
        if (!(error instanceof errors.JWKSMultipleMatchingKeys)) {
          throw error;
        }
        ({ payload } = await verifyWithEachCandidate(token, error, verifyOptions));
      }
    } catch (error) {
      if (
        error instanceof InvalidBearerTokenError ||
        error instanceof IdentityProviderUnavailableError
      ) {
        throw error;
      }
      throw classifyVerificationError(error) ?? error;
    }

    if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
      throw new InvalidBearerTokenError('invalid_claim', 'Bearer token has an invalid "sub" claim');
    }
    return {
      subject: payload.sub,
      groups: readGroups(payload, groupsClaim),
      displayName: displayNameOf(payload),
    };
  };

  return { verify };
}
