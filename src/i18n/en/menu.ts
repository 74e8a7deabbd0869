// The English wording of the menu (docs/product.md §2), under `app.menu.*`.
export const menu: Readonly<Record<string, string>> = {};
