import { ApiKeySchema, type EntityManager, OrganisationSchema } from '@heed/db';

export interface SetupStatus {
  orgExists: boolean;
  hasApiKeys: boolean;
  orgName: string | null;
}

/** What the onboarding screens need to know; open to every signed-in user. */
export async function getSetupStatus(em: EntityManager): Promise<SetupStatus> {
  const [organisations, keyCount] = await Promise.all([
    em.find(OrganisationSchema, {}, { orderBy: { createdAt: 'asc' }, limit: 1 }),
    em.count(ApiKeySchema, {}),
  ]);
  const organisation = organisations[0];
  return {
    orgExists: organisation !== undefined,
    hasApiKeys: keyCount > 0,
    orgName: organisation?.name ?? null,
  };
}
