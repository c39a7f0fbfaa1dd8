/** The dashboard's read surface under `/api/v1/dashboard` and `/api/v1/intern`. */
export const dashboardProcedures = {};
