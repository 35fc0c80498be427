import * as v from 'valibot';
import { isStorableText, textInput } from './storable-text';

describe('isStorableText', () => {
  it.each(['', 'Nováková', 'Ștefan', 'emoji 👍', 'tab\tand\nnewline'])('takes %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uDC00\uD800', '👍'.slice(0, 1)])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('textInput', () => {
  it('reports invalid_characters for NUL and required for a missing value', () => {
    expect(v.safeParse(textInput, 'a\u0000').issues?.[0]?.message).toBe('invalid_characters');
    expect(v.safeParse(textInput, undefined).issues?.[0]?.message).toBe('required');
  });
});
