/** What the customer typed, as typed: kept whole through any error. */
export interface BookingInput {
  center: string;
  date: string;
  slot: string;
  first_name: string;
  last_name: string;
  e_mail: string;
  phone_number: string;
  note: string;
}

/** A fresh form; the day starts at `date` (today) so the first center shows its times at once. */
export const emptyBookingInput = (date: string): BookingInput => ({
  center: '',
  date,
  slot: '',
  first_name: '',
  last_name: '',
  e_mail: '',
  phone_number: '',
  note: '',
});
