export const SITE_ADMIN_KEY = ['admin', 'site'] as const;
export const commissionKey = ['admin', 'commission'] as const;
/** The public configuration (its texts in the interface's language). */
export const SITE_CONFIG_KEY = ['site-config'] as const;
