import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';

export async function getSettings(db: Executor) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row;
}

export async function updateSettings(
  db: Executor,
  patch: Partial<Omit<typeof siteSettings.$inferInsert, 'id'>>,
) {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...patch, updatedAt: new Date() } });
}
