// Outside the screens' catalogue (whose count messages have polyglot's plural forms).

export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
