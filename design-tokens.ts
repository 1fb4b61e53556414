// The design system's tokens, written once: uno.config.ts builds the theme and the dark scheme from
// them, docs/design.md describes them. Every colour a utility can name is a token with a light and
// a dark value, in one of three roles, because a colour means different things by role: `white` is
// the page's surface as a background, the text on a dark band as text, and a hairline on the hero
// as a line. Light values are Tailwind's palette (what the site has always used); dark values are
// chosen for the dark scheme, not inverted: surfaces step up from a blue-black, text steps down
// from near-white, and accents keep their hue at a lightness that reads on a dark surface.

/** [token, light, dark], as hex. */
export type Token = readonly [name: string, light: string, dark: string];

/** Backgrounds, fills and gradients (bg-*, fill-*, from-*, to-*). */
export const surfaceTokens: readonly Token[] = [
  ['white', '#ffffff', '#0f172a'],
  ['slate-50', '#f8fafc', '#131c31'],
  ['slate-100', '#f1f5f9', '#1e293b'],
  ['slate-200', '#e2e8f0', '#2b3a52'],
  ['slate-800', '#1e293b', '#0a1020'],
  ['slate-900', '#0f172a', '#060a16'],
  ['brand-50', '#eff6ff', '#14213f'],
  ['brand-100', '#dbeafe', '#1c2f5c'],
  ['brand-700', '#1e40af', '#1d4ed8'],
  ['brand-800', '#1e3a8a', '#1e40af'],
  ['brand-900', '#172554', '#0b1430'],
  ['blue-50', '#eff6ff', '#14213f'],
  ['sky-50', '#f0f9ff', '#0c2233'],
  ['amber-50', '#fffbeb', '#2a1f08'],
  ['amber-100', '#fef3c7', '#3a2b0a'],
  ['red-50', '#fef2f2', '#2d1216'],
  ['red-700', '#b91c1c', '#b91c1c'],
  ['rose-50', '#fff1f2', '#2e1320'],
  ['violet-50', '#f5f3ff', '#221a3d'],
  ['emerald-50', '#ecfdf5', '#0b271e'],
  ['emerald-100', '#d1fae5', '#10382a'],
];

/** Text (text-*). */
export const textTokens: readonly Token[] = [
  ['white', '#ffffff', '#ffffff'],
  ['slate-300', '#cbd5e1', '#cbd5e1'],
  ['slate-400', '#94a3b8', '#94a3b8'],
  ['slate-600', '#475569', '#a9b5c7'],
  ['slate-700', '#334155', '#cbd5e1'],
  ['slate-800', '#1e293b', '#e2e8f0'],
  ['slate-900', '#0f172a', '#f1f5f9'],
  ['brand-700', '#1e40af', '#93c5fd'],
  ['brand-800', '#1e3a8a', '#bfdbfe'],
  ['brand-900', '#172554', '#dbeafe'],
  ['blue-50', '#eff6ff', '#eff6ff'],
  ['blue-100', '#dbeafe', '#dbeafe'],
  ['blue-800', '#1e40af', '#93c5fd'],
  ['sky-800', '#075985', '#7dd3fc'],
  ['amber-300', '#fcd34d', '#fcd34d'],
  ['amber-800', '#92400e', '#fcd34d'],
  ['amber-900', '#78350f', '#fde68a'],
  ['amber-950', '#451a03', '#fef3c7'],
  ['red-700', '#b91c1c', '#fca5a5'],
  ['red-800', '#991b1b', '#fca5a5'],
  ['red-900', '#7f1d1d', '#fecaca'],
  ['red-950', '#450a0a', '#fee2e2'],
  ['rose-800', '#9f1239', '#fda4af'],
  ['violet-800', '#5b21b6', '#c4b5fd'],
  ['orange-700', '#c2410c', '#fdba74'],
  ['emerald-800', '#065f46', '#6ee7b7'],
  ['emerald-900', '#064e3b', '#a7f3d0'],
];

