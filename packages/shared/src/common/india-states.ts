// India's states and union territories, without zod: safe to import in the browser bundle.

/** The 28 states and 8 union territories, with the first digits their pincodes start with. */
export const INDIAN_STATES = [
  { code: 'AN', name: 'Andaman and Nicobar Islands', ut: true, pin: ['744'] },
  { code: 'AP', name: 'Andhra Pradesh', ut: false, pin: ['50', '51', '52', '53'] },
  { code: 'AR', name: 'Arunachal Pradesh', ut: false, pin: ['79'] },
  { code: 'AS', name: 'Assam', ut: false, pin: ['78'] },
  { code: 'BR', name: 'Bihar', ut: false, pin: ['80', '81', '82', '83', '84', '85'] },
  { code: 'CH', name: 'Chandigarh', ut: true, pin: ['16'] },
  { code: 'CT', name: 'Chhattisgarh', ut: false, pin: ['49'] },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true, pin: ['396'] },
  { code: 'DL', name: 'Delhi', ut: true, pin: ['11'] },
  { code: 'GA', name: 'Goa', ut: false, pin: ['403'] },
  { code: 'GJ', name: 'Gujarat', ut: false, pin: ['36', '37', '38', '39'] },
  { code: 'HR', name: 'Haryana', ut: false, pin: ['12', '13'] },
  { code: 'HP', name: 'Himachal Pradesh', ut: false, pin: ['17'] },
  { code: 'JK', name: 'Jammu and Kashmir', ut: true, pin: ['18', '19'] },
  { code: 'JH', name: 'Jharkhand', ut: false, pin: ['81', '82', '83', '92'] },
  { code: 'KA', name: 'Karnataka', ut: false, pin: ['56', '57', '58', '59'] },
  { code: 'KL', name: 'Kerala', ut: false, pin: ['67', '68', '69'] },
  { code: 'LA', name: 'Ladakh', ut: true, pin: ['194'] },
  // 68255x only: the rest of 682 is Kochi, in Kerala
  { code: 'LD', name: 'Lakshadweep', ut: true, pin: ['68255'] },
  { code: 'MP', name: 'Madhya Pradesh', ut: false, pin: ['45', '46', '47', '48'] },
  { code: 'MH', name: 'Maharashtra', ut: false, pin: ['40', '41', '42', '43', '44'] },
  { code: 'MN', name: 'Manipur', ut: false, pin: ['795'] },
  { code: 'ML', name: 'Meghalaya', ut: false, pin: ['793', '794'] },
  { code: 'MZ', name: 'Mizoram', ut: false, pin: ['796'] },
  { code: 'NL', name: 'Nagaland', ut: false, pin: ['797', '798'] },
  { code: 'OR', name: 'Odisha', ut: false, pin: ['75', '76', '77'] },
  { code: 'PY', name: 'Puducherry', ut: true, pin: ['605', '607', '609', '533', '673'] },
  { code: 'PB', name: 'Punjab', ut: false, pin: ['14', '15', '16'] },
  { code: 'RJ', name: 'Rajasthan', ut: false, pin: ['30', '31', '32', '33', '34'] },
  { code: 'SK', name: 'Sikkim', ut: false, pin: ['737'] },
  { code: 'TN', name: 'Tamil Nadu', ut: false, pin: ['60', '61', '62', '63', '64', '65', '66'] },
  { code: 'TG', name: 'Telangana', ut: false, pin: ['50'] },
  { code: 'TR', name: 'Tripura', ut: false, pin: ['799'] },
  {
    code: 'UP',
    name: 'Uttar Pradesh',
    ut: false,
    pin: ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  },
  { code: 'UT', name: 'Uttarakhand', ut: false, pin: ['24', '26'] },
  { code: 'WB', name: 'West Bengal', ut: false, pin: ['70', '71', '72', '73', '74'] },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];
export const INDIAN_STATE_CODES = INDIAN_STATES.map((s) => s.code) as [
  IndianStateCode,
  ...IndianStateCode[],
];

/** A 6-digit pincode; the first digit is never 0. */
export const PINCODE_RE = /^[1-9][0-9]{5}$/;
/** A 10-digit Indian mobile number, starting 6-9, without +91. */
export const MOBILE_RE = /^[6-9][0-9]{9}$/;

/** True when the pincode's leading digits belong to the state (postal circles overlap a little). */
export function pincodeMatchesState(pincode: string, state: string): boolean {
  const entry = INDIAN_STATES.find((s) => s.code === state);
  return !!entry && entry.pin.some((prefix) => pincode.startsWith(prefix));
}

/**
 * The one state or territory a pincode belongs to: the one whose longest matching leading digits
 * are longer than any other's (744 is the Andaman and Nicobar Islands, though West Bengal has 74);
 * null when two match as long (50: Andhra Pradesh or Telangana) or none does.
 */
export function onlyStateOf(pincode: string): IndianStateCode | null {
  let best: IndianStateCode | null = null;
  let bestLength = 0;
  for (const s of INDIAN_STATES) {
    const length = Math.max(0, ...s.pin.filter((p) => pincode.startsWith(p)).map((p) => p.length));
    if (length > bestLength) [best, bestLength] = [s.code, length];
    else if (length === bestLength && length > 0) best = null;
  }
  return best;
}

/**
 * The GST slabs a product may be given (percent), since 22 September 2025: nil, 0.25 % (rough
 * diamonds and stones), 3 % (gold, silver), 5 %, 18 % and 40 % (a few sin and luxury goods).
 */
export const GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;
/** Every rate a bill may carry: the slabs, and 12 and 28 % on what was sold before them. */
export const GST_RATES_EVER = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES_EVER)[number];
