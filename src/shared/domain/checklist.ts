export interface ChecklistEntry {
  item: string;
  done: boolean;
  note: string;
}

export type ChecklistOutcome =
  { ok: true; items: ChecklistEntry[] } | { ok: false; reason: 'note-needed' | 'unknown-item'; item: string };

/**
 * The completed job's checklist: every item of the package's list, ticked unless the cleaner unticked it,
 * and an unticked item must say why. Items the package does not list are refused.
 */
export function resolveChecklist(
  packageItems: readonly string[],
  answers: readonly { item: string; done: boolean; note?: string }[] = [],
): ChecklistOutcome {
  const byItem = new Map(answers.map((a) => [a.item.trim(), a]));
  for (const a of answers)
    if (!packageItems.includes(a.item.trim())) return { ok: false, reason: 'unknown-item', item: a.item };
  const items: ChecklistEntry[] = [];
  for (const item of packageItems) {
    const a = byItem.get(item);
    const done = a?.done ?? true;
    const note = a?.note?.trim() ?? '';
    if (!done && !note) return { ok: false, reason: 'note-needed', item };
    items.push({ item, done, note });
  }
  return { ok: true, items };
}

/**
 * The first item the cleaner has not answered yet, or null: the app's list starts with nothing ticked,
 * and Complete needs each item marked done, or not done with the reason.
 */
export function firstUnanswered(
  packageItems: readonly string[],
  answers: Readonly<Record<string, { done: boolean; note: string } | undefined>>,
): string | null {
  for (const item of packageItems) {
    const a = answers[item];
    if (!a || (!a.done && !a.note.trim())) return item;
  }
  return null;
}
