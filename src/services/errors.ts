import type { ApiErrorBody, ApiErrorCode } from '../shared/api';

/**
 * A failure a caller can meet and understand: it crosses the API as an
 * `ApiErrorBody`. Anything else thrown inside the services is a bug and is
 * answered with `internal`.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toBody(): ApiErrorBody {
    return this.details && this.details.length > 0
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

export function badRequest(message: string, details?: string[]): ServiceError {
  return new ServiceError('bad-request', message, details);
}

export function notFound(message: string): ServiceError {
  return new ServiceError('not-found', message);
}

export function invalidRecord(message: string, details?: string[]): ServiceError {
  return new ServiceError('invalid-record', message, details);
}
