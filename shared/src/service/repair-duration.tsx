import { Plural, Trans } from '@lingui/react/macro';

/** "45 min", "2 h 30 min", or whole working days for long repairs (8 h a day in the center). */
export function RepairDuration({ minutes }: { minutes: number }) {
  if (minutes < 60) return <Trans>{minutes} min</Trans>;
  if (minutes >= 8 * 60 && minutes % (8 * 60) === 0) {
    const days = minutes / (8 * 60);
    return <Plural value={days} one="# pracovní den" few="# pracovní dny" other="# pracovních dní" />;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? <Trans>{hours} h</Trans> : <Trans>{hours} h {rest} min</Trans>;
}
