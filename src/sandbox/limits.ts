/** Instance limits the sandbox enforces and advertises (Pleroma's defaults). */
export const MAX_STATUS_CHARS = 5000;
