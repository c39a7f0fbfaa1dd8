import { laterWalPosition, walPositionOf, walPositionText } from '@heed/contracts';
import { userRefOf } from '../members/user-ref.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Read-your-writes with a read replica: a signed-in user's reads see that user's own changes,
 * however far the replica lags. Both halves run in the procedure layer (`trpc/procedure.ts`), for
 * every contract on every transport, so no service takes part.
 */

/**
 * After a signed-in user's change succeeded (its transaction committed): where the primary's WAL
 * ends now is remembered for that user in this process (`deps.recentWrites`) and answered in
 * `READ_AFTER_HEADER`, for a caller that spreads its calls over several API replicas. Nothing
 * happens without a replica. When the position cannot be read, the change still succeeded: the
 * user's reads then only have the staleness bound.
 */
export async function rememberOwnWrite(ctx: RequestContext): Promise<void> {
  if (!ctx.deps.readPool.replicated) return;
  const userRef = userRefOf(ctx.actor);
  if (!userRef) return;
  let position: bigint | undefined;
  try {
    position = await ctx.deps.readPool.writePosition();
  } catch (error) {
    ctx.deps.logger.warn(
      { errType: (error as Error)?.name },
      'the WAL position after a change could not be read; reads may miss it for a moment',
    );
  }
  if (position === undefined) return;
  ctx.deps.recentWrites.record(userRef, position);
  ctx.response.readAfter = walPositionText(position);
}

/**
 * Before a signed-in user's call reads: when the user changed something lately (in this process,
 * or as the caller says in `READ_AFTER_HEADER`), the call's reads are bound to that change. A
 * forged position only sends the sender's own reads to the primary.
 */
export function readAfterOwnWrites(ctx: RequestContext): void {
  const readPool = ctx.deps.readPool;
  if (!readPool.replicated) return;
  const userRef = userRefOf(ctx.actor);
  if (!userRef) return;
  const after = laterWalPosition(
    ctx.deps.recentWrites.positionOf(userRef),
    walPositionOf(ctx.credentials.readAfter),
  );
  if (after === undefined) return;
  // The request's own view of the dependencies: every read of this call, whichever service makes
  // it, asks for a connection where the change is visible.
  ctx.deps = {
    ...ctx.deps,
    readPool: readPool.after(after),
    exportPool: ctx.deps.exportPool.after(after),
  };
}
