/** Text or an attribute value made safe for the HTML pages the server writes itself. */
export const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
