/** The most recently updated record of a list (the one a section's "source, updated …" note names), or undefined for none. */
export function latestUpdated<T extends { updated_at: string }>(list: readonly T[]): T | undefined {
  return list.reduce<T | undefined>((a, x) => (!a || x.updated_at > a.updated_at ? x : a), undefined);
}
