import type { ServerMessageId } from './messages-cs';

/** Typed against the Czech catalog, so a missing translation fails the type-check. */
export const messagesRo: Record<ServerMessageId, string> = {
  'api.not_authenticated': 'Nu sunteți autentificat.',
  'api.no_permission': 'Nu aveți permisiunea de a accesa această pagină.',
  'api.csrf_failed': 'Verificarea CSRF a eșuat: tokenul lipsește sau este incorect.',
  'api.invalid_credentials': 'E-mailul sau parola introduse nu sunt corecte.',
  'api.too_many_requests': 'Prea multe încercări. Vă rugăm să încercați din nou peste {seconds} s.',
  'api.not_found': 'Pagina nu a fost găsită.',
  'api.invalid_request_body': 'Corpul cererii nu este un JSON valid.',
  'api.invalid_type': 'Valoare invalidă.',
  'api.server_error': 'A apărut o eroare pe server. Vă rugăm să încercați mai târziu.',
};
