/** The PostgreSQL client tools' command lines for backup and restore (scripts/backup.ts, scripts/restore.ts). */

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** pg_dump's custom format: compressed, and pg_restore can pick tables from it. */
export function pgDumpArgs(url: string, file: string, schema?: string): string[] {
  return [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    ...(schema ? [`--schema=${schema}`] : []),
    `--dbname=${url}`,
  ];
}

/** Drops what the dump holds, then recreates it, in one transaction. */
export function pgRestoreArgs(url: string, file: string): string[] {
  return ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file];
}

/** A command-line argument as printed: a URL's password replaced. */
export function redactUrl(arg: string): string {
  return arg.replace(/(postgres(?:ql)?:\/\/[^:/@]+:)[^@]*@/, '$1***@');
}
