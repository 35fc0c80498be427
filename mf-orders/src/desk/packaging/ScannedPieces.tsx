import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { PackagingLine } from '@shop/shared/contract/order-packaging';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/modal';

type Piece = PackagingLine['pieces'][number];

interface Props {
  line: PackagingLine;
  /** False once the hand-over has begun: the parcel's content is final. */
  canUnscan: boolean;
  busy: boolean;
  /** The undo's refusal, shown in the confirmation (in the reader's language, from the server). */
  error: string | null;
  onUnscan: (piece: Piece, done: () => void) => void;
}

/**
 * The pieces scanned into a line, each with an undo for a wrong scan: confirmed first, then the piece goes back
 * on the shelf (the server frees it and writes the timeline).
 */
export function ScannedPieces({ line, canUnscan, busy, error, onUnscan }: Props) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<Piece | null>(null);
  const close = () => setConfirming(null);
  return (
    <>
      <Serials aria-label={t`Naskenovaná sériová čísla ${line.product_code}`}>
        {line.pieces.map((piece) => (
          <li key={piece.id}>
            <span>
              {t`S/N ${piece.serial_number}`}
              {piece.imei && ` · ${t`IMEI ${piece.imei}`}`}
            </span>
            {canUnscan && (
              <Button variant="link" aria-label={t`Odebrat kus S/N ${piece.serial_number} ze zásilky`} onClick={() => setConfirming(piece)}>
                <Trans>Odebrat</Trans>
              </Button>
            )}
          </li>
        ))}
      </Serials>
      <Modal
        open={confirming !== null}
        onClose={close}
        title={t`Odebrat kus ze zásilky?`}
        footer={
          <>
            <Button busy={busy} onClick={() => confirming && onUnscan(confirming, close)}>
              <Trans>Odebrat kus</Trans>
            </Button>
            <Button variant="secondary" onClick={close}>
              <Trans>Zrušit</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>Kus S/N {confirming?.serial_number} se vrátí na sklad jako volný a položku bude potřeba naskenovat znovu.</Trans>
        </p>
        {error && <Alert kind="error">{error}</Alert>}
      </Modal>
    </>
  );
}

const Serials = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;
