// The statement layouts of large Indian banks, kept as data: the header of each column the
// import reads, how the bank writes a date, and whether credits have their own column or an
// amount with a Cr/Dr flag. A bank not listed is read with a mapping the owner makes in the
// console (the same shape, picked from the file's own headers).

export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD/MM/YY',
  'DD-MM-YYYY',
  'DD MMM YYYY',
  'DD-MMM-YYYY',
  'YYYY-MM-DD',
] as const;
export type StatementDateFormat = (typeof DATE_FORMATS)[number];

export interface StatementColumns {
  /** the transaction date */
  date: string;
  /** the narration / description / remarks (the UPI note with the order number is in here) */
  narration: string;
  /** the reference / cheque number column, when the bank has one (HDFC puts the UTR here) */
  reference: string | null;
  /** a credit (deposit) column of its own … */
  credit: string | null;
  /** … or one amount column with a flag column whose value says credit */
  amount: string | null;
  flag: string | null;
  /** the flag's value for a credit (compared without case and spaces), e.g. "CR" */
  creditFlag: string | null;
}

export interface StatementLayout extends StatementColumns {
  id: string;
  bank: string;
  dateFormat: StatementDateFormat;
}

export const BANK_LAYOUTS: readonly StatementLayout[] = [
  {
    id: 'sbi',
    bank: 'State Bank of India',
    date: 'Txn Date',
    narration: 'Description',
    reference: 'Ref No./Cheque No.',
    credit: 'Credit',
    amount: null,
    flag: null,
    creditFlag: null,
    dateFormat: 'DD MMM YYYY',
  },
  {
    id: 'hdfc',
    bank: 'HDFC Bank',
    date: 'Date',
    narration: 'Narration',
    reference: 'Chq./Ref.No.',
    credit: 'Deposit Amt.',
    amount: null,
    flag: null,
    creditFlag: null,
    dateFormat: 'DD/MM/YY',
  },
  {
    id: 'icici',
    bank: 'ICICI Bank',
    date: 'Transaction Date',
    narration: 'Transaction Remarks',
    reference: 'Cheque Number',
    credit: 'Deposit Amount (INR )',
    amount: null,
    flag: null,
    creditFlag: null,
    dateFormat: 'DD/MM/YYYY',
  },
  {
    id: 'kotak',
    bank: 'Kotak Mahindra Bank',
    date: 'Transaction Date',
    narration: 'Description',
    reference: 'Chq / Ref No.',
    credit: null,
    amount: 'Amount',
    flag: 'Dr / Cr',
    creditFlag: 'CR',
    dateFormat: 'DD-MM-YYYY',
  },
];

/** The layout of a known bank by its id. */
export const bankLayout = (id: string): StatementLayout | undefined =>
  BANK_LAYOUTS.find((l) => l.id === id);
