const STATUS_LABEL: Record<string, string> = {
  completed: 'Completed',
  failed: 'Failed',
  pending: 'Pending',
  processing: 'Processing',
  success: 'Completed',
};

/** Status as shown (admin.md section 4): known ones labelled, unknown as-is, missing as 'Unknown'. */
export const statusText = (s: string | null | undefined) => (s ? (STATUS_LABEL[s] ?? s) : 'Unknown');
