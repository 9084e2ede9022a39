// @ts-check
/**
 * electron-builder's `afterPack` hook (electron-builder.json): flips the fuses
 * of fuses.mjs in the packed app's Electron executable, before it is signed.
 * The fuse package is loaded here, inside the hook, so nothing else needs it.
 */
import { executablePath, fuseSettings } from './fuses.mjs';

/**
 * @param {{ electronPlatformName: string, appOutDir: string,
 *   packager: { appInfo: { productFilename: string }, executableName?: string } }} context
 */
export default async function afterPack(context) {
  // A CommonJS package: its names are on the namespace, or on its default export, depending on the loader.
  const loaded = await import('@electron/fuses');
  const { flipFuses, FuseVersion, FuseV1Options } = 'flipFuses' in loaded ? loaded : loaded.default;
  const { productFilename } = context.packager.appInfo;
  const executable = executablePath(
    context.electronPlatformName,
    context.appOutDir,
    productFilename,
    context.packager.executableName ?? productFilename.toLowerCase(),
  );
  const mac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  await flipFuses(executable, {
    version: FuseVersion.V1,
    // Flipping changes the binary; on Apple silicon an unsigned change will not start, so it is re-signed ad hoc
    // (the real signature comes after this hook).
    resetAdHocDarwinSignature: mac,
    ...fuseSettings(/** @type {Record<string, number | string>} */ (/** @type {unknown} */ (FuseV1Options))),
  });
}
