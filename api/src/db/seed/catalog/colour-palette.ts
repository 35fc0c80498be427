import { slugify } from '../slugify';

export interface ColourSeed {
  /** The Czech market's slug, from the Czech name. */
  slug: string;
  /** The Romanian market's slug, from the Romanian name (`lumina-stelelor`, not `hvezdne-bila`). */
  slugRo: string;
  nameCs: string;
  nameRo: string;
  hex: string;
}

const colour = (slug: string, nameCs: string, nameRo: string, hex: string): ColourSeed => ({ slug, slugRo: slugify(nameRo), nameCs, nameRo, hex });

/** Colour names as the makers' Czech and Romanian shops write them. */
export const colourPalette = {
  black: colour('cerna', 'Černá', 'Negru', '#1c1c1e'),
  white: colour('bila', 'Bílá', 'Alb', '#f5f5f0'),
  silver: colour('stribrna', 'Stříbrná', 'Argintiu', '#c7c8ca'),
  gold: colour('zlata', 'Zlatá', 'Auriu', '#e3c9a0'),
  blue: colour('modra', 'Modrá', 'Albastru', '#3c6e9f'),
  green: colour('zelena', 'Zelená', 'Verde', '#5b7f62'),
  purple: colour('fialova', 'Fialová', 'Mov', '#a593c2'),
  red: colour('cervena', 'Červená', 'Roșu', '#b5202e'),
  pink: colour('ruzova', 'Růžová', 'Roz', '#f2c6cf'),
  yellow: colour('zluta', 'Žlutá', 'Galben', '#f4e285'),
  graphite: colour('grafitova', 'Grafitová', 'Grafit', '#4a4a4c'),
  midnight: colour('temne-inkoustova', 'Temně inkoustová', 'Miez de noapte', '#232a31'),
  starlight: colour('hvezdne-bila', 'Hvězdně bílá', 'Lumina stelelor', '#f0e9df'),
  titanium: colour('prirodni-titan', 'Přírodní titan', 'Titan natural', '#beb6aa'),
  cream: colour('kremova', 'Krémová', 'Crem', '#efe7d4'),
  lavender: colour('levandulova', 'Levandulová', 'Lavandă', '#c9b8e0'),
  mint: colour('mentolova', 'Mentolová', 'Mentă', '#bfe3cf'),
  orange: colour('oranzova', 'Oranžová', 'Portocaliu', '#f08a3c'),
} as const;

export type ColourName = keyof typeof colourPalette;
