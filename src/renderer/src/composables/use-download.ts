/** Offers data to the user as a file download, without any host-specific API. */
export function useDownload(): { downloadJson: (fileName: string, data: unknown) => void } {
  function downloadJson(fileName: string, data: unknown): void {
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
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
  return { downloadJson };
}
