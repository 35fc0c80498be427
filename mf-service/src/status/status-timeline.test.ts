import { statusTimeline } from './status-timeline';

const at = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`;

test('shows what happened, the current status last, then the usual next steps', () => {
  const steps = statusTimeline({
    status: 'received',
    status_history: [
      { status: 'booked', changed_at: at(8) },
      { status: 'received', changed_at: at(10) },
    ],
  });
  expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual([
    'booked:done',
    'received:current',
    'in_repair:upcoming',
    'ready_for_pickup:upcoming',
    'picked_up:upcoming',
  ]);
});

test('a cancelled order ends where it was cancelled', () => {
  const steps = statusTimeline({
    status: 'cancelled',
    status_history: [
      { status: 'booked', changed_at: at(8) },
      { status: 'cancelled', changed_at: at(9) },
    ],
  });
  expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual(['booked:done', 'cancelled:current']);
});
