// Amounts in words in Hindi, the Indian way (हज़ार, लाख, करोड़), as Hindi cheques and invoices
// write them: 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र'. Hindi has a word of its
// own for every number up to 99 (no tens-and-units rule to build them from), hence the table.

// prettier-ignore
const BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

/** A whole number in Hindi words, Indian grouping; above 99 करोड़ the करोड़ are themselves in words. */
export function numberInHindiWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n < 100) return BELOW_HUNDRED[n]!;
  const crore = Math.floor(n / 10_000_000);
  const parts: [count: number, unit: string][] = [
    [Math.floor((n % 10_000_000) / 100_000), 'लाख'],
    [Math.floor((n % 100_000) / 1_000), 'हज़ार'],
    [Math.floor((n % 1_000) / 100), 'सौ'],
  ];
  const words = crore ? [`${numberInHindiWords(crore)} करोड़`] : [];
  for (const [count, unit] of parts) if (count) words.push(`${BELOW_HUNDRED[count]} ${unit}`);
  if (n % 100) words.push(BELOW_HUNDRED[n % 100]!);
  return words.join(' ');
}

/**
 * Paise in Hindi words: 12345678 -> 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र';
 * 100 -> 'एक रुपया मात्र'; 0 -> 'शून्य रुपये मात्र'.
 */
export function amountInHindiWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amount must be whole, non-negative paise (got ${paise})`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = `${numberInHindiWords(rest)} ${rest === 1 ? 'पैसा' : 'पैसे'}`;
  if (rupees === 0 && rest) return `${paiseWords} मात्र`;
  const rupeeWords = `${numberInHindiWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return rest ? `${rupeeWords} और ${paiseWords} मात्र` : `${rupeeWords} मात्र`;
}
