import {
  ApiKeySchema,
  type EntityManager,
  type Organisation,
  OrganisationSchema,
  queriesOf,
  TeamSchema,
} from '@heed/db';
import { auditAsCaller } from '../audit/caller-audit.ts';
import { ConflictError, OrganisationNotSetUpError } from '../errors/domain-errors.ts';
import { DEFAULT_RATE_LIMIT, issueKey, publishableKeyOrigins } from '../keys/api-key.service.ts';
import type { RequestContext } from '../request/request-context.ts';
import { requireOrgAdmin } from './require-org-admin.ts';
import { takeTransactionLock } from './setup.repository.ts';

/** What an organisation-level call needs besides its input. */
export type OrgContext = Pick<RequestContext, 'deps' | 'em' | 'actor' | 'request'>;

export interface SetupStatus {
  orgExists: boolean;
  hasApiKeys: boolean;
  orgName: string | null;
}

export const DEFAULT_TEAM = { slug: 'default', name: 'Default' } as const;

/** Longest slug, as for teams (`^[a-z0-9][a-z0-9-]{0,62}$`). */
const MAX_SLUG_LENGTH = 63;

/**
 * Key of the transaction-level advisory lock that serialises setup steps: two concurrent
 * `POST /setup` (or `POST /setup/keys`) calls cannot both see "nothing there yet".
 */
const SETUP_LOCK_KEY = 0x48_65_65_64_53_75; // "HeedSu"

/** What the onboarding screens need to know; open to every signed-in user. */
export async function getSetupStatus(em: EntityManager): Promise<SetupStatus> {
  const [organisation, keyCount] = await Promise.all([
    findOrganisation(em),
    em.count(ApiKeySchema, {}),
  ]);
  return {
    orgExists: organisation !== undefined,
    hasApiKeys: keyCount > 0,
    orgName: organisation?.name ?? null,
  };
}

/** The installation's one organisation, if setup has run. */
export async function findOrganisation(em: EntityManager): Promise<Organisation | undefined> {
  const organisations = await em.find(
    OrganisationSchema,
    {},
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 },
  );
  return organisations[0];
}

/**
 * The organisation slug for a name: lower-case ASCII letters and digits, every run of anything
 * else one dash, no dash at either end, at most 63 characters; `org` when nothing is left.
 */
export function organisationSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'org' : slug;
}

/** Runs `work` in a transaction that holds the setup lock. */
function underSetupLock<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>) {
  return em.transactional(async (tem) => {
    await takeTransactionLock(queriesOf(tem), SETUP_LOCK_KEY);
    return work(tem);
  });
}

const emit = auditAsCaller;

/** `POST /setup`: the one organisation and its team `default`. Org admins only; once. */
export async function setupOrganisation(context: OrgContext, input: { name: string }) {
  requireOrgAdmin(context, 'organisation');
  const result = await underSetupLock(context.em, async (em) => {
    const existing = await findOrganisation(em);
    if (existing) return { kind: 'exists', organisation: existing } as const;
    const organisation = em.create(OrganisationSchema, {
      slug: organisationSlugOf(input.name),
      name: input.name,
    });
    const team = em.create(TeamSchema, { organisation, ...DEFAULT_TEAM });
    await em.flush();
    return { kind: 'created', organisation, team } as const;
  });
  if (result.kind === 'exists') {
    const org = { id: result.organisation.id, slug: result.organisation.slug };
    emit(context, {
      event: 'admin.org.update',
      operation: 'create',
      outcome: 'conflict',
      resource: { type: 'organisation', id: org.id },
      org,
    });
    throw new ConflictError('The organisation has already been set up.');
  }
  const { organisation, team } = result;
  const org = { id: organisation.id, slug: organisation.slug };
  emit(context, {
    event: 'admin.org.update',
    operation: 'create',
    outcome: 'success',
    resource: { type: 'organisation', id: organisation.id },
    org,
  });
  emit(context, {
    event: 'admin.team.create',
    operation: 'create',
    outcome: 'success',
    resource: { type: 'team', id: team.id },
    org,
    team: { id: team.id, slug: team.slug },
  });
  return {
    org: { slug: organisation.slug, name: organisation.name },
    team: { slug: team.slug, name: team.name },
  };
}

/**
 * `POST /setup/keys`: the first `sk` and `pk` keys of the default team, in one transaction; the
 * values are returned this once. Org admins only; 404 before setup, 409 once the team has a key.
 */
export async function createSetupKeys(
  context: OrgContext,
  input: { allowedOrigins?: string[] | undefined },
): Promise<{ secretKey: string; publishableKey: string }> {
  requireOrgAdmin(context, 'api_key');
  const allowedOrigins = publishableKeyOrigins(context.deps, input.allowedOrigins);
  const result = await underSetupLock(context.em, async (em) => {
    const organisation = await findOrganisation(em);
    const team = organisation
      ? await em.findOne(TeamSchema, { organisation, slug: DEFAULT_TEAM.slug })
      : null;
    if (!organisation || !team) return { kind: 'missing' } as const;
    const org = { id: organisation.id, slug: organisation.slug };
    const teamRef = { id: team.id, slug: team.slug };
    if ((await em.count(ApiKeySchema, { team })) > 0) {
      return { kind: 'conflict', org, team: teamRef } as const;
    }
    const keyContext = { ...context, em };
    const secret = await issueKey(keyContext, {
      teamId: team.id,
      keyType: 'sk',
      appName: 'backend',
      allowedOrigins: [],
      rateLimit: DEFAULT_RATE_LIMIT,
    });
    const publishable = await issueKey(keyContext, {
      teamId: team.id,
      keyType: 'pk',
      appName: 'widget',
      allowedOrigins,
      rateLimit: DEFAULT_RATE_LIMIT,
    });
    await em.flush();
    return {
      kind: 'created',
      org,
      team: teamRef,
      secret: secret.issued,
      publishable: publishable.issued,
    } as const;
  });
  if (result.kind === 'missing') {
    throw new OrganisationNotSetUpError();
  }
  const { org, team } = result;
  if (result.kind === 'conflict') {
    emit(context, {
      event: 'api_key.create',
      operation: 'create',
      outcome: 'conflict',
      resource: { type: 'api_key' },
      org,
      team,
    });
    throw new ConflictError('The default team already has API keys.');
  }
  for (const issued of [result.secret, result.publishable]) {
    emit(context, {
      event: 'api_key.create',
      operation: 'create',
      outcome: 'success',
      resource: { type: 'api_key', id: issued.id },
      org,
      team,
    });
  }
  return { secretKey: result.secret.key, publishableKey: result.publishable.key };
}
