/**
 * Why an export did not start, carried back to the explorer in its URL as
 * `exportFailed=<status>[:<seconds to wait>]` and shown there in words.
 */
export function exportFailureReason(status: number, retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  return Number.isInteger(seconds) && seconds > 0 ? `${status}:${seconds}` : String(status);
}

export function exportFailureMessage(reason: string): string {
  const [statusText, secondsText] = reason.split(':');
  const status = Number(statusText);
  const seconds = Number(secondsText);
  const wait =
    Number.isInteger(seconds) && seconds > 0
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : undefined;
  if (status === 429)
    return `Too many exports in a short time. Try again in ${wait ?? 'a minute'}.`;
  if (status === 503) {
    return `The export could not start right now (other exports are running or the API is unavailable). Try again in ${wait ?? 'a moment'}.`;
  }
  if (status === 403)
    return 'Your role in this team may not export feedback. Ask a team admin or editor.';
  if (status === 400) return 'Choose a survey and a format (CSV, JSON or XLSX) to export.';
  if (status === 404) return 'This team or survey was not found.';
  return 'The export failed. Try again in a moment.';
}
