import * as v from 'valibot';
import type { MessageKind } from './messages';
import { textInput } from './storable-text';

/** Text as typed, without surrounding whitespace; a missing value reports 'required'. */
const trimmedText = v.pipe(textInput, v.trim());

/** A free-text note to staff (buyout device, service order). */
export const NOTE_MAX_LENGTH = 500;

/** Trimmed text that must not be empty. */
export const requiredText = v.pipe(trimmedText, v.nonEmpty('required'));

/** Trimmed text where missing and null count as ''. */
export const optionalInput = v.pipe(v.nullish(textInput, ''), v.trim());

/**
 * Reports only the first failing rule of a field, so an empty field says just
 * "required" and not also "invalid ...", and a malformed value says only why.
 */
export function firstIssueOnly<const TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

/** Replaces the text by what `parse` makes of it; null means the text is wrong and reports `kind`. */
export function parsedBy<TOutput>(parse: (text: string) => TOutput | null, kind: MessageKind) {
  return v.rawTransform<string, TOutput>(({ dataset, addIssue, NEVER }) => {
    const output = parse(dataset.value);
    if (output !== null) return output;
    addIssue({ message: kind });
    return NEVER;
  });
}

/** A required field whose text `parse` checks and normalises. */
export function requiredField<TOutput>(parse: (text: string) => TOutput | null, kind: MessageKind) {
  return firstIssueOnly(v.pipe(requiredText, parsedBy(parse, kind)));
}

/** An optional field: blank stays '', anything else must pass `parse`. */
export function optionalField<TOutput>(parse: (text: string) => TOutput | null, kind: MessageKind) {
  return firstIssueOnly(
    v.pipe(
      optionalInput,
      parsedBy((text): TOutput | '' | null => (text === '' ? '' : parse(text)), kind),
    ),
  );
}

/** Required free text of at most `maxLength` characters. */
export function boundedText(maxLength: number) {
  return firstIssueOnly(v.pipe(requiredText, v.maxLength(maxLength, 'max_length')));
}

/** Optional free text of at most `maxLength` characters; missing becomes ''. */
export function optionalBoundedText(maxLength: number) {
  return v.pipe(optionalInput, v.maxLength(maxLength, 'max_length'));
}
