export interface MailSender {
  name: string;
  address: string;
}

/**
 * The From of every mail: MAIL_SENDER_NAME before the address of MAIL_FROM. MAIL_FROM may still
 * carry a display name (`Shop <no-reply@example.com>`, as it used to); the configured name wins.
 */
export function mailSender(mailFrom: string, senderName: string): MailSender {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return { name: senderName, address: address.trim() };
}