/** Lines (border-*, divide-*, outline-*, ring-*, decoration-*). */
export const lineTokens: readonly Token[] = [
  ['white', '#ffffff', '#ffffff'],
  ['slate-200', '#e2e8f0', '#334155'],
  ['slate-300', '#cbd5e1', '#475569'],
  ['slate-400', '#94a3b8', '#64748b'],
  ['slate-500', '#64748b', '#8391a7'],
  ['slate-700', '#334155', '#1e293b'],
  ['brand-100', '#dbeafe', '#1e3a8a'],
  ['brand-200', '#bfdbfe', '#1e40af'],
  ['brand-300', '#93c5fd', '#1d4ed8'],
  ['brand-600', '#1d4ed8', '#60a5fa'],
  ['brand-700', '#1e40af', '#60a5fa'],
  ['amber-300', '#fcd34d', '#a16207'],
  ['amber-500', '#f59e0b', '#fbbf24'],
  ['red-100', '#fee2e2', '#4c1d1d'],
  ['red-200', '#fecaca', '#7f1d1d'],
  ['red-300', '#fca5a5', '#991b1b'],
  ['red-700', '#b91c1c', '#f87171'],
];

/** The type scale: size and line height, from a 16 px base on a ratio near 1.2 (the small
 *  steps), wider at display sizes. Line heights are looser for CJK at body sizes. */
export const fontSize: Record<string, [string, string]> = {
  xs: ['0.75rem', '1rem'],
  sm: ['0.875rem', '1.25rem'],
  base: ['1rem', '1.5rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.75rem'],
  '2xl': ['1.5rem', '2rem'],
  '3xl': ['1.875rem', '2.25rem'],
  '4xl': ['2.25rem', '2.5rem'],
  '5xl': ['3rem', '1'],
  '6xl': ['3.75rem', '1'],
};

/** Radii: controls (sm, md), buttons and fields (lg), cards (xl), chips and dots (full). */
export const borderRadius: Record<string, string> = {
  DEFAULT: '0.25rem', sm: '0.125rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px',
};

/** Elevation: a hairline shadow for cards (sm), a lift for menus (lg), the banner (2xl). In the
 *  dark scheme a shadow cannot lift a surface; lighter surfaces and borders do that. */
export const boxShadow: Record<string, string> = {
  DEFAULT: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  sm: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  lg: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '2xl': '0 25px 50px -12px rgb(0 0 0 / 0.25)',
  none: '0 0 #0000',
};

/** The font stacks: each language's system faces, Latin first so digits and Latin words inside
 *  Chinese text take the Latin face (docs/design.md says why no web font). */
export const fontStacks = {
  en: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  'zh-TW': 'system-ui,-apple-system,"PingFang TC","Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",sans-serif',
  'zh-CN': 'system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC","Noto Sans SC","Microsoft YaHei",sans-serif',
} as const;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ');
/** The custom property of a token in a role ('--fg-slate-700'). */
export const tokenVar = (role: string, name: string) => `--${role}-${name}`;

/** A theme colour map for one role: each token as `rgb(var(--role-name, light channels))`, so
 *  the light scheme needs no declarations and the dark scheme sets the properties. */
export function themeColors(role: string, tokens: readonly Token[]): Record<string, Record<string, string> | string> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [name, light] of tokens) {
    const value = `rgb(var(${tokenVar(role, name)},${channels(light)}))`;
    const [hue, step] = name.split('-') as [string, string | undefined];
    if (step === undefined) out[hue] = value;
    else out[hue] = { ...(out[hue] as Record<string, string> | undefined), [step]: value };
  }
  return out;
}

/** The dark scheme's declarations for one role. */
export const darkDeclarations = (role: string, tokens: readonly Token[]) =>
  tokens.filter(([, light, dark]) => light !== dark).map(([name, , dark]) => `${tokenVar(role, name)}:${channels(dark)}`).join(';');
