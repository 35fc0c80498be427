import type { ComponentType, SVGProps } from 'react';
import { useTheme } from 'styled-components';
import type { Theme } from '../theme';

export type IconSize = keyof Theme['sizes']['icon'];

export interface IconProps {
  size?: IconSize;
  /** Only for an icon that stands alone for a meaning; beside a visible or hidden text it stays silent. */
  label?: string;
  className?: string;
}

/** What a lucide glyph takes: its size as a number of pixels and the usual SVG attributes. */
type Glyph = ComponentType<Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number; absoluteStrokeWidth?: boolean }>;

/**
 * Turns a lucide glyph into a kit icon: sized by the theme, drawn in the text's colour, hidden from assistive technology
 * unless it is given a label. Every icon the shop shows goes through this, so the set stays one library, one stroke.
 */
export function kitIcon(Glyph: Glyph, name: string) {
  function KitIcon({ size = 'md', label, className }: IconProps) {
    const theme = useTheme();
    const pixels = Number.parseInt(theme.sizes.icon[size], 10);
    return (
      <Glyph
        size={pixels}
        className={className}
        focusable="false"
        aria-hidden={label ? undefined : true}
        role={label ? 'img' : undefined}
        aria-label={label}
        data-icon={name}
      />
    );
  }
  KitIcon.displayName = `${name}Icon`;
  return KitIcon;
}
