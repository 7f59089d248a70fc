/** The default tenant colours, apart from the zod contracts in ./brand so the first load can use them without zod. */
export const DEFAULT_COLORS = { primary: '#25165C', secondary: '#6366F1', accent: '#10B981' } as const;
