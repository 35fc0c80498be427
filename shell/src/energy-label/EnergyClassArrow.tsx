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
  min-width: ${({ $size }) => ($size === 'lg' ? '56px' : '44px')};
  min-height: ${({ $size }) => ($size === 'lg' ? '32px' : '24px')};
  padding: 0 18px 0 8px;
  clip-path: polygon(0 0, calc(100% - 12px) 0, 100% 50%, calc(100% - 12px) 100%, 0 100%);
  background: ${({ $energyClass }) => ENERGY_CLASS_COLOURS[$energyClass]};
  color: ${ENERGY_CLASS_TEXT_COLOUR};
  font-weight: 700;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.25rem' : '1rem')};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
    clip-path: none;
  }
`;

const SheetLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
`;
