// @ts-check
/**
 * Renders the app icon (build/icon.svg) to the PNG files electron-builder
 * packs: build/icon.png at 1024 px, which it converts to macOS's .icns and
 * Windows's .ico, and build/icons/<n>x<n>.png, the Linux icon set (drawn at
 * each size rather than scaled down by the packager, so small sizes stay sharp).
 *
 * Needs rsvg-convert (Debian/Ubuntu: apt-get install librsvg2-bin; macOS:
 * brew install librsvg). Run it after changing the SVG and commit the PNGs:
 * the packager never renders SVG itself on every platform.
 *
 *   node scripts/packaging/render-icon.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const BUILD = resolve(import.meta.dirname, '..', '..', 'build');
const SOURCE = join(BUILD, 'icon.svg');

/** The Linux icon set's sizes (the hicolor theme's usual ones) and the 1024 px master. */
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
export const MASTER_SIZE = 1024;

/** @param {number} size @param {string} target */
function render(size, target) {
  execFileSync('rsvg-convert', ['--width', String(size), '--height', String(size), SOURCE, '--output', target]);
  console.log(`${target} (${size}x${size})`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  render(MASTER_SIZE, join(BUILD, 'icon.png'));
  mkdirSync(join(BUILD, 'icons'), { recursive: true });
  for (const size of LINUX_SIZES) render(size, join(BUILD, 'icons', `${size}x${size}.png`));
}
