import { describe, expect, it } from 'vitest';

import { amountInHindiWords, numberInHindiWords } from './amount-in-words-hi';

describe('amountInHindiWords', () => {
  it('writes rupees and paise the Indian way', () => {
    expect(amountInHindiWords(12_345_678)).toBe(
      'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र',
    );
    expect(amountInHindiWords(51_500)).toBe('पाँच सौ पंद्रह रुपये मात्र');
    expect(amountInHindiWords(100)).toBe('एक रुपया मात्र');
    expect(amountInHindiWords(2_001)).toBe('बीस रुपये और एक पैसा मात्र');
    expect(amountInHindiWords(9_999)).toBe('निन्यानवे रुपये और निन्यानवे पैसे मात्र');
  });

  it('writes zero and paise-only amounts', () => {
    expect(amountInHindiWords(0)).toBe('शून्य रुपये मात्र');
    expect(amountInHindiWords(50)).toBe('पचास पैसे मात्र');
  });

  it('writes exact lakhs and crores without empty parts', () => {
    expect(amountInHindiWords(10_000_000)).toBe('एक लाख रुपये मात्र');
    expect(amountInHindiWords(5_00_00_000_00)).toBe('पाँच करोड़ रुपये मात्र');
    expect(amountInHindiWords(1_00_00_001_00)).toBe('एक करोड़ एक रुपये मात्र');
    expect(amountInHindiWords(99_99_99_999_99)).toBe(
      'निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र',
    );
  });

  it('refuses fractional or negative paise', () => {
    expect(() => amountInHindiWords(10.5)).toThrow(RangeError);
    expect(() => amountInHindiWords(-100)).toThrow(RangeError);
  });
});

describe('numberInHindiWords', () => {
  it('has its own word for each number below a hundred', () => {
    expect(
      [11, 19, 21, 29, 35, 39, 49, 59, 67, 69, 78, 79, 89, 91, 99].map(numberInHindiWords),
    ).toEqual([
      'ग्यारह',
      'उन्नीस',
      'इक्कीस',
      'उनतीस',
      'पैंतीस',
      'उनतालीस',
      'उनचास',
      'उनसठ',
      'सड़सठ',
      'उनहत्तर',
      'अठहत्तर',
      'उनासी',
      'नवासी',
      'इक्यानवे',
      'निन्यानवे',
    ]);
  });

  it('covers hundreds, thousands and the crores of very large numbers', () => {
    expect(numberInHindiWords(101)).toBe('एक सौ एक');
    expect(numberInHindiWords(1_010)).toBe('एक हज़ार दस');
    expect(numberInHindiWords(20_000)).toBe('बीस हज़ार');
    // 1,23,45,67,89,012 = 12,345 crore 67 lakh 89 thousand 12
    expect(numberInHindiWords(1_234_567_89_012)).toBe(
      'बारह हज़ार तीन सौ पैंतालीस करोड़ सड़सठ लाख नवासी हज़ार बारह',
    );
  });
});
