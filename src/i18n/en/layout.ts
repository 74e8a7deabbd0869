// The English wording of src/layout, under `app.layout.*`.
export const layout: Readonly<Record<string, string>> = {};
