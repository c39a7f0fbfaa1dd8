import { ApiKeySchema } from './api-key.entity.ts';
import { OrganisationSchema } from './organisation.entity.ts';
import { TeamSchema } from './team.entity.ts';

export * from './api-key.entity.ts';
export * from './organisation.entity.ts';
export * from './team.entity.ts';

/** Every entity Heed persists; the ORM and the migration generator read this list. */
export const allEntities = [OrganisationSchema, TeamSchema, ApiKeySchema];
