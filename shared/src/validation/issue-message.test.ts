import * as v from 'valibot';
import { createSharedI18n } from '../i18n/create-i18n';
import { issueMessageKey, translateFieldMessage } from './issue-message';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected issues');
  return result.issues;
};

test('a kind is kept as a key and translated in whichever language is active when shown', () => {
  const [issue] = issuesOf(v.pipe(v.string(), v.maxLength(3, 'max_length')), 'abcdef');
  const key = issueMessageKey(issue!);
  const i18n = createSharedI18n('cs');
  expect(translateFieldMessage(key, i18n)).toBe('Zadejte nejvýše 3 znaky.');
  i18n.activate('ro');
  expect(translateFieldMessage(key, i18n)).not.toBe('Zadejte nejvýše 3 znaky.');
  expect(translateFieldMessage(key, i18n)).toContain('3');
});

test('a server text and a message without a kind are shown as they came', () => {
  const i18n = createSharedI18n('cs');
  expect(translateFieldMessage('Tento termín je již obsazen.', i18n)).toBe('Tento termín je již obsazen.');
  const [issue] = issuesOf(v.string('not a kind'), 1);
  expect(issueMessageKey(issue!)).toBe('not a kind');
});
