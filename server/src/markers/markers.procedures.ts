import {
  createMarkerContract,
  deleteMarkerContract,
  listMarkersContract,
  updateMarkerContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import { createMarker, deleteMarker, listMarkers, updateMarker } from './markers.service.ts';

/** Markers on a survey's trend under `/api/v1/intern/surveys/{surveyId}/markers`. */
export const markerProcedures = {
  list: query(listMarkersContract, ({ ctx, input }) => listMarkers(ctx, input)),
  create: mutation(createMarkerContract, ({ ctx, input }) => createMarker(ctx, input)),
  update: mutation(updateMarkerContract, ({ ctx, input }) => updateMarker(ctx, input)),
  remove: mutation(deleteMarkerContract, ({ ctx, input }) => deleteMarker(ctx, input)),
};
