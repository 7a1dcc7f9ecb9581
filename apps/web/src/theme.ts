import { Avatar, createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's default shades put white text on blue.6 and grey "dimmed" text at about 3:1; the darker
 * shades below keep every text at WCAG AA contrast (the login and register pages are axe-checked).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // Initials avatars pick a colour from the name; green, lime, yellow, orange, teal and red initials
    // fall below 4.5:1 on their light background, so a name can only land on one of these.
    Avatar: Avatar.extend({
      defaultProps: { allowedInitialsColors: ['blue', 'indigo', 'violet', 'grape', 'pink', 'cyan', 'gray'] },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
