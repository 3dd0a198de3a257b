/** An expected failure with a machine code; the error handler maps it to its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly description?: string,
    /** the request fields at fault, for a 400 that names them */
    readonly fields?: { Field: string; Message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, code = 'NOT_FOUND') =>
  new AppError(404, code, `${what} not found`);

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
