// Hands a CSV text to the browser as a file download: the dashboards' exports and the user
// import's template and report.
export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
