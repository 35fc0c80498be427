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

/**
 * The design tokens (docs/design-system.md). Components take every colour, size, radius and shadow from here; a test
 * (`no-style-literals.test.ts`) finds literals that slip into the kit and the shell's frame.
 *
 * Colour roles: `brand` is the shop's own blue (header, logo), `primary` the colour of the main call to action,
 * `sale` marks a reduced price, `success` / `warning` / `danger` / `info` carry state, `surface*` are the grounds.
 * Text colours reach 4.5:1 on white and on `surface` and `page`, so they pass WCAG AA for body text.
 */
export const theme = {
  colors: {
    text: '#1f2328',
    textMuted: '#57606a',
    background: '#ffffff',
    surface: '#f6f8fa',
    // The ground behind the page's cards.
    page: '#f6f7f9',
    border: '#6e7781',
    borderSubtle: '#d0d7de',
    brand: '#0b5394',
    brandHover: '#08406f',
    onBrand: '#ffffff',
    primary: '#0b5cad',
    primaryHover: '#084a8c',
    onPrimary: '#ffffff',
    // 6.0:1 on white, 5.3:1 on its surface: a sale price is text.
    sale: '#c4161c',
    onSale: '#ffffff',
    saleSurface: '#fdecea',
    // The cart count on the brand blue (9.2:1 for its dark text).
    accent: '#ffb300',
    onAccent: '#1b1f24',
    // Stars: 5.0:1 on white, so a filled star reads as a graphic (3:1) with room to spare.
    rating: '#b45309',
    ratingEmpty: '#d0d7de',
    gift: '#6f42c1',
    giftSurface: '#f3eefc',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    dangerSurface: '#fdecea',
    info: '#0b5cad',
    infoSurface: '#e8f1fb',
    success: '#18763a', // 5.0:1 on its surface (the "new" badge), 5.7:1 on white
    successSurface: '#e6f4ea',
    // Amber dark enough for text (5.5:1 on its surface, 6.4:1 on white), so the border and icon read too.
    warning: '#8a5a00',
    warningSurface: '#fff8c5',
    footer: '#1b1f24',
    onFooter: '#e6e9ed',
    skeleton: '#e4e7eb',
    skeletonShine: '#f1f3f5',
    focus: '#1a73e8',
    backdrop: 'rgba(15, 20, 25, 0.55)',
  },
  spacing: { xxs: '2px', xs: '4px', sm: '8px', smd: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  borders: { hairline: '1px', strong: '2px', accent: '4px' },
  /** The focus ring every control shows for the keyboard (focus-ring.ts). */
  focus: { width: '3px', offset: '2px' },
  fonts: {
    // Self-hosted (shared/build/font-plugin.cjs); the system stack covers the partner embed and the first paint.
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // Pixels, not rem: on a partner page rem follows the partner's <html> font size, which a
  // shadow root cannot shield. A scale of about 1.25 from the 16 px body.
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px', display: '40px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.5 },
  sizes: {
    // 44 px: the smallest touch target WCAG 2.5.5 asks for; `sm` only where a larger target sits beside it.
    control: { sm: '36px', md: '44px', lg: '52px' },
    icon: { sm: '16px', md: '20px', lg: '24px' },
    header: '56px',
    content: '1200px',
    dialog: '640px',
    toast: '420px',
    menu: '260px',
    tile: '220px',
    // The least width of a column in a grid or a wrapping row of fields: below it the column wraps to the next row.
    column: { xs: '96px', sm: '160px', md: '200px', lg: '240px', xl: '280px' },
    // The most a block of content may widen: a totals box, a form, running text, a page of cart or checkout.
    measure: { narrow: '420px', form: '520px', text: '720px', wide: '960px' },
    // The most a list that scrolls inside a field grows (suggestions, pickers) before it scrolls.
    listbox: '320px',
    // A multi-line text field's and a picture preview's least height.
    textarea: '120px',
    // A timeline's or a step's dot.
    dot: '12px',
    // The height a part skipped off screen (`content-visibility: auto`) stands for until laid out: near its real one.
    skipped: { tile: '600px', rail: '540px' },
  },
  shadows: {
    card: '0 1px 3px rgba(15, 20, 25, 0.12)',
    sticky: '0 2px 8px rgba(15, 20, 25, 0.16)',
    raised: '0 8px 24px rgba(15, 20, 25, 0.2)',
    // A bar held to the bottom of the screen casts its shadow upwards.
    stickyBottom: '0 -4px 12px rgba(15, 20, 25, 0.12)',
  },
  motion: { fast: '120ms', slow: '1.4s' },
  zIndex: { header: 100, sheet: 900, modal: 1000, toast: 1100 },
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
