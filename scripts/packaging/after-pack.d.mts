/** Types of after-pack.mjs (plain JavaScript, as electron-builder loads it). */
export default function afterPack(context: {
  electronPlatformName: string;
  appOutDir: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}): Promise<void>;
