/** Types of fuses.mjs (plain JavaScript, as electron-builder loads it). */
export declare const FUSES: Readonly<{
  RunAsNode: false;
  EnableNodeOptionsEnvironmentVariable: false;
  EnableNodeCliInspectArguments: false;
  EnableEmbeddedAsarIntegrityValidation: true;
  OnlyLoadAppFromAsar: true;
}>;
export declare function fuseSettings(fuseOptions: Record<string, number | string>): Record<number, boolean>;
export declare function executablePath(
  platform: string,
  appOutDir: string,
  productFilename: string,
  executableName: string,
): string;
