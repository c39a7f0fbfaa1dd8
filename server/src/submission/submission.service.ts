import type { submissionSchema } from '@heed/contracts';
import type { z } from 'zod';
import { pseudonym } from '../audit/pseudonym.ts';
import {
  DefinitionConflictError,
  ForbiddenError,
  InvalidRequestError,
} from '../errors/domain-errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { AppDependencies } from '../runtime/dependencies.ts';
import { validateAnswers, validateAnswersAgainst } from './answer-validation.ts';
import { diffStructures } from './definition-diff.ts';
import { definitionHash, structuralView } from './definition-hash.ts';

export type Submission = z.output<typeof submissionSchema>;

export interface SubmissionReceipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
  /** Set when the `deduplicationKey` was already stored: the receipt is the first submission's. */
  duplicate?: true;
}

/**
 * Accepts one submission for the calling key's team: answers checked against the submitted
 * definition, the definition registered (first submission) or compared by its order-sensitive
 * hash, the answers of a later submission checked against the registered definition's rules too
 * (its block may change labels and rating scales, but no value outside the registered rules gets
 * in), the answers stored. The raw `surveyId` is returned to the caller but never logged. A
 * repeated `deduplicationKey` (same team and `surveyId`) stores nothing and returns the first
 * receipt, marked `duplicate`.
 */
export async function submitFeedback(
  deps: AppDependencies,
  actor: Actor | undefined,
  submission: Submission,
): Promise<SubmissionReceipt> {
  if (actor?.type !== 'api_key') throw new ForbiddenError('An API key is required.');
  const errors = validateAnswers(submission.definition, submission.answers, submission.surveyType);
  if (errors.length > 0) {
    throw new InvalidRequestError('The answers do not fit the survey definition.', errors);
  }
  const hash = definitionHash(submission.definition);
  const { definition: registered, registeredNow } = await deps.surveyDefinitions.resolve(
    actor.teamId,
    submission.surveyId,
    { hash, definition: submission.definition },
  );
  if (registered.hash !== hash) {
    const { diff, diffRedacted } = diffStructures(
      registered.fields,
      structuralView(submission.definition),
    );
    throw new DefinitionConflictError(
      'The survey definition differs in structure from the one registered for this surveyId.',
      { extensions: { diff, diffRedacted } },
    );
  }
  // Same structure, but the block's labels and rating scales may differ from the registered ones:
  // the registered rules bound every value too.
  const outsideRegistered = registeredNow
    ? []
    : validateAnswersAgainst(registered.fields, submission.answers, { sameScale: false });
  if (outsideRegistered.length > 0) {
    throw new InvalidRequestError(
      'The answers do not fit the survey definition registered for this surveyId.',
      outsideRegistered,
    );
  }
  const receivedAt = deps.clock.now();
  const stored = await deps.feedbackWriter.write({
    teamId: actor.teamId,
    surveyDefinitionId: registered.id,
    surveyId: submission.surveyId,
    surveyType: submission.surveyType,
    answers: submission.answers,
    submittedAt: new Date(submission.submittedAt),
    receivedAt,
    apiKeyId: actor.keyId,
    appName: actor.appName,
    deduplicationKey: submission.deduplicationKey ?? null,
  });
  return {
    id: stored.id,
    surveyId: submission.surveyId,
    surveyIdRef: pseudonym(submission.surveyId),
    receivedAt: stored.receivedAt.toISOString(),
    ...(stored.duplicate ? { duplicate: true as const } : {}),
  };
}
