import { readFileSync } from 'node:fs';
import { differenceCiede2000, wcagContrast } from 'culori';
import { describe, expect, test } from 'vitest';
import { isPaletteColor, nextThemeColor, THEME_PALETTE } from './theme-palette.ts';

/** The page and card backgrounds of the dashboard, light and dark, as `theme.css` defines them. */
function backgrounds(): string[] {
  const css = readFileSync(new URL('../theme.css', import.meta.url), 'utf8');
  const values = [...css.matchAll(/--(?:bg|surface):\s*(#[0-9a-f]{6})/gi)].map((m) => m[1] ?? '');
  expect(values).toHaveLength(4); // --bg and --surface, light and dark
  return values;
}

describe('theme palette', () => {
  test('every colour stands out by at least 3:1 on every background, light and dark', () => {
    for (const background of backgrounds()) {
      for (const { color } of THEME_PALETTE) {
        expect(wcagContrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  test('no two colours look alike (CIEDE2000 ΔE ≥ 12), and none repeats', () => {
    const difference = differenceCiede2000();
    const colors = THEME_PALETTE.map((entry) => entry.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const [i, a] of colors.entries()) {
      for (const b of colors.slice(i + 1)) {
        expect(difference(a, b), `${a} vs ${b}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  test('a new theme gets a colour no theme uses yet, then the least used one', () => {
    const colors = THEME_PALETTE.map((entry) => entry.color);
    expect(nextThemeColor([])).toBe(colors[0]);
    expect(nextThemeColor([colors[0] ?? '', null, '#000000'])).toBe(colors[1]);
    // Upper case from the API counts as the same colour.
    expect(nextThemeColor([(colors[0] ?? '').toUpperCase()])).toBe(colors[1]);
    const assigned: string[] = [];
    for (let i = 0; i < colors.length; i++) assigned.push(nextThemeColor(assigned));
    expect(assigned).toEqual(colors);
    expect(nextThemeColor([...colors, colors[0] ?? ''])).toBe(colors[1]);
    expect(isPaletteColor('#000000')).toBe(false);
    expect(isPaletteColor(colors[2]?.toUpperCase())).toBe(true);
  });
});
