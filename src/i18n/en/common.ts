export const common: Readonly<Record<string, string>> = {
  'app.common.try_again': 'Please, try again later',
  'app.common.row_number': '#',
  'app.common.loading': 'Loading %{items}',
  'app.common.choose_organisation': 'Choose an organisation to see its %{items}.',
  'app.common.industry': 'Industry',
  'app.common.organisation': 'Organisation',
  'app.common.error_loading_industries': 'Error loading industries',
  'app.common.searching': 'Searching…',
  'app.common.no_organisations_found': 'No organisations found',
  'app.common.list': '%{items} and %{last}',
  /** The choice of every organisation, industry or division. */
  'app.common.all': 'All',
};
