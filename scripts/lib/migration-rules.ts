/**
 * Expand/contract for migrations (issue 34 §4): during a rolling deploy the previous release runs against the
 * new schema, so a migration may only add. A statement that takes away or changes what the previous release
 * reads or writes is a contract step: allowed only in a migration that says so on a line
 * `-- contract: <why the previous release no longer uses it>`.
 */
export interface MigrationViolation {
  statement: string;
  rule: string;
}

const RULES: { rule: string; test: (sql: string) => boolean }[] = [
  { rule: 'drops a table', test: (s) => /\bdrop\s+table\b/i.test(s) },
  { rule: 'drops a column', test: (s) => /\bdrop\s+column\b/i.test(s) },
  { rule: 'renames a table or column', test: (s) => /\brename\s+(column\b|to\b)/i.test(s) },
  {
    rule: "changes a column's type",
    test: (s) => /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i.test(s),
  },
  { rule: 'makes a column NOT NULL', test: (s) => /\bset\s+not\s+null\b/i.test(s) },
  {
    rule: 'adds a NOT NULL column without a default (the previous release inserts without it)',
    test: (s) => /\badd\s+column\b/i.test(s) && /\bnot\s+null\b/i.test(s) && !/\bdefault\b/i.test(s),
  },
];

/** The statements of a drizzle migration file, comments dropped. */
export function statementsOf(sqlText: string): string[] {
  return sqlText
    .split('--> statement-breakpoint')
    .flatMap((chunk) => chunk.split(/;\s*(?:\n|$)/))
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

/** What in the migration would break the release before it; nothing when it only adds, or says it contracts. */
export function contractViolations(sqlText: string): MigrationViolation[] {
  if (/^--\s*contract:\s*\S/im.test(sqlText)) return [];
  return statementsOf(sqlText).flatMap((statement) =>
    RULES.filter((r) => r.test(statement)).map((r) => ({ statement: statement.slice(0, 200), rule: r.rule })),
  );
}
