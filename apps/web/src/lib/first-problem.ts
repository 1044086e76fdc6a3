/** The first message a contract schema has for a value (what a form shows under its field), or null. */
export function firstProblem(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
): string | null {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}
