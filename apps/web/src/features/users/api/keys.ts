/** The users screens' cached queries: the lists, one user, the approval switch. */
export const adminUsersKey = ['admin', 'users'] as const;
export const makerApprovalKey = ['admin', 'settings', 'maker-approval'] as const;
