import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';
import type { SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';

/**
 * "New makers need approval" (issue 20), a site setting of its own: the users screens read and
 * set it, and a company created while it is on waits for an administrator's approval. Switching
 * it off approves nobody: the companies already waiting keep waiting (docs/decisions.md).
 */
export async function makersNeedApproval(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.makersNeedApproval })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.value ?? false;
}

/** Sets the switch; one audit entry when it changes (none when it already was so). */
export async function setMakersNeedApproval(ctx: SignedInContext, value: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: siteSettings.makersNeedApproval })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for('update');
    if (row!.value === value) return;
    await tx
      .update(siteSettings)
      .set({ makersNeedApproval: value, updatedAt: new Date() })
      .where(eq(siteSettings.id, 1));
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'site.makerApproval',
        targetType: 'site',
        before: { makersNeedApproval: row!.value },
        after: { makersNeedApproval: value },
      },
    );
  });
}
