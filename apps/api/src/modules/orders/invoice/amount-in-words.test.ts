import { describe, expect, it } from 'vitest';

import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes rupees and paise the Indian way', () => {
    expect(amountInWords(51_500)).toBe('Rupees Five Hundred Fifteen Only');
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(2_001)).toBe('Rupees Twenty and One Paisa Only');
  });

  it('writes zero and paise-only amounts', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
  });

  it('writes exact lakhs and crores without empty parts', () => {
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(5_00_00_000_00)).toBe('Rupees Five Crore Only');
    expect(amountInWords(1_00_00_001_00)).toBe('Rupees One Crore One Only');
    expect(amountInWords(99_99_99_999_99)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
  });

  it('refuses fractional or negative paise', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it('covers teens, round tens, hundreds and thousands', () => {
    expect(numberInWords(11)).toBe('Eleven');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1_010)).toBe('One Thousand Ten');
    expect(numberInWords(20_000)).toBe('Twenty Thousand');
  });

  it('writes the crores of very large numbers in words too', () => {
    // 1,23,45,67,89,012 = 12,345 crore 67 lakh 89 thousand 12
    expect(numberInWords(1_234_567_89_012)).toBe(
      'Twelve Thousand Three Hundred Forty-Five Crore Sixty-Seven Lakh Eighty-Nine Thousand Twelve',
    );
  });
});
