/**
 * The end of the 5th working day after `issueDate` (YYYY-MM-DD), Bucharest time taken as UTC+2: the last
 * moment e-Factura accepts a B2C invoice. Public holidays are counted as working days, which only brings the
 * deadline earlier (the stricter reading).
 */
export function eFacturaDeadline(issueDate: string, workingDays = 5): Date {
  const day = new Date(`${issueDate}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(day.getTime() + (24 - 2) * 3_600_000 - 1000);
}
