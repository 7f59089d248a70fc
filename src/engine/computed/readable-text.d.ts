export declare function readableText(html: string): string | null;
