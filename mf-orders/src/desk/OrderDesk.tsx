import { useState } from 'react';
import { CrateScan } from './CrateScan';
import { OrderDetail } from './OrderDetail';
import { OrderGrid } from './OrderGrid';

/**
 * The staff's fulfilment desk: the grid, or one order opened from it or by scanning its crate.
 * The grid stays mounted under an open order, so its filters and page survive going back.
 */
export function OrderDesk() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div data-testid="order-desk">
      {open && <OrderDetail orderNumber={open} onBack={() => setOpen(null)} />}
      <div hidden={open !== null}>
        <CrateScan onOpen={setOpen} />
        <OrderGrid onOpen={setOpen} />
      </div>
    </div>
  );
}
