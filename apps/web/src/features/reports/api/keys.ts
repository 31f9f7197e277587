/** The moderation queue's cached pages, by status. */
export const adminReportsKey = ['admin', 'reports'] as const;
