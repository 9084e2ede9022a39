/** Offers data to the user as a file download, without any host-specific API. */

/** Saves `blob` as `fileName`: the browser's download, or the desktop app's save dialog. */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownload(): {
  downloadJson: (fileName: string, data: unknown) => void;
  downloadBytes: (fileName: string, bytes: Uint8Array, type: string) => void;
} {
  function downloadJson(fileName: string, data: unknown): void {
    downloadBlob(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  }
  function downloadBytes(fileName: string, bytes: Uint8Array, type: string): void {
    downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  }
  return { downloadJson, downloadBytes };
}
