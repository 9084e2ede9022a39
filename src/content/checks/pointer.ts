/** JSON pointers and problems for the semantic checks. */
import type { ContentProblem } from '../../shared/api';

/** `/cards/3/copies` from `['cards', 3, 'copies']`, escaping `~` and `/` as RFC 6901 says. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function error(path: string, message: string): ContentProblem {
  return { path, message, severity: 'error' };
}

export function warning(path: string, message: string): ContentProblem {
  return { path, message, severity: 'warning' };
}
