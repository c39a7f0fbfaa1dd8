/**
 * The colours a theme may get: each stands out by at least 3:1 (WCAG's contrast for graphical
 * objects) against the dashboard's backgrounds in light and in dark mode, and each differs clearly
 * from the others (CIEDE2000 ΔE at least 12), so two themes never look alike while the palette
 * lasts. `theme-palette.test.ts` checks both against `theme.css`'s background colours.
 */
export const THEME_PALETTE: readonly { color: string; name: string }[] = [
  { color: '#1570ef', name: 'Blue' },
  { color: '#e04f16', name: 'Orange' },
  { color: '#0e9384', name: 'Teal' },
  { color: '#dd2590', name: 'Pink' },
  { color: '#669f2a', name: 'Green' },
  { color: '#7a5af8', name: 'Violet' },
  { color: '#a15c07', name: 'Brown' },
  { color: '#088ab2', name: 'Cyan' },
];

/**
 * The colour for a new theme: the first of the palette no theme uses yet; when all are taken, the
 * one used least (earliest of the palette on a tie).
 */
export function nextThemeColor(used: readonly (string | null)[]): string {
  const uses = new Map(THEME_PALETTE.map(({ color }) => [color, 0]));
  for (const color of used) {
    const key = color?.toLowerCase();
    if (key && uses.has(key)) uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  let best = THEME_PALETTE[0]?.color ?? '#1570ef';
  for (const { color } of THEME_PALETTE) {
    if ((uses.get(color) ?? 0) < (uses.get(best) ?? 0)) best = color;
  }
  return best;
}

/** Whether a colour is one of the palette's (a theme may carry another, set through the API). */
export function isPaletteColor(color: string | null | undefined): boolean {
  return THEME_PALETTE.some((entry) => entry.color === color?.toLowerCase());
}
