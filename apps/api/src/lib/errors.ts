import type { Language } from '@kirana/shared';
import { readerIn, type Said } from './i18n/reader';

// An error's sentences are kept as catalogue words (or an owner's text as written) and said in
// the request's language by the error handler (locales/<language>/*.json).
export type { Said, Words } from './i18n/reader';

/** One field at fault in a 400. */
export interface FieldFault {
  Field: string;
  Message: string;
}

const sayIn = (said: Said, language: Language): string => readerIn(language).say(said);

/** An expected failure with a machine code; the error handler maps it to its HTTP status. */
export class AppError extends Error {
  /** in English (logs, tests); `wordedIn` gives them in a shopper's language */
  readonly description?: string;
  readonly fields?: FieldFault[];
  private readonly said: {
    message: Said;
    description?: Said;
    fields?: { Field: string; Message: Said }[];
  };

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: Said,
    description?: Said,
    /** the request fields at fault, for a 400 that names them */
    fields?: { Field: string; Message: Said }[],
  ) {
    super(sayIn(message, 'en'));
    this.name = 'AppError';
    this.said = { message, description, fields };
    if (description !== undefined) this.description = sayIn(description, 'en');
    if (fields) this.fields = fields.map((f) => ({ ...f, Message: sayIn(f.Message, 'en') }));
  }

  /** The message, description and fields in `language`. */
  wordedIn(language: Language): { message: string; description?: string; fields?: FieldFault[] } {
    const { message, description, fields } = this.said;
    return {
      message: sayIn(message, language),
      ...(description !== undefined && { description: sayIn(description, language) }),
      ...(fields && {
        fields: fields.map((f) => ({ Field: f.Field, Message: sayIn(f.Message, language) })),
      }),
    };
  }
}

/** The things a shopper can find missing, with their sentence's id in errors.json. */
const NOT_FOUND_IDS: Readonly<Record<string, string>> = {
  Order: 'errors.not-found.order',
  Product: 'errors.not-found.product',
  Option: 'errors.not-found.option',
  Address: 'errors.not-found.address',
  Review: 'errors.not-found.review',
  Page: 'errors.not-found.page',
  Category: 'errors.not-found.category',
  Image: 'errors.not-found.image',
};

/** The ids notFound says (the catalogue test checks each exists). */
export const NOT_FOUND_WORD_IDS = Object.values(NOT_FOUND_IDS);

/** 404 "Order not found", in the reader's language for the things a shopper looks up. */
export const notFound = (what: string, code = 'NOT_FOUND') => {
  const messageId = NOT_FOUND_IDS[what];
  return new AppError(404, code, messageId ? { messageId } : `${what} not found`);
};

export const badRequest = (message: Said, code = 'BAD_REQUEST') => new AppError(400, code, message);
