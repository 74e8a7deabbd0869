export const bulk: Readonly<Record<string, string>> = {
  'app.bulk.progress_label': 'Progress',
  'app.bulk.progress': '%{done} of %{total} done',
  'app.bulk.summary': '%{changed} changed, %{refused} refused',
  'app.bulk.cancelled': 'Cancelled: %{left} not sent',
  'app.bulk.failed': 'Stopped by an error: %{left} not sent. %{try_again}',
  'app.bulk.refused_list': 'Refused',
  'app.bulk.refusal': '%{name}: %{reason}',
  'app.bulk.cancel': 'Cancel',
  'app.bulk.cancelling': 'Cancelling…',
  'app.bulk.close': 'Close',
  'app.bulk.select': 'Select %{name}',
  'app.bulk.select_page': 'Select all on this page',
};
