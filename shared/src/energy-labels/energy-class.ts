/** The energy classes of Delegated Regulation (EU) 2023/1669, best first. */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** Free-fall reliability and repairability are graded A (best) to E. */
export const RELIABILITY_CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type ReliabilityClass = (typeof RELIABILITY_CLASSES)[number];

/**
 * The label's arrow colours, the scale every EU energy label shares (Regulation (EU) 2017/1369
 * label layouts): dark green A through yellow D to red G, as CMYK converted to sRGB.
 */
export const ENERGY_CLASS_COLOURS: Record<EnergyClass, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
};

/** Black letters read at WCAG AA contrast on every arrow colour, from A's green to G's red (white fails on A and G). */
export const ENERGY_CLASS_TEXT_COLOUR = '#000000';
