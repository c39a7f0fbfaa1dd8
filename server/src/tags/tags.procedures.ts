import { addTagContract, listTagsContract, removeTagContract } from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import { addTag, listTags, removeTag } from './tags.service.ts';

/** Tagging feedback under `/api/v1/intern`. */
export const tagProcedures = {
  add: mutation(addTagContract, ({ ctx, input }) => addTag(ctx, input)),
  remove: mutation(removeTagContract, ({ ctx, input }) => removeTag(ctx, input)),
  list: query(listTagsContract, ({ ctx }) => listTags(ctx)),
};
