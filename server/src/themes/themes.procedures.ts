import {
  createThemeContract,
  deleteThemeContract,
  listThemesContract,
  updateThemeContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import { createTheme, deleteTheme, listThemes, updateTheme } from './themes.service.ts';

/** Themes of a team under `/api/v1/intern/themes`. */
export const themeProcedures = {
  list: query(listThemesContract, ({ ctx }) => listThemes(ctx)),
  create: mutation(createThemeContract, ({ ctx, input }) => createTheme(ctx, input)),
  update: mutation(updateThemeContract, ({ ctx, input }) => updateTheme(ctx, input)),
  remove: mutation(deleteThemeContract, ({ ctx, input }) => deleteTheme(ctx, input)),
};
