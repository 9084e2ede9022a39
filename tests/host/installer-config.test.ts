/**
 * What each installer needs from electron-builder.json and package.json,
 * checked by electron-builder's own code where it can run without Electron:
 * its package.json check (`checkMetadata`), its configuration schema
 * (`getConfig` + `validateConfiguration`), and the deb target's metadata
 * step (`computeFpmMetaInfoOptions`, which stops the Linux build with "Please
 * specify project homepage" / "Please specify author 'email'"). The rest — the
 * icons and the names each platform shows — is checked against the fields
 * electron-builder's documentation asks for. Building an installer downloads
 * Electron and is left to a machine with a network (docs/DEVELOPING.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/workers';

const require = createRequire(join(ROOT, 'package.json'));
// Internal modules of app-builder-lib (no "exports" map, so they can be reached); typed loosely on purpose.
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config');
const { readPackageJson, checkMetadata } = require('app-builder-lib/out/util/packageMetadata');
const FpmTarget = require('app-builder-lib/out/targets/FpmTarget').default;
const { AppInfo } = require('app-builder-lib/out/appInfo');
const { DebugLogger } = require('builder-util');

const PACKAGE_JSON = join(ROOT, 'package.json');
const builderFile = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8'));

async function loadBuilderConfig() {
  const metadata = await readPackageJson(PACKAGE_JSON);
  const config = await getConfig(ROOT, null, null, { value: Promise.resolve(metadata) });
  return { metadata, config };
}

/** The deb target's metadata step, run by electron-builder's own code over our package.json and config. */
async function debMetadata(metadata: Record<string, unknown>, config: Record<string, unknown>) {
  const appInfo = { info: { metadata, repositoryInfo: Promise.resolve(null) }, notNullDevMetadata: metadata };
  const packager = {
    appInfo: { computePackageUrl: () => AppInfo.prototype.computePackageUrl.call(appInfo), linuxPackageName: 'x' },
    info: { metadata },
  };
  const options = { ...(config.linux as object), ...(config.deb as object) };
  return FpmTarget.prototype.computeFpmMetaInfoOptions.call({ packager, options });
}

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("electron-builder's own checks", () => {
  it('accepts package.json (name, version, no Electron in dependencies)', async () => {
    const metadata = await readPackageJson(PACKAGE_JSON);
    expect(() => checkMetadata(metadata, metadata, PACKAGE_JSON, PACKAGE_JSON)).not.toThrow();
  });

  it('accepts the configuration against its schema', async () => {
    const { config } = await loadBuilderConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('finds the homepage and the maintainer the deb needs', async () => {
    const { metadata, config } = await loadBuilderConfig();
    const deb = await debMetadata(metadata, config);
    expect(deb.url).toMatch(/^https:\/\//);
    expect(deb.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+\.[a-z]+>$/);
  });

  it('would stop the deb build without them (the check is real)', async () => {
    const { metadata, config } = await loadBuilderConfig();
    const bare = { ...metadata, homepage: undefined, author: { name: 'Someone' } };
    await expect(debMetadata(bare, config)).rejects.toThrow(/project homepage[\s\S]*author 'email'/);
  });
});

describe('what each installer needs', () => {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8'));

  it('package.json: product name, description, homepage, author with email, version', () => {
    expect(pkg.productName).toBe('Boardwright');
    expect(builderFile.productName).toBe(pkg.productName);
    expect(pkg.description).toBeTruthy();
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.author.name).toBeTruthy();
    expect(pkg.author.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('targets: deb and AppImage for Linux, NSIS for Windows, dmg for macOS', () => {
    expect(builderFile.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(builderFile.linux.target).toEqual(expect.arrayContaining(['deb', 'AppImage']));
    expect(builderFile.win.target).toContain('nsis');
    expect(builderFile.mac.target).toContain('dmg');
    expect(builderFile.linux.executableName).toBe('boardwright');
    expect(builderFile.linux.category).toBeTruthy(); // the .desktop file's menu section
    expect(builderFile.mac.category).toMatch(/^public\.app-category\./);
  });

  it('the icon: at least 512 px for macOS and 256 px for Windows, and a Linux set drawn at each size', () => {
    const [width, height] = pngSize(join(ROOT, builderFile.mac.icon));
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(pngSize(join(ROOT, builderFile.win.icon))[0]).toBeGreaterThanOrEqual(256);
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(join(ROOT, builderFile.linux.icon, `${size}x${size}.png`))).toEqual([size, size]);
    }
    // The source the PNGs are rendered from, and where it comes from.
    expect(readFileSync(join(ROOT, 'build', 'icon.svg'), 'utf8')).toContain('<svg');
    expect(readFileSync(join(ROOT, 'build', 'ICON.md'), 'utf8')).toMatch(/drawn by hand for Boardwright/);
  });
});
