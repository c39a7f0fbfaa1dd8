import { randomUUID } from 'node:crypto';
import type { SurveyDefinition } from '@heed/contracts';
import {
  beginTransaction,
  commitTransaction,
  queriesOnClient,
  rollbackTransaction,
} from '@heed/db';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { SurveyLimitReachedError } from '../errors/domain-errors.ts';
import { type FieldRules, fieldRulesOf } from './answer-validation.ts';
import {
  findSurveyDefinition,
  insertSurveyDefinitionUnderCap,
  lockTeamRegistrations,
} from './submission.repository.ts';

/** What is kept of a registered definition: its id, hash and field rules; never its labels. */
export interface RegisteredDefinition {
  id: string;
  hash: string;
  fields: FieldRules[];
}

export interface Resolution {
  definition: RegisteredDefinition;
  /** True when this call registered the candidate (the survey's first submission). */
  registeredNow: boolean;
}

export interface SurveyDefinitionRegistryOptions {
  /** Byte budget of the cache of registered definitions (estimated, see `estimatedBytes`). */
  cacheBytes: number;
  /** Surveys a team may register; a new `surveyId` past it is refused. */
  maxSurveysPerTeam: number;
}

/** Namespace of the per-team advisory lock that serialises registrations ("Heed"). */
const REGISTRATION_LOCK_NAMESPACE = 0x48_65_65_64;

/** Map entry, key, id and hash beside the field rules; a rough but safe allowance. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Estimated heap bytes of one cache entry: its key and field rules as JSON, twice over (V8 keeps a
 * string in up to two bytes a character, and the objects cost about as much as their text).
 */
export function estimatedBytes(key: string, definition: RegisteredDefinition): number {
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + JSON.stringify(definition.fields).length);
}

/**
 * The registered definition of each `(team, surveyId)`. The first valid submission registers its
 * definition; a registered definition never changes, so what answers are checked against (id,
 * hash, field rules) is cached once read, least recently used first out when the cache passes its
 * byte budget. The whole definition (labels included) stays in the database.
 *
 * Registration runs under a per-team advisory lock: the team's survey count is checked and the
 * row inserted (`ON CONFLICT DO NOTHING` on the unique `(team_id, survey_id)`) in one transaction,
 * so the per-team cap holds exactly and of two concurrent first submissions exactly one registers.
 *
 * A registered definition may be deleted (with its survey), which `forget` tells this replica at
 * once. Another replica's cache learns of it on its next use of the entry: a hash that differs, or
 * a feedback insert that finds the definition gone, makes the caller `forget` and resolve again
 * (see `submission.service.ts`).
 */
export class SurveyDefinitionRegistry {
  readonly #pool: pg.Pool;
  readonly #maxSurveysPerTeam: number;
  readonly #cache: LRUCache<string, RegisteredDefinition>;

  constructor(pool: pg.Pool, options: SurveyDefinitionRegistryOptions) {
    this.#pool = pool;
    this.#maxSurveysPerTeam = options.maxSurveysPerTeam;
    this.#cache = new LRUCache({
      maxSize: options.cacheBytes,
      sizeCalculation: (definition, key) => estimatedBytes(key, definition),
    });
  }

  /** Estimated bytes the cache holds now. */
  get cachedBytes(): number {
    return this.#cache.calculatedSize;
  }

  /** Whether the survey's definition is in this replica's cache. */
  isCached(teamId: string, surveyId: string): boolean {
    return this.#cache.has(cacheKey(teamId, surveyId));
  }

  /** Drops the cached definition of a survey, e.g. after the survey was deleted. */
  forget(teamId: string, surveyId: string): void {
    this.#cache.delete(cacheKey(teamId, surveyId));
  }

  /**
   * The definition registered for the survey, registering `candidate` if there is none yet (or
   * returning the one a concurrent request registered first). Throws `SurveyLimitReachedError`
   * for a new survey of a team at its cap.
   */
  async resolve(
    teamId: string,
    surveyId: string,
    candidate: { hash: string; definition: SurveyDefinition },
  ): Promise<Resolution> {
    const key = cacheKey(teamId, surveyId);
    const cached = this.#cache.get(key);
    if (cached) return { definition: cached, registeredNow: false };
    const existing = await this.#find(teamId, surveyId);
    if (existing) return { definition: this.#remember(key, existing), registeredNow: false };

    const id = randomUUID();
    const outcome = await this.#insert(id, teamId, surveyId, candidate);
    if (outcome === 'registered') {
      const registered = { id, hash: candidate.hash, fields: fieldRulesOf(candidate.definition) };
      return { definition: this.#remember(key, registered), registeredNow: true };
    }
    // Not inserted: either a concurrent request registered this survey, or the team is full.
    const winner = await this.#find(teamId, surveyId);
    if (winner) return { definition: this.#remember(key, winner), registeredNow: false };
    throw new SurveyLimitReachedError(
      `This team already has ${this.#maxSurveysPerTeam} surveys, the most it may register. ` +
        'Delete a survey or reuse an existing surveyId.',
      { extensions: { limit: this.#maxSurveysPerTeam } },
    );
  }

  #remember(key: string, definition: RegisteredDefinition): RegisteredDefinition {
    this.#cache.set(key, definition);
    return definition;
  }

  async #find(teamId: string, surveyId: string): Promise<RegisteredDefinition | undefined> {
    // The pool's statement and query timeouts bound every statement here.
    const row = await findSurveyDefinition(this.#pool, teamId, surveyId);
    if (!row) return undefined;
    // The row's definition is read once to derive its rules and then dropped.
    return { id: row.id, hash: row.definition_hash, fields: fieldRulesOf(row.definition) };
  }

  async #insert(
    id: string,
    teamId: string,
    surveyId: string,
    candidate: { hash: string; definition: SurveyDefinition },
  ): Promise<'registered' | 'not_inserted'> {
    const client = await this.#pool.connect();
    let outcome: 'registered' | 'not_inserted';
    try {
      await beginTransaction(client);
      const db = queriesOnClient(client);
      await lockTeamRegistrations(db, REGISTRATION_LOCK_NAMESPACE, teamId);
      const inserted = await insertSurveyDefinitionUnderCap(
        db,
        { id, teamId, surveyId, hash: candidate.hash, definition: candidate.definition },
        this.#maxSurveysPerTeam,
      );
      await commitTransaction(client);
      outcome = inserted ? 'registered' : 'not_inserted';
    } catch (error) {
      const rolledBack = await rollbackTransaction(client).then(
        () => true,
        () => false,
      );
      // A connection that could not roll back is closed rather than handed to the next caller.
      client.release(!rolledBack);
      throw error;
    }
    client.release();
    return outcome;
  }
}

function cacheKey(teamId: string, surveyId: string): string {
  return `${teamId}\u0000${surveyId}`;
}
