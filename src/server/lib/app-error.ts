/** An expected failure with a status, a machine code and a sentence for a person. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
/** The sentences of a 401 and a 403 that say no more (also the error handler's for any such status). */
export const LOG_IN_TO_DO_THIS = "Log in to do this.";
export const NOT_ALLOWED = "You are not allowed to do this.";

export const unauthorized = (message = LOG_IN_TO_DO_THIS) => new AppError(401, "unauthorized", message);
export const forbidden = (message = NOT_ALLOWED) => new AppError(403, "forbidden", message);
export const notFound = (message: string) => new AppError(404, "not_found", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooMany = (code: string, message: string) => new AppError(429, code, message);
