import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SERVICE_OPERATIONS_SHOWN, type ServiceOperation } from '@shop/shared/contract/service';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { RepairDuration } from '@shop/shared/service/repair-duration';
import { WarrantyMonths } from './WarrantyMonths';

export interface OperationListProps {
  operations: readonly ServiceOperation[];
  chosenIds: readonly number[];
  onToggle: (id: number) => void;
}

/**
 * The device's repairs as checkboxes: the first SERVICE_OPERATIONS_SHOWN at once, the rest
 * behind a disclosure button (spec sections 2 and 9), with the sum of the ticked ones below.
 */
export function OperationList({ operations, chosenIds, onToggle }: OperationListProps) {
  const { t } = useLingui();
  const { market } = useMarket();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hiddenCount = Math.max(0, operations.length - SERVICE_OPERATIONS_SHOWN);
  const shown = expanded ? operations : operations.slice(0, SERVICE_OPERATIONS_SHOWN);
  const chosen = operations.filter((operation) => chosenIds.includes(operation.id));
  const total = chosen.reduce((sum, operation) => sum + operation.price, 0);
  const chosenCount = chosen.length;

  return (
    <Group aria-label={t`Opravy`}>
      <legend>
        <Trans>Vyberte opravy</Trans>
      </legend>
      <List id={listId} data-testid="service-operations">
        {shown.map((operation) => {
          const checked = chosenIds.includes(operation.id);
          return (
            <Row key={operation.id} data-checked={checked}>
              <label>
                <input type="checkbox" checked={checked} onChange={() => onToggle(operation.id)} />
                <Name>{operation.name}</Name>
              </label>
              <Details>
                <Price>{formatPrice(operation.price, market)}</Price>
                <span>
                  <RepairDuration minutes={operation.duration} />
                </span>
                <span>
                  <WarrantyMonths months={operation.warranty} />
                </span>
              </Details>
            </Row>
          );
        })}
      </List>
      {hiddenCount > 0 && (
        <Button variant="secondary" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? (
            <Trans>Zobrazit méně oprav</Trans>
          ) : (
            <Plural value={hiddenCount} one="Zobrazit # další opravu" few="Zobrazit # další opravy" other="Zobrazit # dalších oprav" />
          )}
        </Button>
      )}
      <Total role="status" aria-live="polite" data-testid="operations-total">
        {chosen.length === 0 ? (
          <Trans>Zatím nemáte vybranou žádnou opravu.</Trans>
        ) : (
          <>
            <Plural value={chosenCount} one="Celkem za # opravu:" few="Celkem za # opravy:" other="Celkem za # oprav:" />{' '}
            <strong>{formatPrice(total, market)}</strong>
          </>
        )}
      </Total>
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    cursor: pointer;
  }
  input {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
  &[data-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
