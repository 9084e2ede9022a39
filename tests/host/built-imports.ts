/**
 * The npm packages a built entry loads at run time: its static imports,
 * re-exports, dynamic `import("…")` and `require("…")` of bare names, followed
 * through the relative chunks it imports. Node's built-in modules are left out.
 * Read from the files electron-vite wrote in out/, so it is what the build
 * really imports, not what the sources say.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';

const SPECIFIERS = [
  /^\s*(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
];
const BUILTIN = new Set(builtinModules);

/** `ajv/dist/2020.js` → `ajv`; `@scope/pkg/x` → `@scope/pkg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function packagesLoadedBy(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" before these tests.`);
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of code.matchAll(pattern)) {
        if (specifier!.startsWith('.')) pending.push(resolve(dirname(file), specifier!));
        else if (!specifier!.startsWith('node:') && !BUILTIN.has(packageOf(specifier!)))
          packages.add(packageOf(specifier!));
      }
    }
  }
  return packages;
}
