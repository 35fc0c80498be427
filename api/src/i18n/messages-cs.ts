/**
 * The server's own texts, Czech first (the source language), in ICU message format.
 * Keep ids stable: widgets may show these `detail` texts as they are.
 */
export const messagesCs = {
  'api.not_authenticated': 'Nejste přihlášeni.',
  'api.no_permission': 'Nemáte oprávnění k přístupu na tuto stránku.',
  'api.csrf_failed': 'Ověření CSRF selhalo: token chybí nebo je nesprávný.',
  'api.invalid_credentials': 'Zadaný e-mail nebo heslo není správné.',
  'api.too_many_requests': 'Příliš mnoho pokusů. Zkuste to prosím znovu za {seconds} s.',
  'api.not_found': 'Stránka nebyla nalezena.',
  'api.invalid_request_body': 'Tělo požadavku není platný JSON.',
  'api.invalid_type': 'Neplatná hodnota.',
  'api.server_error': 'Na serveru došlo k chybě. Zkuste to prosím později.',
} as const;

export type ServerMessageId = keyof typeof messagesCs;
