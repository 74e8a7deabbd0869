// English counts written by the domain and the functions, outside the screens' catalogue (whose
// count messages have polyglot's plural forms, src/i18n): one item never reads '1 items'.

/** '1 user', '0 users', '25 users'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
