/**
 * Shares of a choice question's options. A share is of the responses to the question (the items
 * that answered it), not of the options chosen: with several answers allowed, an option chosen by
 * 12 of 24 responses has a share of 0.5 however many other options those responses chose, and the
 * shares of a MULTI_CHOICE question may add up to more than 1.
 */
export function choiceShares(
  distribution: Record<string, number>,
  responses: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(distribution).map(([optionId, count]) => [
      optionId,
      responses === 0 ? 0 : Math.round((count / responses) * 10_000) / 10_000,
    ]),
  );
}
