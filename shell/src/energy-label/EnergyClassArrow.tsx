import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnergyLabelRef } from '@shop/shared/contract/catalogue';
import { ENERGY_CLASS_COLOURS, ENERGY_CLASS_TEXT_COLOUR, type EnergyClass } from '@shop/shared/energy-labels/energy-class';

/**
 * The energy class arrow Reg. (EU) 2023/1669 asks next to a phone's or tablet's price online: the class
 * letter on its EU colour, opening the label, with the product information sheet beside it.
 */
export function EnergyClassArrow({ label, size = 'md' }: { label: EnergyLabelRef; size?: 'md' | 'lg' }) {
  const { t } = useLingui();
  const energyClass = label.energy_class;
  return (
    <Row data-testid="energy-label">
      <Arrow
        href={label.label_url}
        target="_blank"
        rel="noopener"
        $energyClass={energyClass}
        $size={size}
        aria-label={t`Energetická třída ${energyClass}, zobrazit energetický štítek`}
        data-energy-class={energyClass}
      >
        {energyClass}
      </Arrow>
      <SheetLink href={label.sheet_url} target="_blank" rel="noopener">
        <Trans>Informační list výrobku</Trans>
      </SheetLink>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The arrow points right like the label's; its left part holds the letter (black reads on every class colour).
const Arrow = styled.a<{ $energyClass: EnergyClass; $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  min-width: ${({ theme, $size }) => ($size === 'lg' ? theme.sizes.control.lg : theme.sizes.control.md)};
  min-height: ${({ theme, $size }) => ($size === 'lg' ? theme.spacing.xl : theme.spacing.lg)};
  padding: 0 ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.sm};
  clip-path: polygon(0 0, calc(100% - ${({ theme }) => theme.spacing.smd}) 0, 100% 50%, calc(100% - ${({ theme }) => theme.spacing.smd}) 100%, 0 100%);
  background: ${({ $energyClass }) => ENERGY_CLASS_COLOURS[$energyClass]};
  color: ${ENERGY_CLASS_TEXT_COLOUR};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.text};
    outline-offset: ${({ theme }) => theme.focus.offset};
    clip-path: none;
  }
`;

const SheetLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
`;
