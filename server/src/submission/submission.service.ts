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
import { validateAnswers } from './answer-validation.ts';
import { diffDefinitions } from './definition-diff.ts';
import { definitionHash } from './definition-hash.ts';
import { FeedbackWriteError } from './feedback-writer.ts';
import type { RegisteredDefinition } from './survey-definition-registry.ts';

export type Submission = z.output<typeof submissionSchema>;

export interface SubmissionReceipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
}

type Candidate = { hash: string; definition: Submission['definition'] };

/**
 * The registered definition of the survey (registering the candidate if there is none), which
 * must have the candidate's structure. A cached definition that differs is checked against the
 * database once more before answering 409: its survey may have been deleted since.
 */
async function matchingDefinition(
  deps: AppDependencies,
  teamId: string,
  surveyId: string,
  candidate: Candidate,
): Promise<RegisteredDefinition> {
  let registered = await deps.surveyDefinitions.resolve(teamId, surveyId, candidate);
  if (registered.hash !== candidate.hash) {
    deps.surveyDefinitions.forget(teamId, surveyId);
    registered = await deps.surveyDefinitions.resolve(teamId, surveyId, candidate);
  }
  if (registered.hash !== candidate.hash) {
    const { diff, diffRedacted } = diffDefinitions(registered.definition, candidate.definition);
    throw new DefinitionConflictError(
      'The survey definition differs in structure from the one registered for this surveyId.',
      { extensions: { diff, diffRedacted } },
    );
  }
  return registered;
}

/** The feedback insert found its definition gone: the survey was deleted meanwhile. */
function definitionVanished(error: unknown): boolean {
  return (
    error instanceof FeedbackWriteError &&
    error.pgCode === '23503' &&
    error.constraint === 'feedback_survey_definition_id_foreign'
  );
}

/**
 * Accepts one submission for the calling key's team: answers checked against the definition, the
 * definition registered (first submission) or compared by its order-sensitive hash, the answers
 * stored. The raw `surveyId` is returned to the caller but never logged.
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
  const teamId = actor.teamId;
  const candidate = {
    hash: definitionHash(submission.definition),
    definition: submission.definition,
  };
  let registered = await matchingDefinition(deps, teamId, submission.surveyId, candidate);
  const receivedAt = deps.clock.now();
  const write = (registered: RegisteredDefinition) =>
    deps.feedbackWriter.write({
      teamId,
      surveyDefinitionId: registered.id,
      surveyId: submission.surveyId,
      surveyType: submission.surveyType,
      answers: submission.answers,
      submittedAt: new Date(submission.submittedAt),
      receivedAt,
      apiKeyId: actor.keyId,
      appName: actor.appName,
    });
  let id: string;
  try {
    id = await write(registered);
  } catch (error) {
    if (!definitionVanished(error)) throw error;
    // The survey was deleted (on any replica) after its definition was cached here.
    deps.surveyDefinitions.forget(teamId, submission.surveyId);
    registered = await matchingDefinition(deps, teamId, submission.surveyId, candidate);
    id = await write(registered);
  }
  return {
    id,
    surveyId: submission.surveyId,
    surveyIdRef: pseudonym(submission.surveyId),
    receivedAt: receivedAt.toISOString(),
  };
}
