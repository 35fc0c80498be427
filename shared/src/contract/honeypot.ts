/**
 * The field an anonymous form that mails carries hidden from people: a person leaves it empty,
 * a bot that fills every input does not, and the server then refuses the submit
 * (api/src/limits/public-write.ts). Not part of the routes' body schemas, which drop it.
 */
export const HONEYPOT_FIELD = 'website';
