import { useState } from 'react';
import { ServiceDetail } from './ServiceDetail';
import { ServiceGrid } from './ServiceGrid';

/** O-S17: the service order grid, or one order opened from it. The grid stays mounted so its filters and page survive going back. */
export function ServiceDesk() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div data-testid="service-desk">
      {open !== null && <ServiceDetail orderNumber={open} onBack={() => setOpen(null)} />}
      <div hidden={open !== null}>
        <ServiceGrid onOpen={setOpen} />
      </div>
    </div>
  );
}
