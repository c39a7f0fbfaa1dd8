import { type Answer, type submissionSchema, TIME_TO_COMPLETE_RANGE_MS } from '@heed/contracts';
import type { z } from 'zod';
import { pseudonym } from '../audit/pseudonym.ts';
import { invalidateFiltersBootstrap } from '../dashboard/filters-bootstrap.service.ts';
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
import { redactText } from './text-redaction.ts';

export type Submission = z.output<typeof submissionSchema>;

export interface SubmissionReceipt {
  id: string;
  surveyId: string;
  surveyIdRef: string;
  receivedAt: string;
}

/** The answers as stored: TEXT answers with personal data replaced, and what search needs. */
export function storedAnswers(answers: Answer[]): {
  answers: Answer[];
  sensitiveDataRedacted: boolean;
  hasText: boolean;
  textContent: string | null;
} {
  let sensitiveDataRedacted = false;
  const texts: string[] = [];
  const stored = answers.map((answer) => {
    if (answer.value.type !== 'text') return answer;
    const redaction = redactText(answer.value.text);
    sensitiveDataRedacted ||= redaction.redacted;
    if (redaction.text.trim() !== '') texts.push(redaction.text);
    return redaction.redacted
      ? { ...answer, value: { ...answer.value, text: redaction.text } }
      : answer;
  });
  return {
    answers: stored,
    sensitiveDataRedacted,
    hasText: texts.length > 0,
    textContent: texts.length > 0 ? texts.join('\n') : null,
  };
}

function keptTimeToComplete(milliseconds: number | undefined): number | null {
  if (milliseconds === undefined) return null;
  return milliseconds >= TIME_TO_COMPLETE_RANGE_MS.min &&
    milliseconds <= TIME_TO_COMPLETE_RANGE_MS.max
    ? milliseconds
    : null;
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
  const hash = definitionHash(submission.definition);
  const registered = await deps.surveyDefinitions.resolve(actor.teamId, submission.surveyId, {
    hash,
    definition: submission.definition,
  });
  if (registered.hash !== hash) {
    const { diff, diffRedacted } = diffDefinitions(registered.definition, submission.definition);
    throw new DefinitionConflictError(
      'The survey definition differs in structure from the one registered for this surveyId.',
      { extensions: { diff, diffRedacted } },
    );
  }
  if (registered.registeredNow) invalidateFiltersBootstrap(actor.teamId);
  const receivedAt = deps.clock.now();
  const stored = storedAnswers(submission.answers);
  const id = await deps.feedbackWriter.write({
    teamId: actor.teamId,
    surveyDefinitionId: registered.id,
    surveyId: submission.surveyId,
    surveyType: submission.surveyType,
    answers: stored.answers,
    submittedAt: new Date(submission.submittedAt),
    receivedAt,
    apiKeyId: actor.keyId,
    appName: actor.appName,
    context: submission.context ?? null,
    deviceType: submission.context?.deviceType ?? null,
    startedAt: submission.startedAt ? new Date(submission.startedAt) : null,
    timeToCompleteMs: keptTimeToComplete(submission.timeToCompleteMs),
    sensitiveDataRedacted: stored.sensitiveDataRedacted,
    hasText: stored.hasText,
    textContent: stored.textContent,
  });
  return {
    id,
    surveyId: submission.surveyId,
    surveyIdRef: pseudonym(submission.surveyId),
    receivedAt: receivedAt.toISOString(),
  };
}
