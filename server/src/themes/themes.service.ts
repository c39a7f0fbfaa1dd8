import { queriesOf, type Theme, ThemeSchema } from '@heed/db';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors/domain-errors.ts';
import { ordinalCompare } from '../org/ordinal-compare.ts';
import { auditTeamAction, selectedTeam, type TeamActionContext } from '../org/team-action.ts';
import { deleteTeamTheme, recomputeThemeMatches } from './themes.repository.ts';

export interface ThemeView {
  id: string;
  name: string;
  keywords: string[];
  color: string | null;
  createdAt: string;
}

function themeView(theme: Theme): ThemeView {
  return {
    id: theme.id,
    name: theme.name,
    keywords: theme.keywords,
    color: theme.color ?? null,
    createdAt: theme.createdAt.toISOString(),
  };
}

/** Keywords without repeats (compared case-insensitively, as they are matched), in given order. */
function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A name the team has already is a conflict, found by the unique `(team_id, name)`. */
async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // PostgreSQL `unique_violation`, carried by the driver exception as `code`.
    if ((error as { code?: unknown } | null)?.code === '23505') {
      throw new ConflictError('The team has a theme with this name already.');
    }
    throw error;
  }
}

export async function listThemes(ctx: TeamActionContext): Promise<{ themes: ThemeView[] }> {
  const team = selectedTeam(ctx);
  const themes = await ctx.em.find(ThemeSchema, { team: team.id });
  return {
    themes: themes.map(themeView).sort((a, b) => ordinalCompare(a.name, b.name)),
  };
}

/** Creates a theme and matches the team's stored text answers in the same transaction. */
export async function createTheme(
  ctx: TeamActionContext,
  input: { name: string; keywords: string[]; color?: string | undefined },
): Promise<ThemeView> {
  const team = selectedTeam(ctx);
  const theme = await withNameConflict(() =>
    ctx.em.transactional(async (tx) => {
      const created = tx.create(ThemeSchema, {
        team: team.id,
        name: input.name,
        keywords: distinctKeywords(input.keywords),
        color: input.color ?? null,
      });
      await tx.flush();
      await recomputeThemeMatches(queriesOf(tx), created.id);
      return created;
    }),
  );
  ctx.deps.filtersBootstrap.invalidate(team.id);
  return themeView(theme);
}

async function findTheme(ctx: TeamActionContext, teamId: string, id: string): Promise<Theme> {
  const theme = await ctx.em.findOne(ThemeSchema, { id, team: teamId });
  if (!theme) throw new NotFoundError('No such theme in this team.');
  return theme;
}

/** Changes the fields sent; new keywords re-match the team's text answers in one transaction. */
export async function updateTheme(
  ctx: TeamActionContext,
  input: {
    id: string;
    name?: string | undefined;
    keywords?: string[] | undefined;
    color?: string | null | undefined;
  },
): Promise<ThemeView> {
  const team = selectedTeam(ctx);
  if (input.name === undefined && input.keywords === undefined && input.color === undefined) {
    throw new InvalidRequestError('Send at least one field to change.', [
      { path: 'body', message: 'Send at least one of name, keywords, color.' },
    ]);
  }
  const theme = await findTheme(ctx, team.id, input.id);
  const keywords = input.keywords === undefined ? undefined : distinctKeywords(input.keywords);
  const keywordsChanged =
    keywords !== undefined && JSON.stringify(keywords) !== JSON.stringify(theme.keywords);
  if (input.name !== undefined) theme.name = input.name;
  if (keywords !== undefined) theme.keywords = keywords;
  if (input.color !== undefined) theme.color = input.color;
  await withNameConflict(() =>
    ctx.em.transactional(async (tx) => {
      await tx.flush();
      if (keywordsChanged) await recomputeThemeMatches(queriesOf(tx), theme.id);
    }),
  );
  ctx.deps.filtersBootstrap.invalidate(team.id);
  return themeView(theme);
}

/** Deletes a theme and (by cascade) its matches; audited as `theme.delete`. */
export async function deleteTheme(ctx: TeamActionContext, input: { id: string }): Promise<void> {
  const team = selectedTeam(ctx);
  const deleted = await deleteTeamTheme(queriesOf(ctx.em), team.id, input.id);
  const event = { event: 'theme.delete', operation: 'delete' } as const;
  const resource = { type: 'theme', id: input.id };
  if (!deleted) {
    auditTeamAction(ctx, team, { ...event, outcome: 'not_found', resource });
    throw new NotFoundError('No such theme in this team.');
  }
  auditTeamAction(ctx, team, { ...event, outcome: 'success', resource });
  ctx.deps.filtersBootstrap.invalidate(team.id);
}
