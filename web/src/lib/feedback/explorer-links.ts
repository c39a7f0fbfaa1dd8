import { type FilterState, filterSearchParams } from './filter-state.ts';

/** Export formats the API streams. */
export const EXPORT_FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

/** The explorer showing the given filters, optionally with an item open or from a cursor on. */
export function explorerHref(
  team: string,
  state: FilterState,
  extra: { item?: string; cursor?: string } = {},
): string {
  const params = filterSearchParams(state);
  if (extra.cursor) params.set('cursor', extra.cursor);
  if (extra.item) params.set('item', extra.item);
  const query = params.toString();
  return `/t/${encodeURIComponent(team)}/feedback${query ? `?${query}` : ''}`;
}

/** The dashboard route that streams the API's export of the given filters as a download. */
export function exportHref(team: string, state: FilterState, format: ExportFormat): string {
  const params = filterSearchParams(state);
  params.set('format', format);
  return `/t/${encodeURIComponent(team)}/feedback/export?${params.toString()}`;
}
