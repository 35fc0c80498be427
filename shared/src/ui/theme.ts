/**
 * Spec section 9: the layout is mobile below 851 px; wider layouts switch at 768, 1120, 1366
 * and 1600 px.
 */
export const breakpoints = {
  mobileBelow: 851,
  tablet: 768,
  desktop: 1120,
  wide: 1366,
  ultraWide: 1600,
} as const;

// Text colours reach 4.5:1 on white and on `surface`, so they pass WCAG AA for body text.
export const theme = {
  colors: {
    text: '#1f2328',
    textMuted: '#57606a',
    background: '#ffffff',
    surface: '#f6f8fa',
    border: '#6e7781',
    borderSubtle: '#d0d7de',
    primary: '#0b5cad',
    primaryHover: '#084a8c',
    onPrimary: '#ffffff',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    dangerSurface: '#fdecea',
    info: '#0b5cad',
    infoSurface: '#e8f1fb',
    success: '#1b7f3b',
    successSurface: '#e6f4ea',
    // Amber dark enough for text (5.5:1 on its surface, 6.4:1 on white), so the border and icon read too.
    warning: '#8a5a00',
    warningSurface: '#fff8c5',
    focus: '#1a73e8',
    backdrop: 'rgba(15, 20, 25, 0.55)',
  },
  spacing: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // Pixels, not rem: on a partner page rem follows the partner's <html> font size, which a
  // shadow root cannot shield.
  fontSizes: { sm: '14px', md: '16px', lg: '20px', xl: '24px' },
  shadows: { raised: '0 8px 24px rgba(15, 20, 25, 0.2)' },
  zIndex: { modal: 1000, toast: 1100 },
  breakpoints,
  media: {
    mobile: `@media (max-width: ${breakpoints.mobileBelow - 0.02}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    notMobile: `@media (min-width: ${breakpoints.mobileBelow}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
    wide: `@media (min-width: ${breakpoints.wide}px)`,
    ultraWide: `@media (min-width: ${breakpoints.ultraWide}px)`,
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Lets every styled component read `props.theme.colors...` with types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
