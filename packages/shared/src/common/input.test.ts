import { describe, expect, it } from 'vitest';
import {
  CONTROL_MESSAGE,
  DB_INT_MAX,
  dbId,
  dbIdParam,
  int4,
  intParam,
  multiLineText,
  NUL_MESSAGE,
  text,
  UNICODE_MESSAGE,
} from './input';
import { PageNo } from './api-error';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('text()', () => {
  const name = text().trim().min(2).max(10);
  it('refuses NUL with its own message, once, before the length checks', () => {
    expect(messages(name.safeParse('\u0000'))).toEqual([NUL_MESSAGE]);
    expect(messages(name.safeParse('Asha\u0000Rao'))).toEqual([NUL_MESSAGE]);
  });
  it('refuses other control characters and unpaired surrogates', () => {
    for (const s of ['a\tb', 'a\nb', 'a\u0007b', 'a\u007fb', 'a\u0085b'])
      expect(messages(name.safeParse(s)), JSON.stringify(s)).toEqual([CONTROL_MESSAGE]);
    for (const s of ['a\ud800b', 'a\udc00b', '\ud83d'])
      expect(messages(name.safeParse(s)), JSON.stringify(s)).toEqual([UNICODE_MESSAGE]);
  });
  it('takes any other text, Indian scripts and emoji included, and still trims', () => {
    for (const s of ['आशा राव', 'ಬೆಂಗಳೂರು', 'O’Brien 😀', 'Flat #4/B'])
      expect(name.parse(s)).toBe(s);
    expect(name.parse('  Asha  ')).toBe('Asha');
  });
  it('multiLineText() lets tab, newline and CR through, nothing else', () => {
    expect(multiLineText().parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(messages(multiLineText().safeParse('a\u0000'))).toEqual([NUL_MESSAGE]);
    expect(messages(multiLineText().safeParse('a\u000bb'))).toEqual([CONTROL_MESSAGE]);
  });
});

describe('integers', () => {
  it('dbId and int4 stay inside PostgreSQL integer', () => {
    expect(dbId.parse(DB_INT_MAX)).toBe(2_147_483_647);
    for (const n of [0, -1, 1.5, DB_INT_MAX + 1, 2 ** 53, Number.NaN, Infinity])
      expect(dbId.safeParse(n).success, String(n)).toBe(false);
    expect(int4().safeParse(2 ** 31).success).toBe(false);
    expect(int4().parse(0)).toBe(0);
  });
  it('dbIdParam takes digits only', () => {
    expect(dbIdParam().parse('42')).toBe(42);
    expect(dbIdParam().parse('0042')).toBe(42);
    expect(dbIdParam().parse(42)).toBe(42);
    for (const s of [
      '',
      ' 1',
      '1 ',
      '1e3',
      '0x10',
      '1.0',
      '-1',
      '+1',
      '0',
      '2147483648',
      'a\u0000',
    ])
      expect(dbIdParam().safeParse(s).success, JSON.stringify(s)).toBe(false);
  });
  it('names the range in its message', () => {
    expect(messages(intParam(1, 60).safeParse('61'))).toEqual([
      'must be a whole number from 1 to 60',
    ]);
    expect(messages(dbIdParam().safeParse('abc'))).toEqual([
      `must be a whole number from 1 to ${DB_INT_MAX}`,
    ]);
  });
  it('page numbers default and stay bounded', () => {
    expect(PageNo.parse(undefined)).toBe(1);
    expect(PageNo.safeParse('2147483648').success).toBe(false);
  });
});
