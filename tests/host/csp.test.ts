/**
 * The renderer's Content Security Policy: the header both hosts send forbids
 * framing, plugins, form posts and <base>, and the page's own <meta> copy says
 * the same except `frame-ancestors`, which browsers ignore in a <meta> tag.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER_CSP, RENDERER_META_CSP } from '../../src/shared/csp';
import { ROOT } from '../fixtures/workers';

const directives = (policy: string): Map<string, string> =>
  new Map(policy.split(';').map((d) => d.trim().split(/\s+/, 2) as [string, string]));

describe('renderer CSP', () => {
  it('forbids framing, plugins, form posts and <base> in the header', () => {
    const header = directives(RENDERER_CSP);
    for (const name of ['frame-ancestors', 'object-src', 'base-uri', 'form-action']) {
      expect(header.get(name), name).toBe("'none'");
    }
    expect(RENDERER_CSP).not.toContain('unsafe-eval');
  });

  it('index.html carries the same policy, without frame-ancestors', async () => {
    const html = await readFile(join(ROOT, 'src', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(RENDERER_META_CSP);
    expect(RENDERER_CSP).toBe(`${RENDERER_META_CSP}; frame-ancestors 'none'`);
  });
});
