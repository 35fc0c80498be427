import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { GoodsInPiece } from '@shop/shared/contract/goods-in';
import { Button } from '@shop/shared/ui/button';

interface Props {
  pieces: readonly GoodsInPiece[];
  /** The save's refusals of one row (repeated or already in stock), in the reader's language. */
  errorsOf: (index: number) => string[];
  onRemove: (index: number) => void;
}

/** The scanned pieces waiting to be saved, each removable before the save. */
export function PieceList({ pieces, errorsOf, onRemove }: Props) {
  const { t } = useLingui();
  if (pieces.length === 0) {
    return (
      <p>
        <Trans>Zatím není naskenovaný žádný kus.</Trans>
      </p>
    );
  }
  return (
    <List aria-label={t`Naskenované kusy`} data-testid="goods-in-pieces">
      {pieces.map((piece, index) => (
        <li key={piece.serial_number}>
          <span>
            {t`S/N ${piece.serial_number}`}
            {piece.imei && ` · ${t`IMEI ${piece.imei}`}`}
          </span>
          <Button variant="link" aria-label={t`Odebrat ze seznamu S/N ${piece.serial_number}`} onClick={() => onRemove(index)}>
            <Trans>Odebrat ze seznamu</Trans>
          </Button>
          {errorsOf(index).map((message) => (
            <RowError key={message} role="alert">
              {message}
            </RowError>
          ))}
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
  overflow-wrap: anywhere;
  > li {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

const RowError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
