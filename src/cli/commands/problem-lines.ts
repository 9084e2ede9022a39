import type { ContentProblem } from '../../shared/api';

/** `file: cards/3/copies: must be at most 12`, the form `validate` has always printed. */
export function problemLines(file: string, problems: readonly ContentProblem[]): string[] {
  return problems.map((p) => {
    const path = p.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('/');
    return `${file}: ${p.severity === 'warning' ? 'warning: ' : ''}${path || '(top level)'}: ${p.message}`;
  });
}
