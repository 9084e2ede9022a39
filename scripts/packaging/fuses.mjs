// @ts-check
/**
 * The Electron fuses the packaged app is built with, and where the Electron
 * executable sits in a packed app on each platform. Plain JavaScript, because
 * electron-builder loads the `afterPack` hook (after-pack.mjs) as it is; kept
 * apart from the hook so tests can read it without @electron/fuses installed.
 *
 * Off: running the app as plain Node (ELECTRON_RUN_AS_NODE), NODE_OPTIONS, and
 * the --inspect flags — each would let anyone who can start the app run their
 * own code in it. On: the app loads only from its app.asar, whose integrity is
 * checked against the hash embedded at build time.
 */

/** Fuse names (as `FuseV1Options` in @electron/fuses names them) and the state each is set to. */
export const FUSES = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
});

/**
 * The `flipFuses` options for `FUSES`, given the package's `FuseV1Options` enum (name → fuse number).
 * @param {Record<string, number | string>} fuseOptions
 * @returns {Record<number, boolean>}
 */
export function fuseSettings(fuseOptions) {
  /** @type {Record<number, boolean>} */
  const settings = {};
  for (const [name, on] of Object.entries(FUSES)) {
    const fuse = fuseOptions[name];
    if (typeof fuse !== 'number') throw new Error(`@electron/fuses has no fuse called ${name}; update the list.`);
    settings[fuse] = on;
  }
  return settings;
}

/**
 * The Electron executable of a packed app.
 * @param {string} platform electron-builder's `electronPlatformName`: darwin, mas, win32 or linux
 * @param {string} appOutDir the folder electron-builder packed the app into
 * @param {string} productFilename the app's file name ("Boardwright")
 * @param {string} executableName the Linux executable's name (electron-builder lower-cases it)
 */
export function executablePath(platform, appOutDir, productFilename, executableName) {
  if (platform === 'darwin' || platform === 'mas') {
    return `${appOutDir}/${productFilename}.app/Contents/MacOS/${productFilename}`;
  }
  if (platform === 'win32') return `${appOutDir}/${productFilename}.exe`;
  if (platform === 'linux') return `${appOutDir}/${executableName}`;
  throw new Error(`No Electron executable known for the platform "${platform}".`);
}
