/** Where the web host answers whether it takes a session token, and the header that carries it (both sides agree here). */
export const SESSION_CHECK_PATH = '/api/session';
export const SESSION_TOKEN_HEADER = 'x-boardwright-token';
