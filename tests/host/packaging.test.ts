/**
 * The desktop packaging, checked without running the packager (it downloads
 * Electron): electron-builder builds for Windows, macOS and Linux from the
 * built app inside an asar, and its afterPack hook flips the fuses — running as
 * Node, NODE_OPTIONS and --inspect off; asar integrity and asar-only loading on —
 * in the executable where each platform keeps it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { executablePath, FUSES, fuseSettings } from '../../scripts/packaging/fuses.mjs';
import { ROOT } from '../fixtures/workers';

const builder = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** The fuse numbers of @electron/fuses' FuseV1Options (as its enum maps names to numbers). */
const FUSE_V1_OPTIONS = {
  RunAsNode: 0,
  EnableCookieEncryption: 1,
  EnableNodeOptionsEnvironmentVariable: 2,
  EnableNodeCliInspectArguments: 3,
  EnableEmbeddedAsarIntegrityValidation: 4,
  OnlyLoadAppFromAsar: 5,
  0: 'RunAsNode',
};

describe('fuses', () => {
  it('turns off running as Node, NODE_OPTIONS and --inspect; turns on asar integrity and asar-only loading', () => {
    expect(FUSES).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
    });
  });

  it('maps each fuse to its number for flipFuses, and refuses a name the package does not have', () => {
    expect(fuseSettings(FUSE_V1_OPTIONS)).toEqual({ 0: false, 2: false, 3: false, 4: true, 5: true });
    expect(() => fuseSettings({ RunAsNode: 0 })).toThrow(/no fuse called EnableNodeOptionsEnvironmentVariable/);
  });

  it('finds the Electron executable of a packed app on each platform', () => {
    expect(executablePath('darwin', '/out/mac', 'Boardwright', 'boardwright')).toBe(
      '/out/mac/Boardwright.app/Contents/MacOS/Boardwright',
    );
    expect(executablePath('win32', 'C:/out/win', 'Boardwright', 'boardwright')).toBe('C:/out/win/Boardwright.exe');
    expect(executablePath('linux', '/out/linux', 'Boardwright', 'boardwright')).toBe('/out/linux/boardwright');
    expect(() => executablePath('plan9', '/out', 'Boardwright', 'boardwright')).toThrow(/No Electron executable/);
  });
});

describe('electron-builder configuration', () => {
  it('packs the built app into an asar for Windows, macOS and Linux, with the fuse hook', () => {
    expect(builder.asar).toBe(true);
    expect(builder.files).toContain('out/**');
    for (const platform of ['win', 'mac', 'linux'])
      expect(builder[platform]?.target?.length, platform).toBeGreaterThan(0);
    expect(existsSync(join(ROOT, builder.afterPack))).toBe(true);
    expect(builder.linux.executableName).toBe('boardwright');
  });

  it('lists the packaging tools as development dependencies', () => {
    expect(pkg.devDependencies).toHaveProperty('@electron/fuses');
    expect(pkg.devDependencies).toHaveProperty('electron-builder');
  });

  it('the hook is a default-exported function, loading the fuse package only when it runs', async () => {
    const hook = await import('../../scripts/packaging/after-pack.mjs');
    expect(typeof hook.default).toBe('function');
  });
});
