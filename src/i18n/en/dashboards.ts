// The English wording of src/dashboards, under `app.dashboards.*`.
export const dashboards: Readonly<Record<string, string>> = {};
