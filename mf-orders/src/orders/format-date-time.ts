import { formatDate } from '@shop/shared/i18n/market';

/** `25.11.2026 14:05`: the spec's date format (section 5) with the local time of day. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
