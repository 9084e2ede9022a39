/** Every API method's request schema compiles: checkers are compiled on a method's first call, so nothing else would show a broken one before a user meets it. */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/services/errors';
import { RequestChecker } from '../../src/services/request-check';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';

describe('API request schemas', () => {
  it.each(Object.keys(API_REQUEST_SCHEMAS))('%s compiles and answers a bad payload in words', (method) => {
    const checker = new RequestChecker();
    try {
      checker.checkPayload(method, { surely: 'not a field of any request' });
    } catch (error) {
      // A compile error would be a plain Error; a refused payload is a bad-request ServiceError.
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).code).toBe('bad-request');
    }
  });

  it('refuses a method that has no schema', () => {
    expect(() => new RequestChecker().checkPayload('no.such.method', {})).toThrow(/no request schema/);
  });
});
