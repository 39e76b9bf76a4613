/**
 * App versions as the stores number them (1.1.0): compared part by part as numbers, a missing part
 * counting as 0, so 1.10 is newer than 1.9 and 1.1 equals 1.1.0.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** What the app must or may do: update when older than the minimum, may update when older than the latest. */
export function versionAdvice(current: string | undefined, min: string, latest: string) {
  // A latest version set below the minimum is a slip of configuration: the minimum is then the latest.
  const newest = compareVersions(latest, min) < 0 ? min : latest;
  return {
    minVersion: min,
    latestVersion: newest,
    version: current ?? null,
    updateRequired: current !== undefined && compareVersions(current, min) < 0,
    updateAvailable: current !== undefined && compareVersions(current, newest) < 0,
  };
}
