import { ServiceError } from '../errors';

/** A pack that cannot be opened or installed: `invalid-pack`, with a message saying exactly why. */
export function invalidPack(message: string, details?: string[]): ServiceError {
  return new ServiceError('invalid-pack', message, details);
}
