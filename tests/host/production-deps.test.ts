/**
 * electron-builder packs every production dependency (and what it depends on)
 * into app.asar. So `dependencies` must be exactly the packages the packed
 * app loads — the built main process, preload and AI worker (computed from
 * out/, see built-imports.ts) — and everything else a development package:
 * the renderer's libraries are bundled into out/renderer, and the web host
 * and the CLI run from a checkout, where `npm ci` installs development
 * packages too. Needs `npm run build` first (npm test builds before the unit tests).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/workers';
import { packageOf, packagesLoadedBy } from './built-imports';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const builder = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8'));
const OUT = join(ROOT, 'out');
/** The packed app's entries: package.json "main", the preload, and the worker both hosts fork. */
const APP_ENTRIES = [join(ROOT, pkg.main), join(OUT, 'preload', 'index.cjs'), join(OUT, 'main', 'worker.js')];
/** Provided by Electron itself, never packed. */
const RUNTIME = new Set(['electron']);

const installed = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

describe('the production dependencies', () => {
  it('are exactly what the built main process, preload and worker load', () => {
    const loaded = [...packagesLoadedBy(APP_ENTRIES)].filter((name) => !RUNTIME.has(name)).sort();
    expect(loaded.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(loaded);
  });

  it('keep Electron and the packager out (electron-builder refuses them)', () => {
    for (const name of ['electron', 'electron-builder']) expect(pkg.dependencies).not.toHaveProperty(name);
  });

  it('leave the web host out of app.asar; it and the CLI find their packages after npm ci', () => {
    expect(builder.files).toContain('!out/main/host.js');
    for (const name of packagesLoadedBy([join(OUT, 'main', 'host.js')])) expect(installed, name).toContain(name);
    const cli = readFileSync(join(ROOT, pkg.bin.boardwright), 'utf8');
    for (const [, specifier] of cli.matchAll(/from\s*["']([^"'.][^"']*)["']/g))
      expect(installed, specifier).toContain(packageOf(specifier!));
  });
});

describe('packagesLoadedBy', () => {
  it('reads imports, re-exports, dynamic imports and requires, and leaves out built-in modules', () => {
    expect(packageOf('ajv/dist/2020.js')).toBe('ajv');
    expect(packageOf('@scope/name/sub')).toBe('@scope/name');
    const loaded = packagesLoadedBy([join(OUT, 'main', 'index.js')]);
    expect(loaded).toContain('electron');
    expect(loaded).not.toContain('path');
    expect([...loaded].some((name) => name.startsWith('node:'))).toBe(false);
  });
});
