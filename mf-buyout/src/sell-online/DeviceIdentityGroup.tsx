import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';

/**
 * IMEI and serial number: neither alone is required, one of the two is. The star therefore sits on the
 * group's legend (with the rule spelled out for screen readers), not on either field.
 */
export function DeviceIdentityGroup({ children }: { children: ReactNode }) {
  return (
    <Group>
      <Legend>
        <Trans>IMEI nebo sériové číslo</Trans>
        <Star aria-hidden="true">*</Star>
        <VisuallyHidden>
          <Trans>(povinné, stačí jedno z nich)</Trans>
        </VisuallyHidden>
      </Legend>
      {children}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  font-weight: 600;
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.spacing.xxs};
`;
