import { useState } from 'react';
import { BuyoutDetail } from './BuyoutDetail';
import { BuyoutGrid } from './BuyoutGrid';

/** O-S17: the buyout grid, or one buyout opened from it. The grid stays mounted so its filters and page survive going back. */
export function BuyoutDesk() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div data-testid="buyout-desk">
      {open !== null && <BuyoutDetail id={open} onBack={() => setOpen(null)} />}
      <div hidden={open !== null}>
        <BuyoutGrid onOpen={setOpen} />
      </div>
    </div>
  );
}
