// A row's problems are IMPORT_MESSAGES' keys (domain/userImport); the columns are users' fields.
export const messages: Readonly<Record<string, string>> = {
  'resources.userImports.name': 'Import users',
  'resources.userImports.intro':
    'Upload a CSV file or an Excel workbook (.xlsx) with the columns First name, Last name, Email, Division and Role. A blank role is User. Each new user receives an e-mail to set their password.',
  'resources.userImports.choose_organisation': 'Choose the organisation to import into.',
  'resources.userImports.choose_file': 'Choose a CSV or Excel file',
  'resources.userImports.template': 'Download template',
  'resources.userImports.problems.old_workbook':
    'Excel 97-2003 workbooks (.xls) cannot be read: save it as an Excel workbook (.xlsx) or as CSV, then choose it again.',
  'resources.userImports.problems.workbook':
    'This workbook could not be read: save it as an Excel workbook (.xlsx) or as CSV, then choose it again.',
  'resources.userImports.problems.not_a_table':
    'This file is neither a CSV file nor an Excel workbook (.xlsx).',
  'resources.userImports.problems.read_failed':
    'The file could not be read. Please, try again later',
  'resources.userImports.missing_columns': 'The file has no column %{columns}',
  'resources.userImports.no_rows': 'The file has no rows',
  'resources.userImports.too_many_rows':
    'A file may hold at most %{smart_count} row |||| A file may hold at most %{smart_count} rows',
  'resources.userImports.preview.caption':
    'Rows of %{file}: %{valid} ready, %{problems} with a problem',
  'resources.userImports.preview.only_problems': 'Only rows with a problem',
  'resources.userImports.preview.row': 'Row',
  'resources.userImports.preview.problem': 'Problem',
  'resources.userImports.preview.ready': 'Ready',
  'resources.userImports.preview.cell': '%{column}, row %{row}',
  'resources.userImports.preview.drop': 'Drop row %{row}',
  'resources.userImports.preview.actions': 'Actions',
  'resources.userImports.row_problems.division': 'Unknown division',
  'resources.userImports.row_problems.duplicate': 'Duplicate in the file',
  'resources.userImports.row_problems.unknown_role': 'Unknown role',
  'resources.userImports.row_problems.role': 'You may not give this role',
  'resources.userImports.import': 'Import %{smart_count} user |||| Import %{smart_count} users',
  'resources.userImports.progress.label': 'Import progress',
  'resources.userImports.progress.counts':
    '%{done} of %{smart_count} row: %{created} created, %{refused} refused |||| %{done} of %{smart_count} rows: %{created} created, %{refused} refused',
  'resources.userImports.report.title': 'Import report',
  'resources.userImports.report.summary':
    '%{created} created, %{refused} refused, %{skipped} not imported',
  'resources.userImports.report.caption': 'Rows not created',
  'resources.userImports.report.none': 'Every row was created.',
  'resources.userImports.report.download': 'Download report',
  'resources.userImports.report.again': 'Import another file',
  'resources.userImports.report.cancelled': 'Cancelled',
  'resources.userImports.report.columns.row': 'Row',
  'resources.userImports.report.columns.first_name': 'First name',
  'resources.userImports.report.columns.last_name': 'Last name',
  'resources.userImports.report.columns.email': 'Email',
  'resources.userImports.report.columns.outcome': 'Outcome',
  'resources.userImports.report.columns.reason': 'Reason',
  'resources.userImports.report.outcomes.created': 'Created',
  'resources.userImports.report.outcomes.refused': 'Refused',
  'resources.userImports.report.outcomes.notImported': 'Not imported',
  'resources.userImports.notifications.done': 'Import finished',
  'resources.userImports.notifications.failed': 'The import stopped',
  'resources.userImports.notifications.failed_hint':
    'Import the same file again to resume: nobody is created twice.',
};
