/** The admin's inbox of contact messages. */
export const contactInboxKey = ['admin', 'contact-messages'] as const;
