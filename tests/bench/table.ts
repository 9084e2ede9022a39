/** Printing benchmark figures as aligned plain-text tables. */

export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]): string =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** A rate with thousands separators and no decimals. */
export function perSecond(count: number, ms: number): string {
  return Math.round((count / ms) * 1000).toLocaleString('en');
}

export function percent(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}
