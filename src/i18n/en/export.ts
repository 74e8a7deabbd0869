export const exportWording: Readonly<Record<string, string>> = {
  'app.export.progress_title': 'Exporting',
  'app.export.progress': '%{done} of %{smart_count} row |||| %{done} of %{smart_count} rows',
  'app.export.error': 'Error exporting the list',
};
